import Canvas

extension View {
    /// The view's rectangle in its own coordinates: origin zero, the frame's size.
    public var bounds: Rect {
        get { Rect(size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The frame's centre, in the superview's coordinates.
    public var center: Point {
        get { frame.center }
        set {
            frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }
}
