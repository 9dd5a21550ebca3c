import BenchCards
import Canvas
import Fixtures
import Foundation
import Widgets

/// W2 (the 1k/10k/100k-row report) against the C baseline, each run in its own process: plain
/// W2, and through `Report` in the variants `--only report` asks for, with peak RSS and the fast
/// path's hit rate, for every row count and data set (`--rows`, `--data`).
func runW2(_ options: Options, work: URL, table: inout [TableRow], notes: inout [String]) throws {
    for rows in options.rows {
        for dataSet in options.dataSets {
            try runW2(options, rows: rows, dataSet: dataSet, work: work, table: &table, notes: &notes)
        }
    }
}

/// W2 at one row count on one data set: the C baseline and each Vellum variant in interleaved
/// rounds, then a table row and notes per variant.
private func runW2(
    _ options: Options, rows: Int, dataSet: ReportDataSet, work: URL, table: inout [TableRow],
    notes: inout [String]
) throws {
    let me = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let variants = options.only.contains("report") ? ReportVariant.allCases : []
    let heading = "W2 \(rows.formatted()) rows, \(dataSet.title)"
    var vellum: [(seconds: Double, peak: Double, pages: Double)] = []
    var c: [(seconds: Double, peak: Double, pages: Double)] = []
    var flows: [ReportVariant: [(seconds: Double, peak: Double, pages: Double)]] = [:]
    // Texts laid out by either path, summed over the runs, per Vellum variant ("plain" or a variant).
    var tallies: [String: TextPathTally] = [:]
    let vellumPDF = work.appendingPathComponent("w2-vellum-\(rows)-\(dataSet.rawValue).pdf")
    let cPDF = work.appendingPathComponent("w2-c-\(rows)-\(dataSet.rawValue).pdf")
    func flowPDF(_ variant: ReportVariant) -> URL {
        work.appendingPathComponent("w2-\(variant.rawValue)-\(rows)-\(dataSet.rawValue).pdf")
    }
    var memory = ""
    // A Vellum run that fails (a crash) is reported, not hidden and not fatal: the rest of the
    // benchmark still runs, and the row and the notes say how many runs failed.
    var failures: [String: [String]] = [:]
    func vellumRun(_ name: String, _ arguments: [String]) -> ChildReport? {
        do {
            let report = try runChild(me, arguments)
            if let tally = TextPathTally(report) { tallies[name] = tallies[name].map { $0 + tally } ?? tally }
            return report
        } catch {
            failures[name, default: []].append("\(error)")
            FileHandle.standardError.write("\(heading) \(name): a run failed: \(error)\n")
            return nil
        }
    }
    let rounds = options.w2Rounds(rows: rows)
    func failed(_ name: String) -> String {
        failures[name].map { " — \($0.count) of \(rounds) runs failed" } ?? ""
    }
    func fastPath(_ name: String) -> String {
        tallies[name].map { "; \($0.summary)" } ?? ""
    }
    // Interleaved rounds (C, then each Vellum variant), so load changes on the shared machine
    // hit every side alike: one round takes seconds, the whole set minutes.
    for _ in 0..<rounds {
        if let baseline = options.baseline {
            let b = try runChild(baseline, ["w2", "\(rows)", cPDF.path, dataSet.rawValue])
            c.append((b["seconds"] ?? .nan, b["peak_kb"] ?? .nan, b["pages"] ?? .nan))
            memory =
                "C \(megabytes(b["start_kb"] ?? .nan)) / \(megabytes(b["warm_kb"] ?? .nan))"
        }
        if options.only.contains("w2"),
            let v = vellumRun("plain", ["w2-child", "\(rows)", vellumPDF.path, dataSet.rawValue])
        {
            vellum.append((v["seconds"] ?? .nan, v["peak_kb"] ?? .nan, v["pages"] ?? .nan))
            memory =
                "Vellum \(megabytes(v["start_kb"] ?? .nan)) / \(megabytes(v["warm_kb"] ?? .nan))"
                + (memory.isEmpty ? "" : ", \(memory)")
        }
        for variant in variants {
            let arguments = [
                "w2-report-child", "\(rows)", flowPDF(variant).path, variant.rawValue, dataSet.rawValue,
            ]
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
            "\(heading) \(name): \(errors.count) of \(rounds) runs failed: "
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
                workload: "w2", title: "\(heading) (\(pages))\(failed("plain"))",
                format: "pdf",
                size: rows,
                vellumMilliseconds: v * 1000, baselineMilliseconds: b,
                vellumPeakKilobytes: median(vellum.map(\.peak)), baselinePeakKilobytes: cPeak,
                dataSet: dataSet.rawValue, fastPathPercent: tallies["plain"]?.percent))
        notes.append(
            "\(heading): Vellum runs [\(vellum.map { seconds($0.seconds) }.joined(separator: ", "))], "
                + "C runs [\(c.map { seconds($0.seconds) }.joined(separator: ", "))]; "
                + "PDF size Vellum \(vSize / 1024) kB, C \(cSize / 1024) kB\(checked); "
                + "VmHWM at start / after warm-up: \(memory)\(fastPath("plain"))")
        FileHandle.standardError.write(
            "\(heading): Vellum \(seconds(v)), C \(b.map { seconds($0 / 1000) } ?? "—")"
                + "\(fastPath("plain"))\n")
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
                title: "\(heading), \(variant.title) (pages: \(fPages))\(checkedPages)"
                    + failed(variant.rawValue),
                format: "pdf", size: rows, vellumMilliseconds: f * 1000, baselineMilliseconds: b,
                vellumPeakKilobytes: median(flow.map(\.peak)), baselinePeakKilobytes: cPeak,
                dataSet: dataSet.rawValue, fastPathPercent: tallies[variant.rawValue]?.percent))
        notes.append(
            "\(heading), \(variant.rawValue): Vellum runs "
                + "[\(flow.map { seconds($0.seconds) }.joined(separator: ", "))]\(fastPath(variant.rawValue))"
        )
        FileHandle.standardError.write(
            "\(heading), \(variant.rawValue): Vellum \(seconds(f))\(fastPath(variant.rawValue))\n")
        if !options.keep { try? FileManager.default.removeItem(at: flowPDF(variant)) }
    }
    if !options.keep {
        try? FileManager.default.removeItem(at: vellumPDF)
        try? FileManager.default.removeItem(at: cPDF)
    }
}
