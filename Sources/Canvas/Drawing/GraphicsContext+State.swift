internal import CCairo
import Foundation

/// The drawing state: saving and restoring it, transforms, clips, blend modes and transparency
/// layers.
extension GraphicsContext {
    /// Pushes a copy of the drawing state (transform, clip, line style).
    public func save() {
        tape?.append { $0.save() }
        recorder?.record(.save)
        cairo_save(cairo)
        coreGraphicsStack.append(coreGraphicsState)
    }

    /// Pops the state pushed by the matching ``save()``.
    public func restore() {
        tape?.append { $0.restore() }
        recorder?.record(.restore)
        cairo_restore(cairo)
        if let state = coreGraphicsStack.popLast() { coreGraphicsState = state }
    }

    /// Runs `body` between ``save()`` and ``restore()``.
    public func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        save()
        defer { restore() }
        return try body()
    }

    /// Moves the origin.
    public func translateBy(x: Double, y: Double) {
        tape?.append { $0.translateBy(x: x, y: y) }
        guard check(x.isFinite && y.isFinite, "translation (\(x), \(y))") else { return }
        recorder?.record(.translate, x, y)
        cairo_translate(cairo, x, y)
    }

    /// Scales the coordinate system.
    public func scaleBy(x: Double, y: Double) {
        tape?.append { $0.scaleBy(x: x, y: y) }
        guard check(x.isFinite && y.isFinite && x != 0 && y != 0, "scale (\(x), \(y))") else { return }
        recorder?.record(.scale, x, y)
        cairo_scale(cairo, x, y)
    }

    /// Rotates the coordinate system by an angle in radians (clockwise on the page, y pointing
    /// down).
    public func rotate(by angle: Double) {
        tape?.append { $0.rotate(by: angle) }
        guard check(angle.isFinite, "rotation \(angle)") else { return }
        recorder?.record(.rotate, angle)
        cairo_rotate(cairo, angle)
    }

    /// Applies a transform to the coordinate system (CGContext's `concatenate(_:)`); a transform
    /// with a non-finite entry or that cannot be undone records
    /// ``CanvasError/invalidGeometry(_:)``.
    public func concatenate(_ t: Transform) {
        tape?.append { $0.concatenate(t) }
        guard check(t.isInvertible, "transform \(t)") else { return }
        recorder?.record(.concatenate, t.a, t.b, t.c, t.d, t.tx, t.ty)
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cairo, &matrix)
    }

    /// The smallest rectangle holding the clip, in the current coordinates (Core Graphics'
    /// `boundingBoxOfClipPath`): what drawing can still reach.
    public var boundingBoxOfClipPath: Rect {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: Rect) {
        guard rect.isFinite else {
            tape?.append { $0.clip(to: rect) }
            check(false, "clip rectangle \(rect.compactDescription)")
            return
        }
        // Through a path, so the coordinates are bounded like every other shape's. A negative
        // extent is standardized, as Core Graphics does.
        clip(to: Path(rect))
    }

    /// Intersects the clip with a rounded rectangle.
    public func clip(toRoundedRect rect: Rect, cornerRadii: CornerRadii) {
        clip(to: Path(roundedRect: rect, cornerRadii: cornerRadii))
    }

    /// Intersects the clip with a path's interior; `rule` decides the interior (an even-odd clip
    /// leaves holes where subpaths nest).
    public func clip(to path: Path, rule: FillRule = .winding) {
        tape?.append { $0.clip(to: path, rule: rule) }
        guard setPath(path) else { return }
        recorder?.recordClip(path, rule: rule)
        setFillRule(rule)
        cairo_clip(cairo)
    }

    /// Sets how later fills, strokes, images and text combine with the page (saved and restored
    /// with the state).
    public func setBlendMode(_ mode: BlendMode) {
        tape?.append { $0.setBlendMode(mode) }
        recorder?.recordBlendMode(mode)
        if mode != .normal { SVGGlyphReuse.of(cairo)?.noteBlendMode() }
        cairo_set_operator(cairo, mode.cairoOperator)
    }

    /// The appearance dynamic colours resolve for (saved and restored with the state). The
    /// renderer sets it from the view tree's traits.
    public var userInterfaceStyle: UserInterfaceStyle {
        get { coreGraphicsState.userInterfaceStyle }
        set {
            tape?.append { $0.userInterfaceStyle = newValue }
            coreGraphicsState.userInterfaceStyle = newValue
        }
    }

    /// Sets cairo's fill rule for the next fill or clip.
    func setFillRule(_ rule: FillRule) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// Draws everything in `body` at `alpha` opacity, composited as one layer. In a tagged PDF,
    /// roles begun in the layer write no tags: cairo 1.16 cannot write tags inside a group.
    public func withTransparencyLayer(alpha: Double, _ body: () throws -> Void) rethrows {
        let a = alpha.isFinite ? min(1, max(0, alpha)) : 1
        if a >= 1 { return try body() }
        recorder?.fail()
        cairo_push_group(cairo)
        pdfStructure?.beginGroup()
        defer {
            pdfStructure?.endGroup()
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, a)
            cairo_set_source_rgb(cairo, 0, 0, 0)
        }
        // Kept as one call that plays the layer's own tape inside the layer.
        guard let outer = tape else { return try body() }
        let layer = DrawingTape()
        outer.append { context in context.withTransparencyLayer(alpha: a) { layer.play(in: context) } }
        tape = layer
        defer { tape = outer }
        try body()
    }
}
