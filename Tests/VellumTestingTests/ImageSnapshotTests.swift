import Canvas
import Foundation
import Testing

@testable import VellumTesting

@Suite("Image snapshots")
struct ImageSnapshotTests {
    @Test func identicalImagePasses() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let image = try makeImage()
        let first = try scratch.verify(image, as: .image())
        #expect(first?.contains("Recorded a new reference") == true)
        #expect(try scratch.verify(image, as: .image) == nil)
        #expect(try scratch.verify(makeImage(), as: .image(tolerance: .exact)) == nil)
    }

    @Test func referenceIsPNG() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let image = try makeImage(changes: [(1, 2, (255, 0, 0, 128))])
        _ = try scratch.verify(image, as: .image())
        let data = try Data(contentsOf: scratch.reference(ext: "png"))
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(try Image(pngData: data).rgbaBytes == image.rgbaBytes)
    }

    @Test func changeWithinTolerancePasses() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.verify(makeImage(), as: .image())
        let nudged = try makeImage(changes: [(3, 3, (42, 88, 200, 255)), (5, 1, (40, 90, 198, 255))])
        #expect(try scratch.verify(nudged, as: .image()) == nil)
        #expect(try scratch.verify(nudged, as: .image(tolerance: .exact)) != nil)
    }

    @Test func onePixelBeyondToleranceFails() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.verify(makeImage(), as: .image())
        let changed = try makeImage(changes: [(4, 6, (43, 90, 200, 255))])
        let message = try #require(try scratch.verify(changed, as: .image()))
        #expect(message.contains("1 of 64 pixels differ"))
        #expect(message.contains("1.56%"))
        #expect(message.contains("largest channel delta 3 (allowed 2)"))
        let diffPath = scratch.artifact(suffix: "diff.png").path
        let actualPath = scratch.artifact(suffix: "actual.png").path
        #expect(message.contains("diff: \(diffPath)"))
        #expect(message.contains("actual: \(actualPath)"))
        #expect(message.contains("reference: \(scratch.reference(ext: "png").path)"))
        #expect(try Image(contentsOf: URL(fileURLWithPath: actualPath)).rgbaBytes == changed.rgbaBytes)
        // The reference is left alone in the default mode.
        #expect(try Image(contentsOf: scratch.reference(ext: "png")).rgbaBytes == makeImage().rgbaBytes)
    }

    @Test func diffImageMarksExactlyTheChangedPixels() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let reference = try makeImage(
            width: 6, height: 5, fill: (255, 255, 255, 255),
            changes: [(0, 0, (0, 0, 0, 255)), (5, 4, (0, 0, 0, 0))])
        _ = try scratch.verify(reference, as: .image())
        let changedPixels = [(1, 1), (5, 4), (2, 3)]
        let actual = try makeImage(
            width: 6, height: 5, fill: (255, 255, 255, 255),
            changes: [
                (0, 0, (0, 0, 0, 255)), (1, 1, (255, 0, 0, 255)), (5, 4, (0, 0, 255, 255)),
                (2, 3, (10, 10, 10, 255)), (4, 0, (254, 255, 255, 255)),
            ])
        let message = try #require(try scratch.verify(actual, as: .image()))
        #expect(message.contains("3 of 30 pixels differ"))
        let diff = try Image(contentsOf: scratch.artifact(suffix: "diff.png"))
        #expect(diff.pixelWidth == 6 && diff.pixelHeight == 5)
        let bytes = diff.rgbaBytes
        for y in 0..<5 {
            for x in 0..<6 {
                let i = (y * 6 + x) * 4
                let isMagenta =
                    bytes[i] == 255 && bytes[i + 1] == 0 && bytes[i + 2] == 255 && bytes[i + 3] == 255
                #expect(isMagenta == changedPixels.contains { $0 == (x, y) }, "pixel \(x), \(y)")
                if !isMagenta {
                    #expect(bytes[i] == bytes[i + 1] && bytes[i + 1] == bytes[i + 2], "grey at \(x), \(y)")
                }
            }
        }
        // Faded: white stays white, black becomes a light grey.
        #expect(bytes[0] > 150 && bytes[0] < 255)
        #expect(bytes[4 * 3] == 255)
    }

    @Test func differingFractionTolerance() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.verify(makeImage(width: 10, height: 10), as: .image())
        let changed = try makeImage(width: 10, height: 10, changes: [(9, 9, (0, 0, 0, 255))])
        let loose = ImageTolerance(maximumChannelDelta: 2, maximumDifferingFraction: 0.01)
        #expect(try scratch.verify(changed, as: .image(tolerance: loose)) == nil)
        let tight = ImageTolerance(maximumChannelDelta: 2, maximumDifferingFraction: 0.005)
        let message = try #require(try scratch.verify(changed, as: .image(tolerance: tight)))
        #expect(message.contains("1 of 100 pixels differ (1%; allowed 0.5%)"))
    }

    @Test func differentSizesFailStatingBoth() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.verify(makeImage(width: 10, height: 10), as: .image())
        let wider = try makeImage(width: 12, height: 10)
        let tolerant = ImageTolerance(maximumChannelDelta: 255, maximumDifferingFraction: 1)
        let message = try #require(try scratch.verify(wider, as: .image(tolerance: tolerant)))
        #expect(message.contains("the reference is 10 × 10 px, the actual image is 12 × 10 px"))
        #expect(scratch.exists(scratch.artifact(suffix: "actual.png")))
        #expect(!scratch.exists(scratch.artifact(suffix: "diff.png")))
    }

    @Test func deltaETolerance() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.verify(makeImage(fill: (128, 128, 128, 255)), as: .image())
        // A channel moves by 4 but the colour barely changes (ΔE ≈ 1.6).
        let subtle = try makeImage(fill: (128, 128, 128, 255), changes: [(2, 2, (132, 128, 128, 255))])
        #expect(try scratch.verify(subtle, as: .image()) != nil)
        let perceptual = ImageTolerance(maximumDeltaE: 2.3)
        #expect(try scratch.verify(subtle, as: .image(tolerance: perceptual)) == nil)
        // A visible shift towards blue (ΔE ≈ 5.4) fails although no channel moves by more than 9.
        let visible = try makeImage(fill: (128, 128, 128, 255), changes: [(2, 2, (124, 128, 137, 255))])
        let message = try #require(try scratch.verify(visible, as: .image(tolerance: perceptual)))
        #expect(message.contains("1 of 64 pixels differ"))
        #expect(message.contains("largest ΔE"))
        #expect(message.contains("(allowed 2.30)"))
        // ΔE replaces the channel check: a large channel delta within ΔE passes.
        let channelsOnly = ImageTolerance(maximumChannelDelta: 255, maximumDeltaE: 2.3)
        #expect(try scratch.verify(visible, as: .image(tolerance: channelsOnly)) != nil)
    }

    @Test func deltaECountsAlpha() {
        let opaque: RGBA = (200, 30, 30, 255)
        let faded: RGBA = (200, 30, 30, 120)
        #expect(LabColor.deltaE(opaque, opaque) == 0)
        #expect(LabColor.deltaE(opaque, faded) > 20)
        #expect(LabColor.deltaE((0, 0, 0, 0), (255, 255, 255, 0)) == 0)
    }

    @Test func labConversionMatchesKnownValues() {
        let white = LabColor(srgbRed: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        let black = LabColor(srgbRed: 0, green: 0, blue: 0)
        #expect(abs(black.l) < 0.01)
        let red = LabColor(srgbRed: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.05 && abs(red.b - 67.20) < 0.05)
    }
}
