import BenchCards
import Canvas
import Fixtures
import Foundation
import Widgets

/// One card to PDF in a new process, wall time from spawn to exit (hyperfine-style medians): the
/// `cold-card` program built for a fast start (when given), the same program in the bench's own
/// plain static build (beside the bench executable), and the C baseline, spawned in turn.
func runCold(_ options: Options, work: URL, table: inout [TableRow], notes: inout [String]) throws {
    let me = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let plainProgram = URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent(
        "cold-card")
    guard FileManager.default.isExecutableFile(atPath: plainProgram.path) else {
        throw BenchError.usage("cold start needs cold-card beside bench: swift build --product cold-card")
    }
    let cDir = try freshDirectory(work.appendingPathComponent("cold-c"))
    let programs = [
        options.coldProgram.map {
            (
                path: $0, pdf: work.appendingPathComponent("cold-fast-start.pdf"), key: "cold-fast-start",
                title: "one card to PDF from a cold process (wall; `cold-card`, fast-start build)"
            )
        },
        (
            path: plainProgram.path, pdf: work.appendingPathComponent("cold.pdf"), key: "cold",
            title: "one card to PDF from a cold process (wall; `cold-card`, plain static build)"
        ),
    ].compactMap { $0 }
    var vellum = Array(repeating: [Double](), count: programs.count)
    var c: [Double] = []
    // The writes of earlier runs are flushed first: the kernel writing them back in the middle of
    // a 25 ms process is noise that C and Vellum would meet at different times.
    sync()
    // Two untimed runs of each warm the page cache, as hyperfine's warm-up does.
    for run in -2..<options.coldRuns {
        for (index, program) in programs.enumerated() {
            let seconds = try wallTime(program.path, [program.pdf.path])
            if run >= 0 { vellum[index].append(seconds) }
        }
        let b = try options.baseline.map { try wallTime($0, ["w1", "pdf", "0", cDir.path]) }
        if run >= 0, let b { c.append(b) }
    }
    // The same program, built two ways, writes the same bytes.
    if programs.count == 2 {
        let (fast, plain) = (try Data(contentsOf: programs[0].pdf), try Data(contentsOf: programs[1].pdf))
        guard fast == plain else {
            throw BenchError.differentOutput("cold-card's fast-start and plain static builds")
        }
    }
    for (index, program) in programs.enumerated() {
        table.append(
            TableRow(
                workload: program.key, title: program.title, format: "pdf", size: 1,
                vellumMilliseconds: median(vellum[index]) * 1000,
                baselineMilliseconds: c.isEmpty ? nil : median(c) * 1000))
    }
    notes.append(
        "Cold start: medians of \(options.coldRuns) runs each after 2 warm-ups, spawned in turn, before "
            + "the other workloads and after `sync`; Vellum `cold-card` (a program that renders one "
            + "card) built by `bench/build-cold-card.sh` and built with `--static-swift-stdlib` only "
            + "(beside the bench executable), C `baseline w1 pdf 0` (its one untimed card).")
}
