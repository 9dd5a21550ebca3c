import Canvas
import Foundation

extension GraphicsContext {
    /// Makes later fills, strokes, images and text cast a shadow of `color` (Core Graphics'
    /// `setShadow(offset:blur:color:)`); a nil colour stops casting.
    ///
    /// The offset is in user space, y pointing down as in a UIKit view's context (a positive
    /// height moves the shadow down). `blur` is read as twice the Gaussian's standard deviation
    /// (``Canvas/Shadow/blurRadius`` is `blur / 2`), as for a canvas's `shadowBlur`. The shadow is
    /// part of the graphics state: `saveGState()` and `restoreGState()` keep and bring it back. A
    /// non-finite offset or blur, or a negative blur, records
    /// ``Canvas/CanvasError/invalidGeometry(_:)`` (the render throws it) and casts no shadow.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color else { return setShadow(nil) }
        setShadow(Shadow(color: color, offset: offset, blurRadius: Double(blur) / 2))
    }

    /// Makes later drawing cast Core Graphics' default shadow: black at a third opacity, offset and
    /// blurred as ``setShadow(offset:blur:color:)`` says.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: Color(white: 0, alpha: 1.0 / 3))
    }
}
