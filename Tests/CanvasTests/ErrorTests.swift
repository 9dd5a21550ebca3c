import Foundation
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
        document.addPage(size: Size(width: .nan, height: 10)) { _ in }
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

    // MARK: Drawing failures

    @Test(arguments: [DocumentFormat.pdf, .svg, .png])
    func aThrowingPageLeavesAnExistingTargetUntouched(format: DocumentFormat) throws {
        var document = Fixture.redRectDocument()
        document.addPage(size: Size(width: 50, height: 50)) { context in
            context.fill(Rect(x: 0, y: 0, width: 50, height: 50), with: .blue)
            throw DrawingAborted()
        }
        let page = format == .pdf ? 0 : 1
        let scratch = try ScratchDirectory()
        let url = scratch.file("target.\(format.fileExtension)")
        let original = Data("the previous render".utf8)
        try original.write(to: url)
        // The closure's own error comes through unchanged.
        #expect(throws: DrawingAborted.self) { try document.write(to: url, format: format, page: page) }
        #expect(try Data(contentsOf: url) == original)
        #expect(scratch.entries == [url.lastPathComponent])
        #expect(throws: DrawingAborted.self) { try document.data(format: format, page: page) }
    }

    @Test func aThrowingPageInAStreamedPDFLeavesTheTargetUntouched() throws {
        let scratch = try ScratchDirectory()
        let url = scratch.file("streamed.pdf")
        let original = Data("previous".utf8)
        try original.write(to: url)
        let pages = (0..<3).lazy.map { index in
            Page(size: Size(width: 40, height: 40)) { context in
                context.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .green)
                if index == 2 { throw DrawingAborted() }
            }
        }
        #expect(throws: DrawingAborted.self) { try Document.writePDF(pages: pages, to: url) }
        #expect(try Data(contentsOf: url) == original)
        #expect(scratch.entries == ["streamed.pdf"])
        // A CanvasError thrown by a page also comes through as itself.
        let canvasPages = [Page(size: Size(width: 10, height: 10)) { _ in throw CanvasError.emptyDocument }]
        #expect(canvasError { try Document.writePDF(pages: canvasPages, to: url) } == .emptyDocument)
        #expect(try Data(contentsOf: url) == original)
    }

    /// Drawing calls that get non-finite geometry: each must make the render throw
    /// `.invalidGeometry`, in every format, without crashing or reaching cairo.
    static let invalidDrawings: [(String, @Sendable (GraphicsContext) -> Void)] = [
        ("fill NaN rect", { $0.fill(Rect(x: .nan, y: 0, width: 10, height: 10), with: .red) }),
        ("fill infinite rect", { $0.fill(Rect(x: 0, y: 0, width: .infinity, height: 10), with: .red) }),
        ("fill far path", { $0.fill(Rect(x: 0, y: 0, width: 1e12, height: 10), with: .red) }),
        (
            "stroke NaN width",
            { $0.stroke(Rect(x: 0, y: 0, width: 10, height: 10), with: .red, lineWidth: .nan) }
        ),
        (
            "stroke negative width",
            { $0.stroke(Rect(x: 0, y: 0, width: 10, height: 10), with: .red, lineWidth: -1) }
        ),
        (
            "dash NaN",
            {
                $0.strokeLine(
                    from: .zero, to: Point(x: 9, y: 9), with: .black, style: StrokeStyle(dash: [.nan]))
            }
        ),
        (
            "dash negative",
            {
                $0.strokeLine(
                    from: .zero, to: Point(x: 9, y: 9), with: .black, style: StrokeStyle(dash: [4, -1, 2, 2]))
            }
        ),
        (
            "dash infinite",
            {
                $0.strokeLine(
                    from: .zero, to: Point(x: 9, y: 9), with: .black,
                    style: StrokeStyle(dash: [.infinity, 2]))
            }
        ),
        (
            "dash phase NaN",
            {
                $0.strokeLine(
                    from: .zero, to: Point(x: 9, y: 9), with: .black,
                    style: StrokeStyle(dash: [2], dashPhase: .nan))
            }
        ),
        ("line to NaN", { $0.strokeLine(from: .zero, to: Point(x: .nan, y: 1), with: .black) }),
        (
            "translated past cairo's fixed-point range",
            {
                // 2²⁴ + 10 would wrap to 10 in cairo's 24.8 fixed point and draw on the page.
                $0.translateBy(x: 16_777_226, y: 0)
                $0.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .red)
            }
        ),
        (
            "scaled past cairo's fixed-point range",
            {
                $0.scaleBy(x: 1_000, y: 1_000)
                $0.fill(Rect(x: 0, y: 0, width: 10_000, height: 10), with: .red)
            }
        ),
        (
            "text translated far away",
            {
                $0.translateBy(x: 0, y: 9_000_000)
                $0.draw(TextLayout(plain: "far", font: .body), at: .zero)
            }
        ),
        (
            "image translated far away",
            { context in
                let image = try! Image(rgbaBytes: [0, 0, 0, 255], pixelWidth: 1, pixelHeight: 1)
                context.translateBy(x: -9_000_000, y: 0)
                context.draw(image, in: Rect(x: 0, y: 0, width: 10, height: 10))
            }
        ),
        ("translate NaN", { $0.translateBy(x: .nan, y: 0) }),
        ("scale infinity", { $0.scaleBy(x: .infinity, y: 1) }),
        ("scale zero", { $0.scaleBy(x: 0, y: 1) }),
        ("clip NaN rect", { $0.clip(to: Rect(x: 0, y: .nan, width: 10, height: 10)) }),
        ("clip far rect", { $0.clip(to: Rect(x: 0, y: 0, width: 1e300, height: 10)) }),
        (
            "gradient NaN point",
            {
                let gradient = Gradient(colors: [.red, .blue])
                $0.fill(
                    Path(Rect(x: 0, y: 0, width: 10, height: 10)),
                    with: .linearGradient(gradient, start: .zero, end: Point(x: .nan, y: 0)))
            }
        ),
        (
            "radial NaN radius",
            {
                let gradient = Gradient(colors: [.red, .blue])
                $0.fill(
                    Path(Rect(x: 0, y: 0, width: 10, height: 10)),
                    with: .radialGradient(gradient, center: .zero, startRadius: 0, endRadius: .nan))
            }
        ),
        (
            "image in NaN rect",
            { context in
                let image = try! Image(rgbaBytes: [0, 0, 0, 255], pixelWidth: 1, pixelHeight: 1)
                context.draw(image, in: Rect(x: .nan, y: 0, width: 10, height: 10))
            }
        ),
        (
            "image in far rect",
            { context in
                let image = try! Image(rgbaBytes: [0, 0, 0, 255], pixelWidth: 1, pixelHeight: 1)
                context.draw(image, in: Rect(x: 0, y: 0, width: 1e300, height: 10))
            }
        ),
        (
            "image in vanishing rect",
            { context in
                let image = try! Image(rgbaBytes: [0, 0, 0, 255], pixelWidth: 1, pixelHeight: 1)
                context.draw(image, in: Rect(x: 0, y: 0, width: 1e-200, height: 1e-200))
            }
        ),
        (
            "text at NaN",
            { $0.draw(TextLayout(plain: "NaN", font: .body), at: Point(x: 0, y: .nan)) }
        ),
    ]

    @Test(arguments: 0..<invalidDrawings.count)
    func invalidGeometryFailsTheRenderInEveryFormat(index: Int) throws {
        let (name, draw) = Self.invalidDrawings[index]
        var document = Document()
        document.addPage(size: Size(width: 40, height: 40)) { context in
            context.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .white)
            draw(context)
            // Drawing goes on after the bad call; the first error is the one reported.
            context.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .red)
        }
        for format in [DocumentFormat.pdf, .svg, .png(scale: 2)] {
            let error = canvasError { _ = try document.data(format: format) }
            #expect(
                error?.caseName == "invalidGeometry", "\(name) in \(format): \(String(describing: error))")
            try expectFailedWriteLeavesTargetsAlone(document, format: format, expected: "invalidGeometry")
        }
    }

    @Test func aShapeWithinLimitsInPointsCanExceedThemInPixels() throws {
        // 999,999 pt is a valid coordinate; at 16 px per point it is 16 million pixels, beyond cairo's
        // fixed-point range, where it used to wrap and draw nothing without an error.
        var document = Document()
        document.addPage(size: Size(width: 40, height: 40)) { context in
            context.fill(Rect(x: 0, y: 0, width: 999_999, height: 10), with: .red)
        }
        let one = try document.image(scale: 1)
        #expect(Fixture.inkBounds(one, background: .clear) == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(canvasError { _ = try document.image(scale: 16) }?.caseName == "invalidGeometry")
        // PDF and SVG work in points.
        #expect(throws: Never.self) { _ = try document.data(format: .pdf) }
    }

    @Test func anUnbalancedRestoreFailsTheRenderInEveryFormat() throws {
        var document = Document()
        document.addPage(size: Size(width: 20, height: 20)) { context in
            context.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: .red)
            context.restore()
        }
        for format in [DocumentFormat.pdf, .svg, .png] {
            let error = canvasError { _ = try document.data(format: format) }
            #expect(error?.caseName == "cairo", "\(format): \(String(describing: error))")
            try expectFailedWriteLeavesTargetsAlone(document, format: format, expected: "cairo")
        }
    }

    @Test func aScaleTooSmallToInvertFailsTheRenderInEveryFormat() throws {
        var document = Document()
        document.addPage(size: Size(width: 20, height: 20)) { context in
            context.scaleBy(x: 1e-200, y: 1e-200)
            context.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: .red)
        }
        for format in [DocumentFormat.pdf, .svg, .png] {
            let error = canvasError { _ = try document.data(format: format) }
            #expect(
                error?.caseName == "cairo" || error?.caseName == "invalidGeometry",
                "\(format): \(String(describing: error))")
        }
    }

    // MARK: Full disks

    /// Whether this process may mount a tmpfs (root, outside a restricted container).
    static let canMountTmpfs: Bool = {
        guard let directory = try? SmallDisk(kilobytes: 16) else { return false }
        directory.unmount()
        return true
    }()

    /// A document whose every output is well over 64 KB: a page of incompressible noise.
    static func noiseDocument() throws -> Document {
        var state: UInt32 = 0x1234_5678
        let bytes = (0..<(256 * 256 * 4)).map { index -> UInt8 in
            if index % 4 == 3 { return 255 }
            state = state &* 1_664_525 &+ 1_013_904_223  // a linear congruential generator
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let noise = try Image(rgbaBytes: bytes, pixelWidth: 256, pixelHeight: 256)
        var document = Document()
        document.addPage(size: Size(width: 256, height: 256)) { context in
            context.draw(noise, in: Rect(x: 0, y: 0, width: 256, height: 256))
        }
        return document
    }

    @Test(.enabled(if: canMountTmpfs, "mounting a 64 KB tmpfs needs root"))
    func aFullDiskFailsTheWriteAndKeepsTheTarget() throws {
        let disk = try SmallDisk(kilobytes: 64)
        defer { disk.unmount() }
        let document = try Self.noiseDocument()
        for format in [DocumentFormat.pdf, .svg, .png] {
            let url = disk.url.appendingPathComponent("target.\(format.fileExtension)")
            let original = Data("the previous render".utf8)
            try original.write(to: url)
            // The output really is larger than the disk.
            #expect(try document.data(format: format).count > 64 * 1024)
            let error = canvasError { try document.write(to: url, format: format) }
            #expect(error?.caseName == "writeFailed", "\(format): \(String(describing: error))")
            #expect(try Data(contentsOf: url) == original, "\(format)")
            #expect(disk.entries == [url.lastPathComponent], "\(format) left \(disk.entries)")
            try FileManager.default.removeItem(at: url)
        }
        // The space came back: a small document still fits.
        try Fixture.redRectDocument().write(to: disk.url.appendingPathComponent("small.png"), format: .png)
        #expect(disk.entries == ["small.png"])
    }

    @Test func aWriteErrorFromTheKernelTakesTheFailurePath() throws {
        // /dev/full fails every write with ENOSPC: the bytes go there while the temporary file is
        // created beside the target as usual (AtomicFile's test seam).
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let scratch = try ScratchDirectory()
        let url = scratch.file("target.png")
        let original = Data("previous".utf8)
        try original.write(to: url)
        let png = try Fixture.redRectDocument().data(format: .png)
        let error = canvasError { try AtomicFile.write(png, to: url, redirectingWritesTo: full) }
        guard case .writeFailed(let path, let reason) = error else {
            Issue.record("expected writeFailed, got \(String(describing: error))")
            return
        }
        #expect(path == url.standardizedFileURL.path)
        #expect(reason.localizedCaseInsensitiveContains("space"), "\(reason)")
        #expect(try Data(contentsOf: url) == original)
        #expect(scratch.entries == ["target.png"])
        // A streamed PDF stops at the first failed write and reports it, rather than a short file.
        let pdfError = canvasError {
            try AtomicFile.write(to: scratch.file("new.pdf"), redirectingWritesTo: full) {
                sink throws(CanvasError) in
                do {
                    try Document.renderPDF(
                        pages: Fixture.redRectDocument().pages, metadata: DocumentMetadata(), into: sink)
                } catch let error as CanvasError {
                    throw error
                } catch {
                    throw .malformedOutput(format: "pdf", reason: "\(error)")
                }
            }
        }
        #expect(pdfError?.caseName == "writeFailed", "\(String(describing: pdfError))")
        #expect(scratch.entries == ["target.png"])
    }

    @Test func anOutputSinkOnAFullDeviceRecordsTheFirstFailure() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let sink = OutputSink(handle: full, path: "/dev/full")
        let bytes: [UInt8] = Array("%PDF-1.5".utf8)
        // Writes are buffered (64 KB): the failure shows when the buffer reaches the device.
        let ok = bytes.withUnsafeBufferPointer { sink.write($0) }
        #expect(ok)
        #expect(!sink.flush())
        #expect(canvasError { try sink.check() }?.caseName == "writeFailed")
        // A chunk of a whole buffer fails at once.
        let big = [UInt8](repeating: 0x20, count: OutputSink.bufferSize)
        let second = OutputSink(handle: full, path: "/dev/full")
        #expect(!big.withUnsafeBufferPointer { second.write($0) })
        // Later writes are refused without trying again.
        #expect(!bytes.withUnsafeBufferPointer { sink.write($0) })
        // A memory sink keeps everything and knows a PDF trailer when it sees one.
        let memory = OutputSink()
        let trailer = Array("%PDF-1.5\n...\n%%EOF\n".utf8)
        #expect(trailer.withUnsafeBufferPointer { memory.write($0) })
        #expect(memory.data == Data(trailer))
        #expect(memory.endsWithEOF)
        #expect(throws: Never.self) { try memory.check() }
        // The trailer is found across writes of any size, and only at the end.
        let pieces = OutputSink()
        for piece in ["%PDF", String(repeating: "x", count: 40) + "%%E", "O", "F", "\n"] {
            _ = Array(piece.utf8).withUnsafeBufferPointer { pieces.write($0) }
        }
        #expect(pieces.endsWithEOF)
        #expect(pieces.byteCount == 4 + 43 + 3)
        _ = Array("more".utf8).withUnsafeBufferPointer { pieces.write($0) }
        #expect(!pieces.endsWithEOF)
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
