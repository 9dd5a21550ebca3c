/// An output format: PDF, SVG, or PNG at a scale.
public enum DocumentFormat: Sendable, Hashable, CustomStringConvertible {
    /// PDF: vector, multi-page, selectable text.
    case pdf
    /// SVG: vector, one page per file, text as glyph outlines.
    case svg
    /// PNG: pixels, `scale` pixels per point.
    case png(scale: Double)

    /// PNG at one pixel per point.
    public static var png: DocumentFormat { .png(scale: 1) }

    /// The file name extension: `pdf`, `svg` or `png`.
    public var fileExtension: String {
        switch self {
        case .pdf: "pdf"
        case .svg: "svg"
        case .png: "png"
        }
    }

    /// The names ``init(name:scale:)`` reads: `svg`, `pdf` and `png`.
    public static let names = ["svg", "pdf", "png"]

    /// The format named `name` (`pdf`, `svg` or `png`, with PNG at `scale` pixels per point), or
    /// `nil` for any other name.
    public init?(name: String, scale: Double = 1) {
        switch name {
        case "pdf": self = .pdf
        case "svg": self = .svg
        case "png": self = .png(scale: scale)
        default: return nil
        }
    }

    /// The device pixels per point views are laid out for in this format: the PNG scale, or
    /// ``GraphicsContext/vectorDisplayScale`` (2) for PDF and SVG. Exhaustive, so a new format
    /// must say its scale.
    public var pixelScale: Double {
        switch self {
        case .pdf, .svg: GraphicsContext.vectorDisplayScale
        case .png(let scale): scale
        }
    }

    /// `pdf`, `svg` or `png@2x`.
    public var description: String {
        switch self {
        case .pdf: "pdf"
        case .svg: "svg"
        case .png(let scale): scale == 1 ? "png" : "png@\(Point.format(scale))x"
        }
    }
}
