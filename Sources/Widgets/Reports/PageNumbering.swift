/// How a report's pages are numbered in a section: arabic, or roman for front matter.
public enum PageNumbering: Sendable, Hashable {
    /// 1, 2, 3…
    case arabic
    /// i, ii, iii…
    case lowerRoman
    /// I, II, III…
    case upperRoman

    /// The label of page `number` (from 1) in this numbering; a number roman numerals cannot
    /// write (below 1 or above 3,999) is written in arabic.
    public func label(for number: Int) -> String {
        switch self {
        case .arabic: String(number)
        case .lowerRoman: Self.roman(number)?.lowercased() ?? String(number)
        case .upperRoman: Self.roman(number) ?? String(number)
        }
    }

    /// `number` in upper-case roman numerals, largest symbols first with subtractive pairs
    /// (IV, IX, XL, XC, CD, CM); `nil` outside 1…3,999.
    static func roman(_ number: Int) -> String? {
        guard (1...3_999).contains(number) else { return nil }
        let symbols: [(Int, String)] = [
            (1_000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
            (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
        ]
        var rest = number
        var result = ""
        for (value, symbol) in symbols {
            while rest >= value {
                result += symbol
                rest -= value
            }
        }
        return result
    }
}
