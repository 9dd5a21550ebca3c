/// The bounds Canvas enforces before anything reaches cairo, so bad sizes fail with an error
/// instead of a broken file, a 3.6 GB allocation or a hang.
public enum RenderLimits {
    /// The largest page side in points for PDF and SVG (the PDF specification's limit, 200 in).
    public static let maximumPageSide: Double = 14_400
    /// The largest PNG side in pixels (cairo's image surface limit).
    public static let maximumPixelSide = 32_767
    /// The largest PNG area in pixels (100 megapixels, 400 MB of ARGB32).
    public static let maximumPixelCount = 100_000_000
    /// The scales PNG output accepts.
    public static let scaleRange: ClosedRange<Double> = 0.01...16
    /// The largest absolute coordinate a drawing operation accepts, in points.
    public static let maximumCoordinate: Double = 1_000_000
    /// The largest absolute coordinate a drawing operation may reach on the output after the
    /// context's transform and the PNG scale: 2²², half the range of cairo's 24.8 fixed-point
    /// numbers. Past 2²³ cairo wraps silently, so a shape translated by 2²⁴ + 10 would land at 10.
    public static let maximumDeviceCoordinate: Double = 4_194_304
    /// The deepest view tree Widgets lays out and draws: a root with views nested this many levels
    /// below it. Layout and drawing recurse once per level, so a deeper tree is refused with
    /// ``CanvasError/limitExceeded(what:limit:)`` instead of overflowing the thread's stack; at
    /// the limit a debug build needs under 2 MB of stack (the main thread, `Thread` and Dispatch
    /// workers have 8 MB on Linux).
    public static let maximumViewDepth = 512

    /// Throws unless `size` is a finite, positive page size no larger than ``maximumPageSide``.
    public static func validatePage(_ size: Size) throws(CanvasError) {
        guard size.width.isFinite, size.height.isFinite else {
            throw .invalidPageSize(size, reason: "width and height must be finite")
        }
        guard size.width > 0, size.height > 0 else {
            throw .invalidPageSize(size, reason: "width and height must be positive")
        }
        guard size.width <= maximumPageSide, size.height <= maximumPageSide else {
            throw .invalidPageSize(size, reason: "sides are limited to \(Int(maximumPageSide)) pt")
        }
    }

    /// The pixel dimensions of a page at a scale, or an error when they exceed the limits.
    public static func pixelSize(of size: Size, scale: Double) throws(CanvasError) -> (
        width: Int, height: Int
    ) {
        guard scale.isFinite, scaleRange.contains(scale) else { throw .invalidScale(scale) }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidPageSize(size, reason: "width and height must be finite and positive")
        }
        let w = (size.width * scale).rounded(.up)
        let h = (size.height * scale).rounded(.up)
        guard w <= Double(maximumPixelSide), h <= Double(maximumPixelSide) else {
            throw .imageTooLarge(
                width: Int(min(w, 1e12)), height: Int(min(h, 1e12)),
                reason: "sides are limited to \(maximumPixelSide) px")
        }
        let width = Int(w)
        let height = Int(h)
        guard width * height <= maximumPixelCount else {
            throw .imageTooLarge(
                width: width, height: height, reason: "area is limited to \(maximumPixelCount) px")
        }
        return (width, height)
    }
}
