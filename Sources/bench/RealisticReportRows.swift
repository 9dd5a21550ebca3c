import BenchCards

/// The rows of W2's `latin` and `mixed` data sets, made with the same draws, in the same order,
/// as the C baseline's `make_latin_row` and `make_mixed_row` (bench/check-data.sh compares them).
///
/// Strings are only ever joined, never changed by character: a joined Swift string keeps its
/// bytes (no normalization), so decomposed accents stay decomposed, as in C.
extension ReportData {
    /// A `latin` row: a surname, a legal form and the row's reference, e.g. "O'Brien & Sons
    /// #A-001029" (C: `make_latin_row`).
    mutating func latinRow(_ index: Int) -> Row {
        let surname = ReportVocabulary.latinSurnames[draw(below: ReportVocabulary.latinSurnames.count)]
        let form = ReportVocabulary.latinForms[draw(below: ReportVocabulary.latinForms.count)]
        let name = "\(surname) \(form) #A-\(zeroPadded(index, digits: 6))"
        let description = realisticDescription(extra: [])
        return Row(name: name, description: description, amount: realisticAmount())
    }

    /// A `mixed` row: a name in one of seven scripts and the row's reference
    /// (C: `make_mixed_row`).
    mutating func mixedRow(_ index: Int) -> Row {
        let names = ReportVocabulary.mixedNames[draw(below: ReportVocabulary.mixedNames.count)]
        let name = "\(names[draw(below: names.count)]) #A-\(zeroPadded(index, digits: 6))"
        let description = realisticDescription(extra: ReportVocabulary.mixedWords)
        return Row(name: name, description: description, amount: realisticAmount())
    }

    /// Tokens separated by spaces until at least 76 code points, the first byte capitalized when
    /// it is an ASCII lower-case letter, then a full stop (C: `realistic_description`).
    private mutating func realisticDescription(extra: [String]) -> String {
        var description = ""
        var points = 0
        while points < 76 {
            let token = realisticToken(extra: extra)
            if !description.isEmpty {
                description += " "
                points += 1
            }
            description += token
            points += token.unicodeScalars.count
        }
        var bytes = Array(description.utf8)
        if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[0]) {
            bytes[0] -= UInt8(ascii: "a") - UInt8(ascii: "A")
        }
        return String(decoding: bytes, as: UTF8.self) + "."
    }

    /// One description token (one draw, and one more for the last four kinds): a Latin word, a
    /// mark, one of `extra`, or a date, a percentage, a reference or a quoted Latin word made from
    /// a draw (C: `realistic_token`).
    private mutating func realisticToken(extra: [String]) -> String {
        let words = ReportVocabulary.latinWords
        let marks = ReportVocabulary.latinMarks
        var pick = draw(below: words.count + marks.count + extra.count + 4)
        if pick < words.count { return words[pick] }
        pick -= words.count
        if pick < marks.count { return marks[pick] }
        pick -= marks.count
        if pick < extra.count { return extra[pick] }
        let r = next()
        switch pick - extra.count {
        case 0: return "2024-\(zeroPadded(r % 12 + 1, digits: 2))-\(zeroPadded(r / 12 % 28 + 1, digits: 2))"
        case 1: return "\(r % 1000 / 10).\(r % 10)%"
        case 2: return "#A-\(r % 10_000)"
        default: return "“\(words[Int(r % UInt64(words.count))])”"
        }
    }

    /// An amount in one of five currencies (two draws): €, £ and $ with cents, whole yen, and CHF
    /// grouped with apostrophes (C: `realistic_amount`).
    private mutating func realisticAmount() -> String {
        let currency = draw(below: ReportVocabulary.currencies.count)
        let cents = next() % 10_000_000
        let prefix = ReportVocabulary.currencies[currency]
        if currency == 3 { return prefix + Self.grouped(cents, separator: ",") }
        let units = Self.grouped(cents / 100, separator: currency == 4 ? "'" : ",")
        return "\(prefix)\(units).\(zeroPadded(cents % 100, digits: 2))"
    }

    /// `value` with its thousands separated by `separator`, e.g. "3'450" (C: `grouped`).
    static func grouped(_ value: UInt64, separator: String) -> String {
        value < 1000
            ? "\(value)"
            : grouped(value / 1000, separator: separator) + separator + zeroPadded(value % 1000, digits: 3)
    }
}
