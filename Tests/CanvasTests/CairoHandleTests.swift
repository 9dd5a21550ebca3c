import CCairo
import Testing

@testable import Canvas

/// The one owner of cairo surfaces and patterns: a failed constructor becomes a typed error
/// naming the operation, through the one status-to-error place.
@Suite("cairo handles")
struct CairoHandleTests {
    @Test func aFailedSurfaceIsATypedError() {
        #expect(
            throws: CanvasError.cairo(
                status:
                    "invalid value (typically too big) for the size of the input (surface, pattern, etc.)",
                operation: "making a test surface")
        ) {
            _ = try CairoSurface(
                cairo_image_surface_create(CAIRO_FORMAT_ARGB32, -1, 10), operation: "making a test surface")
        }
    }

    @Test func aGoodSurfaceAndPatternPassTheirChecks() throws {
        let surface = try CairoSurface(
            cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4), operation: "making a test surface")
        #expect(cairo_image_surface_get_width(surface.pointer) == 4)
        let pattern = try CairoPattern(
            cairo_pattern_create_linear(0, 0, 1, 1), operation: "making a gradient")
        try pattern.check("checking a gradient")
        #expect(cairo_pattern_get_type(pattern.pointer) == CAIRO_PATTERN_TYPE_LINEAR)
    }

    @Test func successIsNoError() {
        #expect(CanvasError.cairo(CAIRO_STATUS_SUCCESS, "anything") == nil)
        #expect(
            CanvasError.cairo(CAIRO_STATUS_NO_MEMORY, "x") == .cairo(status: "out of memory", operation: "x"))
    }
}
