internal import CCairo
import Foundation

extension PNGEncoder {
    /// cairo's own PNG writer (`cairo_surface_write_to_png_stream`: libpng and zlib) over an
    /// image's pixels: the reference the tests compare ``encode(_:width:height:)`` with, pixel for
    /// pixel and in size. Nothing in Canvas calls it.
    static func cairoReference(_ image: Image) throws(CanvasError) -> Data {
        try image.withSurface { surface throws(CanvasError) in
            let sink = OutputSink()
            let status = withExtendedLifetime(sink) {
                cairo_surface_write_to_png_stream(
                    surface, OutputSink.callback, Unmanaged.passUnretained(sink).toOpaque())
            }
            try sink.check()
            try CanvasError.check(status, "writing PNG")
            return sink.data
        }
    }
}
