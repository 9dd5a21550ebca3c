/// The rows W2 reports, generated alike by ``ReportData`` and the C baseline's `make_row`.
enum ReportDataSet: String, CaseIterable {
    /// The benchmark's own rows: ASCII letters, digits and `.,$` only.
    case benchmark
    /// Realistic Latin rows: names with apostrophes, hyphens, ampersands and accents (some
    /// decomposed), descriptions with accented words and punctuation, amounts in five currencies.
    case latin
    /// Names in seven scripts (Hebrew, Arabic, CJK, Devanagari, Greek, Cyrillic, Latin), mostly Latin
    /// descriptions with some Greek and Cyrillic words, amounts as in `latin`.
    case mixed

    /// How the data set reads in the results table and the notes.
    var title: String {
        switch self {
        case .benchmark: "benchmark data"
        case .latin: "realistic Latin"
        case .mixed: "mixed scripts"
        }
    }

    /// The data sets a comma-separated list names, in its order.
    static func list(_ text: String) throws -> [ReportDataSet] {
        try text.split(separator: ",").map { name in
            guard let dataSet = ReportDataSet(rawValue: String(name)) else {
                throw BenchError.usage("unknown data set \(name) (benchmark, latin or mixed)")
            }
            return dataSet
        }
    }
}
