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
        columnWidths(totalWidth: totalWidth) { index, font in
            sampleRows.reduce(0) { index < $1.count ? max($0, natural($1[index], font: font)) : $0 }
        }
    }

    /// The columns' widths for a total width, as ``columnWidths(totalWidth:sampleRows:)`` gives
    /// them, with an image cell as wide as its image.
    public func columnWidths(totalWidth: Double, sampleCells: [[Table.Cell]]) -> [Double] {
        columnWidths(totalWidth: totalWidth) { index, font in
            sampleCells.reduce(0) { widest, row in
                guard index < row.count else { return widest }
                switch row[index] {
                case .text(let text): return max(widest, natural(text, font: font))
                case .image(let image, let size, _):
                    let width = (size ?? image.size).width
                    return width.isFinite ? max(widest, width) : widest
                }
            }
        }
    }

    /// The widths in these steps: fixed columns, fit-to-content columns from the header's title
    /// and `widestCell(column, font)`, then proportional columns sharing what is left.
    private func columnWidths(totalWidth: Double, widestCell: (Int, Font) -> Double) -> [Double] {
        var widths = columns.map { column -> Double? in
            if case .fixed(let w) = column.width { return max(0, w) }
            return nil
        }
        for (index, column) in columns.enumerated() where column.width == .fitToContent {
            let header = natural(column.title, font: column.cellFont(headerFont))
            widths[index] = max(header, widestCell(index, column.cellFont(font))) + cellPadding.horizontal
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
            background: headerBackgroundColor, isHeader: true)
    }

    /// A row of cells at the given column widths; `index` (from 0) decides the zebra background.
    public func rowView(_ cells: [String], index: Int, widths: [Double]) -> TableRowView {
        TableRowView(
            cells: cells, table: self, widths: widths, font: font,
            background: index % 2 == 1 ? zebraColor : nil)
    }

    /// A row of cells that may hold images, at the given column widths; `index` (from 0) decides
    /// the zebra background.
    public func rowView(_ cells: [Table.Cell], index: Int, widths: [Double]) -> TableRowView {
        TableRowView(
            cells: cells, table: self, widths: widths, font: font,
            background: index % 2 == 1 ? zebraColor : nil)
    }

    /// Report blocks for rows of cells that may hold images, produced on demand, as
    /// ``blocks(rows:width:sampleCount:)`` makes them for text.
    public func blocks<Rows: Sequence>(cellRows rows: Rows, width: Double, sampleCount: Int = 100)
        -> some Sequence<ReportBlock> where Rows.Element == [Table.Cell]
    {
        blocks(rows, sampleCount: sampleCount) {
            columnWidths(totalWidth: width, sampleCells: $0)
        } row: {
            self.rowView($0, index: $1, widths: $2)
        }
    }

    /// Report blocks for rows produced on demand, each repeating the header row on every page the
    /// table continues on. Fit-to-content columns are sized from the first `sampleCount` rows.
    public func blocks<Rows: Sequence>(rows: Rows, width: Double, sampleCount: Int = 100)
        -> some Sequence<ReportBlock> where Rows.Element == [String]
    {
        blocks(rows, sampleCount: sampleCount) {
            columnWidths(totalWidth: width, sampleRows: $0)
        } row: {
            self.rowView($0, index: $1, widths: $2)
        }
    }

    /// The blocks in these steps: the column widths (from a sample of the rows when a column
    /// fits its content), the header row at them, then each row's view as the rows come.
    private func blocks<Rows: Sequence>(
        _ rows: Rows, sampleCount: Int, widths measure: ([Rows.Element]) -> [Double],
        row make: @escaping (Rows.Element, Int, [Double]) -> TableRowView
    ) -> some Sequence<ReportBlock> {
        let needsSample = columns.contains { $0.width == .fitToContent }
        let widths = measure(needsSample ? Array(rows.prefix(sampleCount)) : [])
        let header = headerView(widths: widths)
        return rows.enumerated().lazy.map { index, cells in
            ReportBlock(view: make(cells, index, widths), repeatedHeader: header)
        }
    }
}
