import Canvas
import Foundation

/// How many texts a W2 run laid out on Vellum's fast path (from shaped words) and how many
/// through Pango's paragraph layout: the children print it, the parent reports the hit rate.
struct TextPathTally {
    /// Texts laid out from shaped words.
    var fast = 0
    /// Texts laid out by Pango.
    var pango = 0
    /// The runs counted: 1 for a child's tally, more for a sum of them.
    var runs = 1

    /// The texts this process laid out since `start` (a ``TextPathCounts/current`` reading).
    static func since(_ start: (shapedWords: Int, pango: Int)) -> TextPathTally {
        let current = TextPathCounts.current
        return TextPathTally(
            fast: current.shapedWords - start.shapedWords, pango: current.pango - start.pango)
    }

    /// The tally a child printed as `fast_layouts` and `pango_layouts` lines, or `nil` without them.
    init?(_ report: ChildReport) {
        guard let fast = report["fast_layouts"], let pango = report["pango_layouts"] else { return nil }
        self.init(fast: Int(fast), pango: Int(pango))
    }

    /// A tally of the given counts over `runs` runs.
    init(fast: Int, pango: Int, runs: Int = 1) {
        self.fast = fast
        self.pango = pango
        self.runs = runs
    }

    /// The sum of two tallies, runs included.
    static func + (a: TextPathTally, b: TextPathTally) -> TextPathTally {
        TextPathTally(fast: a.fast + b.fast, pango: a.pango + b.pango, runs: a.runs + b.runs)
    }

    /// The fast path's share of the texts laid out, in percent (`nil` when none were).
    var percent: Double? { fast + pango > 0 ? 100 * Double(fast) / Double(fast + pango) : nil }

    /// The percentage with one decimal, e.g. "97.3%", or "—".
    var percentText: String { percent.map { String(format: "%.1f%%", $0) } ?? "—" }

    /// The rate with its counts, for the notes: "fast path 97.3% (8,757 of 9,000 texts in 3 runs)".
    var summary: String {
        "fast path \(percentText) (\(fast.formatted()) of \((fast + pango).formatted()) texts in "
            + "\(runs) run\(runs == 1 ? "" : "s"))"
    }

    /// Prints the tally as the child's last two lines, `fast_layouts N` and `pango_layouts N`.
    func printLines() {
        print("fast_layouts \(fast)")
        print("pango_layouts \(pango)")
    }
}
