import Canvas

/// UIKit's `view.layer`, for code that styles a view through its layer
/// (`layer.cornerRadius = 8`, `layer.masksToBounds = true`): every property is the view's own.
///
/// Vellum views draw themselves; there is no separate layer tree. Each access to ``View/layer``
/// makes a small proxy that reads and writes the view.
public final class ViewLayer {
    /// The view whose properties the layer stands for.
    public let view: View

    init(_ view: View) { self.view = view }

    /// The view's ``View/cornerRadius``.
    public var cornerRadius: Double {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }
    /// The view's ``View/clipsToBounds``.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }
    /// The view's ``View/borderWidth``.
    public var borderWidth: Double {
        get { view.borderWidth }
        set { view.borderWidth = newValue }
    }
    /// The view's ``View/borderColor`` (`nil` reads as clear, as a `CGColor?` does in UIKit).
    public var borderColor: Color? {
        get { view.borderColor }
        set { view.borderColor = newValue ?? .clear }
    }
    /// The view's ``View/backgroundColor``.
    public var backgroundColor: Color? {
        get { view.backgroundColor }
        set { view.backgroundColor = newValue }
    }
    /// The view's ``View/alpha``.
    public var opacity: Double {
        get { view.alpha }
        set { view.alpha = newValue }
    }
    /// The view's ``View/isHidden``.
    public var isHidden: Bool {
        get { view.isHidden }
        set { view.isHidden = newValue }
    }
    /// The view's ``View/frame``.
    public var frame: Rect {
        get { view.frame }
        set { view.frame = newValue }
    }
    /// The view's ``View/bounds``.
    public var bounds: Rect { view.bounds }
}

extension View {
    /// The view's layer, UIKit's spelling for styling it (see ``ViewLayer``).
    public var layer: ViewLayer { ViewLayer(self) }
}
