import Fixtures
import Foundation
import TestSupport
import Testing

@testable import Canvas

/// The same document gives the same bytes (PDF, SVG) and pixels (PNG), render after render and
/// process after process.
@Suite("Documents: deterministic output")
struct DocumentDeterminismTests {
    @Test func twoRendersInOneProcessAreIdentical() throws {
        let first = ProbeDocument.make()
        let second = ProbeDocument.make()
        #expect(try first.data(format: .pdf) == (try second.data(format: .pdf)))
        // Cairo numbers SVG surfaces from a process-wide counter; the output is normalised.
        let svg = try first.data(format: .svg)
        #expect(svg == (try second.data(format: .svg)))
        #expect(svg == (try first.data(format: .svg)))
        #expect(try first.image(scale: 2) == (try second.image(scale: 2)))
        #expect(try first.data(format: .png) == (try second.data(format: .png)))
    }

    @Test func svgWithImagesAndLayersIsIdenticalAcrossRenders() throws {
        let image = try Image(
            rgbaBytes: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128], pixelWidth: 2,
            pixelHeight: 2)
        func render() throws -> Data {
            var document = Document()
            document.addPage(size: Size(width: 60, height: 60)) { context in
                context.draw(image, in: Rect(x: 0, y: 0, width: 20, height: 20))
                context.withTransparencyLayer(alpha: 0.5) {
                    context.fill(Rect(x: 20, y: 20, width: 30, height: 30), with: .red)
                    context.draw(image, in: Rect(x: 30, y: 30, width: 20, height: 20))
                }
                context.clip(to: Path(ellipseIn: Rect(x: 0, y: 30, width: 30, height: 30)))
                context.fill(Rect(x: 0, y: 30, width: 30, height: 30), with: .blue)
            }
            return try document.data(format: .svg)
        }
        let first = try render()
        let second = try render()
        #expect(first == second, "\(firstDifference(first, second))")
        #expect(Fixture.parseXML(first) != nil)
    }

    @Test(
        .enabled(
            if: Fixture.probeExecutable != nil,
            "canvas-probe is not built beside the test binary (swift build --product canvas-probe)"))
    func twoProcessesRenderWhatThisProcessRenders() throws {
        let probe = try #require(Fixture.probeExecutable)
        let document = ProbeDocument.make()
        for format in ["pdf", "svg", "png@2"] {
            let first = try Fixture.run(probe, [format])
            let second = try Fixture.run(probe, [format, "-"])
            #expect(first.status == 0 && second.status == 0, "\(first.errors) \(second.errors)")
            #expect(!first.output.isEmpty)
            #expect(first.output == second.output, "\(format) differs between two processes")
            switch format {
            case "pdf":
                #expect(first.output == (try document.data(format: .pdf)))
            case "svg":
                #expect(first.output == (try document.data(format: .svg)))
            default:
                // PNG: compare decoded pixels, not encoder bytes.
                #expect(try Image(pngData: first.output, scale: 2) == (try document.image(scale: 2)))
            }
        }
        // Written to a path, atomically, the bytes are the same.
        let scratch = try ScratchDirectory()
        let result = try Fixture.run(probe, ["pdf", scratch.file("probe.pdf").path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try Data(contentsOf: scratch.file("probe.pdf")) == (try document.data(format: .pdf)))
        // And its errors are reported, not crashes.
        let bad = try Fixture.run(probe, ["png@100"])
        #expect(bad.status == 1)
        #expect(bad.errors.contains("invalid scale"))
    }
}
