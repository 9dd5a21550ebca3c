/// Dynamic colours: a colour's light and dark variants, and resolving one for an appearance.
extension Color {
    /// The components of one variant of a colour.
    struct Components: Sendable, Hashable {
        var red: Double
        var green: Double
        var blue: Double
        var alpha: Double
    }

    /// Creates a colour that is `light` in the light appearance and `dark` in the dark one (each
    /// resolved for its own appearance first).
    public init(light: Color, dark: Color) {
        self = light.resolved(for: .light)
        let d = dark.resolved(for: .dark)
        let components = Components(red: d.red, green: d.green, blue: d.blue, alpha: d.alpha)
        darkComponents =
            components == Components(red: red, green: green, blue: blue, alpha: alpha) ? nil : components
    }

    /// Creates a colour from a provider asked once for each appearance (UIKit's
    /// `UIColor { traits in traits.userInterfaceStyle == .dark ? … : … }`). The provider runs
    /// here, not while drawing, so the colour stays a value.
    public init(dynamicProvider: (TraitCollection) -> Color) {
        self.init(
            light: dynamicProvider(TraitCollection(userInterfaceStyle: .light)),
            dark: dynamicProvider(TraitCollection(userInterfaceStyle: .dark)))
    }

    /// Whether the colour differs between the light and dark appearances.
    public var isDynamic: Bool { darkComponents != nil }

    /// The plain colour this one is in an appearance (``UserInterfaceStyle/unspecified`` reads
    /// as light).
    public func resolved(for style: UserInterfaceStyle) -> Color {
        guard style == .dark, let d = darkComponents else {
            return isDynamic ? Color(red: red, green: green, blue: blue, alpha: alpha) : self
        }
        return Color(red: d.red, green: d.green, blue: d.blue, alpha: d.alpha)
    }

    /// The plain colour this one is for a trait collection (UIColor's `resolvedColor(with:)`).
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        resolved(for: traitCollection.userInterfaceStyle)
    }
}
