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
    /// The cells' alignment (right for numbers).
    public var alignment: TextAlignment

    /// Creates a column.
    public init(_ title: String, width: Width = .proportional(1), alignment: TextAlignment = .left) {
        self.title = title
        self.width = width
        self.alignment = alignment
    }
}
