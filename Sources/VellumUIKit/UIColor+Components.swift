// UIColor's and CGColor's component API, as UIKit code calls it: `getRed(_:green:blue:alpha:)`
// and `getHue(_:saturation:brightness:alpha:)` with `&` pointers to `CGFloat`s,
// `UIColor(cgColor:)`, `CGColor.components` and `colorSpace`. UIColor and CGColor are both
// ``Canvas/Color`` here, so each member is on both names.

extension Color {
    /// The colour as UIKit's getters read it: a dynamic colour resolved for the current trait
    /// collection, which is the appearance of the view being drawn (light outside drawing).
    private var resolvedForCurrentTraits: Color {
        resolved(for: GraphicsContext.current?.userInterfaceStyle ?? .light)
    }

    /// Reads the colour's sRGB components, each in 0…1, into the variables given (UIColor's
    /// `getRed(_:green:blue:alpha:)`); `nil` skips a component. Always `true`.
    ///
    /// A dynamic colour is resolved for the current trait collection first: the appearance being
    /// drawn inside `draw(_:)`, light elsewhere.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let color = resolvedForCurrentTraits
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// Reads the colour's hue, saturation and brightness (each in 0…1) and alpha into the
    /// variables given (UIColor's `getHue(_:saturation:brightness:alpha:)`); `nil` skips a
    /// component. Always `true`.
    ///
    /// A dynamic colour is resolved for the current trait collection first, as in
    /// ``getRed(_:green:blue:alpha:)``.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let hsb = resolvedForCurrentTraits.hueSaturationBrightness
        hue?.pointee = CGFloat(hsb.hue)
        saturation?.pointee = CGFloat(hsb.saturation)
        brightness?.pointee = CGFloat(hsb.brightness)
        alpha?.pointee = CGFloat(hsb.alpha)
        return true
    }

    /// The colour of a Core Graphics colour (UIKit's `UIColor(cgColor:)`): the same value, as a
    /// `CGColor` here is the colour itself.
    public init(cgColor: CGColor) {
        self = cgColor
    }

    /// The sRGB components and alpha, `[red, green, blue, alpha]`, each in 0…1 (CGColor's
    /// `components`; the light variant of a dynamic colour, as a `CGColor` has no appearance).
    public var components: [CGFloat]? {
        [CGFloat(red), CGFloat(green), CGFloat(blue), CGFloat(alpha)]
    }

    /// The number of values in ``components``: 4 (CGColor's `numberOfComponents`).
    public var numberOfComponents: Int { 4 }

    /// The colour space the components are in: sRGB, Vellum's only one (CGColor's `colorSpace`).
    public var colorSpace: CGColorSpace? { CGColorSpace.sRGBSpace }
}

/// Core Graphics' `CGColorSpace`, as far as a colour reports it: Vellum's colours are all sRGB.
public struct CGColorSpace: Sendable, Hashable {
    /// The name of the sRGB colour space (Core Graphics' `CGColorSpace.sRGB`).
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The sRGB colour space, the one every ``Canvas/Color`` is in.
    static let sRGBSpace = CGColorSpace(uncheckedName: sRGB)

    /// The space's name (``sRGB``).
    public let name: String?

    /// The number of colour components, without alpha: 3.
    public var numberOfComponents: Int { 3 }

    private init(uncheckedName name: String) { self.name = name }

    /// The colour space of a name (Core Graphics' `CGColorSpace(name:)`): sRGB, and `nil` for
    /// any other, which Vellum does not draw in.
    public init?(name: String) {
        guard name == CGColorSpace.sRGB else { return nil }
        self.name = name
    }
}

/// The device RGB colour space (Core Graphics' function): sRGB in Vellum.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace.sRGBSpace
}
