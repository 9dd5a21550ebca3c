import Canvas
import Foundation

extension Path {
    /// Whether `point` is inside the path's interior by `rule` after the path is moved by
    /// `transform` (Core Graphics' `contains(_:using:transform:)`): ``Canvas/Path/contains(_:rule:)``.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        (transform == .identity ? self : applying(transform)).contains(point, rule: rule)
    }

    /// The path itself (Core Graphics' `copy()`: a `CGPath` is a value here, so a copy is never
    /// needed, and never `nil`).
    public func copy() -> CGPath? { self }

    /// The smallest rectangle holding the path's points and control points (Core Graphics'
    /// `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect { boundingRect ?? .null }

    /// The smallest rectangle holding every point the path passes through, curves by their
    /// extremes (Core Graphics' `boundingBoxOfPath`); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect { tightBoundingRect ?? .null }

    /// A mutable path starting as this one (Core Graphics' `mutableCopy()`).
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(self) }
}

extension UIBezierPath {
    /// Whether `point` is inside the path's interior by its fill rule (UIKit's `contains(_:)`).
    public func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
