import Foundation
import TestSupport
import Testing

@testable import Canvas

extension CanvasError {
    /// The case's name, so a failed expectation prints which error came instead.
    var caseName: String {
        switch self {
        case .invalidPageSize: "invalidPageSize"
        case .imageTooLarge: "imageTooLarge"
        case .invalidScale: "invalidScale"
        case .pageOutOfRange: "pageOutOfRange"
        case .emptyDocument: "emptyDocument"
        case .invalidGeometry: "invalidGeometry"
        case .cairo: "cairo"
        case .invalidImageData: "invalidImageData"
        case .unwritableTarget: "unwritableTarget"
        case .writeFailed: "writeFailed"
        case .malformedOutput: "malformedOutput"
        case .fontConfiguration: "fontConfiguration"
        case .limitExceeded: "limitExceeded"
        case .invalidMetadata: "invalidMetadata"
        }
    }
}

/// The `CanvasError` that `body` threw; records an issue and returns `nil` when it threw nothing
/// or something else.
func canvasError(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> CanvasError? {
    do {
        try body()
        Issue.record("expected a CanvasError, nothing was thrown", sourceLocation: sourceLocation)
        return nil
    } catch let error as CanvasError {
        return error
    } catch {
        Issue.record(
            "expected a CanvasError, got \(type(of: error)): \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// An error a page's drawing closure throws.
struct DrawingAborted: Error, Equatable {}

/// Checks that writing `format` fails with `expected` and leaves the file system alone: no file is
/// created at a fresh target, an existing target keeps its bytes, and no temporary file remains.
func expectFailedWriteLeavesTargetsAlone(
    _ document: Document, format: DocumentFormat, page: Int = 0, expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let scratch = try ScratchDirectory()
    let fresh = scratch.file("fresh.\(format.fileExtension)")
    let error = canvasError(sourceLocation: sourceLocation) {
        try document.write(to: fresh, format: format, page: page)
    }
    #expect(
        error?.caseName == expected, "\(format): \(String(describing: error))", sourceLocation: sourceLocation
    )
    #expect(scratch.entries.isEmpty, "\(format) left \(scratch.entries)", sourceLocation: sourceLocation)

    let existing = scratch.file("existing.\(format.fileExtension)")
    let original = Data("the previous render, which must survive".utf8)
    try original.write(to: existing)
    let again = canvasError(sourceLocation: sourceLocation) {
        try document.write(to: existing, format: format, page: page)
    }
    #expect(
        again?.caseName == expected, "\(format): \(String(describing: again))", sourceLocation: sourceLocation
    )
    #expect(
        try Data(contentsOf: existing) == original, "\(format) touched the target",
        sourceLocation: sourceLocation)
    #expect(scratch.entries == ["existing.\(format.fileExtension)"], sourceLocation: sourceLocation)
}

@Suite("Errors: every refusal is a typed CanvasError and leaves files alone")
struct ErrorTests {
    static let badSides: [Double] = [0, -5, .nan, .infinity, -.infinity, 1e9]

    // MARK: Page sizes

    @Test(arguments: badSides)
    func invalidPageSideIsRefusedByPDFAndSVG(side: Double) throws {
        for size in [
            Size(width: side, height: 100), Size(width: 100, height: side), Size(width: side, height: side),
        ] {
            let document = Fixture.redRectDocument(size: size)
            #expect(
                canvasError { _ = try document.data(format: .pdf) }?.caseName == "invalidPageSize", "\(size)")
            #expect(
                canvasError { _ = try document.data(format: .svg) }?.caseName == "invalidPageSize", "\(size)")
            try expectFailedWriteLeavesTargetsAlone(document, format: .pdf, expected: "invalidPageSize")
            try expectFailedWriteLeavesTargetsAlone(document, format: .svg, expected: "invalidPageSize")
        }
    }

    @Test(arguments: badSides)
    func invalidPageSideIsRefusedByPNG(side: Double) throws {
        // 1e9 pt is a finite, positive size whose pixels exceed the image limits; the rest are not sizes.
        let expected = side == 1e9 ? "imageTooLarge" : "invalidPageSize"
        for size in [Size(width: side, height: 100), Size(width: 100, height: side)] {
            let document = Fixture.redRectDocument(size: size)
            #expect(canvasError { _ = try document.data(format: .png) }?.caseName == expected, "\(size)")
            #expect(canvasError { _ = try document.image(scale: 2) }?.caseName == expected, "\(size)")
            try expectFailedWriteLeavesTargetsAlone(document, format: .png, expected: expected)
        }
    }

    @Test func pageSidesUpToThePDFLimitAreAccepted() throws {
        #expect(throws: Never.self) { try RenderLimits.validatePage(Size(width: 14_400, height: 14_400)) }
        #expect(throws: Never.self) { try RenderLimits.validatePage(Size(width: 0.001, height: 1)) }
        #expect(
            canvasError { try RenderLimits.validatePage(Size(width: 14_400.01, height: 1)) }?.caseName
                == "invalidPageSize")
        let info = try Fixture.pdfInfo(
            try Fixture.redRectDocument(size: Size(width: 14_400, height: 10)).data(format: .pdf))
        #expect(info.pageSizes == [Size(width: 14_400, height: 10)])
    }

    @Test func aBadPageAfterGoodOnesFailsTheWholePDF() throws {
        var document = Fixture.redRectDocument()
        document.addPage(size: Size(width: Double.nan, height: 10)) { _ in }
        #expect(canvasError { _ = try document.data(format: .pdf) }?.caseName == "invalidPageSize")
        try expectFailedWriteLeavesTargetsAlone(document, format: .pdf, expected: "invalidPageSize")
        // The good page alone still renders as SVG and PNG.
        #expect(throws: Never.self) { _ = try document.data(format: .svg, page: 0) }
    }

    // MARK: Image limits

    @Test func pngSidesOverTheCairoLimitAreRefused() throws {
        let limit = RenderLimits.maximumPixelSide
        #expect(limit == 32_767)
        let wide = Fixture.redRectDocument(size: Size(width: Double(limit + 1), height: 1))
        let error = canvasError { _ = try wide.data(format: .png) }
        #expect(error == .imageTooLarge(width: limit + 1, height: 1, reason: "sides are limited to 32767 px"))
        try expectFailedWriteLeavesTargetsAlone(wide, format: .png, expected: "imageTooLarge")
        // A page that fits at scale 1 is too large at scale 2: 16,384 × 2 > 32,767.
        let tall = Fixture.redRectDocument(size: Size(width: 1, height: 16_384))
        #expect(canvasError { _ = try tall.data(format: .png(scale: 2)) }?.caseName == "imageTooLarge")
        // The side limit itself is accepted (a 32,767 × 1 image is small).
        let edge = Fixture.redRectDocument(size: Size(width: Double(limit), height: 1))
        #expect(try edge.image().pixelWidth == limit)
    }

    @Test func pngAreaOverTheLimitIsRefusedBeforeAllocating() throws {
        let count = RenderLimits.maximumPixelCount
        // 10,001² is just over 100,000,000 while each side is within 32,767.
        let side = Int(Double(count).squareRoot()) + 1
        let document = Fixture.redRectDocument(size: Size(width: Double(side), height: Double(side)))
        let error = canvasError { _ = try document.data(format: .png) }
        #expect(error?.caseName == "imageTooLarge")
        if case .imageTooLarge(let width, let height, _) = error {
            #expect(width == side && height == side && width * height > count)
        }
        try expectFailedWriteLeavesTargetsAlone(document, format: .png, expected: "imageTooLarge")
        // The same page at a scale that brings it under the limit is accepted by the limits.
        let pixels = try RenderLimits.pixelSize(
            of: Size(width: Double(side), height: Double(side)), scale: 0.5)
        #expect(pixels.width == (side + 1) / 2 && pixels.height == (side + 1) / 2)
    }

    // MARK: Scales

    @Test(arguments: [0, .nan, 100, -1, .infinity, 0.001, 16.5])
    func invalidScaleIsRefused(scale: Double) throws {
        let document = Fixture.redRectDocument()
        let error = canvasError { _ = try document.data(format: .png(scale: scale)) }
        #expect(error?.caseName == "invalidScale")
        #expect(canvasError { _ = try document.image(scale: scale) }?.caseName == "invalidScale")
        try expectFailedWriteLeavesTargetsAlone(
            document, format: .png(scale: scale), expected: "invalidScale")
        let png = try document.data(format: .png)
        #expect(canvasError { _ = try Image(pngData: png, scale: scale) }?.caseName == "invalidScale")
        let bytes = [UInt8](repeating: 255, count: 4)
        #expect(
            canvasError { _ = try Image(rgbaBytes: bytes, pixelWidth: 1, pixelHeight: 1, scale: scale) }?
                .caseName
                == "invalidScale")
    }

    @Test(arguments: [0.01, 0.5, 1.5, 16])
    func scalesWithinTheRangeAreAccepted(scale: Double) throws {
        let image = try Fixture.redRectDocument().image(scale: scale)
        #expect(image.pixelWidth == Int((100 * scale).rounded(.up)))
        #expect(image.pixelHeight == Int((50 * scale).rounded(.up)))
        #expect(image.scale == scale)
    }

    // MARK: Targets

    @Test(arguments: [DocumentFormat.pdf, .svg, .png])
    func aMissingDirectoryIsAnUnwritableTarget(format: DocumentFormat) throws {
        let scratch = try ScratchDirectory()
        let url = scratch.file("missing").appendingPathComponent("out.\(format.fileExtension)")
        let error = canvasError { try Fixture.redRectDocument().write(to: url, format: format) }
        #expect(error?.caseName == "unwritableTarget")
        #expect(scratch.entries.isEmpty)
    }

    @Test(arguments: [DocumentFormat.pdf, .svg, .png])
    func aDirectoryIsAnUnwritableTarget(format: DocumentFormat) throws {
        let scratch = try ScratchDirectory()
        let directory = scratch.file("a-directory.\(format.fileExtension)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: directory.appendingPathComponent("inside"))
        let error = canvasError { try Fixture.redRectDocument().write(to: directory, format: format) }
        #expect(error?.caseName == "unwritableTarget")
        #expect(scratch.entries == ["a-directory.\(format.fileExtension)"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["inside"])
    }

    @Test(arguments: [DocumentFormat.pdf, .svg, .png])
    func aPathUnderProcIsAnUnwritableTarget(format: DocumentFormat) throws {
        let url = URL(fileURLWithPath: "/proc/vellum-\(UUID().uuidString).\(format.fileExtension)")
        let error = canvasError { try Fixture.redRectDocument().write(to: url, format: format) }
        #expect(error?.caseName == "unwritableTarget")
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func aFileUsedAsADirectoryIsAnUnwritableTarget() throws {
        let scratch = try ScratchDirectory()
        let file = scratch.file("plain")
        try Data("x".utf8).write(to: file)
        let error = canvasError {
            try Fixture.redRectDocument().write(to: file.appendingPathComponent("out.pdf"), format: .pdf)
        }
        #expect(error?.caseName == "unwritableTarget")
        #expect(try Data(contentsOf: file) == Data("x".utf8))
    }

    // MARK: Documents and pages

    @Test func anEmptyDocumentHasNothingToRender() throws {
        let document = Document()
        for format in [DocumentFormat.pdf, .svg, .png] {
            #expect(canvasError { _ = try document.data(format: format) } == .emptyDocument, "\(format)")
            try expectFailedWriteLeavesTargetsAlone(document, format: format, expected: "emptyDocument")
        }
        #expect(canvasError { _ = try document.image() } == .emptyDocument)
        let scratch = try ScratchDirectory()
        #expect(
            canvasError { try Document.writePDF(pages: [Page](), to: scratch.file("e.pdf")) }
                == .emptyDocument)
        #expect(scratch.entries.isEmpty)
    }

    @Test(arguments: [-1, 1, 2, Int.max, Int.min])
    func aPageIndexOutOfRangeIsRefused(index: Int) throws {
        let document = Fixture.redRectDocument()
        for format in [DocumentFormat.svg, .png] {
            let error = canvasError { _ = try document.data(format: format, page: index) }
            #expect(error == .pageOutOfRange(index: index, pageCount: 1), "\(format)")
            try expectFailedWriteLeavesTargetsAlone(
                document, format: format, page: index, expected: "pageOutOfRange")
        }
        #expect(
            canvasError { _ = try document.image(page: index) } == .pageOutOfRange(index: index, pageCount: 1)
        )
        // PDF holds every page, so the index does not apply.
        #expect(throws: Never.self) { _ = try document.data(format: .pdf, page: index) }
    }

    // MARK: Image data

    @Test func invalidPNGDataIsRefused() throws {
        let good = try Fixture.redRectDocument().data(format: .png)
        let samples: [(String, Data)] = [
            ("empty", Data()),
            ("text", Data("definitely not a PNG".utf8)),
            ("signature only", good.prefix(8)),
            ("truncated", good.prefix(good.count / 2)),
            ("corrupt body", good.prefix(40) + Data(repeating: 0xAB, count: good.count - 40)),
            ("JPEG", Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0])),
        ]
        for (name, data) in samples {
            #expect(canvasError { _ = try Image(pngData: data) }?.caseName == "invalidImageData", "\(name)")
        }
        let scratch = try ScratchDirectory()
        #expect(
            canvasError { _ = try Image(contentsOf: scratch.file("none.png")) }?.caseName
                == "invalidImageData")
    }

    // MARK: Descriptions

    @Test func everyErrorDescribesItsValue() {
        let errors: [(CanvasError, String)] = [
            (.invalidPageSize(Size(width: -5, height: 10), reason: "r"), "-5 × 10"),
            (.imageTooLarge(width: 40_000, height: 10, reason: "r"), "40000 × 10"),
            (.invalidScale(100), "100"),
            (.pageOutOfRange(index: 3, pageCount: 2), "page 3"),
            (.emptyDocument, "no pages"),
            (.invalidGeometry("line width nan"), "line width nan"),
            (.cairo(status: "invalid restore", operation: "ending a page"), "invalid restore"),
            (.invalidImageData("bad signature"), "bad signature"),
            (.unwritableTarget(path: "/x/y.pdf", reason: "r"), "/x/y.pdf"),
            (.writeFailed(path: "/x/z.png", reason: "No space left on device"), "No space left"),
            (.malformedOutput(format: "pdf", reason: "no %%EOF"), "pdf"),
            (.fontConfiguration("no fonts"), "no fonts"),
        ]
        for (error, fragment) in errors {
            #expect(error.description.contains(fragment), "\(error.description)")
            #expect("\(error)" == error.description)
        }
    }
}

/// A tmpfs of a few kilobytes mounted under the temporary directory, to fill up.
final class SmallDisk {
    let url: URL
    private var mounted = true

    init(kilobytes: Int) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        guard let mount = Fixture.tool("mount"),
            let result = try? Fixture.run(
                mount, ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path]),
            result.status == 0
        else {
            try? FileManager.default.removeItem(at: url)
            throw CocoaError(.featureUnsupported)
        }
    }

    var entries: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    func unmount() {
        guard mounted else { return }
        mounted = false
        if let umount = Fixture.tool("umount") { _ = try? Fixture.run(umount, [url.path]) }
        try? FileManager.default.removeItem(at: url)
    }

    deinit { unmount() }
}
