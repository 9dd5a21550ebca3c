import Foundation
import TestSupport
import Testing

@testable import Canvas

/// Errors while drawing: cairo failures, bad geometry and throwing pages.
extension ErrorTests {
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
        ("fill NaN rect", { $0.fill(Rect(x: Double.nan, y: 0, width: 10, height: 10), with: .red) }),
        ("fill infinite rect", { $0.fill(Rect(x: 0, y: 0, width: Double.infinity, height: 10), with: .red) }),
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
        ("line to NaN", { $0.strokeLine(from: .zero, to: Point(x: Double.nan, y: 1), with: .black) }),
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
        ("clip NaN rect", { $0.clip(to: Rect(x: 0, y: Double.nan, width: 10, height: 10)) }),
        ("clip far rect", { $0.clip(to: Rect(x: 0, y: 0, width: 1e300, height: 10)) }),
        (
            "gradient NaN point",
            {
                let gradient = Gradient(colors: [.red, .blue])
                $0.fill(
                    Path(Rect(x: 0, y: 0, width: 10, height: 10)),
                    with: .linearGradient(gradient, start: .zero, end: Point(x: Double.nan, y: 0)))
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
                context.draw(image, in: Rect(x: Double.nan, y: 0, width: 10, height: 10))
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
            { $0.draw(TextLayout(plain: "NaN", font: .body), at: Point(x: 0, y: Double.nan)) }
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
}
