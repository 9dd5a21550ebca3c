import Foundation

/// Attributed text laid out for a width and a line limit: its size, lines and baselines, and a
/// way to draw it.
///
/// A `TextLayout` is a value: it keeps measurements, never Pango objects. The Pango layouts that
/// measuring built stay in a cache owned by the measuring thread, so drawing on that thread
/// reuses them and measuring the same text at the same width again costs a lookup.
///
/// Lines are counted across the whole text, as UIKit counts them: with a limit of 3, a text of
/// two paragraphs of two lines each shows both lines of the first and one of the second. When
/// text is cut and the break mode truncates, the last visible line is laid out again from its
/// first character to the text's end on one line, ellipsized at its head, middle or tail.
public struct TextLayout: Sendable {
    /// The inputs that decide a layout.
    public struct Options: Sendable, Hashable {
        /// The width to wrap at, in points; `nil` lays every paragraph out on one line.
        public var width: Double?
        /// The most lines to show across the whole text; 0 shows every line.
        public var maximumNumberOfLines: Int
        /// Overrides every paragraph's break mode when set (a label's `lineBreakMode`).
        public var lineBreakMode: LineBreakMode?
        /// The font, colour and paragraph style of runs without their own.
        public var defaults: TextDefaults
        /// The limits applied to the text.
        public var limits: TextLimits

        /// Creates options; see each property.
        public init(
            width: Double? = nil, maximumNumberOfLines: Int = 0, lineBreakMode: LineBreakMode? = nil,
            defaults: TextDefaults = TextDefaults(), limits: TextLimits = .default
        ) {
            self.width = width
            self.maximumNumberOfLines = maximumNumberOfLines
            self.lineBreakMode = lineBreakMode
            self.defaults = defaults
            self.limits = limits
        }
    }

    /// One visible line.
    public struct Line: Sendable, Hashable {
        /// The line's box: its glyphs' logical extent horizontally, its line height vertically.
        public var rect: Rect
        /// The baseline's y coordinate.
        public var baseline: Double
        /// The index of the paragraph the line belongs to.
        public var paragraphIndex: Int
        /// Whether the line was ellipsized.
        public var isTruncated: Bool
    }

    /// The text laid out.
    public let text: AttributedString
    /// The options it was laid out with.
    public let options: Options
    /// The size the text occupies: the widest line's right edge and the last line's bottom.
    public let size: Size
    /// The visible lines, top to bottom.
    public let lines: [Line]
    /// How many lines the text has at this width without a line limit.
    public let totalLineCount: Int
    /// Whether lines were cut by the line limit.
    public let isTruncated: Bool
    /// The fallbacks applied to the input (see ``TextLimits``).
    public let fallbacks: Set<TextFallback>

    /// The number of visible lines.
    public var lineCount: Int { lines.count }
    /// The first line's baseline, or `nil` for a text with no lines.
    public var firstBaseline: Double? { lines.first?.baseline }
    /// The last visible line's baseline, or `nil` for a text with no lines.
    public var lastBaseline: Double? { lines.last?.baseline }

    /// Lays `text` out with `options`.
    public init(_ text: AttributedString, options: Options = Options()) {
        let key = TextLayoutKey(text: text, options: options)
        let laidOut = PangoParagraphs.cached(for: key, engine: TextEngine.current)
        self.text = text
        self.options = options
        self.size = laidOut.metrics.size
        self.lines = laidOut.metrics.lines
        self.totalLineCount = laidOut.metrics.totalLineCount
        self.isTruncated = laidOut.metrics.isTruncated
        self.fallbacks = laidOut.metrics.fallbacks
    }

    /// Lays `text` out at a width (or unbounded) with a line limit and break mode.
    public init(
        _ text: AttributedString, width: Double?, maximumNumberOfLines: Int = 0,
        lineBreakMode: LineBreakMode? = nil, defaults: TextDefaults = TextDefaults()
    ) {
        self.init(
            text,
            options: Options(
                width: width, maximumNumberOfLines: maximumNumberOfLines, lineBreakMode: lineBreakMode,
                defaults: defaults))
    }

    /// Lays out an `NSAttributedString` with UIKit's keys (see ``NSAttributedString/vellumAttributedString``).
    public init(_ text: NSAttributedString, options: Options = Options()) {
        self.init(text.vellumAttributedString, options: options)
    }

    /// Lays out a plain string in one font and colour; the string is never parsed as markup.
    public init(plain string: String, font: Font, color: Color = .label, options: Options = Options()) {
        var options = options
        options.defaults.font = font
        options.defaults.color = color
        self.init(AttributedString(string), options: options)
    }

    /// Draws the text with its top-left corner at `origin`.
    public func draw(at origin: Point, in context: GraphicsContext) {
        let key = TextLayoutKey(text: text, options: options)
        let laidOut = PangoParagraphs.cached(for: key, engine: TextEngine.current)
        laidOut.draw(at: origin, in: context)
    }
}

/// The cache key of a layout: its whole input.
struct TextLayoutKey: Hashable {
    let text: AttributedString
    let options: TextLayout.Options
}
