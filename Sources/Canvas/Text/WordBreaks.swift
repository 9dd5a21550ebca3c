internal import CCairo

/// Where Pango's line breaking allows a break inside a word of the plain-text fast path.
///
/// Words of ``LaidOutText/wordBytes`` mostly break at the spaces around them only, but not
/// always: a comma or full stop that is not part of a number lets the line break before a digit
/// after it ("Yd,7j" breaks after the comma in Pango, "1,5" does not), and so does a dollar sign
/// before another. A text holding such a word is left to Pango's own breaking. Pango's rules
/// look no further back than the space before a word, so a word asked alone gets the answer it
/// gets in its text. Decided in three steps, once per word shaped (``ShapedWordCache``):
/// 1. letters and digits alone never break between them (UAX #14 rules 23, 25 and 28);
/// 2. an amount (a `$` or none, then digits in groups split by single commas or full stops) is
///    one number, whole;
/// 3. any other word is asked of Pango (`pango_get_log_attrs`, about 8,000 instructions a word,
///    too many to spend on every amount of a report).
enum WordBreaks {
    /// Whether Pango may break a line between two characters of `word`.
    static func hasBreakInside(_ word: String) -> Bool {
        let bytes = word.utf8
        guard bytes.contains(where: { $0 == .comma || $0 == .fullStop || $0 == .dollar }) else {
            return false
        }
        return !isAmount(bytes) && pangoFindsBreakInside(word)
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

    /// Whether Pango's line breaking, as the layout breaks, finds a break opportunity between
    /// two characters of `word`.
    static func pangoFindsBreakInside(_ word: String) -> Bool {
        let attributes = LaidOutText.logAttributes(of: word)
        return attributes.count > 2
            && (1..<(attributes.count - 1)).contains { attributes[$0].is_line_break != 0 }
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
}
