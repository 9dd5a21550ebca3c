import Canvas
import Foundation
import Widgets

/// A1: the constraint form laid out by Vellum's solver and by kiwisolver in the same run; the
/// lines of its Markdown table. Frames are compared: the two solvers must agree to 0.01 pt.
func runA1(_ options: Options, work: URL) throws -> [String] {
    var lines = [
        "| A1 step | rows | Vellum (median of \(options.a1Runs)) | kiwisolver (same run) | Vellum/kiwi | frames agree "
            + "| memory per row |",
        "|---|---|---|---|---|---|---|",
    ]
    for rows in options.a1Rows {
        let bytesPerRow = try onFreshThread { ConstraintForm.bytesPerRow(rows: rows) }
        var results: [ConstraintForm.Result] = []
        for _ in 0..<options.a1Runs {
            results.append(try onFreshThread { ConstraintForm.run(rows: rows) })
        }
        let input = work.appendingPathComponent("a1-\(rows).json")
        try ConstraintForm.kiwiInput(rows: rows).write(to: input)
        let kiwi = try kiwiForm(input: input, runs: options.a1Runs)
        let scratch = median(results.map(\.scratchSeconds))
        let change = median(results.map(\.changeSeconds))
        let agree = zip(results.last!.frames, kiwi.frames).allSatisfy { frame, values in
            abs(frame.minX - values[0]) < 0.01 && abs(frame.minY - values[1]) < 0.01
                && abs(frame.width - values[2]) < 0.01 && abs(frame.height - values[3]) < 0.01
        }
        let agreement = agree && results.last!.frames.count == kiwi.frames.count ? "yes" : "**no**"
        if agreement != "yes",
            let index = zip(results.last!.frames, kiwi.frames).enumerated().first(where: { _, pair in
                abs(pair.0.minX - pair.1[0]) >= 0.01 || abs(pair.0.minY - pair.1[1]) >= 0.01
                    || abs(pair.0.width - pair.1[2]) >= 0.01 || abs(pair.0.height - pair.1[3]) >= 0.01
            })?.offset
        {
            FileHandle.standardError.write(
                "A1 \(rows) rows: frame \(index) is \(results.last!.frames[index].compactDescription) in Vellum, "
                    + "\(kiwi.frames[index]) in kiwisolver\n")
        }
        func ratio(_ a: Double, _ b: Double) -> String { String(format: "%.2f×", a / b) }
        lines.append(
            "| from scratch (\(results.last!.solverConstraints) constraints) | \(rows) | \(milliseconds(scratch)) "
                + "| \(milliseconds(kiwi.scratch)) | \(ratio(scratch, kiwi.scratch)) | \(agreement) "
                + "| \(String(format: "%.1f kB", bytesPerRow / 1024)) |")
        lines.append(
            "| one constant changed | \(rows) | \(milliseconds(change)) | \(milliseconds(kiwi.change)) "
                + "| \(ratio(change, kiwi.change)) | — | — |")
        lines.append(
            "| one change ÷ from scratch | \(rows) | \(String(format: "%.1f%%", change / scratch * 100)) "
                + "| \(String(format: "%.1f%%", kiwi.change / kiwi.scratch * 100)) | — | — | — |")
        FileHandle.standardError.write(
            "A1 \(rows) rows: \(milliseconds(scratch)), kiwi \(milliseconds(kiwi.scratch))\n")
    }
    lines.append("")
    lines.append(
        "A1: Vellum's figure is activating the constraints and laying the form out (labels measured "
            + "beforehand); kiwisolver's is building the same variables and constraints from Python and "
            + "solving (`/usr/bin/python3`, python3-kiwisolver). Memory per row: the resident memory the "
            + "constraints and their solution added, divided by the rows, in an untimed run of its own "
            + "after the freed heap was given back to the system (`malloc_trim`), so earlier runs and "
            + "sizes do not lower it; Vellum's only.")
    return lines
}

/// kiwisolver's medians and last frames for the form in `input`.
private func kiwiForm(input: URL, runs: Int) throws -> (scratch: Double, change: Double, frames: [[Double]]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["bench/kiwi/form.py", input.path, "\(runs)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let scratch = object["scratch"] as? Double, let change = object["change"] as? Double,
        let frames = object["frames"] as? [[Double]]
    else { throw BenchError.usage("bench/kiwi/form.py failed (is python3-kiwisolver installed?)") }
    return (scratch, change, frames)
}
