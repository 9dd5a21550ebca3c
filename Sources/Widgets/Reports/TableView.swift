import Canvas
import Foundation

/// A whole table as one view: the header row and every row, splittable between rows when a
/// ``Report`` flows it across pages (the header is not repeated; stream rows with
/// ``Table/blocks(rows:width:sampleCount:)`` for that).
public final class TableView: View {
    /// The table's columns and style.
    public let table: Table
    /// The rows' cells, text or images.
    public let cellRows: [[Table.Cell]]
    private var rowViews: [TableRowView] = []
    private var builtWidth: Double?

    /// The rows' texts (an image cell's description, or an empty string).
    public var rows: [[String]] { cellRows.map { $0.map(\.text) } }

    /// Creates a table view of text rows.
    public init(table: Table, rows: [[String]]) {
        self.table = table
        self.cellRows = rows.map { $0.map(Table.Cell.text) }
        super.init(frame: .zero)
    }

    /// Creates a table view whose rows may hold images.
    public init(table: Table, cellRows: [[Table.Cell]]) {
        self.table = table
        self.cellRows = cellRows
        super.init(frame: .zero)
    }

    /// Not available: a table view is made from a table and its rows, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func build(width: Double) {
        guard builtWidth != width else { return }
        builtWidth = width
        for view in rowViews { view.removeFromSuperview() }
        let widths = table.columnWidths(totalWidth: width, sampleCells: cellRows)
        rowViews =
            [table.headerView(widths: widths)]
            + cellRows.enumerated().map { table.rowView($1, index: $0, widths: widths) }
        for view in rowViews { addSubview(view) }
    }

    /// The rows stacked at the proposed width (or the columns' natural widths when unbounded).
    public override func sizeThatFits(_ size: Size) -> Size {
        let width =
            size.width.isFinite
            ? size.width : table.columnWidths(totalWidth: 0, sampleCells: cellRows).reduce(0, +)
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
