import Canvas

/// A view's affine transform (UIView's `transform`), kept out of line: most views never have one,
/// and a view without one pays a single pointer for it.
final class ViewTransform {
    /// The transform, about the view's centre; never the identity (that is no box).
    let transform: Transform

    init(_ transform: Transform) {
        self.transform = transform
    }

    /// The transform about the centre of a view of `size`, in the superview's coordinates
    /// relative to the untransformed frame's origin: move the centre to the origin, transform,
    /// move back.
    func aboutCentre(of size: Size) -> Transform {
        let cx = Double(size.width) / 2
        let cy = Double(size.height) / 2
        return Transform(translationX: -cx, y: -cy).concatenating(transform).concatenating(
            Transform(translationX: cx, y: cy))
    }

    /// Whether the transform can be drawn: ``Canvas/Transform/isInvertible``.
    var isDrawable: Bool { transform.isInvertible }
}

extension View {
    /// The view's affine transform (UIView's `transform`): rotation, scale and translation about
    /// the view's ``center``, applied to the view and its subtree when drawn, in every format.
    ///
    /// As in UIKit, ``bounds`` and ``center`` do not change and ``frame`` becomes the smallest
    /// rectangle holding the transformed view; layout ignores the transform (stacks and
    /// constraints place the untransformed view). A transform with a non-finite entry, or one
    /// that flattens the view (a zero determinant, such as a zero scale), draws nothing of the
    /// view and its subtree: the documented fallback for what UIKit draws as nothing or rejects.
    public var transform: Transform {
        get { transformBox?.transform ?? .identity }
        set { transformBox = newValue.isIdentity ? nil : ViewTransform(newValue) }
    }

    /// The transform from this view's coordinates to its superview's: its untransformed origin,
    /// then its ``transform`` about its centre.
    var transformToSuperview: Transform {
        let origin = untransformedFrame.origin
        let placed = Transform(translationX: Double(origin.x), y: Double(origin.y))
        guard let transformBox else { return placed }
        return transformBox.aboutCentre(of: untransformedFrame.size).concatenating(placed)
    }
}
