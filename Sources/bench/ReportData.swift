import BenchCards
import Fixtures

/// W2 "report" data (benchmarks.md), generated exactly as bench/c-baseline/baseline.c's
/// `make_row` does: splitmix64 from a fixed seed, then per row the draws of its data set.
///
/// The `benchmark` set draws a company, a kind, description words until at least 76 characters,
/// and an amount; `latin` and `mixed` are made in RealisticReportRows.swift.
struct ReportData {
    /// The seed every data set starts from.
    static let seed: UInt64 = 20_240_601
    /// The `benchmark` set's company names.
    static let companies = [
        "Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Wonka", "Tyrell", "Cyberdyne", "Soylent",
        "Hooli", "Vandelay", "Gringotts", "Monarch", "Oscorp", "Aperture",
    ]
    /// The `benchmark` set's second name words.
    static let kinds = [
        "Industries", "Holdings", "Logistics", "Systems", "Partners", "Foods", "Energy", "Labs", "Capital",
        "Media", "Motors", "Supply",
    ]
    /// The `benchmark` set's description words (L1 makes its texts from them too).
    static let words = [
        "quarterly", "invoice", "shipment", "delivery", "service", "hardware", "software", "license",
        "support", "consulting", "freight", "storage", "maintenance", "renewal", "subscription", "training",
        "equipment", "parts", "labour", "travel", "catering", "office", "supplies", "cloud", "hosting",
        "network", "security", "audit", "legal", "review", "design", "printing", "marketing", "research",
        "annual", "monthly", "fee", "charge", "credit", "adjustment", "for", "and", "of", "the", "regional",
    ]

    /// One row's three cells.
    struct Row {
        var name: String
        var description: String
        var amount: String
    }

    /// The data set the rows come from.
    let dataSet: ReportDataSet
    private var random = SplitMix64(seed: ReportData.seed)

    /// The rows of `dataSet`, from the first.
    init(dataSet: ReportDataSet = .benchmark) { self.dataSet = dataSet }

    /// The next 64 random bits of the row sequence (C: `next_random`).
    mutating func next() -> UInt64 { random.next() }

    /// A random index below `count` (C: `next_random() % count`).
    mutating func draw(below count: Int) -> Int { Int(random.next() % UInt64(count)) }

    /// The row at `index` (rows are made in order, from index 0).
    mutating func row(_ index: Int) -> Row {
        switch dataSet {
        case .benchmark: benchmarkRow(index)
        case .latin: latinRow(index)
        case .mixed: mixedRow(index)
        }
    }

    /// A row of the `benchmark` set (C: `make_benchmark_row`).
    private mutating func benchmarkRow(_ index: Int) -> Row {
        let company = Self.companies[Int(random.next() % 16)]
        let kind = Self.kinds[Int(random.next() % 12)]
        let name = "\(company) \(kind) \(zeroPadded(index, digits: 6))"
        var description = ""
        while description.utf8.count < 76 {
            if !description.isEmpty { description += " " }
            description += Self.words[Int(random.next() % 45)]
        }
        description = description.prefix(1).uppercased() + description.dropFirst() + "."
        let cents = random.next() % 10_000_000
        let dollars = cents / 100
        let fraction = zeroPadded(cents % 100, digits: 2)
        let amount =
            dollars >= 1000
            ? "$\(dollars / 1000),\(zeroPadded(dollars % 1000, digits: 3)).\(fraction)"
            : "$\(dollars).\(fraction)"
        return Row(name: name, description: description, amount: amount)
    }
}
