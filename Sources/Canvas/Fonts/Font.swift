/// A font: a family, a size in points, a weight and a slant (UIFont's model, as a value).
///
/// Sizes outside ``Font/sizeRange`` are clamped when text is laid out, and a size that is not a
/// finite positive number falls back to ``Font/defaultSize``: pango 1.50 ignores such sizes with a
/// warning, and sizes around 50,000 pt leave the font face broken for every later render.
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// A font weight on UIKit's scale, from ultra-light to black.
    public enum Weight: Int, Sendable, Hashable, CaseIterable, Comparable {
        /// The thinnest weight (CSS 100).
        case ultraLight = 100
        /// Thin (CSS 200).
        case thin = 200
        /// Light (CSS 300).
        case light = 300
        /// Regular (CSS 400).
        case regular = 400
        /// Medium (CSS 500).
        case medium = 500
        /// Semibold (CSS 600).
        case semibold = 600
        /// Bold (CSS 700).
        case bold = 700
        /// Heavy (CSS 800).
        case heavy = 800
        /// Black, the heaviest weight (CSS 900).
        case black = 900

        /// Orders weights from thinnest to heaviest.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A UIKit text style, with UIKit's default size and weight at the default content size.
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        /// 34 pt regular.
        case largeTitle
        /// 28 pt regular.
        case title1
        /// 22 pt regular.
        case title2
        /// 20 pt regular.
        case title3
        /// 17 pt semibold.
        case headline
        /// 17 pt regular.
        case body
        /// 16 pt regular.
        case callout
        /// 15 pt regular.
        case subheadline
        /// 13 pt regular.
        case footnote
        /// 12 pt regular.
        case caption1
        /// 11 pt regular.
        case caption2

        /// UIKit's default point size for the style.
        public var pointSize: Double {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }

        /// UIKit's default weight for the style.
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// The family that system fonts use: Inter, with DejaVu Sans as the fallback.
    public static let systemFamily = "Inter"
    /// The family tried for characters the requested family lacks, before fontconfig's own fallback.
    public static let fallbackFamily = "DejaVu Sans"
    /// The size used when a font's size is not a finite positive number (UIKit's body size).
    public static let defaultSize: Double = 17
    /// The sizes text is laid out at; sizes outside are clamped to the nearest end.
    public static let sizeRange: ClosedRange<Double> = 0.5...4096

    /// The family name as fontconfig knows it, e.g. `Inter` or `DejaVu Serif`.
    public var family: String
    /// The size in points, as requested (see ``effectiveSize`` for what is laid out).
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// Whether the font is italic.
    public var isItalic: Bool

    /// Creates a font from a family, size, weight and slant.
    public init(family: String, size: Double, weight: Weight = .regular, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The system font (Inter) at a size and weight.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(family: systemFamily, size: size, weight: weight)
    }

    /// The system font at a size and weight, spelled as UIKit spells it.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        system(size: size, weight: weight)
    }

    /// The bold system font at a size (UIKit's `boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: Double) -> Font { system(size: size, weight: .bold) }

    /// The italic system font at a size (UIKit's `italicSystemFont(ofSize:)`).
    public static func italicSystemFont(ofSize size: Double) -> Font {
        Font(family: systemFamily, size: size, isItalic: true)
    }

    /// The system font for a text style at UIKit's default size (UIKit's `preferredFont(forTextStyle:)`).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        system(size: style.pointSize, weight: style.weight)
    }

    /// A font in the same family at another size (UIFont's `withSize(_:)`).
    public func withSize(_ size: Double) -> Font {
        Font(family: family, size: size, weight: weight, isItalic: isItalic)
    }

    /// The same font at another weight.
    public func withWeight(_ weight: Weight) -> Font {
        Font(family: family, size: size, weight: weight, isItalic: isItalic)
    }

    /// The same font, italic or upright.
    public func italic(_ isItalic: Bool = true) -> Font {
        Font(family: family, size: size, weight: weight, isItalic: isItalic)
    }

    /// 34 pt (UIKit's large title).
    public static var largeTitle: Font { preferredFont(forTextStyle: .largeTitle) }
    /// 28 pt (UIKit's title 1).
    public static var title1: Font { preferredFont(forTextStyle: .title1) }
    /// 22 pt (UIKit's title 2).
    public static var title2: Font { preferredFont(forTextStyle: .title2) }
    /// 20 pt (UIKit's title 3).
    public static var title3: Font { preferredFont(forTextStyle: .title3) }
    /// 17 pt semibold (UIKit's headline).
    public static var headline: Font { preferredFont(forTextStyle: .headline) }
    /// 17 pt (UIKit's body).
    public static var body: Font { preferredFont(forTextStyle: .body) }
    /// 16 pt (UIKit's callout).
    public static var callout: Font { preferredFont(forTextStyle: .callout) }
    /// 15 pt (UIKit's subheadline).
    public static var subheadline: Font { preferredFont(forTextStyle: .subheadline) }
    /// 13 pt (UIKit's footnote).
    public static var footnote: Font { preferredFont(forTextStyle: .footnote) }
    /// 12 pt (UIKit's caption 1).
    public static var caption1: Font { preferredFont(forTextStyle: .caption1) }
    /// 11 pt (UIKit's caption 2).
    public static var caption2: Font { preferredFont(forTextStyle: .caption2) }

    /// The size text is laid out at: ``size`` clamped to ``sizeRange``, or ``defaultSize`` when
    /// ``size`` is not a finite positive number.
    public var effectiveSize: Double {
        guard size.isFinite, size > 0 else { return Font.defaultSize }
        return min(Font.sizeRange.upperBound, max(Font.sizeRange.lowerBound, size))
    }

    /// A description such as `Inter 16 semibold`.
    public var description: String {
        "\(family) \(Point.format(size)) \(weight)\(isItalic ? " italic" : "")"
    }
}
