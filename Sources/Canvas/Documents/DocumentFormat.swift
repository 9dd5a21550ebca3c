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

    /// `pdf`, `svg` or `png@2x`.
    public var description: String {
        switch self {
        case .pdf: "pdf"
        case .svg: "svg"
        case .png(let scale): scale == 1 ? "png" : "png@\(Point.format(scale))x"
        }
    }
}
