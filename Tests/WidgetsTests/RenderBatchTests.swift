import Canvas
import Foundation
import Synchronization
import TestSupport
import Testing
import Widgets

/// Many documents at once: results in input order, errors per document, each worker with its own
/// Pango state (the every-script, every-weight check runs in `ConcurrencyTests` through
/// `vellum-stress threads`, which also renders through a batch).
@Suite("Render batches")
struct RenderBatchTests {
    static let texts = ["Earth", "שלום עולם", "مرحبا", "漢字かな", "नमस्ते", "สวัสดี", "Zoë 😀"]

    static func card(_ index: Int) -> View {
        Stack.vertical(spacing: 4) {
            Label(text: texts[index % texts.count]).with {
                $0.font = .systemFont(ofSize: Double(10 + index % 9), weight: Font.Weight.allCases[index % 9])
            }
            Label(text: "card \(index)")
        }
    }

    /// One batch for every format, twice: the second round runs on the workers the first left
    /// warm (the face-set workers drew SVG, then PNG), and must still give one thread's bytes.
    @Test func resultsComeBackInInputOrderAndEqualOneThreadsOutput() throws {
        let indices = Array(0..<40)
        let batch = RenderBatch(workerCount: 4)
        for format in [DocumentFormat.pdf, .svg, .png(scale: 1), .pdf, .svg, .png(scale: 1)] {
            let batched = batch.render(indices, as: format, width: 200) {
                Self.card($0)
            }
            #expect(batched.count == indices.count)
            for index in indices {
                let expected = try Self.card(index).render(as: format, width: 200)
                #expect(try batched[index].get() == expected, "card \(index) as \(format)")
            }
        }
    }

    @Test func anErrorFailsOnlyItsOwnDocument() {
        let results = RenderBatch(workerCount: 3).map(Array(0..<9)) { index -> Data in
            let width: Double = index % 3 == 1 ? -5 : 100
            return try Label(text: "doc \(index)").render(as: .pdf, width: width)
        }
        for (index, result) in results.enumerated() {
            switch result {
            case .success(let pdf): #expect(index % 3 != 1 && pdf.starts(with: Data("%PDF".utf8)))
            case .failure(let error): #expect(index % 3 == 1 && error is CanvasError, "\(error)")
            }
        }
    }

    /// Every input runs exactly once, on at most `workerCount` threads at a time.
    @Test func everyInputRunsOnceOnAtMostTheWorkers() {
        final class Tally: Sendable {
            let running = Atomic<Int>(0)
            let peak = Atomic<Int>(0)
        }
        let tally = Tally()
        let results = RenderBatch(workerCount: 3).map(Array(0..<30)) { index -> Int in
            let now = tally.running.add(1, ordering: .relaxed).newValue
            tally.peak.max(now, ordering: .relaxed)
            usleep(2_000)
            tally.running.subtract(1, ordering: .relaxed)
            return index * 2
        }
        #expect(results.map { try? $0.get() } == (0..<30).map { $0 * 2 })
        #expect(tally.peak.load(ordering: .relaxed) <= 3)
        #expect(tally.peak.load(ordering: .relaxed) >= 2)
    }

    @Test func workerCountsAreClampedAndEmptyInputIsEmpty() {
        #expect(RenderBatch(workerCount: 0).workerCount == 1)
        #expect(RenderBatch(workerCount: 1_000).workerCount == RenderBatch.maximumWorkerCount)
        #expect(RenderBatch().workerCount == min(ProcessInfo.processInfo.activeProcessorCount, 64))
        #expect(RenderBatch().map([Int]()) { $0 }.isEmpty)
    }

    @Test func writingFilesReportsEachFile() throws {
        let scratch = try ScratchDirectory()
        let directory = scratch.url
        let jobs = (0..<6).map { index in
            (
                input: index,
                url: index == 4
                    ? directory.appendingPathComponent("missing/dir/x.pdf")
                    : directory.appendingPathComponent("card-\(index).pdf")
            )
        }
        let results = RenderBatch().write(jobs, as: .pdf, width: 200) { Self.card($0) }
        for (index, result) in results.enumerated() {
            if index == 4 {
                #expect(throws: CanvasError.self) { try result.get() }
            } else {
                #expect(throws: Never.self) { try result.get() }
                let pdf = try Data(contentsOf: jobs[index].url)
                #expect(pdf == (try Self.card(index).render(as: .pdf, width: 200)))
            }
        }
    }
}
