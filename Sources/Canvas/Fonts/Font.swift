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

    /// An OpenType feature a font can turn on. A fixed list: nothing unchecked reaches the shaper.
    public enum Feature: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Digits of one width, so columns of numbers line up (`tnum`; UIKit's
        /// `monospacedDigitSystemFont(ofSize:weight:)`).
        case monospacedDigits = "tnum"
        /// A zero with a slash through it, told apart from the letter O (`zero`).
        case slashedZero = "zero"

        /// Orders features by their OpenType tags.
        public static func < (lhs: Feature, rhs: Feature) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The family that system fonts use: Inter, with ``fallbackFamilies`` for other scripts.
    public static let systemFamily = "Inter"
    /// The family of ``monospacedSystemFont(ofSize:weight:)``: Noto Sans Mono, whose zero is
    /// slashed, so "SFO" never reads as "SF0".
    public static let monospacedFamily = "Noto Sans Mono"
    /// The last family tried for characters the requested family lacks, before fontconfig's own
    /// fallback: DejaVu Sans, which covers most alphabets.
    public static let fallbackFamily = "DejaVu Sans"
    /// The families tried, in order, for characters the requested family lacks: Noto Sans for
    /// Hebrew, Arabic, Devanagari and Thai (their weight and size sit well beside Inter; DejaVu's
    /// Hebrew and Arabic are visibly heavier), then ``fallbackFamily``.
    public static let fallbackFamilies = [
        "Noto Sans Hebrew", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans Thai", fallbackFamily,
    ]
    /// The size used when a font's size is not a finite positive number (UIKit's body size).
    public static let defaultSize: Double = 17
    /// The sizes text is laid out at; sizes outside are clamped to the nearest end.
    public static let sizeRange: ClosedRange<Double> = 0.5...4096
    /// The largest size colour emoji are drawn at; larger emoji are drawn at this size.
    ///
    /// Colour emoji are bitmaps that cairo embeds as an image as large as the glyph: at 4,096 pt
    /// one emoji is a 5,111 × 4,811 pixel image (1.3 s and 3 MB in a PDF, more in SVG); at
    /// 512 pt, a sixty-fourth of that.
    public static let maximumEmojiSize: Double = 512

    /// The family name as fontconfig knows it, e.g. `Inter` or `DejaVu Serif`.
    public var family: String
    /// The size in points, as requested (see ``effectiveSize`` for what is laid out).
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// Whether the font is italic.
    public var isItalic: Bool
    /// The OpenType features turned on (none by default).
    public var features: Set<Feature>

    /// Creates a font from a family, size, weight, slant and features.
    public init(
        family: String, size: Double, weight: Weight = .regular, isItalic: Bool = false,
        features: Set<Feature> = []
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.features = features
    }

    /// A font from a name as UIKit's `UIFont(name:size:)` takes it: a family (`"DejaVu Sans"`)
    /// or a PostScript-style name (`"Inter-SemiBold"`, `"DejaVuSans-BoldOblique"`), whose style
    /// after the last hyphen sets the weight and slant. `nil` when the name is empty or its style
    /// is not one Vellum knows.
    public init?(name: String, size: Double) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let hyphen = trimmed.lastIndex(of: "-")
        var style = hyphen.map { trimmed[trimmed.index(after: $0)...].lowercased() } ?? ""
        var family = String(trimmed[..<(hyphen ?? trimmed.endIndex)])
        var italic = false
        for suffix in ["italic", "oblique"] where style.hasSuffix(suffix) {
            italic = true
            style.removeLast(suffix.count)
        }
        let weights: [String: Weight] = [
            "": .regular, "regular": .regular, "book": .regular, "roman": .regular,
            "ultralight": .ultraLight, "extralight": .ultraLight, "thin": .thin, "light": .light,
            "medium": .medium, "semibold": .semibold, "demibold": .semibold, "bold": .bold,
            "heavy": .heavy, "extrabold": .heavy, "black": .black,
        ]
        guard let weight = weights[style] else { return nil }
        // PostScript names run the family's words together: "DejaVuSans" is "DejaVu Sans".
        if !family.contains(" "), family != Font.systemFamily {
            for known in Font.fallbackFamilies + [Font.monospacedFamily, "DejaVu Sans Mono", "DejaVu Serif"]
            where known.replacingOccurrences(of: " ", with: "") == family {
                family = known
            }
        }
        self.init(family: family, size: size, weight: weight, isItalic: italic)
    }

    /// The size in points, as UIFont names it (``size``).
    public var pointSize: Double { size }
    /// The system font (Inter) at a size and weight.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(family: systemFamily, size: size, weight: weight)
    }

    /// The system font at a size and weight, spelled as UIKit spells it.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        system(size: size, weight: weight)
    }

    /// The system font with digits of one width, for columns of numbers (UIKit's
    /// `monospacedDigitSystemFont(ofSize:weight:)`).
    public static func monospacedDigitSystemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(family: systemFamily, size: size, weight: weight, features: [.monospacedDigits])
    }

    /// A monospaced font (DejaVu Sans Mono) at a size and weight (UIKit's
    /// `monospacedSystemFont(ofSize:weight:)`).
    public static func monospacedSystemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(family: monospacedFamily, size: size, weight: weight)
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
        var font = self
        font.size = size
        return font
    }

    /// The same font at another weight.
    public func withWeight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The same font, italic or upright.
    public func italic(_ isItalic: Bool = true) -> Font {
        var font = self
        font.isItalic = isItalic
        return font
    }

    /// The same font with a feature turned on as well.
    public func withFeature(_ feature: Feature) -> Font {
        var font = self
        font.features.insert(feature)
        return font
    }

    /// The features as Pango's font-features string (`"tnum,zero"`), `nil` when there are none.
    var featureSettings: String? {
        features.isEmpty ? nil : features.sorted().map(\.rawValue).joined(separator: ",")
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

    /// A description such as `Inter 16 semibold` (features follow as tags: `Inter 12 regular tnum`).
    public var description: String {
        "\(family) \(Point.format(size)) \(weight)\(isItalic ? " italic" : "")"
            + (featureSettings.map { " " + $0.replacingOccurrences(of: ",", with: " ") } ?? "")
    }
}
