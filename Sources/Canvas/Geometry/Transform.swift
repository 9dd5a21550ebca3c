import Foundation

/// An affine transform of the plane (Core Graphics' `CGAffineTransform`): a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). With y pointing down, a positive rotation turns clockwise on
/// the page, as in a UIKit view.
public struct Transform: Sendable, Hashable {
    /// The matrix's entries, named as Core Graphics names them.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    /// A scale about the origin.
    public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }

    /// A rotation about the origin by an angle in radians.
    public init(rotationAngle angle: Double) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform can be drawn through and undone: every entry finite and a non-zero,
    /// finite determinant (a zero scale flattens everything onto a line or a point).
    public var isInvertible: Bool {
        let determinant = a * d - b * c
        return [a, b, c, d, tx, ty].allSatisfy(\.isFinite) && determinant != 0 && determinant.isFinite
    }

    /// This transform followed by `other`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation followed by this transform (CGAffineTransform's `translatedBy(x:y:)`).
    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }

    /// A scale followed by this transform.
    public func scaledBy(x: Double, y: Double) -> Transform { Transform(scaleX: x, y: y).concatenating(self) }

    /// A rotation followed by this transform.
    public func rotated(by angle: Double) -> Transform { Transform(rotationAngle: angle).concatenating(self) }

    /// The transform that undoes this one; this one itself when it cannot be undone (a zero
    /// determinant), as Core Graphics answers.
    public func inverted() -> Transform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return Transform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension Point {
    /// The point moved by a transform.
    public func applying(_ t: Transform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Rect {
    /// The smallest rectangle holding the rectangle's four corners moved by a transform (Core
    /// Graphics' `CGRect.applying(_:)`).
    public func applying(_ t: Transform) -> Rect {
        let corners = [
            Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY),
            Point(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map { Double($0.x) }
        let ys = corners.map { Double($0.y) }
        let x0 = xs.min()!
        let y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}

extension Size {
    /// The size's vector moved by a transform's linear part (Core Graphics' `CGSize.applying(_:)`:
    /// the result may be negative).
    public func applying(_ t: Transform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}
