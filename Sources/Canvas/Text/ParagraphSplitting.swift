import Foundation

/// A run of text with its resolved attributes.
///
/// The attributes are boxed: `ResolvedAttributes` is about 500 bytes (five optional colours, a
/// font, a paragraph style), and a text of 48,000 runs held them twice (in its layout key and in
/// its paragraphs), 50 MB for 3 lines of it. Runs of one style share one box.
struct TextSpan: Sendable {
    var text: String
    /// The box holding the attributes, shared by copies of the span and by runs of one style.
    let box: ResolvedAttributes.Box

    /// The attributes, read in place (a plain getter copied all 500 bytes, with their
    /// references retained, for every attribute read; W1 cards took 4% longer).
    var attributes: ResolvedAttributes {
        _read { yield box.value }
    }

    init(text: String, attributes: ResolvedAttributes) {
        self.text = text
        box = ResolvedAttributes.Box(attributes)
    }

    init(text: String, box: ResolvedAttributes.Box) {
        self.text = text
        self.box = box
    }

    /// Whether two spans' attributes are equal (the same box, or equal values).
    func hasSameAttributes(as other: TextSpan) -> Bool {
        box === other.box || box.value == other.box.value
    }
}

/// One paragraph: its spans (without the separator that ends it), its style and the font of its
/// first character (which gives an empty paragraph its height).
struct Paragraph {
    var spans: [TextSpan]
    var style: ParagraphStyle
    var font: Font
    var text: String { spans.map(\.text).joined() }

    /// The paragraph up to and including the first ASCII space at or after byte `start`, or
    /// `nil` when there is none.
    func prefix(cutAfterSpaceFrom start: Int) -> Paragraph? {
        var kept: [TextSpan] = []
        var offset = 0
        for span in spans {
            let utf8 = span.text.utf8
            let count = utf8.count
            if offset + count > start {
                let from = utf8.index(utf8.startIndex, offsetBy: max(0, start - offset))
                if let space = utf8[from...].firstIndex(of: 0x20) {
                    let end = utf8.index(after: space)
                    kept.append(TextSpan(text: String(span.text[..<end]), box: span.box))
                    return Paragraph(spans: kept, style: style, font: font)
                }
            }
            kept.append(span)
            offset += count
        }
        return nil
    }
}

/// Splitting text into paragraphs and pieces, in Swift alone (no Pango): paragraph separators,
/// the NUL, non-character and length fallbacks, base direction, long unbreakable runs, the pieces
/// spans reach Pango in, and the emoji that are drawn smaller.
enum ParagraphSplitting {
    /// The length in UTF-8 bytes of the paragraph separator starting at `bytes[i]`, or 0.
    ///
    /// Paragraphs end at every newline character (`Character.isNewline`) except U+2028 LINE
    /// SEPARATOR, which breaks a line inside its paragraph: U+000A to U+000D, U+0085, U+2029,
    /// and CR LF as one character. Each is a character of its own, since grapheme clusters
    /// always break around them (except inside CR LF).
    static func separatorLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        switch bytes[i] {
        case 0x0A, 0x0B, 0x0C: return 1
        case 0x0D: return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
        case 0xC2: return i + 1 < bytes.count && bytes[i + 1] == 0x85 ? 2 : 0
        case 0xE2: return i + 2 < bytes.count && bytes[i + 1] == 0x80 && bytes[i + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }

    /// Whether the UTF-8 bytes at `i` encode a Unicode non-character: U+FDD0…U+FDEF, or the last
    /// two code points of a plane (U+FFFE, U+FFFF, U+1FFFE … U+10FFFF). cairo's PDF surface
    /// refuses text containing them ("input string not valid UTF-8").
    static func startsNoncharacter(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        switch bytes[i] {
        case 0xEF:
            guard i + 2 < bytes.count else { return false }
            return (bytes[i + 1] == 0xB7 && (0x90...0xAF).contains(bytes[i + 2]))
                || (bytes[i + 1] == 0xBF && bytes[i + 2] >= 0xBE)
        case 0xF0...0xF4:
            guard i + 3 < bytes.count else { return false }
            return bytes[i + 1] & 0x0F == 0x0F && bytes[i + 2] == 0xBF && bytes[i + 3] >= 0xBE
        default: return false
        }
    }

    /// Splits text (its runs, `byteCount` UTF-8 bytes in all) into paragraphs of resolved spans,
    /// applying the length and NUL fallbacks.
    ///
    /// A separator ends the paragraph it follows, so `"A\n"` is one paragraph and `"A\n\n"` two
    /// (the second empty); the empty string has none. A paragraph's style and font are those of
    /// its first character, which for an empty paragraph is its separator. Each run's `String`
    /// is scanned as UTF-8; characters are only counted when the text has more bytes than
    /// ``TextLimits/maximumLength`` (a character is at least one byte).
    static func paragraphs(
        of runs: [TextSpan], byteCount: Int, options: TextLayout.Options,
        fallbacks: inout Set<TextFallback>
    ) -> [Paragraph] {
        let defaults = options.defaults
        var result: [Paragraph] = []
        var spans: [TextSpan] = []
        var first: ResolvedAttributes?
        let maximumLength = max(0, options.limits.maximumLength)
        // Characters left before the length limit, when the limit could apply.
        var remaining: Int? = byteCount > maximumLength ? maximumLength : nil
        var cut = false

        func finish() {
            guard let first else { return }
            result.append(
                Paragraph(
                    spans: spans, style: first.paragraphStyle ?? defaults.paragraphStyle, font: first.font))
            spans = []
        }

        for run in runs {
            let attributes = run.attributes
            if attributes.font.effectiveSize != attributes.font.size
                || !emojiRanges(in: run.text, size: attributes.font.effectiveSize).isEmpty
            {
                fallbacks.insert(.clampedFontSize)
            }
            var text = run.text
            // The bytes of the run that are kept (all of them unless the length limit cuts it).
            var keptBytes = text.utf8.count
            if let left = remaining {
                var index = text.startIndex
                var count = 0
                while count < left, index < text.endIndex {
                    text.formIndex(after: &index)
                    count += 1
                }
                if index < text.endIndex {
                    cut = true
                    keptBytes = text.utf8.distance(from: text.startIndex, to: index)
                }
                remaining = left - count
            }
            // Whether the whole run is one piece of one paragraph (its storage is then shared).
            var whole = false
            text.withUTF8 { all in
                let bytes = UnsafeBufferPointer(rebasing: all[..<keptBytes])
                var pieceStart = 0
                var hasNull = false
                func appendPiece(to end: Int) {
                    guard end > pieceStart else { return }
                    if first == nil { first = attributes }
                    if pieceStart == 0 && end == all.count && !hasNull {
                        whole = true
                        return
                    }
                    let piece = UnsafeBufferPointer(rebasing: bytes[pieceStart..<end])
                    let string: String
                    if hasNull {
                        var scalars = String.UnicodeScalarView()
                        for scalar in String(decoding: piece, as: UTF8.self).unicodeScalars {
                            if scalar.value == 0 {
                                fallbacks.insert(.replacedNullCharacters)
                                scalars.append("\u{FFFD}")
                            } else if scalar.properties.isNoncharacterCodePoint {
                                fallbacks.insert(.replacedNoncharacters)
                                scalars.append("\u{FFFD}")
                            } else {
                                scalars.append(scalar)
                            }
                        }
                        string = String(scalars)
                    } else {
                        string = String(decoding: piece, as: UTF8.self)
                    }
                    spans.append(TextSpan(text: string, box: run.box))
                }
                var i = 0
                while i < bytes.count {
                    let separator = Self.separatorLength(bytes, at: i)
                    if separator == 0 {
                        if bytes[i] == 0 || Self.startsNoncharacter(bytes, at: i) { hasNull = true }
                        i += 1
                        continue
                    }
                    if first == nil { first = attributes }
                    appendPiece(to: i)
                    finish()
                    first = nil
                    i += separator
                    pieceStart = i
                    hasNull = false
                }
                appendPiece(to: bytes.count)
            }
            if whole { spans.append(TextSpan(text: text, box: run.box)) }
            if cut { break }
        }
        if cut { fallbacks.insert(.cutAtMaximumLength) }
        finish()
        return result
    }

    /// Whether a paragraph runs right to left: its style's direction, or for a natural
    /// direction its first strong character's (Unicode's rules P2 and P3).
    static func isRTL(_ paragraph: Paragraph) -> Bool {
        switch paragraph.style.baseWritingDirection {
        case .leftToRight: return false
        case .rightToLeft: return true
        case .natural:
            for span in paragraph.spans {
                for scalar in span.text.unicodeScalars {
                    // ASCII: letters are the alphabetic scalars, and none is right to left.
                    if scalar.isASCII {
                        if (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) {
                            return false
                        }
                        continue
                    }
                    if isStrongRTL(scalar) { return true }
                    if scalar.properties.isAlphabetic { return false }
                }
            }
            return false
        }
    }

    /// Whether a scalar is a letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana,
    /// N'Ko, Samaritan, Mandaic and their presentation forms).
    static func isStrongRTL(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return scalar.properties.isAlphabetic
        default:
            return false
        }
    }

    /// Whether a paragraph has a run of more than `limit` characters without a break
    /// opportunity (whitespace, a hyphen, a zero-width space or an ideograph).
    static func hasLongRun(_ paragraph: Paragraph, limit: Int) -> Bool {
        var run = 0
        for span in paragraph.spans {
            for scalar in span.text.unicodeScalars {
                let isBreak =
                    scalar.isASCII
                    // ASCII: whitespace is U+0009 to U+000D and the space; no ideographs.
                    ? (0x09...0x0D).contains(scalar.value) || scalar == " " || scalar == "-"
                    : scalar.properties.isWhitespace || scalar == "\u{200B}"
                        || scalar.properties.isIdeographic
                if isBreak {
                    run = 0
                } else {
                    run += 1
                    if run > limit { return true }
                }
            }
        }
        return false
    }

    /// The UTF-8 byte ranges of the emoji in `text` when its size is above
    /// ``Font/maximumEmojiSize``: characters with a scalar of emoji presentation or a variation
    /// selector 16; empty for smaller sizes (the usual case, answered without a scan).
    static func emojiRanges(in text: String, size: Double) -> [Range<Int>] {
        guard size > Font.maximumEmojiSize else { return [] }
        var result: [Range<Int>] = []
        var offset = 0
        for character in text {
            let length = character.utf8.count
            if character.unicodeScalars.contains(where: {
                $0.properties.isEmojiPresentation || $0 == "\u{FE0F}"
            }) {
                result.append(offset..<(offset + length))
            }
            offset += length
        }
        return result
    }

    /// The byte lengths of the pieces a span's attributes are split into. Pango measures each
    /// item (a run of text with the same attributes) as one `int` of 1/1024 pt before breaking
    /// it; pieces keep every item well inside that range and make breaking long text linear.
    /// Pieces end after whitespace where possible and always at a character boundary; a word
    /// longer than ``longestWordPiece`` characters is cut into pieces of that length, because
    /// Pango shapes the rest of an item again for every line it breaks the item onto (200 words of
    /// 999 characters at 100 pt took 10 s, against 1.4 s for words of 1,001 characters, which
    /// wrap between characters).
    static let longestWordPiece = 64

    /// The pieces of `span`; see ``longestWordPiece``.
    static func chunks(of span: TextSpan) -> [Int] {
        let a = span.attributes
        let advance = a.font.effectiveSize * 5 + abs(a.kern.isFinite ? min(1000, a.kern) : 0)
        let target = max(8, min(1_000, Int(200_000 / max(advance, 1))))
        let total = span.text.utf8.count
        // A scalar is at least one byte: count scalars only when the bytes could exceed the target.
        if total <= min(target, longestWordPiece)
            || span.text.unicodeScalars.count <= min(target, longestWordPiece)
        {
            return [total]
        }
        var result: [Int] = []
        var bytes = 0
        var count = 0
        var word = 0
        for character in span.text {
            bytes += character.utf8.count
            count += 1
            word = character.isWhitespace ? 0 : word + 1
            if (count >= target && character.isWhitespace) || count >= 2 * target || word >= longestWordPiece
            {
                result.append(bytes)
                bytes = 0
                count = 0
                word = 0
            }
        }
        if bytes > 0 { result.append(bytes) }
        return result
    }
}
