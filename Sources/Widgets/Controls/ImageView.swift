import Canvas

/// A view that shows an image (UIImageView's model).
///
/// Its intrinsic size is the image's size in points.
open class ImageView: View {
    /// How the image is fitted into the bounds.
    public enum ContentMode: String, Sendable, Hashable, CaseIterable {
        /// Stretched to fill the bounds, ignoring the aspect ratio.
        case scaleToFill
        /// Scaled to fit inside the bounds, keeping the aspect ratio (letterboxed).
        case scaleAspectFit
        /// Scaled to cover the bounds, keeping the aspect ratio (cropped to the bounds).
        case scaleAspectFill
        /// Unscaled, centred (cropped to the bounds).
        case center
    }

    /// The image shown.
    public var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// How the image is fitted into the bounds.
    public var contentMode: ContentMode = .scaleToFill

    /// Creates an image view.
    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: .zero)
    }

    /// The image's size in points, or none without an image.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Where the image is drawn in bounds of a size.
    public func imageRect(in size: Size) -> Rect? {
        guard let image else { return nil }
        let natural = image.size
        guard natural.width > 0, natural.height > 0 else { return nil }
        switch contentMode {
        case .scaleToFill:
            return Rect(size: size)
        case .scaleAspectFit, .scaleAspectFill:
            let sx = size.width / natural.width
            let sy = size.height / natural.height
            let s = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = natural.width * s
            let h = natural.height * s
            return Rect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
        case .center:
            return Rect(
                x: (size.width - natural.width) / 2, y: (size.height - natural.height) / 2,
                width: natural.width,
                height: natural.height)
        }
    }

    /// Draws the image per the content mode, cropped to the bounds when it overflows.
    open override func draw(in context: GraphicsContext) {
        guard let image, let rect = imageRect(in: bounds.size) else { return }
        context.withSavedState {
            context.clip(to: bounds)
            context.draw(image, in: rect)
        }
    }

    /// The image's pixel size and the content mode.
    open override var debugProperties: [String] {
        var result = super.debugProperties
        if let image { result.append("image=\(image.pixelWidth)×\(image.pixelHeight)px") }
        result.append("mode=\(contentMode)")
        return result
    }
}
