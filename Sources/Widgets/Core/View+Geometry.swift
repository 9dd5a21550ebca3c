import Canvas

extension View {
    /// The frame's centre, in the superview's coordinates.
    public var center: Point {
        get { frame.center }
        set {
            frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }
}
