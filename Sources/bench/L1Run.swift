import BenchCards
import Canvas
import Fixtures
import Foundation
import Widgets

/// L1: a tree of labels laid out from scratch, then again after one label's text changed; the
/// lines of its Markdown table.
func runL1(_ options: Options) throws -> [String] {
    var results: [LayoutTree.Result] = []
    let sections = options.l1Sections
    for _ in 0..<options.l1Runs {
        results.append(try onFreshThread { LayoutTree.run(sections: sections) })
    }
    let last = results.last!
    let lines = last.lineCounts.sorted { $0.key < $1.key }.map { "\($0.value) × \($0.key)" }
    FileHandle.standardError.write("L1: \(milliseconds(median(results.map(\.fullSeconds))))\n")
    return [
        "| L1 step | Vellum (median of \(options.l1Runs)) | labels measured | stack layouts |",
        "|---|---|---|---|",
        "| build the tree (\(sections * 100) labels, \(sections * 100) pills, \(sections * 101 + 1) stacks) "
            + "| \(milliseconds(median(results.map(\.buildSeconds)))) | — | — |",
        "| layout at 600 pt from scratch | \(milliseconds(median(results.map(\.fullSeconds)))) | "
            + "\(last.fullMeasurements) | \(last.fullStackLayouts) |",
        "| one label's text changed, laid out again | "
            + "\(milliseconds(median(results.map(\.incrementalSeconds)))) | "
            + "\(last.incrementalMeasurements) | \(last.incrementalStackLayouts) |",
        "",
        "L1 labels by line count: \(lines.joined(separator: ", ")); tree height "
            + "\(String(format: "%.1f", last.height)) pt.",
    ]
}
