import Canvas

extension View {
    /// How many levels drawing this view's tree recurses through: subviews, and below each view
    /// its sublayers and masks, a level each; counted without recursion, each layer once (so a
    /// mask cycle counts once round). ``page(width:size:displayScale:userInterfaceStyle:)``
    /// holds it to `RenderLimits.maximumViewDepth`, so a deep layer chain is an error, not a
    /// stack overflow.
    var renderingDepth: Int {
        var deepest = 0
        var seen = Set<ObjectIdentifier>()
        var views: [(view: View, depth: Int)] = [(self, 0)]
        var layers: [(layer: Layer, depth: Int)] = []
        while let (view, depth) = views.popLast() {
            deepest = max(deepest, depth)
            for subview in view.subviews { views.append((subview, depth + 1)) }
            let style = view.layerStyle
            guard !style.sublayers.isEmpty || style.mask != nil else { continue }
            for layer in style.sublayers + (style.mask.map { [$0] } ?? []) {
                layers.append((layer, depth + 1))
            }
            while let (layer, layerDepth) = layers.popLast() {
                guard seen.insert(ObjectIdentifier(layer)).inserted else { continue }
                deepest = max(deepest, layerDepth)
                for sublayer in (layer.sublayers ?? []) + (layer.mask.map { [$0] } ?? []) {
                    layers.append((sublayer, layerDepth + 1))
                }
            }
        }
        return deepest
    }
}
