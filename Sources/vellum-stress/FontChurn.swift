import Canvas
import Foundation
import Synchronization
import Widgets

/// `vellum-stress fonts`: several threads each writing long reports (drawn on the thread, written
/// by the PDF pipeline's writer thread) and rendering cards to PNG and SVG, every line in the next
/// of many sizes and weights, so cairo's scaled fonts are made, switched and released on many
/// threads at once. The workload of cairo 1.16's scaled-font race (see `ScaledFontPins` in
/// Canvas): before Vellum kept its fonts alive, it aborted in `cairo_scaled_font_destroy`.
enum FontChurn {
    /// What one run did: the reports and cards rendered and the first error, if any.
    struct Outcome: Sendable {
        var reports = 0
        var cards = 0
        var error: String?
    }

    /// A report body of `rows` one-line labels; row `n` is in size `7 + n % 9` and the weight
    /// after it, and every eighth row is in scripts that need fallback fonts (Pango's path).
    static func body(rows: Int, seed: Int) -> [ReportBlock] {
        let weights = Font.Weight.allCases
        return (0..<rows).map { row in
            let n = row + seed
            let text =
                n % 8 != 0
                ? "Row \(n) amount 1,234.56 total"
                : "\(n) \(ThreadWorkload.samples[n % ThreadWorkload.samples.count])"
            let label = Label(text: text)
            label.font = .systemFont(ofSize: 7 + Double(n % 9), weight: weights[(n / 9) % weights.count])
            return .view(label)
        }
    }

    /// Runs `threads` threads of `rounds` rounds: a report of `rows` rows written to a file, then,
    /// with `cards`, one card to PNG at 2× and one to SVG.
    static func run(threads: Int, rounds: Int, rows: Int, cards: Bool, scratch: URL) -> [Outcome] {
        let outcomes = Mutex([Outcome](repeating: Outcome(), count: threads))
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var outcome = Outcome()
            do {
                for round in 0..<rounds {
                    let seed = thread * 7 + round * 13
                    let report = Report(pageSize: Size(width: 300, height: 200))
                    try report.writePDF(
                        body: body(rows: rows, seed: seed),
                        to: scratch.appendingPathComponent("churn-\(thread).pdf"))
                    outcome.reports += 1
                    guard cards else { continue }
                    _ = try ThreadWorkload.card(seed).render(as: .png(scale: 2), width: 240)
                    _ = try ThreadWorkload.card(seed + 1).render(as: .svg, width: 240)
                    outcome.cards += 2
                }
            } catch {
                outcome.error = "\(error)"
            }
            outcomes.withLock { $0[thread] = outcome }
        }
        return outcomes.withLock { $0 }
    }
}
