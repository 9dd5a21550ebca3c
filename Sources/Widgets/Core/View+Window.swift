import Canvas

// UIKit's `window` and the move hooks. In Vellum a view is in a window when its tree's root is a
// `Window` (a controller shown through `Window(rootViewController:)`), or when its tree is being
// rendered: `render`, `write`, `image` and `page` show a root that has no window in one of its
// own, screen-sized (`Screen.main.bounds`), before laying it out, as iOS puts a view on screen
// before its first layout. The root stays in that window after the render, as a view stays on
// screen; adding it to another view moves it to that view's window (or to none).
extension View {
    /// The window the view is in (UIKit's `window`): the ``Window`` at the root of its tree, or
    /// the window Vellum shows a rendered root in; `nil` before the tree is rendered or put in a
    /// window. A window's own is itself.
    ///
    /// The window of a rendered root is screen-sized and does not list the root among its
    /// ``subviews``: it only marks the tree as shown.
    public var window: Window? {
        windowAttachment.window ?? (self as? Window)
    }

    /// The topmost view of the tree this view is in (itself without a superview).
    var rootView: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Puts the root of this view's tree in a window of its own for rendering, when the tree is
    /// in none, calling the window hooks over the tree.
    func showInHostingWindowIfNeeded() {
        guard window == nil else { return }
        let root = rootView
        let hosting = Window(frame: Screen.main.bounds)
        root.subtreeWillMove(toWindow: hosting)
        root.windowAttachment.hostingWindow = hosting
        root.subtreeDidMove(toWindow: hosting)
    }

    /// Calls ``willMove(toWindow:)`` on this view and each view below it, parents first.
    func subtreeWillMove(toWindow newWindow: Window?) {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            view.willMove(toWindow: newWindow)
            pending += view.subviews.reversed()
        }
    }

    /// Records the new window on this view and each view below it, then calls
    /// ``didMoveToWindow()`` on each, parents first.
    func subtreeDidMove(toWindow newWindow: Window?) {
        var pending: [View] = [self]
        var moved: [View] = []
        while let view = pending.popLast() {
            view.windowAttachment.window = newWindow === view ? nil : newWindow
            moved.append(view)
            pending += view.subviews.reversed()
        }
        for view in moved { view.didMoveToWindow() }
    }
}
