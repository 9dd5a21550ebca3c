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
