import Canvas
import Foundation

/// A view that shows an image (UIImageView's model).
///
/// Its intrinsic size is the image's size in points.
open class ImageView: View {
    /// The image shown.
    public var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Creates an image view.
    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: .zero)
    }

    /// Creates an empty image view with a frame (UIImageView's `init(frame:)`: a subclass's own
    /// initializers call `super.init(frame:)`, as UIKit code does).
    public override init(frame: Rect) {
        self.image = nil
        super.init(frame: frame)
    }

    /// Creates an empty image view as an archive would (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
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
        // Unscaled modes: the image's position in the bounds, 0 (start), 0.5 (centre) or 1 (end).
        func unscaled(_ fx: Double, _ fy: Double) -> Rect {
            Rect(
                x: (size.width - natural.width) * fx, y: (size.height - natural.height) * fy,
                width: natural.width, height: natural.height)
        }
        switch contentMode {
        case .scaleToFill, .redraw:
            return Rect(size: size)
        case .scaleAspectFit, .scaleAspectFill:
            let sx = size.width / natural.width
            let sy = size.height / natural.height
            let s = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = natural.width * s
            let h = natural.height * s
            return Rect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
        case .center: return unscaled(0.5, 0.5)
        case .top: return unscaled(0.5, 0)
        case .bottom: return unscaled(0.5, 1)
        case .left: return unscaled(0, 0.5)
        case .right: return unscaled(1, 0.5)
        case .topLeft: return unscaled(0, 0)
        case .topRight: return unscaled(1, 0)
        case .bottomLeft: return unscaled(0, 1)
        case .bottomRight: return unscaled(1, 1)
        }
    }

    /// Draws the image per the content mode, cropped to the bounds when it overflows; a template
    /// image (``Canvas/ImageRenderingMode/alwaysTemplate``) is drawn in the view's `tintColor`.
    open override func draw(in context: GraphicsContext) {
        guard let image, let rect = imageRect(in: bounds.size) else { return }
        let drawn =
            image.renderingMode == .alwaysTemplate
            ? image.tinted(with: tintColor, for: context.userInterfaceStyle) : image
        context.withSavedState {
            context.clip(to: bounds)
            context.draw(drawn, in: rect)
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
