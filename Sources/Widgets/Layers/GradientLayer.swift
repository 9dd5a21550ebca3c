import Canvas
import Foundation

/// A layer filled with a gradient (UIKit's `CAGradientLayer`): ``colors`` at ``locations``,
/// along the line from ``startPoint`` to ``endPoint`` in unit coordinates of the bounds.
open class GradientLayer: Layer {
    /// The gradient's shape.
    public struct GradientType: RawRepresentable, Sendable, Hashable {
        /// The name.
        public let rawValue: String
        /// Creates a type from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Along the line from the start point to the end point.
        public static let axial = GradientType(rawValue: "axial")
        /// Out from the start point, reaching the end colour at the end point's distance.
        public static let radial = GradientType(rawValue: "radial")
        /// Around the start point; drawn as axial (cairo has no conic gradient).
        public static let conic = GradientType(rawValue: "conic")
    }

    /// The colours (`CGColor`s; anything else is skipped), or `nil` for none.
    open var colors: [Any]?
    /// Where each colour sits, 0…1 (`NSNumber`s), or `nil` for evenly spaced.
    open var locations: [NSNumber]?
    /// The start, in unit coordinates of the bounds (top centre at first).
    open var startPoint = Point(x: 0.5, y: 0)
    /// The end, in unit coordinates of the bounds (bottom centre at first).
    open var endPoint = Point(x: 0.5, y: 1)
    /// The gradient's shape.
    open var type = GradientType.axial

    /// The gradient's stops, or `nil` when it has no colour.
    var gradient: Gradient? {
        let list = (colors ?? []).compactMap { $0 as? Color }
        guard !list.isEmpty else { return nil }
        guard let locations, locations.count == list.count else { return Gradient(colors: list) }
        return Gradient(
            stops: zip(list, locations).map { Gradient.Stop(color: $0, location: $1.doubleValue) })
    }

    /// Fills the bounds (rounded as the layer is) with the gradient.
    open override func draw(in context: GraphicsContext) {
        guard let gradient else { return }
        let size = bounds.size
        let start = Point(x: startPoint.x * size.width, y: startPoint.y * size.height)
        let end = Point(x: endPoint.x * size.width, y: endPoint.y * size.height)
        let paint: Paint =
            type == .radial
            ? .radialGradient(
                gradient, center: start, startRadius: 0, endRadius: hypot(end.x - start.x, end.y - start.y))
            : .linearGradient(gradient, start: start, end: end)
        context.fill(roundedBounds, with: paint)
    }
}
