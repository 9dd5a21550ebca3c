// The Vellum benchmark (workloads W1, W2 and L1 of benchmarks.md), side by side with the C
// baseline in bench/c-baseline. `make bench` builds both and runs this; see bench/RESULTS.md.
//
//   bench [--baseline PATH] [--cards 200] [--runs 5] [--rows 1000,10000,100000] [--w2-runs 3]
//         [--l1-runs 5] [--l1-sections 100] [--only w1,w2,l1] [--formats pdf,svg,png] [--no-plain]
//         [--keep]
//   bench w2-child ROWS OUT.pdf      (internal: one W2 run, in its own process)
import Canvas
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
    var l1Runs = 5
    /// L1's section count (100 in the workload; fewer for profiling).
    var l1Sections = 100
    var only: Set<String> = ["w1", "w2", "l1"]
    var formats: Set<String> = ["pdf", "svg", "png"]
    /// Also time W1 rendered to `Data` and written with `Data.write(to:)` (one write, no fsync,
    /// like the C baseline's buffered stdio); `--no-plain` skips it.
    var plain = true
    /// Whether W2 also runs through Widgets.Report with a header and a "Page N of M" footer.
    var flow = true
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
            case "--no-flow": flow = false
            case "--keep": keep = true
            default: throw BenchError.usage("unknown option \(flag)")
            }
        }
    }
}

/// One line of the results table.
struct TableRow {
    var workload: String
    var vellum: String
    var baseline: String
    var ratio: String
    var vellumPeak = ""
    var baselinePeak = ""
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
func seconds(_ value: Double) -> String { String(format: value < 10 ? "%.3f s" : "%.1f s", value) }
func megabytes(_ kilobytes: Double) -> String { String(format: "%.0f MB", kilobytes / 1024) }
func ratio(_ a: Double, _ b: Double?) -> String {
    guard let b, b > 0 else { return "—" }
    return String(format: "%.2f×", a / b)
}

func emptyDirectory(_ url: URL) throws {
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
}

func runW1(_ options: Options, work: URL, table: inout [TableRow], notes: inout [String]) throws {
    let formats: [(DocumentFormat, String)] = [(.pdf, "PDF"), (.svg, "SVG"), (.png(scale: 2), "PNG@2x")]
    let vellumDir = work.appendingPathComponent("w1-vellum")
    let plainDir = work.appendingPathComponent("w1-vellum-plain")
    let cDir = work.appendingPathComponent("w1-c")
    for (format, name) in formats where options.formats.contains(format.fileExtension) {
        var vellum: [Double] = []
        var plain: [Double] = []
        var c: [Double] = []
        // Interleaved runs, so load changes on the shared machine hit both sides alike.
        for _ in 0..<options.runs {
            // Each run on a new thread: a fresh text engine and layout cache, like a new C process.
            let cards = options.cards
            try emptyDirectory(vellumDir)
            vellum.append(
                try onFreshThread {
                    try warmUpCards(format)
                    return try runCards(format: format, count: cards, directory: vellumDir, mode: .atomic)
                } / Double(cards))
            if options.plain {
                try emptyDirectory(plainDir)
                plain.append(
                    try onFreshThread {
                        try warmUpCards(format)
                        return try runCards(format: format, count: cards, directory: plainDir, mode: .plain)
                    } / Double(cards))
            }
            if let baseline = options.baseline {
                try emptyDirectory(cDir)
                let report = try runChild(
                    baseline, ["w1", format.fileExtension, "\(options.cards)", cDir.path])
                c.append((report["seconds"] ?? .nan) / Double(options.cards))
            }
        }
        let v = median(vellum)
        let b = c.isEmpty ? nil : median(c)
        table.append(
            TableRow(
                workload: "W1 \(name), per card", vellum: milliseconds(v),
                baseline: b.map(milliseconds) ?? "—",
                ratio: ratio(v, b)))
        if options.plain {
            let p = median(plain)
            table.append(
                TableRow(
                    workload: "W1 \(name), per card, via Data (render(as:) + Data.write)",
                    vellum: milliseconds(p),
                    baseline: b.map(milliseconds) ?? "—", ratio: ratio(p, b)))
        }
        let spread = vellum.map { String(format: "%.2f", $0 * 1000) }.joined(separator: " ")
        let cSpread = c.map { String(format: "%.2f", $0 * 1000) }.joined(separator: " ")
        notes.append("W1 \(name) runs (ms/card): Vellum [\(spread)], C [\(cSpread)]")
        FileHandle.standardError.write(
            "W1 \(name): Vellum \(milliseconds(v)), C \(b.map(milliseconds) ?? "—")\n")
    }
}

func runW2(_ options: Options, work: URL, table: inout [TableRow], notes: inout [String]) throws {
    let me = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    for rows in options.rows {
        var vellum: [(seconds: Double, peak: Double, pages: Double)] = []
        var c: [(seconds: Double, peak: Double, pages: Double)] = []
        let vellumPDF = work.appendingPathComponent("w2-vellum-\(rows).pdf")
        let cPDF = work.appendingPathComponent("w2-c-\(rows).pdf")
        var memory = ""
        for _ in 0..<options.w2Runs {
            let v = try runChild(me, ["w2-child", "\(rows)", vellumPDF.path])
            vellum.append((v["seconds"] ?? .nan, v["peak_kb"] ?? .nan, v["pages"] ?? .nan))
            memory =
                "VmHWM at start / after warm-up: Vellum \(megabytes(v["start_kb"] ?? .nan)) / "
                + "\(megabytes(v["warm_kb"] ?? .nan))"
            if let baseline = options.baseline {
                let b = try runChild(baseline, ["w2", "\(rows)", cPDF.path])
                c.append((b["seconds"] ?? .nan, b["peak_kb"] ?? .nan, b["pages"] ?? .nan))
                memory +=
                    ", C \(megabytes(b["start_kb"] ?? .nan)) / \(megabytes(b["warm_kb"] ?? .nan))"
            }
        }
        let vPages = Int(vellum.last!.pages)
        let cPages = c.last.map { Int($0.pages) }
        var checked = ""
        if let p = pdfinfoPages(vellumPDF.path), p != vPages { checked += " (pdfinfo: Vellum \(p))" }
        if let cPages, let p = pdfinfoPages(cPDF.path), p != cPages { checked += " (pdfinfo: C \(p))" }
        let vSize = (try? FileManager.default.attributesOfItem(atPath: vellumPDF.path)[.size] as? Int) ?? 0
        let cSize = (try? FileManager.default.attributesOfItem(atPath: cPDF.path)[.size] as? Int) ?? 0
        let pages = "pages: Vellum \(vPages), C \(cPages.map(String.init) ?? "—")"
        let v = median(vellum.map(\.seconds))
        let b = c.isEmpty ? nil : median(c.map(\.seconds))
        table.append(
            TableRow(
                workload: "W2 \(rows.formatted()) rows (\(pages))", vellum: seconds(v),
                baseline: b.map(seconds) ?? "—", ratio: ratio(v, b),
                vellumPeak: megabytes(median(vellum.map(\.peak))),
                baselinePeak: c.isEmpty ? "—" : megabytes(median(c.map(\.peak)))))
        notes.append(
            "W2 \(rows) rows: Vellum runs [\(vellum.map { seconds($0.seconds) }.joined(separator: ", "))], "
                + "C runs [\(c.map { seconds($0.seconds) }.joined(separator: ", "))]; "
                + "PDF size Vellum \(vSize / 1024) kB, C \(cSize / 1024) kB\(checked); \(memory)")
        FileHandle.standardError.write("W2 \(rows): Vellum \(seconds(v)), C \(b.map(seconds) ?? "—")\n")
        if options.flow {
            // The same rows through Widgets.Report, with a header and a "Page N of M" footer.
            let flowPDF = work.appendingPathComponent("w2-flow-\(rows).pdf")
            var flow: [(seconds: Double, peak: Double, pages: Double)] = []
            for _ in 0..<options.w2Runs {
                let f = try runChild(me, ["w2-flow-child", "\(rows)", flowPDF.path])
                flow.append((f["seconds"] ?? .nan, f["peak_kb"] ?? .nan, f["pages"] ?? .nan))
            }
            let fPages = Int(flow.last!.pages)
            let checkedPages =
                pdfinfoPages(flowPDF.path).map { $0 == fPages ? "" : " (pdfinfo: \($0))" } ?? ""
            let f = median(flow.map(\.seconds))
            table.append(
                TableRow(
                    workload:
                        "W2 \(rows.formatted()) rows via Report, header + Page N of M (pages: \(fPages))"
                        + checkedPages,
                    vellum: seconds(f), baseline: b.map(seconds) ?? "—", ratio: ratio(f, b),
                    vellumPeak: megabytes(median(flow.map(\.peak))), baselinePeak: "—"))
            if !options.keep { try? FileManager.default.removeItem(at: flowPDF) }
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
    if arguments.first == "w2-flow-child" {
        guard arguments.count == 3, let rows = Int(arguments[1]) else {
            throw BenchError.usage("w2-flow-child ROWS OUT.pdf")
        }
        try reportFlowChild(rows: rows, url: URL(fileURLWithPath: arguments[2]))
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
    if options.only.contains("w1") { try runW1(options, work: work, table: &table, notes: &notes) }
    if options.only.contains("w2") { try runW2(options, work: work, table: &table, notes: &notes) }
    let l1 = options.only.contains("l1") ? try runL1(options) : []
    let elapsed = Date().timeIntervalSince(started)

    print("## Vellum benchmark, \(ISO8601DateFormatter().string(from: started))")
    print("")
    print(
        "Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores; cairo \(LibraryVersions.cairo), "
            + "pango \(LibraryVersions.pango); load average before \(loadBefore), after "
            + "\(loadAverage().text); \(Int(elapsed)) s in all. W1: medians of \(options.runs) runs of "
            + "\(options.cards) documents; W2: medians of \(options.w2Runs) runs, each in its own process.")
    print("")
    if !table.isEmpty {
        print("| workload | Vellum | C baseline | Vellum/C | Vellum peak RSS | C peak RSS |")
        print("|---|---|---|---|---|---|")
        for row in table {
            print(
                "| \(row.workload) | \(row.vellum) | \(row.baseline) | \(row.ratio) | \(row.vellumPeak) | "
                    + "\(row.baselinePeak) |")
        }
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
