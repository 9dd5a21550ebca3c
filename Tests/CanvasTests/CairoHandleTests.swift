import Testing

@testable import Canvas

/// The one owner of cairo surfaces: a failed constructor becomes a typed error naming the
/// operation, through the one status-to-error place (C stays inside Canvas: the test goes through
/// Canvas's own constructors).
@Suite("cairo handles")
struct CairoHandleTests {
    @Test func aFailedSurfaceIsATypedError() {
        #expect(
            throws: CanvasError.cairo(
                status:
                    "invalid value (typically too big) for the size of the input (surface, pattern, etc.)",
                operation: "creating an image")
        ) {
            _ = try CairoSurface.image(pixelWidth: -1, pixelHeight: 10)
        }
    }

    @Test func aGoodSurfacePassesItsCheck() throws {
        let surface = try CairoSurface.image(pixelWidth: 4, pixelHeight: 4)
        try surface.check("checking a test surface")
        #expect(surface.pixelWidth == 4)
    }
}

/// A page may keep the context it is given. A PDF or SVG surface writes through a callback to
/// the render's sink until it is finished, so a render finishes its surface on every path: a
/// surface left open after a failed render, and destroyed when the page lets its context go,
/// wrote to a sink already freed.
@Suite("streamed surfaces")
struct StreamedSurfaceTests {
    /// Keeps what a page is given, past the render.
    final class Kept {
        var context: GraphicsContext?
    }

    struct Stop: Error {}

    @Test(arguments: [DocumentFormat.pdf, .svg], [false, true])
    func aKeptContextOutlivesItsRenderWithoutWritingAgain(format: DocumentFormat, fails: Bool) throws {
        let kept = Kept()
        let page = Page(size: Size(width: 100, height: 100)) { context in
            kept.context = context
            context.fill(Rect(x: 10, y: 10, width: 20, height: 20), with: .black)
            if fails { throw Stop() }
        }
        let document = Document(pages: [page])
        if fails {
            #expect(throws: (any Error).self) { _ = try document.data(format: format) }
        } else {
            _ = try document.data(format: format)
        }
        // Drawing on a finished surface is an error cairo reports, not output to the old sink.
        let context = try #require(kept.context)
        #expect(context.firstError == nil)
        context.fill(Rect(x: 40, y: 40, width: 20, height: 20), with: .black)
        context.checkStatus("drawing after the render")
        #expect(context.firstError != nil, "the surface of a \(format) render is still open")
        kept.context = nil
    }
}
