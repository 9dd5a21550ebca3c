import Fixtures
import Foundation
import Testing

@testable import Canvas

/// What one render of the thread document produced.
private struct Output: Equatable {
    var pixels: Image
    var pdf: Data
    var svg: Data
    var textSize: Size
}

/// A document with several fonts and sizes, so each thread's font map loads several faces.
private func threadDocument(_ label: String) -> Document {
    var document = Document(metadata: DocumentMetadata(title: "Threads"))
    document.addPage(size: Size(width: 220, height: 120)) { context in
        context.fill(Rect(x: 0, y: 0, width: 220, height: 120), with: .white)
        context.fill(
            Path(roundedRect: Rect(x: 4, y: 4, width: 60, height: 20), cornerRadius: 6),
            with: .color(.systemBlue))
        let fonts: [Font] = [.body, .headline, .systemFont(ofSize: 9), .italicSystemFont(ofSize: 13)]
        for (index, font) in fonts.enumerated() {
            context.draw(
                TextLayout(plain: "\(label) \(index) — Vellum", font: font),
                at: Point(x: 8, y: 28 + Double(index) * 22))
        }
    }
    return document
}

private func renderOnce(_ label: String) throws -> Output {
    let document = threadDocument(label)
    return Output(
        pixels: try document.image(scale: 2), pdf: try document.data(format: .pdf),
        svg: try document.data(format: .svg),
        textSize: TextLayout(plain: "\(label) 0 — Vellum", font: .body).size)
}

@Suite("Threads: concurrent renders equal single-threaded ones")
struct ThreadTests {
    @Test func eightThreadsRenderWhatOneThreadRenders() throws {
        let labels = ["alpha", "beta", "gamma", "delta"]
        // The reference: each label rendered on this thread alone.
        let reference = try labels.map(renderOnce)
        let iterations = 4
        let outcomes = onThreads(8) { index -> [Result<Output, any Error>] in
            (0..<iterations).map { iteration in
                Result { try renderOnce(labels[(index + iteration) % labels.count]) }
            }
        }
        var compared = 0
        for (index, runs) in outcomes.enumerated() {
            for (iteration, outcome) in runs.enumerated() {
                let label = (index + iteration) % labels.count
                switch outcome {
                case .success(let output):
                    #expect(
                        output.pixels == reference[label].pixels,
                        "thread \(index), run \(iteration): pixels differ")
                    #expect(
                        output.pdf == reference[label].pdf, "thread \(index), run \(iteration): PDF differs")
                    #expect(
                        output.svg == reference[label].svg, "thread \(index), run \(iteration): SVG differs")
                    #expect(output.textSize == reference[label].textSize)
                    compared += 1
                case .failure(let error):
                    Issue.record("thread \(index), run \(iteration) failed: \(error)")
                }
            }
        }
        #expect(compared == 8 * iterations)
        // Distinct labels really give distinct output, so equality above means something.
        #expect(Set(reference.map(\.pdf)).count == labels.count)
        #expect(Set(reference.map(\.pixels)).count == labels.count)
    }

    @Test func concurrentPerformRendersConsistently() throws {
        let reference = try renderOnce("perform")
        let results = EventLog()
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            do {
                let output = try renderOnce("perform")
                results.append(output == reference ? "same" : "different")
            } catch {
                results.append("error: \(error)")
            }
        }
        #expect(results.entries == Array(repeating: "same", count: 16))
    }

    @Test func aLayoutMeasuredOnOneThreadDrawsTheSameOnAnother() throws {
        let layout = TextLayout(plain: "Measured here, drawn there", font: .systemFont(ofSize: 15))
        @Sendable func draw() throws -> Image {
            var document = Document()
            document.addPage(size: Size(width: 240, height: 40)) { context in
                context.fill(Rect(x: 0, y: 0, width: 240, height: 40), with: .white)
                context.draw(layout, at: Point(x: 6, y: 8))
            }
            return try document.image()
        }
        let here = try draw()
        let there = try onThreads(3) { _ in Result { try draw() } }.map { try $0.get() }
        for image in there { #expect(image == here) }
        #expect(Fixture.inkBounds(here) != nil)
    }

    @Test func manyShortLivedThreadsEachGetAWorkingEngine() throws {
        let reference = TextLayout(plain: "Fresh engine", font: .footnote).size
        // Each thread builds and drops its own font map; none may see another's.
        let sizes = onThreads(16) { _ in TextLayout(plain: "Fresh engine", font: .footnote).size }
        #expect(sizes == Array(repeating: reference, count: 16))
    }

    @Test func anEngineIsFreedOnItsOwnThreadWhenTheThreadExits() throws {
        // Joined POSIX threads: pthread_join returns after the thread's slot destructors ran.
        let before = TextEngine.releases.load(ordering: .relaxed)
        var threads: [pthread_t] = []
        for _ in 0..<6 {
            var thread = pthread_t()
            let status = pthread_create(
                &thread, nil,
                { _ in
                    _ = TextLayout(plain: "Short-lived", font: .body).size
                    return nil
                }, nil)
            try #require(status == 0)
            threads.append(thread)
        }
        for thread in threads { pthread_join(thread, nil) }
        // Other suites' threads may end meanwhile too: at least these six were freed.
        #expect(TextEngine.releases.load(ordering: .relaxed) - before >= 6)
        #expect(TextEngine.foreignReleases.load(ordering: .relaxed) == 0)
    }
}
