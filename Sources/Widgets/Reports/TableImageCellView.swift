import Canvas
import Foundation

/// A table cell holding an image: the image at its cell size (``Table/Cell/image(_:size:description:)``),
/// no wider than the column, aligned as the column's text is and top-aligned like text cells.
///
/// In a tagged PDF the cell is a table cell (`TD`, or `TH` in the header row) with the image a
/// `Figure` inside it.
final class TableImageCellView: View {
    private let imageView: ImageView
    private let preferredSize: Size
    private let alignment: TextAlignment

    /// Not available: a cell is made from its image.
    required init?(coder: NSCoder) {
        return nil
    }

    init(image: Image, size: Size?, description: String?, alignment: TextAlignment) {
        let natural = size ?? image.size
        preferredSize = Size(
            width: natural.width.isFinite ? max(0, natural.width) : 0,
            height: natural.height.isFinite ? max(0, natural.height) : 0)
        self.alignment = alignment
        imageView = ImageView(image: image)
        imageView.contentMode = .scaleToFill
        imageView.accessibilityLabel = description
        super.init(frame: .zero)
        addSubview(imageView)
    }

    /// The image's size at a column width: its preferred size, scaled down to fit the width.
    func imageSize(forWidth width: Double) -> Size {
        guard preferredSize.width > width, preferredSize.width > 0 else { return preferredSize }
        let scale = max(0, width) / preferredSize.width
        return Size(width: preferredSize.width * scale, height: preferredSize.height * scale)
    }

    /// The column's width and the image's height at it.
    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: imageSize(forWidth: size.width).height)
    }

    /// Places the image at the top, on the column's alignment.
    override func layoutSubviews() {
        let image = imageSize(forWidth: bounds.width)
        let free = bounds.width - image.width
        let x: Double =
            switch alignment {
            case .center: free / 2
            case .right: free
            default: 0
            }
        imageView.frame = Rect(x: x, y: 0, width: image.width, height: image.height)
    }
}
