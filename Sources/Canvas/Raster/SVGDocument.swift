internal import CCairo
import Foundation
import Synchronization

/// An SVG document parsed by librsvg: the one owner of its `RsvgHandle`, which draws it as
/// vectors into any cairo context.
///
/// Parsing is hostile-input safe: entity expansion and embedded images bounded first
/// (``SVGEntityBudget``, ``SVGEmbeddedData``), librsvg's
/// default limits (no `XML_PARSE_HUGE`, entity loops refused, 500,000 referenced elements) and no
/// base file, so no URL other than `data:` resolves: no file is read and no
/// network is touched (`ImageSVGTests`).
///
/// `@unchecked Sendable`: librsvg handles are not thread-safe, so every use of the handle holds
/// ``lock``; the handle is released once, in `deinit`.
final class SVGDocument: @unchecked Sendable {
    /// The handle, used only under ``lock``.
    private let handle: UnsafeMutableRawPointer
    /// Serialises the handle's use between threads.
    private let lock = Mutex(())
    /// The document's intrinsic size in CSS pixels (its `width` and `height`, or its `viewBox`).
    let intrinsicSize: Size

    /// Parses `data`.
    ///
    /// - Throws: ``CanvasError/invalidImageData(_:)`` for bytes librsvg cannot read (malformed
    ///   XML, an entity loop or blow-up, an SVG with neither a size nor a `viewBox`).
    init(data: Data) throws(CanvasError) {
        try SVGEntityBudget.check(data)
        try SVGEmbeddedData.check(data)
        var message = CMessageBuffer()
        let opened = data.withUnsafeBytes { raw in
            vellum_svg_open(
                raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count, &message.bytes,
                message.capacity)
        }
        guard let opened else { throw .invalidImageData("SVG: \(message.text)") }
        var width = 0.0
        var height = 0.0
        guard vellum_svg_intrinsic_size(opened, &width, &height) == 0 else {
            vellum_svg_release(opened)
            throw .invalidImageData("SVG: the document has neither a width and height nor a viewBox")
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            vellum_svg_release(opened)
            throw .invalidImageData("SVG: the document's size is \(width) × \(height)")
        }
        handle = opened
        intrinsicSize = Size(width: width, height: height)
    }

    deinit { vellum_svg_release(handle) }

    /// Renders the document into `cairo` (borrowed) so that its intrinsic size fills `rect`.
    func render(into cairo: OpaquePointer, in rect: Rect) throws(CanvasError) {
        var message = CMessageBuffer()
        cairo_save(cairo)
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.width / intrinsicSize.width, rect.height / intrinsicSize.height)
        let status = lock.withLock { _ in
            vellum_svg_render(
                handle, UnsafeMutableRawPointer(cairo), intrinsicSize.width, intrinsicSize.height,
                &message.bytes,
                message.capacity)
        }
        cairo_restore(cairo)
        guard status == 0 else { throw .invalidImageData("SVG: \(message.text)") }
    }

    /// Renders the document once, shrunk into one pixel: librsvg walks the whole tree (and so
    /// meets its reference limits) while filters and images cost next to nothing.
    func validate() throws(CanvasError) {
        let side = max(intrinsicSize.width, intrinsicSize.height)
        _ = try surface(
            pixelWidth: 1, pixelHeight: 1,
            fitting: Rect(x: 0, y: 0, width: intrinsicSize.width / side, height: intrinsicSize.height / side))
    }

    /// The document rasterised to `width` × `height` pixels (its intrinsic size stretched to fill them).
    func rasterize(pixelWidth width: Int, pixelHeight height: Int) throws(CanvasError) -> PixelStorage {
        let surface = try surface(
            pixelWidth: width, pixelHeight: height,
            fitting: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        defer { withExtendedLifetime(surface) {} }
        return try Image(surface: surface.pointer, scale: 1).storage
    }

    /// A new image surface with the document rendered into `rect`.
    private func surface(pixelWidth width: Int, pixelHeight height: Int, fitting rect: Rect)
        throws(CanvasError)
        -> CairoSurface
    {
        let surface = try CairoSurface.image(pixelWidth: width, pixelHeight: height)
        guard let cairo = cairo_create(surface.pointer) else {
            throw .cairo(status: "no context", operation: "rendering an SVG")
        }
        defer { cairo_destroy(cairo) }
        try CanvasError.check(cairo_status(cairo), "rendering an SVG")
        try render(into: cairo, in: rect)
        try CanvasError.check(cairo_status(cairo), "rendering an SVG")
        return surface
    }
}
