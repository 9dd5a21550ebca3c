internal import CCairo
import Foundation

/// Encodes cairo image surfaces as PNG through cairo's stream writer.
enum PNGEncoder {
    static func encode(_ surface: OpaquePointer) throws(CanvasError) -> Data {
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
