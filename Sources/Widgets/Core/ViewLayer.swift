import Canvas

/// UIKit's `view.layer`: where a view's corners, border and shadow are set
/// (`layer.cornerRadius = 8`, `layer.masksToBounds = true`, `layer.shadowOpacity = 0.2`).
///
/// Vellum views draw themselves; there is no separate layer tree. Each access to ``View/layer``
/// makes a small proxy that reads and writes the view. These properties live only here, not on
/// ``View``, as in UIKit, so a view subclass may declare its own `cornerRadius` or `borderWidth`.
public final class ViewLayer {
    /// The view whose properties the layer stands for.
    public let view: View

    init(_ view: View) { self.view = view }

    /// The radius of the background's, border's, clip's and shadow's corners (0 at first).
    public var cornerRadius: Double {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }
    /// The view's ``View/clipsToBounds``.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }
    /// The border's width, drawn inside the bounds above the content (0 at first;
    /// ``View/hairlineBorderWidth`` is one device pixel at any scale).
    public var borderWidth: Double {
        get { view.layerStyle.borderWidth }
        set { view.layerStyle.borderWidth = newValue }
    }
    /// The border's colour (`nil` reads as clear, as a `CGColor?` does in UIKit; the label colour
    /// at first).
    public var borderColor: Color? {
        get { view.layerStyle.borderColor }
        set { view.layerStyle.borderColor = newValue ?? .clear }
    }
    /// A layer whose alpha masks the view (UIKit's `layer.mask`): its background, drawing,
    /// sublayers, subviews, border and shadow show only where the mask draws, faded where the
    /// mask is translucent. The mask is placed by its frame in the view's bounds and is not drawn
    /// itself. A mask cycle (a mask masked by itself or by a mask that uses it) draws unmasked
    /// where it comes round again.
    public var mask: Layer? {
        get { view.layerStyle.mask }
        set { view.layerStyle.mask = newValue }
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
    /// The view's ``View/transform`` (CALayer's `affineTransform()`).
    public func affineTransform() -> Transform { view.transform }
    /// Sets the view's ``View/transform`` (CALayer's `setAffineTransform(_:)`).
    public func setAffineTransform(_ transform: Transform) { view.transform = transform }
    /// Which corners ``cornerRadius`` rounds (all at first).
    public var maskedCorners: CornerMask {
        get { view.layerStyle.maskedCorners }
        set { view.layerStyle.maskedCorners = newValue }
    }
    /// The shape of the rounded corners (circular at first).
    public var cornerCurve: CornerCurve {
        get { view.layerStyle.cornerCurve }
        set { view.layerStyle.cornerCurve = newValue }
    }
    /// The shadow's colour (opaque black at first; `nil` draws no shadow).
    public var shadowColor: Color? {
        get { view.layerStyle.shadowColor }
        set { view.layerStyle.shadowColor = newValue }
    }
    /// The shadow's opacity, 0…1 (0 at first: no shadow).
    public var shadowOpacity: Double {
        get { view.layerStyle.shadowOpacity }
        set { view.layerStyle.shadowOpacity = newValue }
    }
    /// ``shadowOpacity`` by another name, which VellumUIKit's `Float` spelling of it
    /// (Core Animation's type) reads and writes.
    public var shadowOpacityValue: Double {
        get { view.layerStyle.shadowOpacity }
        set { view.layerStyle.shadowOpacity = newValue }
    }
    /// How far the shadow is moved, in points (UIKit's default: 0 across, 3 up).
    public var shadowOffset: Size {
        get { view.layerStyle.shadowOffset }
        set { view.layerStyle.shadowOffset = newValue }
    }
    /// The shadow's blur radius in points (3 at first).
    public var shadowRadius: Double {
        get { view.layerStyle.shadowRadius }
        set { view.layerStyle.shadowRadius = newValue }
    }
    /// The shape that casts the shadow, in the view's coordinates; `nil` (the default) casts it
    /// from what the view draws: its background, border, content and subviews.
    public var shadowPath: Path? {
        get { view.layerStyle.shadowPath }
        set { view.layerStyle.shadowPath = newValue }
    }

    // MARK: Sublayers

    /// The layers added to the view's layer, back to front (`nil` when there are none).
    public var sublayers: [Layer]? { view.layerStyle.sublayers.isEmpty ? nil : view.layerStyle.sublayers }

    /// Adds a layer on top of the others (below the subviews, which are drawn after).
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: UInt32(view.layerStyle.sublayers.count))
    }

    /// Inserts a layer at an index (0 is the back).
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        layer.removeFromSuperlayer()
        let list = view.layerStyle.sublayers
        view.layerStyle.sublayers.insert(layer, at: min(Int(index), list.count))
        layer.hostView = view
    }

    /// Inserts a layer just below a sibling (at the back when it is not one).
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        insertSublayer(layer, at: Layer.index(below: sibling, in: view.layerStyle.sublayers))
    }

    /// Inserts a layer just above a sibling (on top when it is not one).
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        insertSublayer(layer, at: Layer.index(above: sibling, in: view.layerStyle.sublayers))
    }

    /// Draws the view and its subtree into a context in the view's own coordinates (UIKit's
    /// `layer.render(in:)`, as export code calls it): the view must have been laid out. A tree
    /// of views and layers deeper than `RenderLimits.maximumViewDepth` draws nothing.
    public func render(in context: GraphicsContext) {
        guard view.transformBox?.isDrawable ?? true, view.renderingDepth <= RenderLimits.maximumViewDepth
        else { return }
        context.withSavedState {
            // Undo where the renderer places the view, its transform included.
            context.concatenate(view.transformToSuperview.inverted())
            ViewRenderer.draw(view, in: context)
        }
    }
}
