internal import CCairo

/// Where Pango's line breaking allows a break inside a word of the fast path (a word: the text
/// between two spaces).
///
/// Most words break at the spaces around them only; some also inside: after a hyphen
/// ("year-end"), a slash ("and/or"), a comma or full stop before a digit when they are not part
/// of a number ("Yd,7j" breaks after the comma, "1,5" does not). The fast path breaks lines there
/// too (``ShapedWordLines``), where the word's two pieces shape as the whole word does. Pango's
/// rules look no further back than the space before a word, so a word asked alone gets the answer
/// it gets in its text. Decided in three steps, once per word shaped (``ShapedWordCache``):
/// 1. letters and digits alone never break between them (UAX #14 rules 23, 25 and 28);
/// 2. an amount (a `$` or none, then digits in groups split by single commas or full stops) or a
///    report's number (a date, a fraction, a percentage, a reference: ``isNumber(_:)``) is whole;
/// 3. any other word is asked of Pango (`pango_get_log_attrs`, about 8,000 instructions a word,
///    too many to spend on every amount of a report).
///
/// A break Pango allows inside a character (between a space and a combining mark after it) is
/// not one: Vellum's layouts forbid those (``LaidOutText/unsplittableBreaks(_:)``).
enum WordBreaks {
    /// The byte offsets inside `word` (never 0 or its end) where Pango may break a line.
    static func breaks(in word: String) -> [Int] {
        let bytes = word.utf8
        if bytes.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) || isAmount(bytes) || isNumber(bytes) {
            return []
        }
        return pangoBreaks(in: word)
    }

    /// Whether `bytes` are an amount: an optional `$`, then digits in groups split by single
    /// commas or full stops, beginning and ending with a digit ("$1,234.56", "12.5").
    static func isAmount(_ bytes: String.UTF8View) -> Bool {
        var digits = bytes.first == .dollar ? bytes.dropFirst() : bytes[...]
        guard let last = digits.last, last.isASCIIDigit else { return false }
        var previousWasDigit = false
        while let byte = digits.popFirst() {
            if byte.isASCIIDigit {
                previousWasDigit = true
            } else if (byte == .comma || byte == .fullStop) && previousWasDigit {
                previousWasDigit = false
            } else {
                return false
            }
        }
        return true
    }

    /// Whether `bytes` are a number of a report: an optional `#`, letters and a hyphen before it
    /// ("#A-1029"), then digits in groups split by single hyphens, slashes, full stops, commas or
    /// colons ("2024-01-05", "3/4", "12:30"), and an optional `%` ("12.5%"). Unicode keeps
    /// these whole (UAX #14 rules 13, 21, 25 and 28: no break before a symbol, infix or hyphen,
    /// none after a hyphen, slash or infix before a digit, none between letters).
    static func isNumber(_ bytes: String.UTF8View) -> Bool {
        var rest = bytes[...]
        if rest.first == UInt8(ascii: "#") { rest = rest.dropFirst() }
        let letters = rest.prefix { $0.isASCIILetter }
        if !letters.isEmpty {
            rest = rest.dropFirst(letters.count)
            guard rest.first == UInt8(ascii: "-") else { return false }
            rest = rest.dropFirst()
        }
        if rest.last == UInt8(ascii: "%") { rest = rest.dropLast() }
        guard let first = rest.first, first.isASCIIDigit, let last = rest.last, last.isASCIIDigit else {
            return false
        }
        var previousWasDigit = false
        for byte in rest {
            if byte.isASCIIDigit {
                previousWasDigit = true
            } else if previousWasDigit, Self.numberSeparators.contains(byte) {
                previousWasDigit = false
            } else {
                return false
            }
        }
        return true
    }

    /// The separators ``isNumber(_:)`` takes between digits.
    static let numberSeparators: Set<UInt8> = Set("-/.,:".utf8)

    /// The byte offsets inside `word` where Pango's line breaking, as the layout breaks, finds a
    /// break opportunity between two characters.
    static func pangoBreaks(in word: String) -> [Int] {
        let attributes = LaidOutText.logAttributes(of: word)
        guard attributes.count > 2 else { return [] }
        var result: [Int] = []
        var offset = 0
        for (index, scalar) in word.unicodeScalars.enumerated() {
            if index > 0, isBreak(attributes[index]) { result.append(offset) }
            offset += UTF8.width(scalar)
        }
        return result
    }

    /// Whether a log attribute marks a break a Vellum layout keeps: a line break that is also a
    /// character break.
    static func isBreak(_ attribute: PangoLogAttr) -> Bool {
        attribute.is_line_break != 0 && attribute.is_char_break != 0
    }
}

extension UInt8 {
    /// The ASCII comma.
    static let comma = UInt8(ascii: ",")
    /// The ASCII full stop.
    static let fullStop = UInt8(ascii: ".")
    /// The ASCII dollar sign.
    static let dollar = UInt8(ascii: "$")

    /// Whether the byte is an ASCII digit.
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    /// Whether the byte is an ASCII letter.
    var isASCIILetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
}
