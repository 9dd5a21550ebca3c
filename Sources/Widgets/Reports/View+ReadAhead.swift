import Canvas

extension View {
    /// Whether the subtree may be laid out on a thread other than the caller's while the caller
    /// lays out other views: a root (no superview, no controller) made only of Vellum's own
    /// classes (``VellumViewClasses``), so no user code runs there and nothing it touches is
    /// shared with another block.
    ///
    /// Text measured there is laid out by that thread's text engine; what the subtree keeps is
    /// sizes, frames and ``TextLayout`` values, which hold no Pango object (drawing on another
    /// thread lays the text out again with its own engine).
    var laysOutOnAnyThread: Bool {
        guard superview == nil else { return false }
        var pending: [View] = [self]
        while let view = pending.popLast() {
            guard view.runsOnlyVellumCode else { return false }
            pending += view.subviews
        }
        return true
    }

    /// One walk of the subtree for a report's read-ahead (``PrefetchedBlocks``): marks every view
    /// with `mark` (``ReadAheadRecord``) and answers whether no view carried it before (the body
    /// returned none of them until now) and whether the subtree ``laysOutOnAnyThread``.
    func markReadAhead(_ mark: Int) -> (isFirstRead: Bool, laysOutOnAnyThread: Bool) {
        var isFirstRead = true
        var ownCode = true
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.readAhead.mark == mark { isFirstRead = false } else { view.readAhead.mark = mark }
            ownCode = ownCode && view.runsOnlyVellumCode
            pending += view.subviews
        }
        return (isFirstRead, ownCode && superview == nil)
    }

    /// Whether this view, as a node of a subtree, runs no code but Vellum's: one of Vellum's own
    /// classes, with no controller.
    private var runsOnlyVellumCode: Bool {
        owningController == nil && VellumViewClasses.contains(type(of: self))
    }
}
