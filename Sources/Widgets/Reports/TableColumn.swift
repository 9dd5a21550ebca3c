import Canvas

/// A column of a ``Table``: its title, how wide it is, and how its cells are aligned.
public struct TableColumn: Sendable, Hashable {
    /// How a column's width is decided.
    public enum Width: Sendable, Hashable {
        /// A width in points (padding included).
        case fixed(Double)
        /// A share of the width the fixed and fit-to-content columns leave, by weight.
        case proportional(Double)
        /// As wide as the widest of the header and the sample rows (padding included).
        case fitToContent
    }

    /// The header's text.
    public var title: String
    /// How wide the column is.
    public var width: Width
    /// The cells' alignment (right for numbers). Right-aligned cells use monospaced digits, so
    /// the digits of amounts line up column by column.
    public var alignment: TextAlignment

    /// Creates a column.
    public init(_ title: String, width: Width = .proportional(1), alignment: TextAlignment = .left) {
        self.title = title
        self.width = width
        self.alignment = alignment
    }

    /// The font a cell of this column uses for a table's font: with monospaced digits when the
    /// column is right-aligned.
    func cellFont(_ font: Font) -> Font {
        alignment == .right ? font.withFeature(.monospacedDigits) : font
    }
}
