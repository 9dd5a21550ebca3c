import Canvas

extension View {
    /// A point in this view's coordinates converted to another view's (UIKit's
    /// `convert(_:to:)`), through every ``transform`` on the way; `nil` converts to the root's
    /// coordinates. Views in different trees are compared as if their roots shared an origin.
    public func convert(_ point: Point, to view: View?) -> Point {
        point.applying(conversion(to: view))
    }

    /// A point in another view's coordinates converted to this view's (UIKit's
    /// `convert(_:from:)`); `nil` converts from the root's coordinates.
    public func convert(_ point: Point, from view: View?) -> Point {
        point.applying(conversion(from: view))
    }

    /// A rectangle in this view's coordinates converted to another view's: with transforms on
    /// the way, the smallest rectangle holding the converted corners, as in UIKit.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        rect.applying(conversion(to: view))
    }

    /// A rectangle in another view's coordinates converted to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        rect.applying(conversion(from: view))
    }

    /// The transform from this view's coordinates to another's (the root's for `nil`).
    private func conversion(to view: View?) -> Transform {
        transformToRoot.concatenating((view?.transformToRoot ?? .identity).inverted())
    }

    /// The transform from another view's coordinates (the root's for `nil`) to this view's.
    private func conversion(from view: View?) -> Transform {
        (view?.transformToRoot ?? .identity).concatenating(transformToRoot.inverted())
    }

    /// The transform from this view's coordinates to its root's: each view's
    /// ``transformToSuperview`` up the tree (the root's own frame and transform excluded).
    private var transformToRoot: Transform {
        var result = Transform.identity
        var view: View? = self
        while let v = view, v.superview != nil {
            result = result.concatenating(v.transformToSuperview)
            view = v.superview
        }
        return result
    }
}
