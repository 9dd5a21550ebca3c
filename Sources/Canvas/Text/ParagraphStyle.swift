/// How a paragraph's lines are aligned within the text's width.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
    /// Stretched to both edges, except the paragraph's last line.
    case justified
    /// Left for left-to-right paragraphs, right for right-to-left ones.
    case natural
}

/// How text that does not fit is wrapped or cut (NSLineBreakMode's model).
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    /// Wrap at word boundaries; a word longer than a line breaks between characters.
    case byWordWrapping
    /// Wrap between any two characters.
    case byCharWrapping
    /// Wrap at words and cut the last visible line without an ellipsis.
    case byClipping
    /// Wrap at words; the last visible line ends in what remains, with an ellipsis at its start.
    case byTruncatingHead
    /// Wrap at words; the last visible line shows its start, an ellipsis, then the text's end.
    case byTruncatingMiddle
    /// Wrap at words; the last visible line ends with an ellipsis.
    case byTruncatingTail

    /// Whether the mode puts an ellipsis on the last visible line when text is cut.
    public var truncates: Bool {
        self == .byTruncatingHead || self == .byTruncatingMiddle || self == .byTruncatingTail
    }
}

/// The direction a paragraph's text runs in.
public enum WritingDirection: String, Sendable, Hashable, CaseIterable {
    /// Decided by the paragraph's first strong character (Unicode's rule).
    case natural
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// A paragraph's layout: alignment, spacing, line heights, indents and line breaking
/// (NSParagraphStyle's model, as a value).
///
/// Vertical rules, applied line by line as TextKit does:
/// 1. A line's natural height is its fonts' ascent plus descent (the largest of its runs'); a
///    positive ``lineHeightMultiple`` multiplies it; it is then raised to ``minimumLineHeight``
///    and, when ``maximumLineHeight`` is positive, lowered to it (so equal minimum and maximum
///    fix the height exactly). Extra height goes above the text: the baseline sits one descent
///    above the line's bottom.
/// 2. ``lineSpacing`` of a line's paragraph separates it from the next line, also across
///    paragraphs (not after the text's last line); ``paragraphSpacing`` follows a paragraph's
///    last line and ``paragraphSpacingBefore`` precedes a paragraph's first line, except at the
///    text's ends. Negative spacing counts as none.
///
/// Horizontal rules: indents are measured from the paragraph's leading edge (the right for a
/// right-to-left paragraph) and lines are aligned between the indents; values that are not
/// finite count as 0 and the rest are bounded to ±100,000 pt.
public struct ParagraphStyle: Sendable, Hashable {
    /// Horizontal alignment of the paragraph's lines.
    public var alignment: TextAlignment = .natural
    /// Extra space between the bottom of one line and the top of the next, in points.
    public var lineSpacing: Double = 0
    /// Extra space after the paragraph's last line, in points.
    public var paragraphSpacing: Double = 0
    /// Extra space before the paragraph's first line, in points.
    public var paragraphSpacingBefore: Double = 0
    /// The least height of each line, in points (0: no minimum).
    public var minimumLineHeight: Double = 0
    /// The greatest height of each line, in points (0: no maximum).
    public var maximumLineHeight: Double = 0
    /// A factor for each line's natural height (0: none).
    public var lineHeightMultiple: Double = 0
    /// The indent of the paragraph's first line from the leading edge, in points.
    public var firstLineHeadIndent: Double = 0
    /// The indent of the paragraph's other lines from the leading edge, in points.
    public var headIndent: Double = 0
    /// Positive: the line width measured from the leading edge; zero or negative: the inset from
    /// the trailing edge.
    public var tailIndent: Double = 0
    /// How lines wrap and whether the last visible line is truncated.
    public var lineBreakMode: LineBreakMode = .byWordWrapping
    /// The paragraph's base writing direction.
    public var baseWritingDirection: WritingDirection = .natural
    /// How eagerly words break with a hyphen at a line's end, 0…1 (NSParagraphStyle's property):
    /// any value above 0 hyphenates every word of five letters or more where the US English
    /// patterns allow (see ``hyphenates``); 0, the default, never does.
    public var hyphenationFactor: Double = 0
    /// Whether words hyphenate by the system's rule (NSParagraphStyle's iOS 15 property): the
    /// same as a ``hyphenationFactor`` above 0.
    public var usesDefaultHyphenation = false

    /// Whether the paragraph's words may break with a hyphen: US English patterns (libhyphen's,
    /// from Debian's `hyphen-en-us`) give the break points, marked with soft hyphens that Pango
    /// breaks at and draws as a hyphen only at a line's end.
    public var hyphenates: Bool {
        usesDefaultHyphenation || (hyphenationFactor.isFinite && hyphenationFactor > 0)
    }

    /// The default style: natural alignment, no spacing, word wrapping.
    public static let `default` = ParagraphStyle()

    /// Creates a style; every property can also be set afterwards.
    public init(
        alignment: TextAlignment = .natural, lineSpacing: Double = 0, paragraphSpacing: Double = 0,
        paragraphSpacingBefore: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
        lineHeightMultiple: Double = 0, firstLineHeadIndent: Double = 0, headIndent: Double = 0,
        tailIndent: Double = 0, lineBreakMode: LineBreakMode = .byWordWrapping,
        baseWritingDirection: WritingDirection = .natural
    ) {
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
        self.paragraphSpacingBefore = paragraphSpacingBefore
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.lineHeightMultiple = lineHeightMultiple
        self.firstLineHeadIndent = firstLineHeadIndent
        self.headIndent = headIndent
        self.tailIndent = tailIndent
        self.lineBreakMode = lineBreakMode
        self.baseWritingDirection = baseWritingDirection
    }

    /// The height of a line whose fonts have the given natural height, per rule 1 above.
    public func lineHeight(natural: Double) -> Double {
        var height = natural
        if finite(lineHeightMultiple) > 0 { height *= finite(lineHeightMultiple) }
        height = max(height, finite(minimumLineHeight))
        if finite(maximumLineHeight) > 0 { height = min(height, finite(maximumLineHeight)) }
        return height
    }

    /// A value, or 0 when it is not finite; spacing and indents are bounded to ±100,000 pt.
    func finite(_ value: Double) -> Double {
        value.isFinite ? min(100_000, max(-100_000, value)) : 0
    }
}
