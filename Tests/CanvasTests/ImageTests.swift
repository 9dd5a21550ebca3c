import Foundation
import TestSupport
import Testing

@testable import Canvas

/// A minimal PNG header: the signature and an IHDR chunk with a correct CRC, and nothing else.
private func pngHeader(width: UInt32, height: UInt32) -> Data {
    func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    let body: [UInt8] = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + body + bigEndian(~crc))
}

@Suite("Images: decoding, encoding and pixels")
struct ImageTests {
    @Test func rgbaBytesRoundTripThroughPNG() throws {
        let bytes: [UInt8] = [
            255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
            10, 20, 30, 255, 255, 255, 255, 0, 200, 100, 50, 255,
        ]
        let image = try Image(rgbaBytes: bytes, pixelWidth: 3, pixelHeight: 2)
        #expect(image.pixelWidth == 3 && image.pixelHeight == 2)
        #expect(image.rgbaBytes[0..<12] == bytes[0..<12])
        let decoded = try Image(pngData: try image.pngData())
        #expect(decoded == image)
        #expect(decoded.rgbaBytes[12..<16] == [10, 20, 30, 255])
        // A fully transparent pixel reads back as transparent black: its colour is gone.
        #expect(decoded.rgbaBytes[16..<20] == [0, 0, 0, 0])
    }

    @Test func pixelReadsUnpremultipliedColours() throws {
        let image = try Image(rgbaBytes: [255, 0, 0, 128, 0, 0, 0, 0], pixelWidth: 2, pixelHeight: 1)
        let half = try #require(image.pixel(x: 0, y: 0))
        #expect(half.red == 1 && half.green == 0 && half.blue == 0)
        #expect(half.alpha == 128 / 255.0)
        #expect(image.pixel(x: 1, y: 0) == .clear)
        #expect(image.pixel(x: 2, y: 0) == nil)
        #expect(image.pixel(x: -1, y: 0) == nil)
        #expect(image.pixel(x: 0, y: 1) == nil)
    }

    @Test func translucentPixelsSurvivePremultiplication() throws {
        // Un-premultiplied → premultiplied → un-premultiplied is exact for alpha 255 and close otherwise.
        var bytes: [UInt8] = []
        for alpha in stride(from: 15, through: 255, by: 16) {
            bytes += [200, 100, 50, UInt8(alpha)]
        }
        let image = try Image(rgbaBytes: bytes, pixelWidth: bytes.count / 4, pixelHeight: 1)
        let back = image.rgbaBytes
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let alpha = Int(bytes[i + 3])
            // Each channel is stored to 1/alpha precision.
            let tolerance = 255 / alpha + 1
            for c in 0..<3 {
                #expect(abs(Int(back[i + c]) - Int(bytes[i + c])) <= tolerance, "alpha \(alpha)")
            }
            #expect(Int(back[i + 3]) == alpha)
        }
    }

    @Test func scaleDividesPixelsIntoPoints() throws {
        let png = try Fixture.redRectDocument().data(format: .png(scale: 2))
        let image = try Image(pngData: png, scale: 2)
        #expect(image.pixelWidth == 200 && image.pixelHeight == 100)
        #expect(image.scale == 2)
        #expect(image.size == Size(width: 100, height: 50))
        // The same pixels at another scale are another image.
        let unscaled = try Image(pngData: png)
        #expect(unscaled.size == Size(width: 200, height: 100))
        #expect(unscaled != image)
    }

    @Test func imagesReadFromFiles() throws {
        let scratch = try ScratchDirectory()
        let url = scratch.file("red.png")
        try Fixture.redRectDocument().write(to: url, format: .png(scale: 3))
        let image = try Image(contentsOf: url, scale: 3)
        #expect(image == (try Fixture.redRectDocument().image(scale: 3)))
        #expect(image.size == Size(width: 100, height: 50))
    }

    @Test func imagesByNameTakeTheHighestScaleInTheBundle() throws {
        let scratch = try ScratchDirectory()
        try Fixture.redRectDocument().write(to: scratch.file("card.png"), format: .png(scale: 1))
        try Fixture.redRectDocument().write(to: scratch.file("card@2x.png"), format: .png(scale: 2))
        try Fixture.redRectDocument().write(to: scratch.file("flat.png"), format: .png(scale: 1))
        try Data("not a png".utf8).write(to: scratch.file("broken.png"))
        let bundle = try #require(Bundle(path: scratch.url.path))
        let card = try #require(Image(named: "card", in: bundle))
        #expect(card.scale == 2)
        #expect(card.pixelWidth == 200)
        #expect(card.size == Size(width: 100, height: 50))
        #expect(Image(named: "card.png", in: bundle)?.scale == 2)
        #expect(Image(named: "flat", in: bundle)?.scale == 1)
        #expect(Image(named: "missing", in: bundle) == nil)
        #expect(Image(named: "broken", in: bundle) == nil)
    }

    @Test func equalImagesHashEqually() throws {
        let a = try Fixture.redRectDocument().image()
        let b = try Image(pngData: try a.pngData())
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        let other = try Fixture.redRectDocument(size: Size(width: 100, height: 51)).image()
        #expect(a != other)
    }

    @Test func greyAndPalettePNGsFromOtherEncodersDecode() throws {
        // rsvg-convert writes opaque images as 8-bit RGB without alpha; it decodes as opaque.
        let converted = try Fixture.rasterizeSVG(try Fixture.redRectDocument().data(format: .svg))
        let image = try #require(converted.image)
        #expect(image.pixel(x: 0, y: 0) == .white)
        #expect(image.rgbaBytes.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    }

    @Test func rgbaBytesOfTheWrongLengthAreRefused() {
        #expect(
            canvasError { _ = try Image(rgbaBytes: [0, 0, 0], pixelWidth: 1, pixelHeight: 1) }?.caseName
                == "invalidImageData")
        #expect(
            canvasError { _ = try Image(rgbaBytes: [], pixelWidth: 0, pixelHeight: 0) }?.caseName
                == "invalidImageData")
        #expect(
            canvasError { _ = try Image(rgbaBytes: [], pixelWidth: -1, pixelHeight: -1) }?.caseName
                == "invalidImageData")
    }

    @Test func hugeRgbaDimensionsAreRefusedWithoutOverflow() {
        // The byte count w × h × 4 would overflow Int; that must be an error, not a trap.
        for (width, height) in [(Int.max / 2, 3), (Int.max, Int.max), (1 << 32, 1 << 32), (40_000, 1)] {
            let error = canvasError {
                _ = try Image(rgbaBytes: [1, 2, 3, 4], pixelWidth: width, pixelHeight: height)
            }
            #expect(
                error?.caseName == "imageTooLarge" || error?.caseName == "invalidImageData",
                "\(width) × \(height)")
        }
        let area = canvasError { _ = try Image(rgbaBytes: [], pixelWidth: 20_000, pixelHeight: 20_000) }
        #expect(area?.caseName == "imageTooLarge")
    }

    @Test func aPNGClaimingTooManyPixelsIsRefusedBeforeDecoding() {
        // Only a header: 40,000 × 10 exceeds cairo's side limit, 20,000 × 20,000 the area limit. The
        // dimensions are checked before cairo allocates (a crafted PNG could otherwise ask for gigabytes).
        let cases: [(UInt32, UInt32)] = [
            (40_000, 10), (10, 40_000), (20_000, 20_000), (0x7FFF_FFFF, 0x7FFF_FFFF),
        ]
        for (width, height) in cases {
            let error = canvasError { _ = try Image(pngData: pngHeader(width: width, height: height)) }
            #expect(error?.caseName == "imageTooLarge", "\(width) × \(height): \(String(describing: error))")
        }
        // A header with sane dimensions but no pixel data is merely invalid.
        let small = canvasError { _ = try Image(pngData: pngHeader(width: 4, height: 4)) }
        #expect(small?.caseName == "invalidImageData")
    }

    @Test func anImageIsSendableAcrossThreads() throws {
        let image = try Fixture.redRectDocument().image()
        let copy = measureOnNewThread { image.rgbaBytes }
        #expect(copy == image.rgbaBytes)
    }
}
