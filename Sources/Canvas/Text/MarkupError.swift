/// Why ``Markup/attributedString(from:defaults:limits:)`` rejected its input, and where.
///
/// ``line`` and ``column`` are 1-based; columns count characters (grapheme clusters), and lines
/// end at `\n`, `\r\n` or `\r`. An error about a whole tag points at its `<`, an error about an
/// attribute at the attribute's name, an invalid value at the value's first character, an
/// entity error at its `&`, and a malformed tag at the character where the tag stops making sense
/// (or just past the last character when the input ends inside a tag).
public struct MarkupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong with the markup.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// A tag other than `b`, `i`, `u`, `s`, `sub`, `sup`, `br` and `span`.
        case unknownTag(String)
        /// An attribute the tag does not take (only `span` takes attributes).
        case unknownAttribute(tag: String, attribute: String)
        /// The same attribute given twice in one tag.
        case duplicateAttribute(tag: String, attribute: String)
        /// An attribute value outside what the attribute accepts.
        case invalidValue(attribute: String, value: String)
        /// A tag still open at the end of the input (the innermost one is reported).
        case unclosedTag(String)
        /// A closing tag that does not close the innermost open tag.
        case mismatchedClosingTag(expected: String, found: String)
        /// A closing tag with no open tag to close (or `</br>`).
        case unexpectedClosingTag(String)
        /// An `&` reference that is not one of the supported entities, as written.
        case invalidEntity(String)
        /// An `&` that does not begin an entity; write it as `&amp;`.
        case bareAmpersand
        /// A `<` that does not begin a tag; write it as `&lt;`.
        case bareLessThan
        /// A tag that breaks the tag syntax (a missing `>`, an unquoted value, `<b/>`, …).
        case malformedTag
        /// More tags open at once than ``MarkupLimits/maximumNesting`` (the limit).
        case nestingTooDeep(Int)
        /// More characters than ``MarkupLimits/maximumLength`` (the limit).
        case inputTooLong(Int)

        /// A short English description, e.g. `unknown tag <blink>`.
        public var description: String {
            switch self {
            case .unknownTag(let tag): "unknown tag <\(tag)>"
            case .unknownAttribute(let tag, let attribute): "unknown attribute '\(attribute)' on <\(tag)>"
            case .duplicateAttribute(let tag, let attribute): "duplicate attribute '\(attribute)' on <\(tag)>"
            case .invalidValue(let attribute, let value):
                "invalid value '\(value)' for attribute '\(attribute)'"
            case .unclosedTag(let tag): "unclosed tag <\(tag)>"
            case .mismatchedClosingTag(let expected, let found):
                "closing tag </\(found)> does not match the open tag <\(expected)>"
            case .unexpectedClosingTag(let tag): "closing tag </\(tag)> has no open tag to close"
            case .invalidEntity(let entity): "invalid entity \(entity)"
            case .bareAmpersand: "'&' must be written as &amp;"
            case .bareLessThan: "'<' must be written as &lt;"
            case .malformedTag: "malformed tag"
            case .nestingTooDeep(let limit): "tags nested more than \(limit) deep"
            case .inputTooLong(let limit): "input longer than \(limit) characters"
            }
        }
    }

    /// The 1-based line of the error.
    public var line: Int
    /// The 1-based column of the error, in characters (grapheme clusters).
    public var column: Int
    /// What was wrong.
    public var reason: Reason

    /// Creates an error at a line and column.
    public init(line: Int, column: Int, reason: Reason) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// The position and reason, e.g. `line 3, column 7: unknown tag <blink>`.
    public var description: String { "line \(line), column \(column): \(reason)" }
}
