/// Hue, saturation and brightness: UIKit's HSB model of a colour (HSV), over sRGB components.
extension Color {
    /// Creates a colour from hue, saturation and brightness, each in 0…1, as
    /// `UIColor(hue:saturation:brightness:alpha:)` does.
    ///
    /// A hue of 0 and of 1 are both red; values outside 0…1 (and NaN) are clamped, as the other
    /// initializers clamp components.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
        let h = clamped(hue)
        let s = clamped(saturation)
        let v = clamped(brightness)
        let sector = h * 6
        let index = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch index {
        case 0: self.init(red: v, green: t, blue: p, alpha: alpha)
        case 1: self.init(red: q, green: v, blue: p, alpha: alpha)
        case 2: self.init(red: p, green: v, blue: t, alpha: alpha)
        case 3: self.init(red: p, green: q, blue: v, alpha: alpha)
        case 4: self.init(red: t, green: p, blue: v, alpha: alpha)
        default: self.init(red: v, green: p, blue: q, alpha: alpha)
        }
    }

    /// The colour's hue, saturation and brightness, each in 0…1, and its alpha (of the light
    /// variant; resolve a dynamic colour first for another appearance).
    ///
    /// A grey has hue 0 and saturation 0, and black has saturation 0, as UIKit answers them.
    public var hueSaturationBrightness: (hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        let maximum = max(red, green, blue)
        let delta = maximum - min(red, green, blue)
        let saturation = maximum > 0 ? delta / maximum : 0
        guard delta > 0 else { return (0, saturation, maximum, alpha) }
        var hue: Double
        if maximum == red {
            hue = (green - blue) / delta
        } else if maximum == green {
            hue = 2 + (blue - red) / delta
        } else {
            hue = 4 + (red - green) / delta
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, maximum, alpha)
    }
}
