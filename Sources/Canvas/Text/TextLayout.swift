import Foundation
import Synchronization

/// Attributed text laid out for a width and a line limit: its size, lines and baselines, and a
/// way to draw it.
///
/// A `TextLayout` is a value: it keeps measurements, never Pango objects (only a weak reference
/// that no thread but the measuring one follows). The Pango layouts that measuring built stay in
/// a cache owned by the measuring thread, so drawing on that thread reuses them (without a
/// lookup while they are cached) and measuring the same text at the same width again costs a
/// lookup; another thread builds its own.
///
/// Paragraphs end at newlines (`\n`, `\r\n`, `\r`, U+2029 and the other Unicode newlines
/// except U+2028, which breaks a line inside its paragraph). A newline ends the paragraph it
/// follows: `"A\n"` is one paragraph and `"A\n\n"` two, the second empty and as tall as its
/// newline's font. The empty string has no lines and a zero size, as a `UILabel` with empty
/// text has a zero intrinsic size.
///
/// Lines are counted across the whole text, as UIKit counts them: with a limit of 3, a text of
/// two paragraphs of two lines each shows both lines of the first and one of the second. When
/// text is cut, the last visible line is marked truncated and depends on the break mode:
/// - ``LineBreakMode/byTruncatingTail``: the rest of its paragraph on one line, ending in an
///   ellipsis (one is added when only later paragraphs are hidden);
/// - ``LineBreakMode/byTruncatingHead`` and ``LineBreakMode/byTruncatingMiddle``: the rest of
///   the text (later paragraphs joined by spaces) on one line, ellipsized at its start or middle,
///   so the line ends with the text's end;
/// - ``LineBreakMode/byClipping``: the rest of its paragraph on one line, cut at the line's edge;
/// - ``LineBreakMode/byWordWrapping`` and ``LineBreakMode/byCharWrapping``: the line as wrapped.
///
/// The ellipsized line is laid out on its own, from text Vellum shortens itself: as many
/// characters as fit beside a U+2026, whitespace next to it dropped. Pango's own ellipsizing is
/// not used: combined with a line limit it misplaces start and middle ellipses, and its
/// ellipsis glyph stands for all the hidden text, which a PDF reader would then extract.
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
        /// The appearance the text's dynamic colours resolve for.
        public var userInterfaceStyle: UserInterfaceStyle

        /// Creates options; see each property.
        public init(
            width: Double? = nil, maximumNumberOfLines: Int = 0, lineBreakMode: LineBreakMode? = nil,
            defaults: TextDefaults = TextDefaults(), limits: TextLimits = .default,
            userInterfaceStyle: UserInterfaceStyle = .light
        ) {
            self.width = width
            self.maximumNumberOfLines = maximumNumberOfLines
            self.lineBreakMode = lineBreakMode
            self.defaults = defaults
            self.limits = limits
            self.userInterfaceStyle = userInterfaceStyle
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
        /// Whether the line is the last visible one and text after it is hidden.
        public var isTruncated: Bool
        /// Whether the line shows an ellipsis in place of hidden text.
        public var isEllipsized: Bool

        /// Creates a line; see each property.
        public init(
            rect: Rect, baseline: Double, paragraphIndex: Int, isTruncated: Bool, isEllipsized: Bool = false
        ) {
            self.rect = rect
            self.baseline = baseline
            self.paragraphIndex = paragraphIndex
            self.isTruncated = isTruncated
            self.isEllipsized = isEllipsized
        }
    }

    /// The area of visible text that carries a link.
    public struct Link: Sendable, Hashable {
        /// The linked glyphs' box on one line, in the layout's coordinates.
        public var rect: Rect
        /// Where the link goes.
        public var url: URL
    }

    /// An attachment shown on a visible line.
    public struct Attachment: Sendable, Hashable {
        /// The attachment's box in the layout's coordinates (y down), where its image is drawn.
        public var rect: Rect
        /// The attachment.
        public var attachment: TextAttachment
        /// The horizontal range a clipped line (``LineBreakMode/byClipping``) cuts it to.
        var clip: ClosedRange<Double>?
    }

    /// The text laid out.
    public var text: AttributedString {
        switch contents.source {
        case .attributed(let text): text
        case .styled(let text): text.attributedString
        case .plain(let string): AttributedString(string)
        }
    }
    /// The options it was laid out with.
    public var options: Options { contents.key.options }
    /// The size the text needs: the width of its widest visible line with that line's indents,
    /// and the height of all visible lines with their spacing. Lines placed by alignment (centred,
    /// right-aligned, right-to-left) may sit further right within the layout width; see ``lines``.
    public var size: Size { contents.metrics.size }
    /// The visible lines, top to bottom.
    public var lines: [Line] { contents.metrics.lines }
    /// How many lines the text has at this width without a line limit.
    ///
    /// A text cut by its line limit is laid out only up to its last visible line; the lines of
    /// the paragraphs after it are counted the first time this is asked (on the asking thread's
    /// engine), then kept.
    public var totalLineCount: Int { contents.totalLineCount }
    /// Whether lines were cut by the line limit.
    public var isTruncated: Bool { contents.metrics.isTruncated }
    /// The fallbacks applied to the input (see ``TextLimits``).
    public var fallbacks: Set<TextFallback> { contents.metrics.fallbacks }
    /// The linked areas of visible text, line by line; PDF output makes each a clickable link.
    public var links: [Link] { contents.metrics.links }
    /// The attachments on visible lines, in text order, each in its box.
    public var attachments: [Attachment] { contents.metrics.attachments }
    /// The flattened input: the cache key, computed once.
    var key: TextLayoutKey { contents.key }
    /// The measuring thread's Pango layouts, for drawing on that thread.
    var measured: MeasuredHandle { contents.measured }

    /// Everything a layout holds, behind one reference: labels and caches copy layouts often, and
    /// a copy of the fields themselves (the options twice, in `options` and the key, and a
    /// dozen arrays, sets and strings) was a 300-byte `memmove` and as many retains.
    private let contents: Contents

    /// What ``TextLayout`` holds; never changes after `init`.
    private final class Contents: Sendable {
        /// The text as it was given: a plain string becomes an `AttributedString` only when asked
        /// for.
        let source: Source
        let key: TextLayoutKey
        let measured: MeasuredHandle
        /// The measurements, copied from the laid-out text (which a cache may drop).
        let metrics: LaidOutText.Metrics
        /// The lines of the paragraphs past the line limit, once counted.
        private let uncountedLines = Mutex<Int?>(nil)

        init(source: Source, key: TextLayoutKey, measured: MeasuredHandle, metrics: LaidOutText.Metrics) {
            self.source = source
            self.key = key
            self.measured = measured
            self.metrics = metrics
        }

        var totalLineCount: Int {
            guard let first = metrics.firstUncountedParagraph else { return metrics.countedLineCount }
            let uncounted = uncountedLines.withLock { counted in
                if let counted { return counted }
                let count = LaidOutText.lineCount(of: key, fromParagraph: first, engine: TextEngine.current)
                counted = count
                return count
            }
            return metrics.countedLineCount + uncounted
        }
    }

    private enum Source: Sendable {
        case attributed(AttributedString)
        case styled(StyledText)
        case plain(String)
    }

    /// The number of visible lines.
    public var lineCount: Int { lines.count }
    /// The first line's baseline, or `nil` for a text with no lines.
    public var firstBaseline: Double? { lines.first?.baseline }
    /// The last visible line's baseline, or `nil` for a text with no lines.
    public var lastBaseline: Double? { lines.last?.baseline }

    /// Lays `text` out with `options`.
    public init(_ text: AttributedString, options: Options = Options()) {
        self.init(
            source: .attributed(text), key: TextLayoutKey(text: text, options: options))
    }

    /// Lays out a text from its cache key (the one initialiser that measures).
    private init(source: Source, key: TextLayoutKey) {
        let engine = TextEngine.current
        let laidOut = LaidOutText.cached(for: key, engine: engine)
        contents = Contents(
            source: source, key: key, measured: MeasuredHandle(serial: engine.serial, paragraphs: laidOut),
            metrics: laidOut.metrics)
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

    /// Lays out styled text (``Markup/styledText(from:defaults:limits:)``): the same layout as
    /// its ``StyledText/attributedString`` gives, without building that.
    public init(_ text: StyledText, options: Options = Options()) {
        self.init(source: .styled(text), key: TextLayoutKey(styled: text, options: options))
    }

    /// Lays out an `NSAttributedString` with UIKit's keys (see
    /// ``Foundation/NSAttributedString/vellumAttributedString``).
    public init(_ text: NSAttributedString, options: Options = Options()) {
        self.init(text.vellumAttributedString, options: options)
    }

    /// Lays out a plain string in one font and colour; the string is never parsed as markup.
    public init(plain string: String, font: Font, color: Color = .label, options: Options = Options()) {
        var options = options
        options.defaults.font = font
        options.defaults.color = color
        // The same key as `AttributedString(string)` gives (one run of the defaults, none when
        // empty), without making the attributed string.
        self.init(
            source: .plain(string), key: TextLayoutKey(plain: string, options: options))
    }

    /// The box the text's glyphs ink when drawn with its top-left corner at `origin`, or `nil`
    /// when that is not known without Pango (text that Pango lays out: other scripts, styled
    /// runs). Text that inks nothing gives an empty box at `origin`.
    package func inkBounds(at origin: Point) -> Rect? {
        measured.threadIndependent?.inkBounds(at: origin)
    }
}

/// A weak reference to the Pango layouts a ``TextLayout`` was measured with, and the serial
/// number of the engine (so the thread) that owns them; and a strong one to the laid-out text
/// when it holds no Pango object.
///
/// `@unchecked Sendable`: all properties are set in `init` and never change. `paragraphs` (a
/// non-Sendable class owning Pango objects) is only loaded by ``TextLayout/draw(at:in:)``
/// after it has checked that ``TextEngine/current`` has `serial`. Engine serials are never
/// reused and an engine is only ever current on the thread that created it, so the reference is
/// only followed on the thread that owns the Pango objects; another thread never holds a strong
/// reference that could end up releasing them there. `threadIndependent` is set only for a
/// text that owns no Pango object and never changes after it is built (its lines are glyphs
/// and cairo scaled fonts, which cairo lets any thread draw and release), so any thread may
/// draw it: a report's views laid out by the layout helper thread are drawn by the caller's.
final class MeasuredHandle: @unchecked Sendable {
    /// The serial of the engine that built `paragraphs`.
    let serial: UInt64
    /// The layouts, while the engine's cache keeps them (`nil` when `threadIndependent` holds
    /// the text). Load only after checking `serial`.
    private(set) weak var paragraphs: LaidOutText?
    /// The laid-out text, kept, when it holds no Pango object (``LaidOutText/isThreadIndependent``).
    let threadIndependent: LaidOutText?

    init(serial: UInt64, paragraphs: LaidOutText) {
        self.serial = serial
        if paragraphs.isThreadIndependent {
            // No weak reference: it would give every such text a side table for nothing.
            threadIndependent = paragraphs
        } else {
            threadIndependent = nil
            self.paragraphs = paragraphs
        }
    }
}

/// The cache key of a layout: its text flattened into runs (each a Swift `String` with its
/// resolved attributes) and its options, hashed once.
///
/// Runs compare by their UTF-8 bytes and attributes, so two texts that differ only in attributes
/// Vellum does not read (or that resolve to the defaults) share a layout.
struct TextLayoutKey: Hashable, Sendable {
    /// The text's runs, in order, as `AttributedString` splits them.
    let runs: [TextSpan]
    let options: TextLayout.Options
    /// The text's length in UTF-8 bytes.
    let byteCount: Int
    /// The hash of `runs` and `options`.
    private let hash: Int

    /// Flattens `text`: one `String` per run (never walking its characters) and the run's
    /// attributes resolved against `options.defaults`.
    init(text: AttributedString, options: TextLayout.Options) {
        var runs: [TextSpan] = []
        var byteCount = 0
        for run in text.runs {
            let attributes = ResolvedAttributes(
                run, defaults: options.defaults, style: options.userInterfaceStyle)
            runs.append(
                Self.span(
                    String(text.characters[run.range]), ResolvedAttributes.Box(attributes), options,
                    byteCount: &byteCount))
        }
        self.init(
            runs: runs, attributeHash: { runs[$0].attributes.hashValue }, byteCount: byteCount,
            options: options)
    }

    /// Flattens styled text as ``init(text:options:)`` flattens its attributed string (the same
    /// runs and attributes, so the same key), resolving each distinct style once.
    init(styled text: StyledText, options: TextLayout.Options) {
        var runs: [TextSpan] = []
        runs.reserveCapacity(text.runs.count)
        var byteCount = 0
        let resolved = text.styles.map {
            ResolvedAttributes.Box(ResolvedAttributes($0, style: options.userInterfaceStyle))
        }
        let hashes = resolved.map(\.value.hashValue)
        for run in text.runs {
            runs.append(Self.span(run.text, resolved[run.style], options, byteCount: &byteCount))
        }
        self.init(
            runs: runs, attributeHash: { hashes[text.runs[$0].style] }, byteCount: byteCount,
            options: options)
    }

    /// One run as laid out: hyphenation marks break points as soft hyphens in the laid-out text
    /// only. Adds its length to `byteCount`.
    private static func span(
        _ text: String, _ attributes: ResolvedAttributes.Box, _ options: TextLayout.Options,
        byteCount: inout Int
    ) -> TextSpan {
        var string = text
        if (attributes.value.paragraphStyle ?? options.defaults.paragraphStyle).hyphenates,
            let hyphenator = Hyphenator.shared
        {
            string = hyphenator.hyphenated(string)
        }
        byteCount += string.utf8.count
        return TextSpan(text: string, box: attributes)
    }

    /// Flattens a plain string as ``init(text:options:)`` flattens `AttributedString(string)`: one
    /// run in the defaults' attributes, or none for the empty string.
    init(plain string: String, options: TextLayout.Options) {
        var string = string
        if options.defaults.paragraphStyle.hyphenates, let hyphenator = Hyphenator.shared {
            string = hyphenator.hyphenated(string)
        }
        let byteCount = string.utf8.count
        let runs =
            byteCount == 0
            ? []
            : [
                TextSpan(
                    text: string,
                    attributes: ResolvedAttributes(
                        defaults: options.defaults, style: options.userInterfaceStyle))
            ]
        self.init(
            runs: runs, attributeHash: { runs[$0].attributes.hashValue }, byteCount: byteCount,
            options: options)
    }

    /// A key of runs whose attributes, at each index, hash to `attributeHash(index)` (the
    /// attributes' `hashValue`, so every way of making a key hashes equal runs alike; styled text hashes each
    /// distinct style once).
    private init(
        runs: [TextSpan], attributeHash: (Int) -> Int, byteCount: Int, options: TextLayout.Options
    ) {
        var hasher = Hasher()
        hasher.combine(options)
        hasher.combine(runs.count)
        for (index, run) in runs.enumerated() {
            let utf8 = run.text.utf8
            hasher.combine(utf8.count)
            let hashed: Void? = utf8.withContiguousStorageIfAvailable {
                hasher.combine(bytes: UnsafeRawBufferPointer($0))
            }
            if hashed == nil { for byte in utf8 { hasher.combine(byte) } }
            hasher.combine(attributeHash(index))
        }
        self.runs = runs
        self.options = options
        self.byteCount = byteCount
        self.hash = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (a: Self, b: Self) -> Bool {
        guard a.hash == b.hash, a.byteCount == b.byteCount, a.runs.count == b.runs.count else {
            return false
        }
        for (x, y) in zip(a.runs, b.runs) {
            guard x.hasSameAttributes(as: y), sameBytes(x.text, y.text) else { return false }
        }
        return a.options == b.options
    }

    /// Whether two strings have the same UTF-8 bytes (`==` would also equate canonically
    /// equivalent strings, which Pango lays out from different bytes).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        let x = a.utf8
        let y = b.utf8
        guard x.count == y.count else { return false }
        let compared = x.withContiguousStorageIfAvailable { p in
            y.withContiguousStorageIfAvailable { q in
                p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0
            }
        }
        return (compared ?? nil) ?? x.elementsEqual(y)
    }
}
