import Canvas

/// A table's columns and style, which makes row views for reports and ``TableView``: cell padding
/// and alignment, a header row (repeated on every page in a ``Report``), zebra backgrounds,
/// hairline row separators, and cells that wrap.
public final class Table: Withable {
    /// The columns, left to right.
    public var columns: [TableColumn]
    /// Space inside each cell.
    public var cellPadding = EdgeInsets(horizontal: 6, vertical: 4)
    /// The cells' font.
    public var font: Font = .systemFont(ofSize: 10)
    /// The header row's font.
    public var headerFont: Font = .systemFont(ofSize: 10, weight: .semibold)
    /// The cells' text colour.
    public var textColor: Color = .label
    /// The header row's background.
    public var headerBackgroundColor: Color? = .systemGray6
    /// The background of every other row (the second, fourth…), or `nil` for none.
    public var zebraColor: Color? = Color(hex: "#F7F7FA")
    /// The colour of the hairline under each row, or `nil` for none.
    public var separatorColor: Color? = .opaqueSeparator

    /// Creates a table with columns.
    public init(columns: [TableColumn]) {
        self.columns = columns
    }

    /// The columns' widths for a total width: fixed ones as given, fit-to-content ones as wide as
    /// the widest cell among the header and `sampleRows`, proportional ones sharing the rest.
    public func columnWidths(totalWidth: Double, sampleRows: [[String]] = []) -> [Double] {
        var widths = columns.map { column -> Double? in
            if case .fixed(let w) = column.width { return max(0, w) }
            return nil
        }
        for (index, column) in columns.enumerated() where column.width == .fitToContent {
            var widest = natural(column.title, font: column.cellFont(headerFont))
            for row in sampleRows where index < row.count {
                widest = max(widest, natural(row[index], font: column.cellFont(font)))
            }
            widths[index] = widest + cellPadding.horizontal
        }
        let used = widths.compactMap { $0 }.reduce(0, +)
        let weights = columns.map { column -> Double in
            if case .proportional(let weight) = column.width { return max(0, weight) }
            return 0
        }
        let totalWeight = weights.reduce(0, +)
        let room = max(0, totalWidth - used)
        return widths.enumerated().map { index, width in
            width ?? (totalWeight > 0 ? room * weights[index] / totalWeight : 0)
        }
    }

    private func natural(_ text: String, font: Font) -> Double {
        TextLayout(plain: text, font: font).size.width
    }

    /// The header row at the given column widths.
    public func headerView(widths: [Double]) -> TableRowView {
        TableRowView(
            cells: columns.map(\.title), table: self, widths: widths, font: headerFont,
            background: headerBackgroundColor)
    }

    /// A row of cells at the given column widths; `index` (from 0) decides the zebra background.
    public func rowView(_ cells: [String], index: Int, widths: [Double]) -> TableRowView {
        TableRowView(
            cells: cells, table: self, widths: widths, font: font,
            background: index % 2 == 1 ? zebraColor : nil)
    }

    /// Report blocks for rows produced on demand, each repeating the header row on every page the
    /// table continues on. Fit-to-content columns are sized from the first `sampleCount` rows.
    public func blocks<Rows: Sequence>(rows: Rows, width: Double, sampleCount: Int = 100)
        -> some Sequence<ReportBlock> where Rows.Element == [String]
    {
        let needsSample = columns.contains { $0.width == .fitToContent }
        let sample = needsSample ? Array(rows.prefix(sampleCount)) : []
        let widths = columnWidths(totalWidth: width, sampleRows: sample)
        let header = headerView(widths: widths)
        return rows.enumerated().lazy.map { [self] index, cells in
            ReportBlock(view: rowView(cells, index: index, widths: widths), repeatedHeader: header)
        }
    }
}

/// One row of a ``Table``: cells side by side at fixed column widths, each wrapping its text,
/// the row as tall as its tallest cell, with an optional background and a hairline underneath.
public final class TableRowView: View, PageSplittable {
    private let labels: [Label]
    private let widths: [Double]
    private let padding: EdgeInsets
    private let separatorColor: Color?

    init(cells: [String], table: Table, widths: [Double], font: Font, background: Color?) {
        self.widths = widths
        self.padding = table.cellPadding
        self.separatorColor = table.separatorColor
        labels = table.columns.indices.map { index in
            let label = Label(text: index < cells.count ? cells[index] : "")
            label.font = table.columns[index].cellFont(font)
            label.textColor = table.textColor
            label.numberOfLines = 0
            label.textAlignment = table.columns[index].alignment
            return label
        }
        super.init(frame: .zero)
        backgroundColor = background
        for label in labels { addSubview(label) }
    }

    /// The cells' texts.
    public var cells: [String] { labels.map { $0.text ?? "" } }

    /// The columns' total width, and the tallest cell's height plus padding.
    public override func sizeThatFits(_ size: Size) -> Size {
        var height = 0.0
        for (label, width) in zip(labels, widths) {
            height = max(
                height,
                label.fittingSize(for: Size(width: innerWidth(width), height: .infinity)).height)
        }
        return Size(width: widths.reduce(0, +), height: height + padding.vertical)
    }

    /// Places each cell in its column, inside the padding.
    public override func layoutSubviews() {
        var x = 0.0
        for (label, width) in zip(labels, widths) {
            label.frame = Rect(
                x: x + padding.left, y: padding.top, width: innerWidth(width),
                height: max(0, bounds.height - padding.vertical))
            x += width
        }
    }

    /// Text rows top-aligned: the first cell's first baseline.
    public override func firstBaseline(in size: Size) -> Double? {
        labels.first?.firstBaseline(
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
    public func pageBreakOffsets(in size: Size) -> [Double] {
        var cells: [(top: Double, bottoms: [Double])] = []
        for (label, width) in zip(labels, widths) {
            let cell = Size(width: innerWidth(width), height: max(0, size.height - padding.vertical))
            guard let layout = label.textLayout(width: cell.width), let first = layout.lines.first else {
                continue
            }
            let origin = padding.top + label.textOrigin(for: layout, in: cell).y
            cells.append((origin + first.rect.minY, layout.lines.map { origin + $0.rect.maxY }))
        }
        let tolerance = 1e-9
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

/// A whole table as one view: the header row and every row, splittable between rows when a
/// ``Report`` flows it across pages (the header is not repeated; stream rows with
/// ``Table/blocks(rows:width:sampleCount:)`` for that).
public final class TableView: View {
    /// The table's columns and style.
    public let table: Table
    /// The rows' cells.
    public let rows: [[String]]
    private var rowViews: [TableRowView] = []
    private var builtWidth: Double?

    /// Creates a table view.
    public init(table: Table, rows: [[String]]) {
        self.table = table
        self.rows = rows
        super.init(frame: .zero)
    }

    private func build(width: Double) {
        guard builtWidth != width else { return }
        builtWidth = width
        for view in rowViews { view.removeFromSuperview() }
        let widths = table.columnWidths(totalWidth: width, sampleRows: rows)
        rowViews =
            [table.headerView(widths: widths)]
            + rows.enumerated().map { table.rowView($1, index: $0, widths: widths) }
        for view in rowViews { addSubview(view) }
    }

    /// The rows stacked at the proposed width (or the columns' natural widths when unbounded).
    public override func sizeThatFits(_ size: Size) -> Size {
        let width =
            size.width.isFinite
            ? size.width : table.columnWidths(totalWidth: 0, sampleRows: rows).reduce(0, +)
        build(width: width)
        let height = rowViews.reduce(0) {
            $0 + $1.fittingSize(for: Size(width: width, height: .infinity)).height
        }
        return Size(width: width, height: height)
    }

    /// Stacks the rows.
    public override func layoutSubviews() {
        build(width: bounds.width)
        var y = 0.0
        for view in rowViews {
            let h = view.fittingSize(for: Size(width: bounds.width, height: .infinity)).height
            view.frame = Rect(x: 0, y: y, width: bounds.width, height: h)
            y += h
        }
    }
}

extension TableView: PageSplittable {
    /// The bottoms of the rows.
    public func pageBreakOffsets(in size: Size) -> [Double] {
        build(width: size.width)
        var y = 0.0
        return rowViews.map { view in
            y += view.fittingSize(for: Size(width: size.width, height: .infinity)).height
            return y
        }
    }
}
