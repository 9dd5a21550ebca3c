internal import CCairo
import Foundation
import Synchronization

/// An image decoded from PNG, JPEG or SVG, or drawn: pixel dimensions, a scale, and its pixels.
///
/// Pixels are kept as cairo's ARGB32 (premultiplied alpha, native-endian 32-bit words), immutable
/// after decoding, so an image can be shared between threads and drawn without copying. A JPEG
/// also keeps its file, which PDF and SVG output embed unchanged, and an SVG its document, which
/// every output draws as vectors (see ``init(decoding:scale:)``).
public struct Image: Sendable, Hashable {
    /// The width in pixels.
    public let pixelWidth: Int
    /// The height in pixels.
    public let pixelHeight: Int
    /// Pixels per point (2 for an `@2x` image).
    public let scale: Double
    /// The pixels, made with the image or, for an SVG, on first use.
    let pixels: ImagePixels
    /// The pixel buffer (for an SVG, rasterised at the first call).
    var storage: PixelStorage { pixels.storage }
    /// How views draw the image: as its pixels, or as a template tinted with their tint colour
    /// (UIImage's `renderingMode`); ``ImageRenderingMode/automatic`` at first.
    public internal(set) var renderingMode: ImageRenderingMode = .automatic
    /// The edges kept unscaled when the image is drawn bigger or smaller, in points (UIImage's
    /// `capInsets`); zero for an image that scales as a whole. Set by ``resizable(capInsets:resizingMode:)``.
    public internal(set) var capInsets: EdgeInsets = .zero
    /// How the part between the cap insets fills the space (UIImage's `resizingMode`).
    public internal(set) var resizingMode: ImageResizingMode = .tile
    /// The JPEG file or SVG document drawing uses instead of the pixels, if the image was
    /// decoded from one (copies with other pixels, tinted or cropped, have none).
    var source: ImageSource?
    /// How a tinted copy (``tinted(with:for:)``) was made, so drawing in another appearance
    /// fills the original's pixels again with the colour resolved for that one, as UIKit
    /// resolves a dynamic tint when the image is drawn.
    var tint: ImageTint?

    /// The size in points: pixels divided by ``scale``.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    /// Decodes PNG bytes.
    ///
    /// - Throws: ``CanvasError/invalidImageData(_:)`` when the bytes are not a PNG cairo can read,
    ///   ``CanvasError/imageTooLarge(width:height:reason:)`` when the header claims more pixels than
    ///   ``RenderLimits`` allow (checked before anything is decoded or allocated),
    ///   ``CanvasError/invalidScale(_:)`` for a scale outside ``RenderLimits/scaleRange``.
    public init(pngData data: Data, scale: Double = 1) throws(CanvasError) {
        guard scale.isFinite, RenderLimits.scaleRange.contains(scale) else { throw .invalidScale(scale) }
        guard data.count >= 8, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw .invalidImageData("not a PNG (bad signature)")
        }
        try Self.checkHeader(data)
        let reader = PNGReader(data: data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    let reader = Unmanaged<PNGReader>.fromOpaque(closure!).takeUnretainedValue()
                    return reader.read(into: buffer!, count: Int(length))
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        let owner: CairoSurface
        do { owner = try CairoSurface(surface, operation: "decoding PNG") } catch {
            guard case .cairo(let status, _) = error else { throw error }
            throw .invalidImageData(status)
        }
        defer { withExtendedLifetime(owner) {} }
        try self.init(surface: owner.pointer, scale: scale)
    }

    /// Reads the dimensions from the IHDR chunk (which must come first) and refuses them when
    /// they exceed ``RenderLimits``: cairo would otherwise allocate the whole surface before
    /// reading a single row, so a tiny crafted file could ask for gigabytes.
    private static func checkHeader(_ data: Data) throws(CanvasError) {
        let size = try pngSize(data)
        try checkDecodedSize(width: size.width, height: size.height, format: "PNG")
    }

    /// The dimensions a PNG's IHDR chunk (which must come first) states.
    static func pngSize(_ data: Data) throws(CanvasError) -> (width: Int, height: Int) {
        let header = [UInt8](data.prefix(24))
        guard header.count == 24, Array(header[12..<16]) == Array("IHDR".utf8) else {
            throw .invalidImageData("the PNG does not start with an IHDR chunk")
        }
        func word(_ offset: Int) -> Int {
            header[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        return (word(16), word(20))
    }

    /// Refuses a decoded format's pixel dimensions when they are not positive or exceed
    /// ``RenderLimits`` (every decoder calls this before allocating pixels).
    static func checkDecodedSize(width: Int, height: Int, format: String) throws(CanvasError) {
        guard width > 0, height > 0 else {
            throw .invalidImageData("the \(format) is \(width) × \(height) px")
        }
        guard width <= RenderLimits.maximumPixelSide, height <= RenderLimits.maximumPixelSide else {
            throw .imageTooLarge(
                width: width, height: height,
                reason: "sides are limited to \(RenderLimits.maximumPixelSide) px")
        }
        guard width * height <= RenderLimits.maximumPixelCount else {
            throw .imageTooLarge(
                width: width, height: height,
                reason: "area is limited to \(RenderLimits.maximumPixelCount) px")
        }
    }

    /// Copies the pixels of an image surface (borrowed) into a new image.
    init(surface: OpaquePointer, scale: Double) throws(CanvasError) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0 else { throw .invalidImageData("the image is empty") }
        guard width * height <= RenderLimits.maximumPixelCount else {
            throw .imageTooLarge(
                width: width, height: height,
                reason: "area is limited to \(RenderLimits.maximumPixelCount) px")
        }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw .invalidImageData("unsupported pixel format \(format.rawValue)")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let source = cairo_image_surface_get_data(surface) else {
            throw .invalidImageData("no pixel data")
        }
        let storage = PixelStorage(width: width, height: height)
        for row in 0..<height {
            let from = UnsafeRawPointer(source + row * stride).assumingMemoryBound(to: UInt32.self)
            let to = storage.words + row * width
            if format == CAIRO_FORMAT_RGB24 {
                for x in 0..<width { to[x] = from[x] | 0xFF00_0000 }
            } else {
                to.update(from: from, count: width)
            }
        }
        self.init(pixelWidth: width, pixelHeight: height, scale: scale, storage: storage)
    }

    /// The part of the image inside a rectangle of whole pixels (which must lie inside it), at
    /// the same scale.
    func cropped(x: Int, y: Int, width: Int, height: Int) -> Image {
        precondition(x >= 0 && y >= 0 && width > 0 && height > 0)
        precondition(x + width <= pixelWidth && y + height <= pixelHeight)
        let cropped = PixelStorage(width: width, height: height)
        for row in 0..<height {
            (cropped.words + row * width).update(
                from: storage.words + (y + row) * pixelWidth + x, count: width)
        }
        return Image(pixelWidth: width, pixelHeight: height, scale: scale, storage: cropped)
    }

    /// An image over pixels already made (every initialiser ends here).
    init(pixelWidth: Int, pixelHeight: Int, scale: Double, storage: PixelStorage) {
        self.init(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, pixels: ImagePixels(storage))
    }

    /// An image over pixels that may be made later.
    init(pixelWidth: Int, pixelHeight: Int, scale: Double, pixels: ImagePixels) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.pixels = pixels
    }

    /// The colour of one pixel, with alpha un-premultiplied; `nil` outside the image.
    public func pixel(x: Int, y: Int) -> Color? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        let word = storage.words[y * pixelWidth + x]
        let a = Double(word >> 24 & 0xFF)
        guard a > 0 else { return .clear }
        func c(_ shift: UInt32) -> Double { min(1, Double(word >> shift & 0xFF) / a) }
        return Color(red: c(16), green: c(8), blue: c(0), alpha: a / 255)
    }

    /// Each pixel as 8-bit RGBA (un-premultiplied), row by row: for comparing images.
    public var rgbaBytes: [UInt8] {
        var bytes = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        let storage = storage
        for i in 0..<(pixelWidth * pixelHeight) {
            let word = storage.words[i]
            let a = word >> 24 & 0xFF
            func c(_ shift: UInt32) -> UInt8 {
                a == 0 ? 0 : UInt8(min(255, (Int(word >> shift & 0xFF) * 255 + Int(a) / 2) / Int(a)))
            }
            bytes[i * 4] = c(16)
            bytes[i * 4 + 1] = c(8)
            bytes[i * 4 + 2] = c(0)
            bytes[i * 4 + 3] = UInt8(a)
        }
        return bytes
    }

    /// Creates an image from 8-bit RGBA bytes (un-premultiplied), row by row.
    ///
    /// - Throws: ``CanvasError/imageTooLarge(width:height:reason:)`` for dimensions beyond
    ///   ``RenderLimits``, ``CanvasError/invalidImageData(_:)`` when the byte count does not match,
    ///   ``CanvasError/invalidScale(_:)`` for a scale outside ``RenderLimits/scaleRange``.
    public init(rgbaBytes bytes: [UInt8], pixelWidth: Int, pixelHeight: Int, scale: Double = 1)
        throws(CanvasError)
    {
        guard scale.isFinite, RenderLimits.scaleRange.contains(scale) else { throw .invalidScale(scale) }
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw .invalidImageData("an image needs a positive size, not \(pixelWidth) × \(pixelHeight)")
        }
        // Sides first, so the products below cannot overflow.
        guard pixelWidth <= RenderLimits.maximumPixelSide, pixelHeight <= RenderLimits.maximumPixelSide,
            pixelWidth * pixelHeight <= RenderLimits.maximumPixelCount
        else { throw .imageTooLarge(width: pixelWidth, height: pixelHeight, reason: "beyond RenderLimits") }
        guard bytes.count == pixelWidth * pixelHeight * 4 else {
            throw .invalidImageData("expected \(pixelWidth) × \(pixelHeight) × 4 bytes, got \(bytes.count)")
        }
        let storage = PixelStorage(width: pixelWidth, height: pixelHeight)
        for i in 0..<(pixelWidth * pixelHeight) {
            let a = UInt32(bytes[i * 4 + 3])
            func p(_ v: UInt8) -> UInt32 { (UInt32(v) * a + 127) / 255 }
            storage.words[i] =
                a << 24 | p(bytes[i * 4]) << 16 | p(bytes[i * 4 + 1]) << 8 | p(bytes[i * 4 + 2])
        }
        self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, storage: storage)
    }

    /// Encodes the image as PNG: 8-bit RGB when every pixel is opaque, RGBA otherwise, the same
    /// pixels cairo's PNG writer would write.
    public func pngData() throws(CanvasError) -> Data {
        // Not `withExtendedLifetime(storage) { … }` with a typed-throws closure: Swift 6 miscompiles
        // that shape in debug builds (an over-release; see CHANGELOG).
        defer { withExtendedLifetime(storage) {} }
        return try PNGEncoder.encode(storage.words, width: pixelWidth, height: pixelHeight)
    }

    /// Runs `body` with a cairo image surface over the pixels (valid only inside `body`).
    func withSurface<T>(_ body: (OpaquePointer) throws(CanvasError) -> T) throws(CanvasError) -> T {
        let surface = try CairoSurface(
            cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(storage.words).assumingMemoryBound(to: UInt8.self),
                CAIRO_FORMAT_ARGB32,
                Int32(pixelWidth), Int32(pixelHeight), Int32(pixelWidth * 4)), operation: "wrapping an image")
        defer { withExtendedLifetime(surface) {} }
        return try body(surface.pointer)
    }

    /// Compares pixel dimensions, scale, pixels, rendering mode, cap insets and tint colour (not
    /// the file an image was decoded from).
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.pixelWidth == rhs.pixelWidth && lhs.pixelHeight == rhs.pixelHeight && lhs.scale == rhs.scale
            && lhs.renderingMode == rhs.renderingMode && lhs.capInsets == rhs.capInsets
            && lhs.resizingMode == rhs.resizingMode && lhs.tint?.color == rhs.tint?.color
            && (lhs.pixels === rhs.pixels || lhs.storage === rhs.storage
                || memcmp(lhs.storage.words, rhs.storage.words, lhs.pixelWidth * lhs.pixelHeight * 4) == 0)
    }

    /// Hashes dimensions, scale and a sample of pixels.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pixelWidth)
        hasher.combine(pixelHeight)
        hasher.combine(scale)
        let count = pixelWidth * pixelHeight
        let words = storage.words
        for i in stride(from: 0, to: count, by: max(1, count / 64)) { hasher.combine(words[i]) }
    }
}

/// The pixels of an ``Image``: a buffer made with the image, or made once on first use (an SVG's
/// raster, which drawing never needs), under a lock.
final class ImagePixels: Sendable {
    /// The buffer of an image made with its pixels (read without the lock).
    private let eager: PixelStorage?
    /// The buffer made on first use, and how to make it.
    private let made = Mutex<PixelStorage?>(nil)
    private let make: (@Sendable () -> PixelStorage)?

    /// Pixels already made.
    init(_ storage: PixelStorage) {
        eager = storage
        make = nil
    }

    /// Pixels `make` makes on first use.
    init(lazily make: @escaping @Sendable () -> PixelStorage) {
        eager = nil
        self.make = make
    }

    /// The buffer.
    var storage: PixelStorage {
        if let eager { return eager }
        return made.withLock { made in
            if let made { return made }
            let storage = make!()
            made = storage
            return storage
        }
    }
}

/// The pixel buffer of an ``Image``: allocated once, written only while the image is made,
/// freed in deinit.
///
/// `@unchecked Sendable`: the buffer is never written after the initialiser that fills it returns,
/// and cairo only reads source surfaces.
final class PixelStorage: @unchecked Sendable {
    let words: UnsafeMutablePointer<UInt32>

    init(width: Int, height: Int) {
        words = .allocate(capacity: width * height)
        words.initialize(repeating: 0, count: width * height)
    }

    deinit { words.deallocate() }
}

/// Feeds PNG bytes to cairo's read callback.
private final class PNGReader {
    let data: Data
    var offset = 0

    init(data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
        guard offset + count <= data.count else { return CAIRO_STATUS_READ_ERROR }
        data.withUnsafeBytes { raw in
            buffer.update(from: raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset, count: count)
        }
        offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
