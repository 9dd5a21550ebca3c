// The Vellum benchmark (workloads W1, W2 and L1 of benchmarks.md, T1, big attributed text, A1,
// Auto Layout against kiwisolver, and J1, JPEG photos into PDF), side by side with the C
// baseline in bench/c-baseline. `make bench` builds both and runs this; see bench/RESULTS.md.
//
//   bench [--baseline PATH] [--cards 200] [--runs 5] [--rows 1000,10000,100000] [--w2-runs 3]
//         [--data benchmark,latin,mixed] [--l1-runs 5] [--l1-sections 100] [--t1-runs 3]
//         [--a1-runs 5] [--a1-rows 1000] [--only w1,batch,w2,report,cold,l1,t1,a1,j1]
//         [--formats pdf,svg,png] [--cold-runs 20]
//         [--cold-program PATH] [--no-plain] [--json] [--keep]
//   bench w2-child ROWS OUT.pdf [DATASET]                (internal: one W2 run, in its own process)
//   bench w2-report-child ROWS OUT.pdf VARIANT [DATASET] (internal: W2 through Report: report,
//                                                         report-page-count or table)
//   bench t1-child PART DOCUMENT SHORT                   (internal: one T1 part, in its own process)
//   bench t1-inputs DIRECTORY                            (internal: write T1's markup files)
//   bench w2-data ROWS DATASET                           (internal: W2's rows as tab-separated
//                                                         lines, for bench/check-data.sh)
//
// DATASET is benchmark (the default), latin or mixed (see ReportDataSet).
//
// `--json` prints one JSON object per measurement instead of the Markdown table: `workload`,
// `format`, `size`, `vellum_ms`, `baseline_ms`, `ratio`, `vellum_rss_mb`, `data_set` and
// `fast_path_percent` (both null outside W2).
import BenchCards
import Canvas
import Fixtures
import Foundation
import Widgets

func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    /// The data set named at `index` of the arguments, `benchmark` when there is none.
    func dataSet(at index: Int) -> ReportDataSet? {
        index < arguments.count ? ReportDataSet(rawValue: arguments[index]) : .benchmark
    }
    if arguments.first == "w2-report-child" {
        guard arguments.count == 4 || arguments.count == 5, let rows = Int(arguments[1]),
            let variant = ReportVariant(rawValue: arguments[3]), let dataSet = dataSet(at: 4)
        else {
            throw BenchError.usage(
                "w2-report-child ROWS OUT.pdf report|report-page-count|table [benchmark|latin|mixed]")
        }
        try reportFlowChild(
            rows: rows, url: URL(fileURLWithPath: arguments[2]), variant: variant, dataSet: dataSet)
        return
    }
    if arguments.first == "w2-child" {
        guard arguments.count == 3 || arguments.count == 4, let rows = Int(arguments[1]),
            let dataSet = dataSet(at: 3)
        else {
            throw BenchError.usage("w2-child ROWS OUT.pdf [benchmark|latin|mixed]")
        }
        try reportChild(rows: rows, url: URL(fileURLWithPath: arguments[2]), dataSet: dataSet)
        return
    }
    if arguments.first == "t1-child" {
        guard arguments.count == 4, let part = BigTextWorkload.Part(rawValue: arguments[1]) else {
            throw BenchError.usage(
                "t1-child document|unlimited|short|sizes|parse DOCUMENT.markup SHORT.markup")
        }
        try BigTextWorkload.child(
            part, document: URL(fileURLWithPath: arguments[2]), short: URL(fileURLWithPath: arguments[3]))
        return
    }
    if arguments.first == "t1-inputs" {
        guard arguments.count == 2 else { throw BenchError.usage("t1-inputs DIRECTORY") }
        let written = try BigTextWorkload.writeInputs(to: URL(fileURLWithPath: arguments[1]))
        print(written.document.path, written.short.path)
        return
    }
    if arguments.first == "w2-data" {
        guard arguments.count == 3, let rows = Int(arguments[1]),
            let dataSet = ReportDataSet(rawValue: arguments[2])
        else {
            throw BenchError.usage("w2-data ROWS benchmark|latin|mixed")
        }
        reportDataChild(rows: rows, dataSet: dataSet)
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
    if options.only.contains("t1") { try runT1(options, work: work, table: &table, notes: &notes) }
    if options.only.contains("j1") { try runJ1(options, work: work, table: &table, notes: &notes) }
    let l1 = options.only.contains("l1") ? try runL1(options) : []
    let a1 = options.only.contains("a1") ? try runA1(options, work: work) : []
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
            + "(\(options.w2Rounds(rows: 1_000)) below 10,000 rows), each in its own process, on the data "
            + "sets \(options.dataSets.map(\.title).joined(separator: ", ")); fast path: the share of "
            + "texts Vellum laid out from shaped words rather than by Pango.")
    print("")
    if !table.isEmpty {
        print("| workload | Vellum | C baseline | Vellum/C | Vellum peak RSS | C peak RSS | fast path |")
        print("|---|---|---|---|---|---|---|")
        for row in table { print(row.markdown) }
        print("")
    }
    for line in l1 { print(line) }
    if !a1.isEmpty { print("") }
    for line in a1 { print(line) }
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
