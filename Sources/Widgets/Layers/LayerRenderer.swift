import Canvas

/// Draws layer trees: each layer at its frame, faded by its opacity, its background, contents
/// and drawing clipped when it masks to bounds, its sublayers in ``Layer/zPosition`` order, then
/// its border; all of it through its ``Layer/mask``'s alpha when it has one.
enum LayerRenderer {
    /// Draws `layers` (a view's sublayers or a layer's) in the current coordinates. `masks` are
    /// the layers being drawn further up, hosts and masks: a mask among them met again (a cycle)
    /// is not applied, so a cycle draws its content unmasked instead of recursing forever.
    static func draw(_ layers: [Layer], in context: GraphicsContext, masks: [ObjectIdentifier] = []) {
        for layer in ordered(layers) where !layer.isHidden && layer.opacity > 0 {
            context.withSavedState {
                context.translateBy(x: layer.frame.minX, y: layer.frame.minY)
                context.withTransparencyLayer(alpha: Double(min(1, layer.opacity))) {
                    drawMasked(by: layer.mask, in: context, masks: masks + [ObjectIdentifier(layer)]) {
                        masks in
                        drawContent(layer, in: context, masks: masks)
                    }
                }
            }
        }
    }

    /// Runs `content` through `mask`'s alpha (drawn at its frame, in the current coordinates),
    /// or plainly when there is no mask or the mask is already being drawn further up.
    static func drawMasked(
        by mask: Layer?, in context: GraphicsContext, masks: [ObjectIdentifier],
        _ content: ([ObjectIdentifier]) -> Void
    ) {
        guard let mask, !masks.contains(ObjectIdentifier(mask)) else { return content(masks) }
        let inner = masks + [ObjectIdentifier(mask)]
        context.withMask({ _ in draw([mask], in: context, masks: inner) }) { content(inner) }
    }

    /// Siblings by z-position, keeping the order they were added among equals.
    private static func ordered(_ layers: [Layer]) -> [Layer] {
        layers.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition
                ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    /// One layer in its own coordinates.
    static func drawContent(_ layer: Layer, in context: GraphicsContext, masks: [ObjectIdentifier] = []) {
        let bounds = layer.bounds
        let shape = layer.roundedBounds
        if let background = layer.backgroundColor, background.alpha > 0 {
            context.fill(shape, with: .color(background))
        }
        context.withSavedState {
            if layer.masksToBounds { context.clip(to: shape) }
            if let image = layer.contents { context.draw(image, in: bounds) }
            context.withSavedState { layer.draw(in: context) }
            draw(layer.sublayers ?? [], in: context, masks: masks)
        }
        if layer.borderWidth > 0, layer.borderWidth.isFinite, let color = layer.borderColor {
            let w = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
            context.stroke(
                Path(
                    roundedRect: bounds.inset(by: EdgeInsets(all: w / 2)),
                    cornerRadius: max(0, layer.cornerRadius - w / 2)),
                with: .color(color), style: StrokeStyle(lineWidth: w))
        }
    }
}
