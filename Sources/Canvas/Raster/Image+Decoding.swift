import Foundation

/// Making images from encoded bytes: PNG, JPEG and SVG, told apart by their first bytes, from
/// data, a file or a bundle.
extension Image {
    /// Decodes PNG, JPEG or SVG bytes, whichever they are (by their first bytes, see ``ImageFormat``).
    ///
    /// A JPEG is turned upright by its EXIF orientation, and keeps its bytes: PDF and SVG output
    /// embed them unchanged (greyscale and RGB files; CMYK ones go in as pixels). An SVG is drawn as
    /// vectors into every output; its size in points is its intrinsic size (its `width` and
    /// `height`, else its `viewBox`) in CSS pixels, whatever the scale, and `scale` sets the
    /// resolution of the pixels it also has (``pixel(x:y:)``, tints, nine-slices, encoding), which
    /// are rasterised on first use: drawing never needs them.
    ///
    /// - Throws: ``CanvasError/invalidImageData(_:)`` for bytes of no known format or that do not
    ///   decode (a truncated or corrupt file, malformed XML, an entity loop),
    ///   ``CanvasError/imageTooLarge(width:height:reason:)`` when a header or an SVG's size asks
    ///   for more pixels than ``RenderLimits`` allow (checked before pixels are allocated),
    ///   ``CanvasError/invalidScale(_:)`` for a scale outside ``RenderLimits/scaleRange``.
    public init(decoding data: Data, scale: Double = 1) throws(CanvasError) {
        switch ImageFormat(sniffing: data) {
        case .png: try self.init(pngData: data, scale: scale)
        case .jpeg: try self.init(jpegData: data, scale: scale)
        case .svg: try self.init(svgData: data, scale: scale)
        case nil: throw .invalidImageData("not a PNG, JPEG or SVG (unknown signature)")
        }
    }

    /// Decodes a JPEG (baseline or progressive; greyscale, RGB or CMYK), upright by its EXIF
    /// orientation; see ``init(decoding:scale:)``.
    public init(jpegData data: Data, scale: Double = 1) throws(CanvasError) {
        guard scale.isFinite, RenderLimits.scaleRange.contains(scale) else { throw .invalidScale(scale) }
        self = try JPEGDecoder.decode(data, scale: scale)
    }

    /// Parses an SVG document with librsvg, without reading any file or URL it refers to (only
    /// `data:` URLs resolve); see ``init(decoding:scale:)``.
    public init(svgData data: Data, scale: Double = 1) throws(CanvasError) {
        guard scale.isFinite, RenderLimits.scaleRange.contains(scale) else { throw .invalidScale(scale) }
        let document = try SVGDocument(data: data)
        let size = document.intrinsicSize
        let width = (size.width * scale).rounded()
        let height = (size.height * scale).rounded()
        guard width <= Double(RenderLimits.maximumPixelSide), height <= Double(RenderLimits.maximumPixelSide)
        else {
            throw .imageTooLarge(
                width: Int(min(width, 1e12)), height: Int(min(height, 1e12)),
                reason: "sides are limited to \(RenderLimits.maximumPixelSide) px")
        }
        let pixelWidth = max(1, Int(width))
        let pixelHeight = max(1, Int(height))
        try Image.checkDecodedSize(width: pixelWidth, height: pixelHeight, format: "SVG")
        // Rendered once into one pixel, so errors librsvg meets only while drawing (a `use` bomb
        // past its reference limit) are thrown here, at little cost whatever the size.
        try document.validate()
        self.init(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
            pixels: ImagePixels(lazily: {
                (try? document.rasterize(pixelWidth: pixelWidth, pixelHeight: pixelHeight))
                    ?? PixelStorage(width: pixelWidth, height: pixelHeight)
            }))
        source = .svg(document)
    }

    /// Reads and decodes a PNG, JPEG or SVG file (by its first bytes, not its name); see
    /// ``init(decoding:scale:)``.
    public init(contentsOf url: URL, scale: Double = 1) throws(CanvasError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .invalidImageData("cannot read \(url.path): \(error.localizedDescription)")
        }
        try self.init(decoding: data, scale: scale)
    }

    /// An image from a bundle's resources by name, as UIKit's `UIImage(named:)` finds it: of
    /// `name@3x`, `name@2x` and `name`, each as `.png`, `.jpg`, `.jpeg` or `.svg`, the first
    /// present, read at that scale (so its size in points stays the same). A name may carry one
    /// of those extensions. Pass your target's `Bundle.module` for SwiftPM resources; `nil` when
    /// no such file exists or it is not an image Vellum can read.
    ///
    /// An image given to ``register(_:named:)`` under `name` comes first, whatever the bundle.
    public init?(named name: String, in bundle: Bundle = .main) {
        if let registered = ImageAssets.shared.image(named: name) {
            self = registered
            return
        }
        let extensions = ["png", "jpg", "jpeg", "svg"]
        var base = name
        var candidates = extensions
        if let dot = name.lastIndex(of: "."),
            extensions.contains(name[name.index(after: dot)...].lowercased())
        {
            base = String(name[..<dot])
            candidates = [String(name[name.index(after: dot)...])]
        }
        for scale in [3, 2, 1] {
            let resource = scale == 1 ? base : "\(base)@\(scale)x"
            for ext in candidates {
                guard let url = bundle.url(forResource: resource, withExtension: ext) else { continue }
                guard let image = try? Image(contentsOf: url, scale: Double(scale)) else { return nil }
                self = image
                return
            }
        }
        return nil
    }
}
