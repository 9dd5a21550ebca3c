import Foundation

/// A colour in CIELAB (D65 white), for measuring perceived colour differences.
struct LabColor: Equatable {
    var l: Double
    var a: Double
    var b: Double

    /// Converts an opaque sRGB colour with channels in 0...255.
    init(srgbRed red: Double, green: Double, blue: Double) {
        func linear(_ channel: Double) -> Double {
            let c = channel / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(red)
        let g = linear(green)
        let b = linear(blue)
        let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47
        let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b
        let z = (0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b) / 1.088_83
        func f(_ t: Double) -> Double {
            let delta = 6.0 / 29
            return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
        }
        self.l = 116 * f(y) - 16
        self.a = 500 * (f(x) - f(y))
        self.b = 200 * (f(y) - f(z))
    }

    /// Converts an un-premultiplied sRGB colour with alpha, composited over a grey background
    /// level (0 for black, 255 for white); channels in 0...255.
    init(rgba pixel: (UInt8, UInt8, UInt8, UInt8), over background: Double) {
        let alpha = Double(pixel.3) / 255
        func composite(_ channel: UInt8) -> Double { Double(channel) * alpha + background * (1 - alpha) }
        self.init(srgbRed: composite(pixel.0), green: composite(pixel.1), blue: composite(pixel.2))
    }

    /// The CIE76 colour difference: the Euclidean distance in CIELAB.
    func deltaE(to other: LabColor) -> Double {
        let dl = l - other.l
        let da = a - other.a
        let db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// The larger CIE76 difference between two RGBA pixels, over white and over black.
    static func deltaE(_ first: (UInt8, UInt8, UInt8, UInt8), _ second: (UInt8, UInt8, UInt8, UInt8))
        -> Double
    {
        let overWhite = LabColor(rgba: first, over: 255).deltaE(to: LabColor(rgba: second, over: 255))
        guard first.3 < 255 || second.3 < 255 else { return overWhite }
        let overBlack = LabColor(rgba: first, over: 0).deltaE(to: LabColor(rgba: second, over: 0))
        return max(overWhite, overBlack)
    }
}
