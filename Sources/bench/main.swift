// The Vellum benchmark (workloads W1, W2 and L1 of benchmarks.md), side by side with the C
// baseline in bench/c-baseline. `make bench` builds both and runs this; see bench/RESULTS.md.
//
//   bench [--baseline PATH] [--cards 200] [--runs 5] [--rows 1000,10000,100000] [--w2-runs 3]
//         [--l1-runs 5] [--l1-sections 100] [--only w1,batch,w2,report,cold,l1]
//         [--formats pdf,svg,png] [--cold-runs 20] [--cold-program PATH] [--no-plain] [--json]
//         [--keep]
//   bench w2-child ROWS OUT.pdf                 (internal: one W2 run, in its own process)
//   bench w2-report-child ROWS OUT.pdf VARIANT  (internal: W2 through Report: report,
//                                                report-page-count or table)
//
// `--json` prints one JSON object per measurement instead of the Markdown table: `workload`,
// `format`, `size`, `vellum_ms`, `baseline_ms`, `ratio`, `vellum_rss_mb`.
import BenchCards
import Canvas
import Fixtures
import Foundation
import Widgets

struct Options {
    var baseline: String? =
        FileManager.default.isExecutableFile(atPath: ".build/bench/baseline")
        ? ".build/bench/baseline" : nil
    var cards = 200
    var runs = 5
    var rows = [1_000, 10_000, 100_000]
    var w2Runs = 3
    /// W2's rounds at `rows`: `w2Runs`, three times as many below 10,000 rows, where a run takes a
    /// tenth of a second and this machine's noise (±30% between rounds) is largest next to it.
    func w2Rounds(rows: Int) -> Int { rows < 10_000 ? w2Runs * 3 : w2Runs }
    var l1Runs = 5
    /// L1's section count (100 in the workload; fewer for profiling).
    var l1Sections = 100
    var only: Set<String> = ["w1", "batch", "w2", "report", "cold", "l1"]
    var formats: Set<String> = ["pdf", "svg", "png"]
    /// Also time W1 rendered to `Data` and written with `Data.write(to:)` (one write, then the
    /// `fsync` swift-foundation makes on every `Data.write`); `--no-plain` skips it.
    var plain = true
    /// Cold-start runs (one card to PDF in a new process), for the median.
    var coldRuns = 20
    /// The one-card program (`cold-card`) built for a fast start, timed beside the plain static
    /// build of it next to the bench executable (`make bench` passes the one
    /// `bench/build-cold-card.sh` builds).
    var coldProgram: String?
    /// One JSON object per measurement instead of the Markdown table.
    var json = false
    var keep = false

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let v = rest.popFirst() else { throw BenchError.usage("\(flag) needs a value") }
            return v
        }
        func int(_ flag: String) throws -> Int {
            guard let n = Int(try value(flag)), n > 0 else { throw BenchError.usage("\(flag) needs a count") }
            return n
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--baseline": baseline = try value(flag)
            case "--cards": cards = try int(flag)
            case "--runs": runs = try int(flag)
            case "--rows": rows = try value(flag).split(separator: ",").compactMap { Int($0) }
            case "--w2-runs": w2Runs = try int(flag)
            case "--l1-runs": l1Runs = try int(flag)
            case "--l1-sections": l1Sections = try int(flag)
            case "--only": only = Set(try value(flag).split(separator: ",").map(String.init))
            case "--formats": formats = Set(try value(flag).split(separator: ",").map(String.init))
            case "--no-plain": plain = false
            case "--cold-runs": coldRuns = try int(flag)
            case "--cold-program": coldProgram = try value(flag)
            case "--json": json = true
            case "--keep": keep = true
            default: throw BenchError.usage("unknown option \(flag)")
            }
        }
    }
}

/// One measurement: a line of the results table and, with `--json`, one JSON object.
struct TableRow {
    /// The workload's key (`w1`, `w1-batch`, `w2`, `w2-report`, …) and its title in the table.
    var workload: String
    var title: String
    var format: String
    /// Cards or rows.
    var size: Int
    /// Milliseconds: per card for W1 rows, per run otherwise.
    var vellumMilliseconds: Double
    var baselineMilliseconds: Double?
    var vellumPeakKilobytes: Double?
    var baselinePeakKilobytes: Double?

    var ratio: Double? { baselineMilliseconds.map { vellumMilliseconds / $0 } }

    /// The Markdown table's cells.
    var markdown: String {
        func time(_ ms: Double) -> String { ms < 1000 ? String(format: "%.2f ms", ms) : seconds(ms / 1000) }
        return "| \(title) | \(time(vellumMilliseconds)) | \(baselineMilliseconds.map(time) ?? "—") | "
            + "\(ratio.map { String(format: "%.2f×", $0) } ?? "—") | "
            + "\(vellumPeakKilobytes.map(megabytes) ?? "") | \(baselinePeakKilobytes.map(megabytes) ?? "") |"
    }

    /// One line of JSON.
    var json: String {
        func number(_ value: Double?, _ digits: Int = 3) -> String {
            guard let value, value.isFinite else { return "null" }
            return String(format: "%.\(digits)f", value)
        }
        return "{\"workload\": \"\(workload)\", \"format\": \"\(format)\", \"size\": \(size), "
            + "\"vellum_ms\": \(number(vellumMilliseconds)), \"baseline_ms\": \(number(baselineMilliseconds)), "
            + "\"ratio\": \(number(ratio)), \"vellum_rss_mb\": \(number(vellumPeakKilobytes.map { $0 / 1024 }, 1))}"
    }
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
func seconds(_ value: Double) -> String { String(format: value < 10 ? "%.3f s" : "%.1f s", value) }
func megabytes(_ kilobytes: Double) -> String { String(format: "%.0f MB", kilobytes / 1024) }

/// How many run directories ``freshDirectory(_:)`` has made.
nonisolated(unsafe) var runDirectoryCount = 0

/// A new empty directory `<url>-<n>` for one run. Nothing is deleted until the bench ends (the
/// whole work directory goes then): ext4 without a journal, as on this project's machines, skips
/// every inode deleted in the last 30 s when it creates a file, so deleting the last run's 200
/// files before each run made file creation the largest and noisiest cost of both programs.
func freshDirectory(_ url: URL) throws -> URL {
    runDirectoryCount += 1
    let fresh = url.deletingLastPathComponent().appendingPathComponent(
        "\(url.lastPathComponent)-\(runDirectoryCount)")
    try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
    return fresh
}

/// W1's formats with their table names.
let cardFormats: [(DocumentFormat, String)] = [(.pdf, "PDF"), (.svg, "SVG"), (.png(scale: 2), "PNG@2x")]

func runW1(_ options: Options, work: URL, table: inout [TableRow], notes: inout [String]) throws {
    let vellumDir = work.appendingPathComponent("w1-vellum")
    let plainDir = work.appendingPathComponent("w1-vellum-plain")
    let cDir = work.appendingPathComponent("w1-c")
    for (format, name) in cardFormats where options.formats.contains(format.fileExtension) {
        var vellum: [Double] = []
        var plain: [Double] = []
        var c: [Double] = []
        // Interleaved runs, so load changes on the shared machine hit both sides alike.
        for _ in 0..<options.runs {
            // Each run on a new thread: a fresh text engine and layout cache, like a new C process.
            let cards = options.cards
            let vellumRun = try freshDirectory(vellumDir)
            vellum.append(
                try onFreshThread {
                    try warmUpCards(format)
                    return try runCards(format: format, count: cards, directory: vellumRun, mode: .atomic)
                } / Double(cards))
            if options.plain {
                let plainRun = try freshDirectory(plainDir)
                plain.append(
                    try onFreshThread {
                        try warmUpCards(format)
                        return try runCards(format: format, count: cards, directory: plainRun, mode: .plain)
                    } / Double(cards))
            }
            if let baseline = options.baseline {
                let cRun = try freshDirectory(cDir)
                let report = try runChild(
                    baseline, ["w1", format.fileExtension, "\(options.cards)", cRun.path])
                c.append((report["seconds"] ?? .nan) / Double(options.cards))
            }
        }
        let b = c.isEmpty ? nil : median(c) * 1000
        table.append(
            TableRow(
                workload: "w1", title: "W1 \(name), per card", format: format.fileExtension, size: 1,
                vellumMilliseconds: median(vellum) * 1000, baselineMilliseconds: b))
        if options.plain {
            table.append(
                TableRow(
                    workload: "w1-data", title: "W1 \(name), per card, via Data (render(as:) + Data.write)",
                    format: format.fileExtension, size: 1, vellumMilliseconds: median(plain) * 1000,
                    baselineMilliseconds: b))
        }
        let spread = vellum.map { String(format: "%.2f", $0 * 1000) }.joined(separator: " ")
        let cSpread = c.map { String(format: "%.2f", $0 * 1000) }.joined(separator: " ")
        notes.append("W1 \(name) runs (ms/card): Vellum [\(spread)], C [\(cSpread)]")
        FileHandle.standardError.write(
            "W1 \(name): Vellum \(milliseconds(median(vellum))), C \(b.map { milliseconds($0 / 1000) } ?? "—")\n"
        )
    }
}

/// W1's cards in one ``RenderBatch`` on all cores against the C baseline's single-threaded time
/// for the same cards (the whole batch, not per card).
func runBatch(_ options: Options, work: URL, table: inout [TableRow], notes: inout [String]) throws {
    let directory = work.appendingPathComponent("w1-batch")
    let cDir = work.appendingPathComponent("w1-batch-c")
    let workers = ProcessInfo.processInfo.activeProcessorCount
    for (format, name) in cardFormats where options.formats.contains(format.fileExtension) {
        var vellum: [Double] = []
        var c: [Double] = []
        for _ in 0..<options.runs {
            let runDirectory = try freshDirectory(directory)
            let jobs = (0..<options.cards).map { index in
                (
                    input: index,
                    url: runDirectory.appendingPathComponent(
                        "card-\(String(format: "%03d", index)).\(format.fileExtension)")
                )
            }
            // Warm-up as in W1: each worker's first card is untimed work in C's first document too.
            // The batch keeps its workers, so the timed call runs on the warmed ones (the gate
            // holds each warm-up card until every worker has one).
            let batch = RenderBatch(workerCount: workers)
            let gate = ArrivalGate(count: workers)
            let warmUp = batch.render(Array(0..<workers), as: format, size: Card.pageSize) { _ in
                gate.pass()
                return Card.make(index: 999)
            }
            for result in warmUp { _ = try result.get() }
            let start = now()
            let results = batch.write(jobs, as: format, size: Card.pageSize) { Card.make(index: $0) }
            vellum.append(now() - start)
            for result in results { try result.get() }
            if let baseline = options.baseline {
                let cRun = try freshDirectory(cDir)
                let report = try runChild(
                    baseline, ["w1", format.fileExtension, "\(options.cards)", cRun.path])
                c.append(report["seconds"] ?? .nan)
            }
        }
        let b = c.isEmpty ? nil : median(c) * 1000
        table.append(
            TableRow(
                workload: "w1-batch",
                title: "W1 \(name), \(options.cards) cards in a batch on \(workers) cores",
                format: format.fileExtension, size: options.cards, vellumMilliseconds: median(vellum) * 1000,
                baselineMilliseconds: b))
        FileHandle.standardError.write(
            "W1 batch \(name): Vellum \(seconds(median(vellum))), C \(b.map { seconds($0 / 1000) } ?? "—")\n")
    }
    notes.append(
        "W1 batch: `RenderBatch` with \(workers) workers, kept between calls and each warmed up first "
            + "by an untimed card (like C's first document); against the C baseline's single-threaded "
            + "time for the same cards.")
}

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

func runW2(_ options: Options, work: URL, table: inout [TableRow], notes: inout [String]) throws {
    let me = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let variants = options.only.contains("report") ? ReportVariant.allCases : []
    for rows in options.rows {
        var vellum: [(seconds: Double, peak: Double, pages: Double)] = []
        var c: [(seconds: Double, peak: Double, pages: Double)] = []
        var flows: [ReportVariant: [(seconds: Double, peak: Double, pages: Double)]] = [:]
        let vellumPDF = work.appendingPathComponent("w2-vellum-\(rows).pdf")
        let cPDF = work.appendingPathComponent("w2-c-\(rows).pdf")
        func flowPDF(_ variant: ReportVariant) -> URL {
            work.appendingPathComponent("w2-\(variant.rawValue)-\(rows).pdf")
        }
        var memory = ""
        // A Vellum run that fails (a crash) is reported, not hidden and not fatal: the rest of the
        // benchmark still runs, and the row and the notes say how many runs failed.
        var failures: [String: [String]] = [:]
        func vellumRun(_ name: String, _ arguments: [String]) -> ChildReport? {
            do {
                return try runChild(me, arguments)
            } catch {
                failures[name, default: []].append("\(error)")
                FileHandle.standardError.write("W2 \(rows) \(name): a run failed: \(error)\n")
                return nil
            }
        }
        let rounds = options.w2Rounds(rows: rows)
        func failed(_ name: String) -> String {
            failures[name].map { " — \($0.count) of \(rounds) runs failed" } ?? ""
        }
        // Interleaved rounds (C, then each Vellum variant), so load changes on the shared machine
        // hit every side alike: one round takes seconds, the whole set minutes.
        for _ in 0..<rounds {
            if let baseline = options.baseline {
                let b = try runChild(baseline, ["w2", "\(rows)", cPDF.path])
                c.append((b["seconds"] ?? .nan, b["peak_kb"] ?? .nan, b["pages"] ?? .nan))
                memory =
                    "C \(megabytes(b["start_kb"] ?? .nan)) / \(megabytes(b["warm_kb"] ?? .nan))"
            }
            if options.only.contains("w2"),
                let v = vellumRun("plain", ["w2-child", "\(rows)", vellumPDF.path])
            {
                vellum.append((v["seconds"] ?? .nan, v["peak_kb"] ?? .nan, v["pages"] ?? .nan))
                memory =
                    "Vellum \(megabytes(v["start_kb"] ?? .nan)) / \(megabytes(v["warm_kb"] ?? .nan))"
                    + (memory.isEmpty ? "" : ", \(memory)")
            }
            for variant in variants {
                let arguments = ["w2-report-child", "\(rows)", flowPDF(variant).path, variant.rawValue]
                guard let f = vellumRun(variant.rawValue, arguments) else { continue }
                flows[variant, default: []].append(
                    (f["seconds"] ?? .nan, f["peak_kb"] ?? .nan, f["pages"] ?? .nan))
            }
        }
        let b = c.isEmpty ? nil : median(c.map(\.seconds)) * 1000
        let cPeak = c.isEmpty ? nil : median(c.map(\.peak))
        let cPages = c.last.map { Int($0.pages) }
        for (name, errors) in failures.sorted(by: { $0.key < $1.key }) {
            notes.append(
                "W2 \(rows) rows \(name): \(errors.count) of \(rounds) runs failed: "
                    + errors.joined(separator: "; "))
        }
        if options.only.contains("w2"), let lastRun = vellum.last {
            let vPages = Int(lastRun.pages)
            var checked = ""
            if let p = pdfinfoPages(vellumPDF.path), p != vPages { checked += " (pdfinfo: Vellum \(p))" }
            if let cPages, let p = pdfinfoPages(cPDF.path), p != cPages { checked += " (pdfinfo: C \(p))" }
            let vSize =
                (try? FileManager.default.attributesOfItem(atPath: vellumPDF.path)[.size] as? Int) ?? 0
            let cSize = (try? FileManager.default.attributesOfItem(atPath: cPDF.path)[.size] as? Int) ?? 0
            let pages = "pages: Vellum \(vPages), C \(cPages.map(String.init) ?? "—")"
            let v = median(vellum.map(\.seconds))
            table.append(
                TableRow(
                    workload: "w2", title: "W2 \(rows.formatted()) rows (\(pages))\(failed("plain"))",
                    format: "pdf",
                    size: rows,
                    vellumMilliseconds: v * 1000, baselineMilliseconds: b,
                    vellumPeakKilobytes: median(vellum.map(\.peak)), baselinePeakKilobytes: cPeak))
            notes.append(
                "W2 \(rows) rows: Vellum runs [\(vellum.map { seconds($0.seconds) }.joined(separator: ", "))], "
                    + "C runs [\(c.map { seconds($0.seconds) }.joined(separator: ", "))]; "
                    + "PDF size Vellum \(vSize / 1024) kB, C \(cSize / 1024) kB\(checked); "
                    + "VmHWM at start / after warm-up: \(memory)")
            FileHandle.standardError.write(
                "W2 \(rows): Vellum \(seconds(v)), C \(b.map { seconds($0 / 1000) } ?? "—")\n")
        }
        for variant in variants {
            let flow = flows[variant] ?? []
            guard let last = flow.last else { continue }
            let fPages = Int(last.pages)
            let checkedPages =
                pdfinfoPages(flowPDF(variant).path).map { $0 == fPages ? "" : " (pdfinfo: \($0))" } ?? ""
            let f = median(flow.map(\.seconds))
            table.append(
                TableRow(
                    workload: "w2-\(variant.rawValue)",
                    title: "W2 \(rows.formatted()) rows \(variant.title) (pages: \(fPages))\(checkedPages)"
                        + failed(variant.rawValue),
                    format: "pdf", size: rows, vellumMilliseconds: f * 1000, baselineMilliseconds: b,
                    vellumPeakKilobytes: median(flow.map(\.peak)), baselinePeakKilobytes: cPeak))
            notes.append(
                "W2 \(rows) rows \(variant.rawValue): Vellum runs "
                    + "[\(flow.map { seconds($0.seconds) }.joined(separator: ", "))]")
            FileHandle.standardError.write("W2 \(rows) \(variant.rawValue): Vellum \(seconds(f))\n")
            if !options.keep { try? FileManager.default.removeItem(at: flowPDF(variant)) }
        }
        if !options.keep {
            try? FileManager.default.removeItem(at: vellumPDF)
            try? FileManager.default.removeItem(at: cPDF)
        }
    }
}

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

func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "w2-report-child" {
        guard arguments.count == 4, let rows = Int(arguments[1]),
            let variant = ReportVariant(rawValue: arguments[3])
        else {
            throw BenchError.usage("w2-report-child ROWS OUT.pdf report|report-page-count|table")
        }
        try reportFlowChild(rows: rows, url: URL(fileURLWithPath: arguments[2]), variant: variant)
        return
    }
    if arguments.first == "w2-child" {
        guard arguments.count == 3, let rows = Int(arguments[1]) else {
            throw BenchError.usage("w2-child ROWS OUT.pdf")
        }
        try reportChild(rows: rows, url: URL(fileURLWithPath: arguments[2]))
        return
    }
    let options = try Options(arguments)
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
        "vellum-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { if !options.keep { try? FileManager.default.removeItem(at: work) } }

    let loadBefore = loadAverage().text
    let started = Date()
    var table: [TableRow] = []
    var notes: [String] = []
    if options.baseline == nil { notes.append("C baseline not found (build it, or pass --baseline PATH).") }
    // Cold start first, while the machine is quiet (the other workloads write thousands of files).
    if options.only.contains("cold") { try runCold(options, work: work, table: &table, notes: &notes) }
    if options.only.contains("w1") { try runW1(options, work: work, table: &table, notes: &notes) }
    if options.only.contains("batch") { try runBatch(options, work: work, table: &table, notes: &notes) }
    if !options.only.isDisjoint(with: ["w2", "report"]) {
        try runW2(options, work: work, table: &table, notes: &notes)
    }
    let l1 = options.only.contains("l1") ? try runL1(options) : []
    let elapsed = Date().timeIntervalSince(started)

    if options.json {
        for row in table { print(row.json) }
        return
    }
    print("## Vellum benchmark, \(ISO8601DateFormatter().string(from: started))")
    print("")
    print(
        "Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores; cairo \(LibraryVersions.cairo), "
            + "pango \(LibraryVersions.pango); load average before \(loadBefore), after "
            + "\(loadAverage().text); \(Int(elapsed)) s in all. W1: medians of \(options.runs) runs of "
            + "\(options.cards) documents; W2: medians of \(options.w2Runs) runs "
            + "(\(options.w2Rounds(rows: 1_000)) below 10,000 rows), each in its own process.")
    print("")
    if !table.isEmpty {
        print("| workload | Vellum | C baseline | Vellum/C | Vellum peak RSS | C peak RSS |")
        print("|---|---|---|---|---|---|")
        for row in table { print(row.markdown) }
        print("")
    }
    for line in l1 { print(line) }
    if !notes.isEmpty {
        print("")
        for note in notes { print("- \(note)") }
    }
}

do {
    try main()
} catch {
    FileHandle.standardError.write("bench: \(error)\n")
    exit(1)
}

extension FileHandle {
    func write(_ string: String) { write(Data(string.utf8)) }
}
