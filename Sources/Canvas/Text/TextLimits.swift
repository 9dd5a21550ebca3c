/// Bounds that keep Pango fast and correct, each with a documented fallback instead of an error:
/// - text beyond ``maximumLength`` characters is cut off (newlines count);
/// - a paragraph with a run of more than ``maximumUnbreakableRun`` characters without a break
///   opportunity wraps between characters (Pango's word-and-character wrapping is quadratic in
///   such runs: 52 s for 100,000 characters);
/// - widths that are not finite, negative or beyond ``maximumExtent`` are clamped, and text laid
///   out without a width wraps at ``maximumExtent`` (Pango's integer units overflow silently at
///   about 2.1 million points). Vertical positions are summed in Swift, so any number of lines
///   measures exactly, and runs are handed to Pango in pieces short enough that no piece's width
///   overflows;
/// - font sizes are clamped to ``Font/sizeRange`` (about 50,000 pt breaks a FreeType face for
///   the rest of the process), and sizes that are not finite and positive become
///   ``Font/defaultSize``; colour emoji larger than ``Font/maximumEmojiSize`` are drawn at that
///   size (cairo draws them as images as large as the glyph);
/// - U+0000 becomes U+FFFD (Pango would silently cut the text there);
/// - Unicode non-characters (U+FDD0…U+FDEF, U+FFFE, U+FFFF and the last two code points of every
///   plane) become U+FFFD, so text draws alike in every format (cairo's PDF surface refuses them).
///
/// ``TextLayout/fallbacks`` says which applied.
public struct TextLimits: Sendable, Hashable {
    /// The most characters (grapheme clusters) a text may have.
    public var maximumLength: Int
    /// The longest run of characters without whitespace that word wrapping handles.
    public var maximumUnbreakableRun: Int
    /// The widest a line may be laid out, in points (at most 1,000,000, inside Pango's range).
    public var maximumExtent: Double

    /// Creates limits; the defaults suit labels and report cells.
    public init(
        maximumLength: Int = 200_000, maximumUnbreakableRun: Int = 1_000, maximumExtent: Double = 1_000_000
    ) {
        self.maximumLength = maximumLength
        self.maximumUnbreakableRun = maximumUnbreakableRun
        self.maximumExtent = maximumExtent
    }

    /// 200,000 characters, 1,000-character unbreakable runs, 1,000,000 pt lines.
    public static let `default` = TextLimits()
}

/// A documented fallback that a ``TextLayout`` applied to its input.
public enum TextFallback: String, Sendable, Hashable, CaseIterable {
    /// The text was longer than ``TextLimits/maximumLength`` and was cut there.
    case cutAtMaximumLength
    /// A paragraph had a very long unbreakable run and wraps between characters.
    case wrappedLongRunByCharacter
    /// The width was not finite, negative or beyond ``TextLimits/maximumExtent`` and was clamped.
    case clampedWidth
    /// Unbounded text had a paragraph wider than ``TextLimits/maximumExtent``, which wraps there.
    case wrappedAtMaximumExtent
    /// A font size outside ``Font/sizeRange`` (or not finite) was replaced, or emoji larger than
    /// ``Font/maximumEmojiSize`` were drawn at that size.
    case clampedFontSize
    /// U+0000 characters were replaced by U+FFFD.
    case replacedNullCharacters
    /// Unicode non-characters were replaced by U+FFFD.
    case replacedNoncharacters
}

/// What a text falls back to when a run has no font, colour or paragraph style of its own
/// (a label's `font`, `textColor` and `textAlignment`).
public struct TextDefaults: Sendable, Hashable {
    /// The font of runs without one.
    public var font: Font
    /// The colour of runs without one.
    public var color: Color
    /// The style of paragraphs without one.
    public var paragraphStyle: ParagraphStyle

    /// Creates defaults: UIKit's body font and label colour unless given.
    public init(font: Font = .body, color: Color = .label, paragraphStyle: ParagraphStyle = .default) {
        self.font = font
        self.color = color
        self.paragraphStyle = paragraphStyle
    }
}
