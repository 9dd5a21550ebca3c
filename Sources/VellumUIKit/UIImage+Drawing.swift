import Canvas
import Foundation

extension Image {
    /// UIKit's `UIImage.RenderingMode`: ``Canvas/ImageRenderingMode``.
    public typealias RenderingMode = ImageRenderingMode
    /// UIKit's `UIImage.ResizingMode`: ``Canvas/ImageResizingMode``.
    public typealias ResizingMode = ImageResizingMode

    /// An SF Symbol by name (UIKit's `init?(systemName:)`): always `nil`, as SF Symbols are Apple's
    /// and do not exist outside Apple's systems, so ported code takes its no-image path.
    public init?(systemName: String) {
        return nil
    }

    /// The image with its alpha filled with `color` (UIKit's `withTintColor(_:)`):
    /// ``Canvas/Image/tinted(with:for:)``.
    public func withTintColor(_ color: UIColor) -> UIImage {
        tinted(with: color)
    }

    /// The image filled with `color` and given a rendering mode (UIKit's
    /// `withTintColor(_:renderingMode:)`).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        tinted(with: color).withRenderingMode(renderingMode)
    }

    /// The image drawn as a nine-slice whose middle and edges tile (UIKit's
    /// `resizableImage(withCapInsets:)`): ``Canvas/Image/resizable(capInsets:resizingMode:)``.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizable(capInsets: capInsets, resizingMode: .tile)
    }

    /// The image drawn as a nine-slice whose middle and edges tile or stretch (UIKit's
    /// `resizableImage(withCapInsets:resizingMode:)`).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        resizable(capInsets: capInsets, resizingMode: resizingMode)
    }
}
