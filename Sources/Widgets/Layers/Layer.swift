import Canvas

/// A rectangle of drawing added to a view's layer (UIKit's `CALayer` made with `CALayer()` and
/// added with `view.layer.addSublayer(_:)`): a background, corners, a border, content drawn by
/// ``draw(in:)``, and sublayers.
///
/// A view's sublayers are drawn after the view's own drawing and before its subviews, ordered by
/// ``zPosition`` and then by the order they were added, in every format. Layers are not animated
/// and have no transform; ``frame`` is set directly (or through ``position`` and ``bounds``).
open class Layer {
    /// The layer's rectangle in its superlayer's coordinates (or its view's).
    open var frame = Rect.zero
    /// The layer's rectangle in its own coordinates: origin zero, the frame's size; setting it
    /// resizes the frame around ``position``.
    open var bounds: Rect {
        get { Rect(size: frame.size) }
        set {
            let position = self.position
            frame.size = newValue.size
            self.position = position
        }
    }
    /// Where the ``anchorPoint`` sits in the superlayer's coordinates; setting it moves the frame.
    open var position: Point {
        get {
            Point(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
        }
        set {
            frame.origin = Point(
                x: newValue.x - anchorPoint.x * frame.width, y: newValue.y - anchorPoint.y * frame.height)
        }
    }
    /// The point of the bounds, in unit coordinates, that ``position`` places (the centre at first).
    open var anchorPoint = Point(x: 0.5, y: 0.5)
    /// The layer's opacity, 0…1.
    open var opacity: Float = 1
    /// Whether the layer (and its sublayers) is not drawn.
    open var isHidden = false
    /// The colour the bounds are filled with first, or `nil`.
    open var backgroundColor: Color?
    /// The radius of the background's, border's and clip's corners.
    open var cornerRadius: Double = 0
    /// Whether sublayers and drawing are clipped to the rounded bounds.
    open var masksToBounds = false
    /// The border's width, drawn inside the bounds above the content.
    open var borderWidth: Double = 0
    /// The border's colour (`nil`: none).
    open var borderColor: Color? = .black
    /// The drawing order among siblings: higher is drawn later (above).
    open var zPosition: Double = 0
    /// An image drawn to fill the bounds (UIKit's `contents`, a `CGImage`), or `nil`.
    open var contents: Image?
    /// A name for debugging.
    open var name: String?
    /// A layer whose alpha masks this one (UIKit's `mask`): the layer, its sublayers, border and
    /// all, shows only where the mask draws, faded where the mask is translucent; the mask is
    /// placed by its frame in this layer's coordinates and is not drawn itself. A mask met again
    /// while it is being drawn (a layer masking itself or an ancestor, or masks masking each
    /// other) is ignored there, so the cycle draws unmasked rather than forever.
    open var mask: Layer?

    /// The layers inside this one, back to front (`nil` when there are none, as in UIKit).
    public internal(set) var sublayers: [Layer]?
    /// The layer this one is inside, if any.
    public internal(set) weak var superlayer: Layer?
    /// The view whose layer holds this one, if it is a direct sublayer of a view's layer.
    weak var hostView: View?

    /// Creates an empty layer.
    public init() {}

    /// Draws the layer's own content in its coordinates, after its background; the default draws
    /// nothing (UIKit's `draw(in:)`).
    open func draw(in context: GraphicsContext) {}

    /// Kept for UIKit code: every render draws layers anew.
    open func setNeedsDisplay() {}

    /// Adds a layer on top of the others.
    open func addSublayer(_ layer: Layer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

    /// Inserts a layer at an index (0 is the back), taking it from its previous superlayer.
    open func insertSublayer(_ layer: Layer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// Inserts a layer just below a sibling (at the back when the sibling is not here).
    open func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        insertSublayer(layer, at: Self.index(below: sibling, in: sublayers ?? []))
    }

    /// Inserts a layer just above a sibling (on top when the sibling is not here).
    open func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        insertSublayer(layer, at: Self.index(above: sibling, in: sublayers ?? []))
    }

    /// The index just below `sibling` in `list`, or 0 when it is not there.
    static func index(below sibling: Layer?, in list: [Layer]) -> UInt32 {
        UInt32(sibling.flatMap { s in list.firstIndex { $0 === s } } ?? 0)
    }

    /// The index just above `sibling` in `list`, or the top when it is not there.
    static func index(above sibling: Layer?, in list: [Layer]) -> UInt32 {
        UInt32(sibling.flatMap { s in list.firstIndex { $0 === s }.map { $0 + 1 } } ?? list.count)
    }

    /// The bounds with the corner radius (at most half the shorter side).
    var roundedBounds: Path {
        let bounds = self.bounds
        return cornerRadius > 0
            ? Path(roundedRect: bounds, cornerRadius: min(cornerRadius, min(bounds.width, bounds.height) / 2))
            : Path(bounds)
    }

    /// Removes the layer from its superlayer or its view's layer.
    open func removeFromSuperlayer() {
        if let parent = superlayer {
            parent.sublayers?.removeAll { $0 === self }
            if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        }
        hostView?.layerStyle.sublayers.removeAll { $0 === self }
        superlayer = nil
        hostView = nil
    }

    /// Draws the layer and its sublayers into a context, in the layer's own coordinates (UIKit's
    /// `render(in:)`).
    open func render(in context: GraphicsContext) {
        context.withSavedState {
            LayerRenderer.drawMasked(by: mask, in: context, masks: [ObjectIdentifier(self)]) {
                LayerRenderer.drawContent(self, in: context, masks: $0)
            }
        }
    }
}
