import Foundation

/// A small, safe HTML-like markup for styled text, parsed in Swift into an `AttributedString`
/// with Vellum's attributes.
///
/// Markup is always an explicit input: Vellum never parses a plain string as markup. The parser
/// builds attributes from Swift values only, so no markup ever reaches Pango's own markup parser
/// (which aborts or crashes on some attribute values in pango 1.50). It runs in time linear in the
/// input's length and rejects anything it does not understand with a ``MarkupError``.
///
/// Tags (names are ASCII case-insensitive; every tag but `<br>` must be closed, in order):
/// - `<b>` bold, `<i>` italic, `<u>` single underline, `<s>` single strikethrough;
/// - `<sub>` and `<sup>`: 0.7 times the current size, with the baseline moved by −0.25 and +0.4
///   times the current size (offsets of nested `<sub>`/`<sup>` add up);
/// - `<br>` or `<br/>`: a line break (`\n`);
/// - `<span …>` with attributes quoted with `'` or `"`: `font-family` (letters, digits, spaces
///   and hyphens, at most 64 characters), `font-size` (a number of points, optionally followed by
///   `pt`, within 1…512), `font-weight` (`ultralight`, `thin`, `light`, `regular` or `normal`,
///   `medium`, `semibold`, `bold`, `heavy`, `black`, or 100…900 in steps of 100), `font-style`
///   (`normal` or `italic`), `color` and `background` (`#RGB`, `#RRGGBB`, `#RRGGBBAA` or a name:
///   `black`, `white`, `red`, `green`, `blue`, `gray`, `clear` or one of ``Color``'s UIKit names
///   such as `systemBlue` and `secondaryLabel`), `underline` (`none`, `single`, `double`) and
///   `strikethrough` (`true`, `false`).
///
/// Entities: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#NNN;` and `&#xHH;` (not U+0000, not a
/// surrogate, at most U+10FFFF). A `<` or `&` that does not begin a tag or an entity is an error;
/// a bare `>` is text. Attribute values are taken literally (no entities). Whitespace and newlines
/// in text are kept as written.
///
/// Every run of the result carries a font and a foreground colour (``TextDefaults/font`` and
/// ``TextDefaults/color`` outside any tag), so the result does not depend on the defaults it is
/// later laid out with.
public enum Markup {
    /// Parses `source` as markup into an attributed string whose runs carry ``VellumAttributes``.
    ///
    /// - Parameters:
    ///   - source: The markup.
    ///   - defaults: The font and colour of text outside any tag, which tags modify.
    ///   - limits: The longest input and deepest nesting accepted.
    /// - Throws: A ``MarkupError`` with the line, column and reason of the first problem.
    ///
    /// Building an `AttributedString` of many runs costs Foundation several microseconds a run;
    /// ``styledText(from:defaults:limits:)`` parses the same markup without that cost.
    public static func attributedString(
        from source: String, defaults: TextDefaults = TextDefaults(), limits: MarkupLimits = .default
    ) throws(MarkupError) -> AttributedString {
        try styledText(from: source, defaults: defaults, limits: limits).attributedString
    }

    /// Parses `source` as markup into styled runs, which labels and ``TextLayout`` take as they
    /// are: the fast way to show big or generated markup (see ``StyledText``).
    ///
    /// - Parameters:
    ///   - source: The markup.
    ///   - defaults: The font and colour of text outside any tag, which tags modify.
    ///   - limits: The longest input and deepest nesting accepted.
    /// - Throws: A ``MarkupError`` with the line, column and reason of the first problem.
    public static func styledText(
        from source: String, defaults: TextDefaults = TextDefaults(), limits: MarkupLimits = .default
    ) throws(MarkupError) -> StyledText {
        do {
            try checkLength(of: source, limit: max(0, limits.maximumLength))
            var parser = Parser(source: source, defaults: defaults, limits: limits)
            return try parser.parse()
        } catch {
            let (line, column) = position(ofByteOffset: error.offset, in: source)
            throw MarkupError(line: line, column: column, reason: error.reason)
        }
    }

    /// A problem at a UTF-8 byte offset of the source, before it is turned into a line and
    /// column.
    struct Failure: Error {
        let offset: Int
        let reason: MarkupError.Reason
    }

    /// Fails with `inputTooLong` at the first character past `limit`.
    private static func checkLength(of source: String, limit: Int) throws(Failure) {
        // Every character takes at least one UTF-8 byte, so short sources need no counting.
        guard source.utf8.count > limit else { return }
        var characters = 0
        var bytes = 0
        for character in source {
            if characters == limit { throw Failure(offset: bytes, reason: .inputTooLong(limit)) }
            characters += 1
            bytes += character.utf8.count
        }
    }

    /// The 1-based line and column (in characters) of the character holding a UTF-8 byte offset.
    static func position(ofByteOffset offset: Int, in source: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var bytes = 0
        for character in source {
            let count = character.utf8.count
            if bytes + count > offset { break }
            bytes += count
            if character == "\n" || character == "\r\n" || character == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}

extension Markup {
    /// The attributes in effect at a point of the markup.
    struct Style: Hashable, Sendable {
        var font: Font
        var color: Color
        var background: Color?
        var underline: UnderlineStyle?
        var strikethrough: UnderlineStyle?
        var baselineOffset: Double?

        var attributes: AttributeContainer {
            var container = AttributeContainer()
            container[VellumAttributes.FontAttribute.self] = font
            container[VellumAttributes.ForegroundColorAttribute.self] = color
            container[VellumAttributes.BackgroundColorAttribute.self] = background
            container[VellumAttributes.UnderlineStyleAttribute.self] = underline
            container[VellumAttributes.StrikethroughStyleAttribute.self] = strikethrough
            container[VellumAttributes.BaselineOffsetAttribute.self] = baselineOffset
            return container
        }

        /// The style for `<sub>` (`isSuperscript` false) or `<sup>`.
        func script(isSuperscript: Bool) -> Style {
            var style = self
            let size = font.effectiveSize
            style.font.size = size * 0.7
            style.baselineOffset = (baselineOffset ?? 0) + size * (isSuperscript ? 0.4 : -0.25)
            return style
        }
    }

    /// An open tag: its name as written and where it began.
    struct OpenTag {
        let name: String
        let key: String
        let offset: Int
    }
}
