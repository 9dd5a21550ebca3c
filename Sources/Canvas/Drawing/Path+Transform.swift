import Foundation

/// A path moved by an affine transform.
extension Path {
    /// The path with every point and control point moved by a transform.
    public func applying(_ t: Transform) -> Path {
        var result = Path()
        for element in elements {
            switch element {
            case .move(let p): result.move(to: p.applying(t))
            case .line(let p): result.addLine(to: p.applying(t))
            case .curve(let p, let c1, let c2):
                result.addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .close: result.closeSubpath()
            }
        }
        return result
    }
}
