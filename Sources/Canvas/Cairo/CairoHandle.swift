internal import CCairo

/// A kind of reference-counted cairo object: how to read its status and drop its reference.
protocol CairoObjectKind {
    /// The object's status (cairo keeps an error in the object instead of returning it).
    static func status(_ object: OpaquePointer) -> cairo_status_t
    /// Drops the owner's reference.
    static func destroy(_ object: OpaquePointer)
}

/// A cairo object with one Swift owner: taken from its constructor and status-checked in the
/// initialiser, destroyed exactly once in `deinit` (also when the check fails).
///
/// Every surface and pattern Vellum makes lives in one of these (``CairoSurface``,
/// ``CairoPattern``), so no path can leak one or destroy one twice. A context that uses the object
/// keeps its own reference.
final class CairoHandle<Kind: CairoObjectKind> {
    /// The object; valid only while the owner is alive. Swift may release an owner right after
    /// its last use, so a caller whose last use of the owner is reading this keeps the owner
    /// alive with `defer { withExtendedLifetime(owner) {} }`.
    let pointer: OpaquePointer

    /// Takes ownership of what a cairo constructor returned, and throws if cairo reports that it
    /// failed.
    init(_ created: OpaquePointer?, operation: String) throws(CanvasError) {
        guard let created else { throw .cairo(status: "cairo returned nothing", operation: operation) }
        pointer = created
        try check(operation)
    }

    deinit { Kind.destroy(pointer) }

    /// cairo's current status for the object, thrown as an error when it failed.
    func check(_ operation: String) throws(CanvasError) {
        try CanvasError.check(Kind.status(pointer), operation)
    }
}

/// cairo surfaces: PDF, SVG and image surfaces, and wrappers over an ``Image``'s pixels.
enum CairoSurfaceKind: CairoObjectKind {
    static func status(_ object: OpaquePointer) -> cairo_status_t { cairo_surface_status(object) }
    static func destroy(_ object: OpaquePointer) { cairo_surface_destroy(object) }
}

/// cairo patterns: gradients.
enum CairoPatternKind: CairoObjectKind {
    static func status(_ object: OpaquePointer) -> cairo_status_t { cairo_pattern_status(object) }
    static func destroy(_ object: OpaquePointer) { cairo_pattern_destroy(object) }
}

/// cairo scaled fonts: a font at a size, which cairo lets any thread draw with and release.
enum CairoScaledFontKind: CairoObjectKind {
    static func status(_ object: OpaquePointer) -> cairo_status_t { cairo_scaled_font_status(object) }
    static func destroy(_ object: OpaquePointer) { cairo_scaled_font_destroy(object) }
}

/// The owner of a cairo surface.
typealias CairoSurface = CairoHandle<CairoSurfaceKind>
/// The owner of a cairo pattern.
typealias CairoPattern = CairoHandle<CairoPatternKind>
/// The owner of one reference to a cairo scaled font.
typealias CairoScaledFont = CairoHandle<CairoScaledFontKind>

extension CairoHandle where Kind == CairoSurfaceKind {
    /// A new ARGB32 image surface of a pixel size, owned and status-checked.
    static func image(pixelWidth: Int, pixelHeight: Int) throws(CanvasError) -> CairoSurface {
        try CairoSurface(
            cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32(clamping: pixelWidth), Int32(clamping: pixelHeight)),
            operation: "creating an image")
    }

    /// The width in pixels of an image surface.
    var pixelWidth: Int { Int(cairo_image_surface_get_width(pointer)) }
}
