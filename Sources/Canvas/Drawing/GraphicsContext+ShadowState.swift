import Foundation

/// The shadow in the drawing state: Core Graphics' `setShadow(offset:blur:color:)`, which makes
/// every later fill, stroke, image and text cast a shadow until the state is restored.
extension GraphicsContext {
    /// Makes later fills, strokes, images and text cast `shadow` (CGContext's
    /// `setShadow(offset:blur:color:)`); nil stops casting. Saved and restored with the state
    /// (``save()``, ``restore()``).
    ///
    /// Each drawing call casts its own shadow, painted beneath what it draws, from its coverage
    /// times its colour's alpha, as Core Graphics does. The offset is in the context's user
    /// space, with y pointing down (as in a UIKit view's flipped context: a positive height moves
    /// the shadow down). A shadow whose offset or blur radius is not finite, or whose blur radius
    /// is negative, records ``CanvasError/invalidGeometry(_:)`` and leaves the context casting
    /// no shadow.
    public func setShadow(_ shadow: Shadow?) {
        tape?.append { $0.setShadow(shadow) }
        guard let shadow else {
            coreGraphicsState.shadow = nil
            return
        }
        let valid =
            shadow.offset.width.isFinite && shadow.offset.height.isFinite && shadow.blurRadius.isFinite
            && shadow.blurRadius >= 0
        guard
            check(
                valid, "shadow offset \(shadow.offset.compactDescription), blur radius \(shadow.blurRadius)")
        else {
            coreGraphicsState.shadow = nil
            return
        }
        coreGraphicsState.shadow = shadow.color.alpha > 0 ? shadow : nil
    }

    /// The shadow later drawing casts, set by ``setShadow(_:)``; nil when none.
    public var shadow: Shadow? { coreGraphicsState.shadow }

    /// Paints the state's shadow of what `shape` draws (kept out of the SVG tape: the drawing
    /// call that casts it is on the tape, and casts it again when played).
    func castShadow(_ shadow: Shadow, covering bounds: Rect, _ shape: (GraphicsContext) -> Void) {
        let kept = tape
        tape = nil
        defer { tape = kept }
        drawShadow(shadow, covering: bounds, shape: shape)
    }
}
