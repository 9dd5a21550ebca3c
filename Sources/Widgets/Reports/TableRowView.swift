import Canvas
import Foundation

/// One row of a ``Table``: cells side by side at fixed column widths, each wrapping its text or
/// holding an image, the row as tall as its tallest cell, with an optional background and a
/// hairline underneath.
public final class TableRowView: View, PageSplittable {
    /// Each column's cell: a ``Label``, or a ``TableImageCellView``.
    private let cellViews: [View]
    private let widths: [Double]
    private let padding: EdgeInsets
    private let separatorColor: Color?
    /// Whether the row is its table's header row (its cells are header cells in a tagged PDF).
    public let isHeader: Bool
    /// The table the row belongs to, so a report groups a table's rows in one tagged `Table`.
    let tableIdentity: ObjectIdentifier

    /// Not available: a row is made from its cells.
    required init?(coder: NSCoder) {
        return nil
    }

    convenience init(
        cells: [String], table: Table, widths: [Double], font: Font, background: Color?,
        isHeader: Bool = false
    ) {
        let views = table.columns.indices.map { index -> View in
            Self.label(index < cells.count ? cells[index] : "", column: index, table: table, font: font)
        }
        self.init(cellViews: views, table: table, widths: widths, background: background, isHeader: isHeader)
    }

    convenience init(
        cells: [Table.Cell], table: Table, widths: [Double], font: Font, background: Color?,
        isHeader: Bool = false
    ) {
        let views = table.columns.indices.map { index -> View in
            switch index < cells.count ? cells[index] : .text("") {
            case .text(let text):
                return Self.label(text, column: index, table: table, font: font)
            case .image(let image, let size, let description):
                return TableImageCellView(
                    image: image, size: size, description: description,
                    alignment: table.columns[index].alignment)
            }
        }
        self.init(cellViews: views, table: table, widths: widths, background: background, isHeader: isHeader)
    }

    private init(cellViews: [View], table: Table, widths: [Double], background: Color?, isHeader: Bool) {
        self.isHeader = isHeader
        self.tableIdentity = ObjectIdentifier(table)
        self.widths = widths
        self.padding = table.cellPadding
        self.separatorColor = table.separatorColor
        self.cellViews = cellViews
        super.init(frame: .zero)
        backgroundColor = background
        for view in cellViews { addSubview(view) }
    }

    /// A text cell of column `index`.
    private static func label(_ text: String, column index: Int, table: Table, font: Font) -> Label {
        let label = Label(text: text)
        label.font = table.columns[index].cellFont(font)
        label.textColor = table.textColor
        label.numberOfLines = 0
        label.textAlignment = table.columns[index].alignment
        return label
    }

    /// The cells' texts (an image cell's description, or an empty string).
    public var cells: [String] {
        cellViews.map { view in
            if let label = view as? Label { return label.text ?? "" }
            return view.subviews.first?.accessibilityLabel ?? ""
        }
    }

    /// The columns' total width, and the tallest cell's height plus padding.
    public override func sizeThatFits(_ size: Size) -> Size {
        var height = 0.0
        for (cell, width) in zip(cellViews, widths) {
            height = max(
                height,
                cell.fittingSize(for: Size(width: innerWidth(width), height: .infinity)).height)
        }
        return Size(width: widths.reduce(0, +), height: height + padding.vertical)
    }

    /// Places each cell in its column, inside the padding.
    public override func layoutSubviews() {
        var x = 0.0
        for (cell, width) in zip(cellViews, widths) {
            cell.frame = Rect(
                x: x + padding.left, y: padding.top, width: innerWidth(width),
                height: max(0, bounds.height - padding.vertical))
            x += width
        }
    }

    /// Text rows top-aligned: the first cell's first baseline (none for an image).
    public override func firstBaseline(in size: Size) -> Double? {
        (cellViews.first as? Label)?.firstBaseline(
            in: Size(width: innerWidth(widths.first ?? 0), height: size.height - padding.vertical)
        )
        .map { $0 + padding.top }
    }

    /// Draws the hairline under the row.
    public override func draw(in context: GraphicsContext) {
        guard let separatorColor else { return }
        let t = 1 / displayScale
        context.fill(
            context.alignedToPixels(Rect(x: 0, y: bounds.height - t, width: bounds.width, height: t)),
            with: separatorColor)
    }

    private func innerWidth(_ width: Double) -> Double { max(0, width - padding.horizontal) }

    /// The offsets where the row may be cut between pages: the bottoms of its cells' lines that
    /// cut through no other cell's line, so a cell taller than a page splits as a tall label does.
    /// An image is never cut.
    public func pageBreakOffsets(in size: Size) -> [Double] {
        var cells: [(top: Double, bottoms: [Double])] = []
        for (view, width) in zip(cellViews, widths) {
            let cell = Size(width: innerWidth(width), height: max(0, size.height - padding.vertical))
            if let image = view as? TableImageCellView {
                let height = image.imageSize(forWidth: cell.width).height
                if height > 0 { cells.append((padding.top, [padding.top + height])) }
                continue
            }
            guard let label = view as? Label, let layout = label.textLayout(width: cell.width),
                let first = layout.lines.first
            else {
                continue
            }
            let origin = padding.top + label.textOrigin(for: layout, in: cell).y
            cells.append((origin + first.rect.minY, layout.lines.map { origin + $0.rect.maxY }))
        }
        let tolerance = layoutTolerance
        let lineEnds = cells.map { Set($0.bottoms) }
        let candidates = Set(cells.flatMap(\.bottoms)).sorted()
        return candidates.filter { offset in
            zip(cells, lineEnds).allSatisfy { cell, ends in
                offset <= cell.top + tolerance || offset >= (cell.bottoms.last ?? 0) - tolerance
                    || ends.contains(offset)
            }
        }
    }

    /// The cells.
    public override var debugProperties: [String] {
        super.debugProperties + ["cells=\(cells)"]
    }
}
