import Fixtures
import Foundation
import TestSupport
import Testing

@testable import Canvas

/// The colour of each 8-pixel block's centre, row by row, as one-letter names (R G B Y W K, or
/// `?` for none of them), within a JPEG's tolerance.
private func blockLetters(_ image: Image, block: Int = 8) -> [String] {
    let names: [(String, [Int])] = [
        ("R", [255, 0, 0]), ("G", [0, 255, 0]), ("B", [0, 0, 255]), ("Y", [255, 255, 0]),
        ("W", [255, 255, 255]), ("K", [0, 0, 0]),
    ]
    return stride(from: block / 2, to: image.pixelHeight, by: block).map { y in
        stride(from: block / 2, to: image.pixelWidth, by: block).map { x in
            let pixel = PagePixels.rgba(image, x, y)
            return names.first { PagePixels.close(Array(pixel[0..<3]), $0.1, tolerance: 24) }?.0 ?? "?"
        }.joined()
    }
}

@Suite("Images: JPEG decoding, EXIF orientation, encoding, and JPEG bytes in PDF")
struct ImageJPEGTests {
    @Test func baselineProgressiveGreyAndCMYKDecodeAsLibjpegTurboDoes() throws {
        // Expected: what Pillow (libjpeg-turbo, the same islow IDCT) decodes from the same files.
        let expected: [(String, [[Int]])] = [
            ("rgb-baseline.jpg", [[254, 0, 0], [0, 255, 1], [0, 0, 254], [255, 255, 255]]),
            ("rgb-progressive.jpg", [[254, 0, 0], [0, 255, 1], [0, 0, 254], [255, 255, 255]]),
            ("grey.jpg", [[0, 0, 0], [85, 85, 85], [170, 170, 170], [255, 255, 255]]),
            ("cmyk-adobe.jpg", [[0, 255, 255], [255, 0, 255], [255, 255, 0], [0, 0, 0]]),
            ("cmyk-plain.jpg", [[0, 255, 255], [255, 0, 255], [255, 255, 0], [0, 0, 0]]),
        ]
        for (name, colours) in expected {
            let image = try Image(jpegData: try ImageFixtureFiles.data(name))
            #expect(image.pixelWidth == 16 && image.pixelHeight == 16, "\(name)")
            let points = [(4, 4), (12, 4), (4, 12), (12, 12)]
            for ((x, y), colour) in zip(points, colours) {
                #expect(PagePixels.rgba(image, x, y) == colour + [255], "\(name) at \(x), \(y)")
            }
            // Sniffed by content, from data and from a file whatever its name.
            #expect(try Image(decoding: try ImageFixtureFiles.data(name)) == image)
        }
    }

    @Test func everyEXIFOrientationTurnsTheImageUpright() throws {
        // The stored grid is R G B / Y W K (24 × 16); EXIF's eight orientations, by the spec.
        let upright: [Int: [String]] = [
            1: ["RGB", "YWK"], 2: ["BGR", "KWY"], 3: ["KWY", "BGR"], 4: ["YWK", "RGB"],
            5: ["RY", "GW", "BK"], 6: ["YR", "WG", "KB"], 7: ["KB", "WG", "YR"], 8: ["BK", "GW", "RY"],
        ]
        for orientation in 1...8 {
            let image = try Image(jpegData: try ImageFixtureFiles.data("orientation-\(orientation).jpg"))
            let turned = orientation >= 5
            #expect(image.pixelWidth == (turned ? 16 : 24), "orientation \(orientation)")
            #expect(image.pixelHeight == (turned ? 24 : 16), "orientation \(orientation)")
            #expect(image.size == Size(width: turned ? 16 : 24, height: turned ? 24 : 16))
            #expect(blockLetters(image) == upright[orientation], "orientation \(orientation)")
        }
    }

    @Test func orientationsReadFromBothByteOrdersAndIgnoreMalformedEXIF() throws {
        // Fixtures: odd orientations little-endian ("II"), even ones big-endian ("MM").
        let bytes = try ImageFixtureFiles.data("orientation-6.jpg")
        #expect(bytes.withUnsafeBytes { EXIFOrientation.read($0) } == .right)
        #expect(
            try ImageFixtureFiles.data("orientation-5.jpg").withUnsafeBytes { EXIFOrientation.read($0) }
                == .leftMirrored)
        // Orientation 9 (no such value), a directory offset past the end, a cut segment: upright.
        var unknown = bytes
        let tag = try #require(ImageFixtureFiles.offset(of: Data([0x01, 0x12, 0x00, 0x03]), in: bytes))
        unknown[tag + 9] = 9
        #expect(unknown.withUnsafeBytes { EXIFOrientation.read($0) } == .up)
        var farDirectory = bytes
        farDirectory[2 + 4 + 6 + 4] = 0x7F
        #expect(farDirectory.withUnsafeBytes { EXIFOrientation.read($0) } == .up)
        #expect(bytes.prefix(40).withUnsafeBytes { EXIFOrientation.read($0) } == .up)
        #expect(Data().withUnsafeBytes { EXIFOrientation.read($0) } == .up)
    }

    @Test func truncatedFilesAreErrorsAtEveryLength() throws {
        let bytes = try ImageFixtureFiles.data("rgb-progressive.jpg")
        for length in 0..<bytes.count {
            let error = canvasError { _ = try Image(jpegData: bytes.prefix(length)) }
            #expect(error?.caseName == "invalidImageData", "\(length) bytes: \(String(describing: error))")
        }
        let baseline = try ImageFixtureFiles.data("rgb-baseline.jpg")
        for length in stride(from: 0, to: baseline.count, by: 7) {
            #expect(
                canvasError { _ = try Image(decoding: baseline.prefix(length)) }?.caseName
                    == "invalidImageData")
        }
    }

    @Test func moreThanAThousandProgressiveScansAreRefused() throws {
        // 2,090 valid refinement scans of an 8 × 8 image (make-many-scans.c): djpeg decodes it,
        // slowly in the size of the file; Vellum stops at the 1,001st scan.
        let error = canvasError { _ = try Image(jpegData: try ImageFixtureFiles.data("many-scans.jpg")) }
        #expect(error == .invalidImageData("JPEG: more than 1000 progressive scans"))
    }

    @Test func wrongMagicIsAnError() throws {
        let png = try Fixture.redRectDocument().data(format: .png(scale: 1))
        #expect(canvasError { _ = try Image(jpegData: png) }?.caseName == "invalidImageData")
        #expect(
            canvasError { _ = try Image(jpegData: Data([0xFF, 0xD8, 0xFF])) }?.caseName == "invalidImageData")
        #expect(canvasError { _ = try Image(decoding: Data("GIF89a".utf8)) }?.caseName == "invalidImageData")
        #expect(canvasError { _ = try Image(decoding: Data()) }?.caseName == "invalidImageData")
        #expect(ImageFormat(sniffing: png) == .png)
        #expect(ImageFormat(sniffing: try ImageFixtureFiles.data("grey.jpg")) == .jpeg)
        #expect(
            canvasError { _ = try Image(jpegData: try ImageFixtureFiles.data("grey.jpg"), scale: 0) }?
                .caseName == "invalidScale")
    }

    @Test func hugeHeadersAreRefusedBeforeAllocating() throws {
        let bytes = try ImageFixtureFiles.data("grey.jpg")
        // The start-of-frame segment: FF C0, length, precision, then height and width.
        let frame = try #require(ImageFixtureFiles.offset(of: Data([0xFF, 0xC0]), in: bytes))
        for (width, height) in [(65_500, 65_500), (40_000, 8), (30_000, 30_000)] {
            var huge = bytes
            huge[frame + 5] = UInt8(height >> 8)
            huge[frame + 6] = UInt8(height & 0xFF)
            huge[frame + 7] = UInt8(width >> 8)
            huge[frame + 8] = UInt8(width & 0xFF)
            let start = ContinuousClock.now
            let error = canvasError { _ = try Image(jpegData: huge) }
            #expect(
                error
                    == .imageTooLarge(
                        width: width, height: height, reason: error.map { reason(of: $0) } ?? ""))
            #expect(ContinuousClock.now - start < .seconds(1))
        }
    }

    private func reason(of error: CanvasError) -> String {
        if case .imageTooLarge(_, _, let reason) = error { return reason }
        return ""
    }

    @Test func corruptBytesNeverCrashAndEndInTypedErrors() throws {
        let files = [
            "rgb-baseline.jpg", "rgb-progressive.jpg", "grey.jpg", "cmyk-adobe.jpg", "orientation-6.jpg",
        ]
        var random = SplitMix64(seed: 37)
        for name in files {
            let bytes = try ImageFixtureFiles.data(name)
            for _ in 0..<200 {
                var mutated = bytes
                for _ in 0..<(1 + random.next() % 4) {
                    mutated[Int(random.next() % UInt64(mutated.count))] = UInt8(
                        truncatingIfNeeded: random.next())
                }
                do {
                    let image = try Image(decoding: mutated)
                    #expect(image.pixelWidth > 0)
                } catch {
                    #expect(error.caseName == "invalidImageData" || error.caseName == "imageTooLarge")
                }
            }
        }
    }

    @Test func jpegDataRoundTripsAndIsDeterministic() throws {
        let photo = try Image(jpegData: try ImageFixtureFiles.data("photo.jpg"))
        let encoded = try photo.jpegData(quality: 0.9)
        #expect(try photo.jpegData(quality: 0.9) == encoded)
        #expect(ImageFormat(sniffing: encoded) == .jpeg)
        let decoded = try Image(jpegData: encoded)
        #expect(decoded.pixelWidth == 64 && decoded.pixelHeight == 48)
        for (x, y) in [(5, 5), (32, 24), (60, 40)] {
            #expect(
                PagePixels.close(PagePixels.rgba(decoded, x, y), PagePixels.rgba(photo, x, y), tolerance: 10))
        }
        let small = try photo.jpegData(quality: 0)
        #expect(small.count < encoded.count)
        #expect(try photo.jpegData(quality: .nan) == (try photo.jpegData(quality: 1)))
        #expect(try photo.jpegData(quality: 7) == (try photo.jpegData(quality: 1)))
        // No alpha in JPEG: a translucent pixel comes out over black.
        let translucent = try Image(
            rgbaBytes: [Array(repeating: [255, 255, 255, 128], count: 64)].flatMap { $0 }.flatMap { $0 },
            pixelWidth: 8, pixelHeight: 8)
        let flattened = try Image(jpegData: try translucent.jpegData(quality: 1))
        #expect(PagePixels.close(PagePixels.rgba(flattened, 4, 4), [128, 128, 128, 255], tolerance: 2))
    }

    @Test func aJPEGGoesIntoAPDFAsItsOwnBytes() throws {
        let bytes = try ImageFixtureFiles.data("photo.jpg")
        let photo = try Image(decoding: bytes)
        var document = Document()
        document.addPage(size: Size(width: 64, height: 48)) { context in
            context.draw(photo, in: Rect(x: 0, y: 0, width: 64, height: 48))
        }
        let pdf = try document.data(format: .pdf)
        #expect(
            ImageFixtureFiles.offset(of: bytes, in: pdf) != nil, "the JPEG's bytes are in the PDF unchanged")
        let scratch = try ScratchDirectory()
        try pdf.write(to: scratch.file("photo.pdf"))
        let list = try Fixture.runTool("pdfimages", ["-list", scratch.file("photo.pdf").path])
        #expect(list.text.contains(" jpeg "), "\(list.text)")
        // Poppler's rendering of the page matches the decoded image within JPEG's tolerance
        // (poppler's own DCT decoder rounds and upsamples chroma differently from libjpeg's).
        let page = try Fixture.rasterizePDF(pdf, page: 1)
        #expect(page.pixelWidth == 64 && page.pixelHeight == 48)
        let (a, b) = (page.rgbaBytes, photo.rgbaBytes)
        let differences = zip(a, b).map { abs(Int($0) - Int($1)) }
        #expect(differences.max()! <= 16)
        #expect(Double(differences.reduce(0, +)) / Double(differences.count) < 2)
    }

    @Test func aJPEGDrawnTwiceIsEmbeddedOnce() throws {
        let bytes = try ImageFixtureFiles.data("photo.jpg")
        let photo = try Image(decoding: bytes)
        var document = Document()
        for _ in 0..<2 {
            document.addPage(size: Size(width: 200, height: 100)) { context in
                context.draw(photo, in: Rect(x: 0, y: 0, width: 64, height: 48))
                // The same file decoded again is the same image to the PDF.
                context.draw(try! Image(decoding: bytes), in: Rect(x: 0, y: 50, width: 32, height: 24))
                context.draw(photo, in: Rect(x: 100, y: 0, width: 96, height: 72), alpha: 0.5)
            }
        }
        let pdf = try document.data(format: .pdf)
        let first = try #require(ImageFixtureFiles.offset(of: bytes, in: pdf))
        #expect(ImageFixtureFiles.offset(of: bytes, in: pdf.suffix(from: pdf.startIndex + first + 1)) == nil)
    }

    @Test func anOrientedJPEGIsEmbeddedUnturnedAndShownUpright() throws {
        for orientation in [3, 6, 7, 8] {
            let bytes = try ImageFixtureFiles.data("orientation-\(orientation).jpg")
            let image = try Image(decoding: bytes)
            var document = Document()
            document.addPage(size: image.size) { $0.draw(image, in: Rect(origin: .zero, size: image.size)) }
            let pdf = try document.data(format: .pdf)
            #expect(ImageFixtureFiles.offset(of: bytes, in: pdf) != nil, "orientation \(orientation)")
            let page = try Fixture.rasterizePDF(pdf, page: 1)
            #expect(blockLetters(page) == blockLetters(image), "orientation \(orientation) in PDF")
            // SVG output embeds the file too, as a data URL, shown the same way.
            let svg = try document.data(format: .svg)
            #expect(String(decoding: svg, as: UTF8.self).contains(bytes.base64EncodedString()))
            let drawn = try #require(try Fixture.rasterizeSVG(svg).image)
            #expect(blockLetters(drawn) == blockLetters(image), "orientation \(orientation) in SVG")
            let png = try document.image(scale: 1)
            #expect(blockLetters(png) == blockLetters(image), "orientation \(orientation) in PNG")
        }
    }

    @Test func aCMYKJPEGGoesIntoAPDFAsPixels() throws {
        let bytes = try ImageFixtureFiles.data("cmyk-adobe.jpg")
        let image = try Image(decoding: bytes)
        var document = Document()
        document.addPage(size: image.size) { $0.draw(image, in: Rect(origin: .zero, size: image.size)) }
        let pdf = try document.data(format: .pdf)
        #expect(ImageFixtureFiles.offset(of: bytes, in: pdf) == nil)
        let page = try Fixture.rasterizePDF(pdf, page: 1)
        #expect(PagePixels.close(PagePixels.rgba(page, 4, 4), [0, 255, 255, 255], tolerance: 2))
        #expect(PagePixels.close(PagePixels.rgba(page, 12, 12), [0, 0, 0, 255], tolerance: 2))
    }
}
