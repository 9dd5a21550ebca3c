import BenchCards
import Canvas
import Fixtures
import Foundation
import Widgets

/// W1's formats with their table names.
let cardFormats: [(DocumentFormat, String)] = [(.pdf, "PDF"), (.svg, "SVG"), (.png(scale: 2), "PNG@2x")]

/// W1 per card: the cards rendered one by one in each format, Vellum (and its plain build) against
/// the C baseline, medians of `--runs` runs.
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
            func perCard(_ mode: CardWriteMode, into directory: URL) throws -> Double {
                let run = try freshDirectory(directory)
                return try onFreshThread {
                    try warmUpCards(format)
                    return try runCards(format: format, count: cards, directory: run, mode: mode)
                } / Double(cards)
            }
            vellum.append(try perCard(.atomic, into: vellumDir))
            if options.plain { plain.append(try perCard(.plain, into: plainDir)) }
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
