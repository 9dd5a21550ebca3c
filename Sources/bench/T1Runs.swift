import Foundation

/// T1 (big attributed text) against the C baseline: each part in its own process, in interleaved
/// rounds with the baseline's `pango_parse_markup` and sized-label runs; medians make the table's
/// rows, and the notes say what each part laid out.
func runT1(_ options: Options, work: URL, table: inout [TableRow], notes: inout [String]) throws {
    let me = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let inputs = try BigTextWorkload.writeInputs(to: work)
    let paths = [inputs.document.path, inputs.short.path]
    let parts: [BigTextWorkload.Part] = [.document, .unlimited, .short, .sizes]
    var vellum: [BigTextWorkload.Part: [ChildReport]] = [:]
    var cDocument: [Double] = []
    var cShort: [Double] = []
    var cSizes: [Double] = []
    for _ in 0..<options.t1Runs {
        if let baseline = options.baseline {
            cDocument.append(
                try runChild(baseline, ["markup", inputs.document.path, "5"])["seconds"] ?? .nan)
            cShort.append(try runChild(baseline, ["markup", inputs.short.path, "5"])["seconds"] ?? .nan)
            let pdf = work.appendingPathComponent("t1-sizes-c.pdf").path
            cSizes.append(try runChild(baseline, ["sizes", pdf, "5000", "distinct"])["seconds"] ?? .nan)
        }
        for part in parts {
            vellum[part, default: []].append(try runChild(me, ["t1-child", part.rawValue] + paths))
        }
    }
    /// The median of a value over a part's runs.
    func value(_ part: BigTextWorkload.Part, _ key: String) -> Double {
        median(vellum[part, default: []].compactMap { $0[key] })
    }
    /// A count the part reported, 0 when it reported none.
    func count(_ part: BigTextWorkload.Part, _ key: String) -> Int {
        let v = value(part, key)
        return v.isFinite ? Int(v) : 0
    }
    func cMilliseconds(_ seconds: [Double]) -> Double? { seconds.isEmpty ? nil : median(seconds) * 1000 }
    func row(_ title: String, _ part: BigTextWorkload.Part, _ key: String, baseline: Double? = nil)
        -> TableRow
    {
        TableRow(
            workload: "t1", title: title, format: "\(part.rawValue):\(key)", size: count(part, "runs"),
            vellumMilliseconds: value(part, key), baselineMilliseconds: baseline,
            vellumPeakKilobytes: value(part, "peak-rss-kb"))
    }
    /// A markup part's rows: parsing against Pango's, then 3 lines, fresh and again.
    func markupRows(_ part: BigTextWorkload.Part, _ name: String, pango: [Double]) -> [TableRow] {
        [
            row(
                "T1 parse \(count(part, "bytes") / 1024) KB of \(name) (C: pango_parse_markup)", part,
                "parse-ms",
                baseline: cMilliseconds(pango)),
            row("T1 \(name), 3 lines (fonts loaded on the way)", part, "3-lines-ms"),
            row("T1 \(name), 3 lines again", part, "3-lines-again-ms"),
        ]
    }
    table += markupRows(.document, "the document", pango: cDocument)
    table.append(
        row(
            "T1 the document, every line (\(count(.unlimited, "all-lines-count").formatted()))", .unlimited,
            "all-lines-ms"))
    table += markupRows(.short, "short paragraphs", pango: cShort)
    table.append(
        row(
            "T1 5,000 labels of distinct sizes to one PDF (C: pangocairo)", .sizes, "sizes-5000-ms",
            baseline: cMilliseconds(cSizes)))
    let time = { (ms: Double) in String(format: "%.1f ms", ms) }
    notes.append(
        "T1: medians of \(options.t1Runs) runs, each part in its own process. The document: "
            + "\(count(.document, "characters").formatted()) characters in "
            + "\(count(.document, "runs").formatted()) runs; short paragraphs: "
            + "\(count(.short, "characters").formatted()) characters in "
            + "\(count(.short, "runs").formatted()) runs. Beside parsing, the styled text made into an "
            + "AttributedString took \(time(value(.document, "attributed-string-ms"))) and "
            + "\(time(value(.short, "attributed-string-ms"))) (Foundation's cost per run), and laying out "
            + "that AttributedString with 3 lines \(time(value(.document, "attributed-3-lines-ms"))) and "
            + "\(time(value(.short, "attributed-3-lines-ms"))). The engine's start (its first word) took "
            + "\(time(value(.document, "engine-start-ms"))) before the 3-line layouts; a 3-line label drawn "
            + "to PNG and PDF \(time(value(.document, "label-png-pdf-ms"))) and "
            + "\(time(value(.short, "label-png-pdf-ms"))). 5,000 labels in one size: "
            + "\(time(value(.sizes, "sizes-one-5000-ms"))).")
}
