import Canvas

extension View {
    /// A point in this view's coordinates converted to another view's (UIKit's
    /// `convert(_:to:)`); `nil` converts to the root's coordinates. Views in different trees
    /// are compared as if their roots shared an origin.
    public func convert(_ point: Point, to view: View?) -> Point {
        let here = originInRoot
        let there = view?.originInRoot ?? .zero
        return Point(x: point.x + here.x - there.x, y: point.y + here.y - there.y)
    }

    /// A point in another view's coordinates converted to this view's (UIKit's
    /// `convert(_:from:)`); `nil` converts from the root's coordinates.
    public func convert(_ point: Point, from view: View?) -> Point {
        let here = originInRoot
        let there = view?.originInRoot ?? .zero
        return Point(x: point.x + there.x - here.x, y: point.y + there.y - here.y)
    }

    /// A rectangle in this view's coordinates converted to another view's.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// A rectangle in another view's coordinates converted to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The view's origin in its root's coordinates: the sum of the frames' origins up the tree.
    private var originInRoot: Point {
        var x = 0.0
        var y = 0.0
        var view: View? = self
        while let v = view, v.superview != nil {
            x += v.frame.minX
            y += v.frame.minY
            view = v.superview
        }
        return Point(x: x, y: y)
    }
}
