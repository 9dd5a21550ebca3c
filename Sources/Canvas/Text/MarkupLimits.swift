/// Bounds on the markup that ``Markup/attributedString(from:defaults:limits:)`` accepts; input
/// beyond them is rejected with a ``MarkupError`` rather than parsed.
public struct MarkupLimits: Sendable, Hashable {
    /// The most characters (grapheme clusters) the markup source may have; negative values act as 0.
    public var maximumLength: Int
    /// The most tags that may be open at once; `<br>` never counts. Negative values act as 0.
    public var maximumNesting: Int

    /// Creates limits: one million characters and 64 levels of nesting unless given.
    public init(maximumLength: Int = 1_000_000, maximumNesting: Int = 64) {
        self.maximumLength = maximumLength
        self.maximumNesting = maximumNesting
    }

    /// 1,000,000 characters and 64 levels of nesting.
    public static let `default` = MarkupLimits()
}
