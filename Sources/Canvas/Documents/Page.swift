/// One page of a document: a size in points and the drawing that fills it.
public struct Page {
    /// The page size in points.
    public var size: Size
    /// Draws the page; called once per output (PDF, SVG, PNG) with a fresh context.
    public var draw: (GraphicsContext) throws -> Void

    /// Creates a page of a size with a drawing closure.
    public init(size: Size, draw: @escaping (GraphicsContext) throws -> Void) {
        self.size = size
        self.draw = draw
    }

    /// A4: 210 × 297 mm.
    public static let a4 = Size(width: 595.2756, height: 841.8898)
    /// US Letter: 8.5 × 11 in.
    public static let letter = Size(width: 612, height: 792)
}
