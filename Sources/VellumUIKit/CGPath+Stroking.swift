import Canvas
import Foundation

extension Path {
    /// The area a stroke of the path paints, as a path to fill (Core Graphics'
    /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`):
    /// ``Canvas/Path/strokedOutline(_:miterLimit:)``, then moved by `transform`. Fill the result
    /// with the non-zero rule; it is built of overlapping pieces, so stroking it shows seams.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let outline = strokedOutline(
            StrokeStyle(lineWidth: Double(lineWidth), lineCap: lineCap, lineJoin: lineJoin),
            miterLimit: Double(miterLimit))
        return transform == .identity ? outline : outline.applying(transform)
    }
}

extension CGMutablePath {
    /// The area a stroke of the path paints, as a path to fill (Core Graphics'
    /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`).
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        path.copy(
            strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
            transform: transform)
    }
}
