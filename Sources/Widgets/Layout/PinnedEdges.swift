import Canvas

/// Where a subview sits inside its superview: its distance from each edge it is pinned to, and
/// its centre's offset on an axis where it is centred. On an axis pinned at both edges the
/// subview stretches between them; pinned at one edge, or centred, it takes its fitting size;
/// with neither, it sits at the leading or top edge.
struct PinnedEdges: Equatable {
    var top: Double?
    var left: Double?
    var bottom: Double?
    var right: Double?
    var centerX: Double?
    var centerY: Double?

    /// The room the edges take: the known distances, 0 for free edges.
    var insets: EdgeInsets {
        EdgeInsets(top: top ?? 0, left: left ?? 0, bottom: bottom ?? 0, right: right ?? 0)
    }

    /// The subview's frame inside `bounds`.
    func frame(for view: View, in bounds: Rect) -> Rect {
        let room = bounds.inset(by: insets)
        let width = max(0, room.width)
        let height = max(0, room.height)
        let stretchesX = left != nil && right != nil
        let stretchesY = top != nil && bottom != nil
        if stretchesX && stretchesY { return Rect(x: room.minX, y: room.minY, width: width, height: height) }
        let fit = view.fittingSize(for: Size(width: width, height: stretchesY ? height : .infinity))
        let w = stretchesX ? width : min(fit.width, width)
        let h = stretchesY ? height : fit.height
        func place(
            _ start: Double?, _ end: Double?, _ center: Double?, _ size: Double, in r: (Double, Double)
        )
            -> Double
        {
            if let start { return r.0 + start }
            if let end { return r.1 - end - size }
            if let center { return r.0 + (r.1 - r.0 - size) / 2 + center }
            return r.0
        }
        let x = place(left, right, centerX, w, in: (bounds.minX, bounds.maxX))
        let y = place(top, bottom, centerY, h, in: (bounds.minY, bounds.maxY))
        return Rect(x: x, y: y, width: w, height: h)
    }
}
