import Canvas

extension Table {
    /// One cell of a table row: text that wraps to its column, or an image.
    public enum Cell: Sendable, Hashable, ExpressibleByStringInterpolation {
        /// Text, wrapped to the column's width.
        case text(String)
        /// An image drawn at `size` points (the image's own size when `nil`), scaled down to the
        /// column's width when wider, keeping its proportions; `description` is its alternative
        /// text in a tagged PDF.
        case image(Image, size: Size? = nil, description: String? = nil)

        /// A text cell from a string literal (or an interpolated one).
        public init(stringLiteral value: String) {
            self = .text(value)
        }

        /// The cell's text: its string, or an image's description (empty without one).
        public var text: String {
            switch self {
            case .text(let text): text
            case .image(_, _, let description): description ?? ""
            }
        }
    }
}
