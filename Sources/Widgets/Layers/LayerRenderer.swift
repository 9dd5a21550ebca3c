import Canvas

/// Draws layer trees: each layer at its frame, faded by its opacity, its background, contents
/// and drawing clipped when it masks to bounds, its sublayers in ``Layer/zPosition`` order, then
/// its border.
enum LayerRenderer {
    /// Draws `layers` (a view's sublayers or a layer's) in the current coordinates.
    static func draw(_ layers: [Layer], in context: GraphicsContext) {
        for layer in ordered(layers) where !layer.isHidden && layer.opacity > 0 {
            context.withSavedState {
                context.translateBy(x: layer.frame.minX, y: layer.frame.minY)
                context.withTransparencyLayer(alpha: Double(min(1, layer.opacity))) {
                    drawContent(layer, in: context)
                }
            }
        }
    }

    /// Siblings by z-position, keeping the order they were added among equals.
    private static func ordered(_ layers: [Layer]) -> [Layer] {
        layers.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition
                ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    /// One layer in its own coordinates.
    static func drawContent(_ layer: Layer, in context: GraphicsContext) {
        let bounds = layer.bounds
        let shape = layer.roundedBounds
        if let background = layer.backgroundColor, background.alpha > 0 {
            context.fill(shape, with: .color(background))
        }
        context.withSavedState {
            if layer.masksToBounds { context.clip(to: shape) }
            if let image = layer.contents { context.draw(image, in: bounds) }
            context.withSavedState { layer.draw(in: context) }
            draw(layer.sublayers ?? [], in: context)
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
