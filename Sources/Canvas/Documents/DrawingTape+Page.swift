internal import CCairo
import Foundation

extension DrawingTape {
    /// Records `page` drawn once; rethrows what its drawing throws.
    static func record(_ page: Page) throws -> DrawingTape {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: page.size.width, height: page.size.height)
        let surface = try CairoSurface(
            cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents), operation: "recording a page"
        )
        let context = try GraphicsContext(
            surface: surface, pageSize: page.size, displayScale: GraphicsContext.vectorDisplayScale)
        let tape = DrawingTape()
        context.tape = tape
        // A context the page keeps past the render draws onto a finished surface: an error, as
        // after any other render.
        defer {
            context.tape = nil
            cairo_surface_finish(surface.pointer)
        }
        try page.draw(context)
        return tape
    }
}
