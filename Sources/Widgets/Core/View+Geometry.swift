import Canvas

extension View {
    /// The view's centre, in the superview's coordinates; a ``transform`` turns the view about
    /// it and leaves it where it is, as in UIKit.
    public var center: Point {
        get { untransformedFrame.center }
        set {
            let size = untransformedFrame.size
            frame = Rect(
                origin: Point(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2), size: size)
        }
    }
}
