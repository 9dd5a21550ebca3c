import Foundation
import TestSupport
import Testing
import Widgets

@testable import Canvas

/// Every way Widgets writes a file takes a ``WriteDurability`` and hands it to the atomic writer:
/// `.synchronized` flushes each file, the default flushes none.
@Suite("Widgets' writes pass their durability on")
struct WriteDurabilityPassthroughTests {
    static var synchronized: [String] { AtomicFile.recentlySynchronized.withLock { $0 } }

    static func card(_ index: Int) -> View { Label(text: "שלום \(index)") }

    static func report() -> (Report, [ReportBlock]) {
        let report = Report(pageSize: Size(width: 200, height: 120), margins: EdgeInsets(all: 10))
        let body = (0..<12).map { ReportBlock.view(Label(text: "Row \($0)")) }
        return (report, body)
    }

    /// Each writer, run once with the default and once with `.synchronized`, into its own files.
    static let writers: [(name: String, write: @Sendable (URL, WriteDurability) throws -> [URL])] = [
        (
            "View.write",
            { url, durability in
                try card(1).write(
                    to: url.appendingPathExtension("svg"), as: .svg, width: 100, durability: durability)
                return [url.appendingPathExtension("svg")]
            }
        ),
        (
            "View.writePDF",
            { url, durability in
                try View.writePDF(
                    pages: [card(1), card(2)], to: url.appendingPathExtension("pdf"), width: 100,
                    durability: durability)
                return [url.appendingPathExtension("pdf")]
            }
        ),
        (
            "RenderBatch.write",
            { url, durability in
                let jobs = (0..<3).map { (input: $0, url: url.appendingPathExtension("\($0).png")) }
                let results = RenderBatch(workerCount: 2).write(
                    jobs, as: .png(scale: 1), width: 100, durability: durability
                ) { card($0) }
                for result in results {
                    try result.get()
                }
                return jobs.map(\.url)
            }
        ),
        (
            "Report.writePDF",
            { url, durability in
                let (report, body) = report()
                try report.writePDF(body: body, to: url.appendingPathExtension("pdf"), durability: durability)
                return [url.appendingPathExtension("pdf")]
            }
        ),
        (
            "Report.writePages",
            { url, durability in
                let (report, body) = report()
                return try report.writePages(
                    body: body, format: .svg, to: url.deletingLastPathComponent(),
                    baseName: url.lastPathComponent,
                    durability: durability)
            }
        ),
    ]

    @Test(arguments: writers.indices)
    func theDurabilityReachesTheAtomicWriter(writer: Int) throws {
        let scratch = try ScratchDirectory()
        let directory = scratch.url
        let plain = try Self.writers[writer].write(directory.appendingPathComponent("plain"), .atomic)
        let flushed = try Self.writers[writer].write(
            directory.appendingPathComponent("flushed"), .synchronized)
        #expect(!plain.isEmpty && plain.count == flushed.count, "\(Self.writers[writer].name)")
        for (a, b) in zip(plain, flushed) {
            #expect(try Data(contentsOf: a) == (try Data(contentsOf: b)), "\(Self.writers[writer].name)")
        }
        let recent = Self.synchronized
        #expect(plain.allSatisfy { !recent.contains($0.path) }, "\(Self.writers[writer].name)")
        #expect(flushed.allSatisfy { recent.contains($0.path) }, "\(Self.writers[writer].name)")
    }
}
