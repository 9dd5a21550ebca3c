import Canvas

extension View {
    /// The view's layer, UIKit's spelling for styling it (see ``ViewLayer``).
    public var layer: ViewLayer { ViewLayer(self) }

    /// A border width meaning "one device pixel at whatever scale the view is drawn at".
    public static let hairlineBorderWidth: Double = -1
}
