/// An sRGB colour with an alpha component, each in 0…1 (UIColor's model for what Vellum draws).
///
/// A colour may also have a dark-appearance variant (UIKit's dynamic colours: the semantic
/// colours such as ``label`` and ``systemBackground``, ``init(light:dark:)`` and
/// ``init(dynamicProvider:)``). Its components are the light variant's; drawing resolves it for
/// the appearance being rendered (see ``resolved(for:)``).
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double
    /// The components in the dark appearance, or `nil` when they are the same as in light.
    var darkComponents: Components?

    /// Creates a colour from components in 0…1; values outside the range (and NaN) are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// Creates a grey from a white level in 0…1.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from 8-bit components (0…255).
    public init(red255 red: Int, green: Int, blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// Creates a colour from a hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional);
    /// `nil` when the string is not one of those forms.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        // ASCII only: Character.isHexDigit also accepts fullwidth digits such as "Ｆ".
        guard digits.unicodeScalars.allSatisfy({ $0.isASCII && Character($0).isHexDigit }) else { return nil }
        let values = digits.compactMap { $0.hexDigitValue }
        func byte(_ i: Int) -> Double { Double(values[i] * 16 + values[i + 1]) / 255 }
        switch values.count {
        case 3:
            self.init(
                red: Double(values[0] * 17) / 255, green: Double(values[1] * 17) / 255,
                blue: Double(values[2] * 17) / 255)
        case 6: self.init(red: byte(0), green: byte(2), blue: byte(4))
        case 8: self.init(red: byte(0), green: byte(2), blue: byte(4), alpha: byte(6))
        default: return nil
        }
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque.
    public var hexString: String {
        func hex(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }

    /// The same colour with a different opacity (UIColor's `withAlphaComponent(_:)`).
    public func withAlphaComponent(_ alpha: Double) -> Color {
        var color = Color(red: red, green: green, blue: blue, alpha: alpha)
        color.darkComponents = darkComponents.map {
            Components(red: $0.red, green: $0.green, blue: $0.blue, alpha: color.alpha)
        }
        return color
    }

    /// The hex description, e.g. `#2C3136`.
    public var description: String { hexString }

    private static func clamp(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(1, max(0, value))
    }
}

extension Color {
    /// Fully transparent.
    public static let clear = Color(white: 0, alpha: 0)
    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// 50% grey.
    public static let gray = Color(white: 0.5)
    /// Pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// One-third white (UIKit's `darkGray`).
    public static let darkGray = Color(white: 1.0 / 3)
    /// Two-thirds white (UIKit's `lightGray`).
    public static let lightGray = Color(white: 2.0 / 3)
    /// Cyan (UIKit's `cyan`).
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Yellow (UIKit's `yellow`).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Magenta (UIKit's `magenta`).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Orange (UIKit's `orange`).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple (UIKit's `purple`).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown (UIKit's `brown`).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    /// Primary text (UIKit's `label`), with UIKit's dark-appearance value.
    public static let label = Color(light: Color(white: 0), dark: Color(white: 1))
    /// Secondary text: #3C3C43 at 60% (UIKit's `secondaryLabel`), with UIKit's dark-appearance value.
    public static let secondaryLabel = Color(
        light: Color(red255: 60, green: 60, blue: 67, alpha: 0.6),
        dark: Color(red255: 235, green: 235, blue: 245, alpha: 0.6))
    /// Tertiary text: #3C3C43 at 30% (UIKit's `tertiaryLabel`), with UIKit's dark-appearance value.
    public static let tertiaryLabel = Color(
        light: Color(red255: 60, green: 60, blue: 67, alpha: 0.3),
        dark: Color(red255: 235, green: 235, blue: 245, alpha: 0.3))
    /// Quaternary text: #3C3C43 at 18% (UIKit's `quaternaryLabel`), with UIKit's dark-appearance value.
    public static let quaternaryLabel = Color(
        light: Color(red255: 60, green: 60, blue: 67, alpha: 0.18),
        dark: Color(red255: 235, green: 235, blue: 245, alpha: 0.16))
    /// Link text: #007AFF (UIKit's `link`), with UIKit's dark-appearance value.
    public static let link = Color(
        light: Color(red255: 0, green: 122, blue: 255), dark: Color(red255: 9, green: 132, blue: 255))
    /// Placeholder text: #3C3C43 at 30% (UIKit's `placeholderText`), with UIKit's dark-appearance value.
    public static let placeholderText = Color(
        light: Color(red255: 60, green: 60, blue: 67, alpha: 0.3),
        dark: Color(red255: 235, green: 235, blue: 245, alpha: 0.3))
    /// The main background: white (UIKit's `systemBackground`), with UIKit's dark-appearance value.
    public static let systemBackground = Color(light: Color(white: 1), dark: Color(white: 0))
    /// Content layered on the main background: #F2F2F7 (UIKit's `secondarySystemBackground`), with UIKit's dark-appearance value.
    public static let secondarySystemBackground = Color(
        light: Color(red255: 242, green: 242, blue: 247), dark: Color(red255: 28, green: 28, blue: 30))
    /// Content layered on secondary backgrounds: white (UIKit's `tertiarySystemBackground`), with UIKit's dark-appearance value.
    public static let tertiarySystemBackground = Color(
        light: Color(white: 1), dark: Color(red255: 44, green: 44, blue: 46))
    /// Grouped table background: #F2F2F7 (UIKit's `systemGroupedBackground`), with UIKit's dark-appearance value.
    public static let systemGroupedBackground = Color(
        light: Color(red255: 242, green: 242, blue: 247), dark: Color(white: 0))
    /// Content on a grouped background: white (UIKit's `secondarySystemGroupedBackground`), with UIKit's dark-appearance value.
    public static let secondarySystemGroupedBackground = Color(
        light: Color(white: 1), dark: Color(red255: 28, green: 28, blue: 30))
    /// Content layered on secondary grouped backgrounds: #F2F2F7 (UIKit's `tertiarySystemGroupedBackground`), with UIKit's dark-appearance value.
    public static let tertiarySystemGroupedBackground = Color(
        light: Color(red255: 242, green: 242, blue: 247), dark: Color(red255: 44, green: 44, blue: 46))
    /// Thin separators that let content show through: #3C3C43 at 29% (UIKit's `separator`), with UIKit's dark-appearance value.
    public static let separator = Color(
        light: Color(red255: 60, green: 60, blue: 67, alpha: 0.29),
        dark: Color(red255: 84, green: 84, blue: 88, alpha: 0.6))
    /// Opaque separators: #C6C6C8 (UIKit's `opaqueSeparator`), with UIKit's dark-appearance value.
    public static let opaqueSeparator = Color(
        light: Color(red255: 198, green: 198, blue: 200), dark: Color(red255: 56, green: 56, blue: 58))

    /// Fills for thin, small shapes: #787880 at 20% (UIKit's `systemFill`), with UIKit's dark-appearance value.
    public static let systemFill = Color(
        light: Color(red255: 120, green: 120, blue: 128, alpha: 0.2),
        dark: Color(red255: 120, green: 120, blue: 128, alpha: 0.36))
    /// Fills for medium shapes: #787880 at 16% (UIKit's `secondarySystemFill`), with UIKit's dark-appearance value.
    public static let secondarySystemFill = Color(
        light: Color(red255: 120, green: 120, blue: 128, alpha: 0.16),
        dark: Color(red255: 120, green: 120, blue: 128, alpha: 0.32))
    /// Fills for large shapes: #767680 at 12% (UIKit's `tertiarySystemFill`), with UIKit's dark-appearance value.
    public static let tertiarySystemFill = Color(
        light: Color(red255: 118, green: 118, blue: 128, alpha: 0.12),
        dark: Color(red255: 118, green: 118, blue: 128, alpha: 0.24))
    /// Fills for large areas with complex content: #747480 at 8% (UIKit's `quaternarySystemFill`), with UIKit's dark-appearance value.
    public static let quaternarySystemFill = Color(
        light: Color(red255: 116, green: 116, blue: 128, alpha: 0.08),
        dark: Color(red255: 118, green: 118, blue: 128, alpha: 0.18))

    /// #8E8E93 (UIKit's `systemGray`), with UIKit's dark-appearance value.
    public static let systemGray = Color(
        light: Color(red255: 142, green: 142, blue: 147), dark: Color(red255: 142, green: 142, blue: 147))
    /// #AEAEB2 (UIKit's `systemGray2`), with UIKit's dark-appearance value.
    public static let systemGray2 = Color(
        light: Color(red255: 174, green: 174, blue: 178), dark: Color(red255: 99, green: 99, blue: 102))
    /// #C7C7CC (UIKit's `systemGray3`), with UIKit's dark-appearance value.
    public static let systemGray3 = Color(
        light: Color(red255: 199, green: 199, blue: 204), dark: Color(red255: 72, green: 72, blue: 74))
    /// #D1D1D6 (UIKit's `systemGray4`), with UIKit's dark-appearance value.
    public static let systemGray4 = Color(
        light: Color(red255: 209, green: 209, blue: 214), dark: Color(red255: 58, green: 58, blue: 60))
    /// #E5E5EA (UIKit's `systemGray5`), with UIKit's dark-appearance value.
    public static let systemGray5 = Color(
        light: Color(red255: 229, green: 229, blue: 234), dark: Color(red255: 44, green: 44, blue: 46))
    /// #F2F2F7 (UIKit's `systemGray6`), with UIKit's dark-appearance value.
    public static let systemGray6 = Color(
        light: Color(red255: 242, green: 242, blue: 247), dark: Color(red255: 28, green: 28, blue: 30))

    /// #007AFF (UIKit's `systemBlue`), with UIKit's dark-appearance value.
    public static let systemBlue = Color(
        light: Color(red255: 0, green: 122, blue: 255), dark: Color(red255: 10, green: 132, blue: 255))
    /// #34C759 (UIKit's `systemGreen`), with UIKit's dark-appearance value.
    public static let systemGreen = Color(
        light: Color(red255: 52, green: 199, blue: 89), dark: Color(red255: 48, green: 209, blue: 88))
    /// #FF3B30 (UIKit's `systemRed`), with UIKit's dark-appearance value.
    public static let systemRed = Color(
        light: Color(red255: 255, green: 59, blue: 48), dark: Color(red255: 255, green: 69, blue: 58))
    /// #FF9500 (UIKit's `systemOrange`), with UIKit's dark-appearance value.
    public static let systemOrange = Color(
        light: Color(red255: 255, green: 149, blue: 0), dark: Color(red255: 255, green: 159, blue: 10))
    /// #FFCC00 (UIKit's `systemYellow`), with UIKit's dark-appearance value.
    public static let systemYellow = Color(
        light: Color(red255: 255, green: 204, blue: 0), dark: Color(red255: 255, green: 214, blue: 10))
    /// #FF2D55 (UIKit's `systemPink`), with UIKit's dark-appearance value.
    public static let systemPink = Color(
        light: Color(red255: 255, green: 45, blue: 85), dark: Color(red255: 255, green: 55, blue: 95))
    /// #AF52DE (UIKit's `systemPurple`), with UIKit's dark-appearance value.
    public static let systemPurple = Color(
        light: Color(red255: 175, green: 82, blue: 222), dark: Color(red255: 191, green: 90, blue: 242))
    /// #5AC8FA (UIKit's `systemTeal`), with UIKit's dark-appearance value.
    public static let systemTeal = Color(
        light: Color(red255: 90, green: 200, blue: 250), dark: Color(red255: 100, green: 210, blue: 255))
    /// #5856D6 (UIKit's `systemIndigo`), with UIKit's dark-appearance value.
    public static let systemIndigo = Color(
        light: Color(red255: 88, green: 86, blue: 214), dark: Color(red255: 94, green: 92, blue: 230))
    /// #A2845E (UIKit's `systemBrown`), with UIKit's dark-appearance value.
    public static let systemBrown = Color(
        light: Color(red255: 162, green: 132, blue: 94), dark: Color(red255: 172, green: 142, blue: 104))
    /// #00C7BE (UIKit's `systemMint`), with UIKit's dark-appearance value.
    public static let systemMint = Color(
        light: Color(red255: 0, green: 199, blue: 190), dark: Color(red255: 102, green: 212, blue: 207))
    /// #32ADE6 (UIKit's `systemCyan`), with UIKit's dark-appearance value.
    public static let systemCyan = Color(
        light: Color(red255: 50, green: 173, blue: 230), dark: Color(red255: 100, green: 210, blue: 255))
}

extension Color: _ExpressibleByColorLiteral {
    /// Creates a colour from a colour literal, so UIKit code's
    /// `#colorLiteral(red: 0.17, green: 0.19, blue: 0.21, alpha: 1)` compiles as a `Color`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension Color {
    /// The colour itself, so UIKit's `layer.borderColor = UIColor.red.cgColor` ports with a
    /// rename of `UIColor` alone.
    public var cgColor: Color { self }
}
