/// Which window a ``View`` is in, kept on every view of the window's tree so that
/// ``View/window`` is one read and moving a subtree between trees without windows walks nothing.
struct WindowAttachment {
    /// The window of the tree the view is in (a ``Window`` root, or a rendered root's window),
    /// held weakly: the window holds the tree.
    weak var window: Window?
    /// The window a root is shown in while it is rendered without one (see
    /// ``View/window``), held strongly by that root alone; `nil` below the root.
    var hostingWindow: Window?
}
