/// An sRGB colour with an alpha component, each in 0…1 (UIColor's model for what Vellum draws).
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

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
        Color(red: red, green: green, blue: blue, alpha: alpha)
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

    /// Primary text (UIKit's `label`, light appearance).
    public static let label = Color(white: 0)
    /// Secondary text: #3C3C43 at 60% (UIKit's `secondaryLabel`).
    public static let secondaryLabel = Color(red255: 60, green: 60, blue: 67, alpha: 0.6)
    /// Tertiary text: #3C3C43 at 30% (UIKit's `tertiaryLabel`).
    public static let tertiaryLabel = Color(red255: 60, green: 60, blue: 67, alpha: 0.3)
    /// Quaternary text: #3C3C43 at 18% (UIKit's `quaternaryLabel`).
    public static let quaternaryLabel = Color(red255: 60, green: 60, blue: 67, alpha: 0.18)
    /// Link text: #007AFF (UIKit's `link`).
    public static let link = Color(red255: 0, green: 122, blue: 255)
    /// Placeholder text: #3C3C43 at 30% (UIKit's `placeholderText`).
    public static let placeholderText = Color(red255: 60, green: 60, blue: 67, alpha: 0.3)
    /// The main background: white (UIKit's `systemBackground`).
    public static let systemBackground = Color(white: 1)
    /// Content layered on the main background: #F2F2F7 (UIKit's `secondarySystemBackground`).
    public static let secondarySystemBackground = Color(red255: 242, green: 242, blue: 247)
    /// Content layered on secondary backgrounds: white (UIKit's `tertiarySystemBackground`).
    public static let tertiarySystemBackground = Color(white: 1)
    /// Grouped table background: #F2F2F7 (UIKit's `systemGroupedBackground`).
    public static let systemGroupedBackground = Color(red255: 242, green: 242, blue: 247)
    /// Thin separators that let content show through: #3C3C43 at 29% (UIKit's `separator`).
    public static let separator = Color(red255: 60, green: 60, blue: 67, alpha: 0.29)
    /// Opaque separators: #C6C6C8 (UIKit's `opaqueSeparator`).
    public static let opaqueSeparator = Color(red255: 198, green: 198, blue: 200)

    /// #8E8E93 (UIKit's `systemGray`).
    public static let systemGray = Color(red255: 142, green: 142, blue: 147)
    /// #AEAEB2 (UIKit's `systemGray2`).
    public static let systemGray2 = Color(red255: 174, green: 174, blue: 178)
    /// #C7C7CC (UIKit's `systemGray3`).
    public static let systemGray3 = Color(red255: 199, green: 199, blue: 204)
    /// #D1D1D6 (UIKit's `systemGray4`).
    public static let systemGray4 = Color(red255: 209, green: 209, blue: 214)
    /// #E5E5EA (UIKit's `systemGray5`).
    public static let systemGray5 = Color(red255: 229, green: 229, blue: 234)
    /// #F2F2F7 (UIKit's `systemGray6`).
    public static let systemGray6 = Color(red255: 242, green: 242, blue: 247)

    /// #007AFF (UIKit's `systemBlue`).
    public static let systemBlue = Color(red255: 0, green: 122, blue: 255)
    /// #34C759 (UIKit's `systemGreen`).
    public static let systemGreen = Color(red255: 52, green: 199, blue: 89)
    /// #FF3B30 (UIKit's `systemRed`).
    public static let systemRed = Color(red255: 255, green: 59, blue: 48)
    /// #FF9500 (UIKit's `systemOrange`).
    public static let systemOrange = Color(red255: 255, green: 149, blue: 0)
    /// #FFCC00 (UIKit's `systemYellow`).
    public static let systemYellow = Color(red255: 255, green: 204, blue: 0)
    /// #FF2D55 (UIKit's `systemPink`).
    public static let systemPink = Color(red255: 255, green: 45, blue: 85)
    /// #AF52DE (UIKit's `systemPurple`).
    public static let systemPurple = Color(red255: 175, green: 82, blue: 222)
    /// #5AC8FA (UIKit's `systemTeal`).
    public static let systemTeal = Color(red255: 90, green: 200, blue: 250)
    /// #5856D6 (UIKit's `systemIndigo`).
    public static let systemIndigo = Color(red255: 88, green: 86, blue: 214)
    /// #A2845E (UIKit's `systemBrown`).
    public static let systemBrown = Color(red255: 162, green: 132, blue: 94)
    /// #00C7BE (UIKit's `systemMint`).
    public static let systemMint = Color(red255: 0, green: 199, blue: 190)
    /// #32ADE6 (UIKit's `systemCyan`).
    public static let systemCyan = Color(red255: 50, green: 173, blue: 230)
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
