import Canvas
import Foundation

/// A report's table of contents (``ReportBlock/contents(font:)``): a row per heading with an
/// outline title, indented by level, its title wrapped before a right-aligned column of page
/// labels, dot leaders from the title's last line to its page label, and, in PDF, a link from
/// the row to the heading.
///
/// The report gives it its rows before each pass measures it (``ReportReferences``); until the
/// first pass ends it has none. The page-label column is as wide as "8888" or the widest label,
/// so the rows' heights do not depend on the page numbers.
final class ContentsView: View {
    /// One row: a heading's title, level, page label and place (page from 1, top in page
    /// coordinates).
    struct Row: Equatable {
        var title: String
        var level: Int
        var pageLabel: String
        var page: Int
        var y: Double
    }

    /// The rows, in body order.
    var rows: [Row] = [] {
        didSet { if rows != oldValue { invalidateIntrinsicContentSize() } }
    }
    let font: Font
    /// The indent per heading level, the gap around the leaders, and the space between rows.
    let indentPerLevel = 16.0
    let gap = 6.0
    let rowSpacing = 4.0

    init(font: Font) {
        self.font = font
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// A row laid out at a width: its title's layout, x, and the page label's layout.
    private struct RowLayout {
        let title: TextLayout
        let x: Double
        let label: TextLayout
    }

    private func text(_ string: String) -> AttributedString {
        var text = AttributedString(string)
        text.font = font
        text.foregroundColor = .label
        return text
    }

    /// The page-label column's width.
    private func labelColumn() -> Double {
        (rows.map(\.pageLabel) + ["8888"]).map { TextLayout(text($0), width: nil).size.width }.max() ?? 0
    }

    /// The last rows laid out, kept for the width they were laid out at: measuring, splitting
    /// and drawing ask for the same width in turn.
    private var laidOut: (width: Double, rows: [Row], layouts: [RowLayout])?

    /// Step 1 of measuring and drawing: each row's title wrapped in what the indent and the
    /// label column leave, and its label on one line.
    private func layouts(width: Double) -> [RowLayout] {
        if let laidOut, laidOut.width == width, laidOut.rows == rows { return laidOut.layouts }
        let column = labelColumn()
        let layouts = rows.map { row in
            let x = Double(max(0, row.level)) * indentPerLevel
            let titleWidth = max(1, width - x - column - 2 * gap)
            return RowLayout(
                title: TextLayout(text(row.title), width: titleWidth), x: x,
                label: TextLayout(text(row.pageLabel), width: nil))
        }
        laidOut = (width, rows, layouts)
        return layouts
    }

    override func sizeThatFits(_ size: Size) -> Size {
        let rows = layouts(width: size.width)
        let height =
            rows.map { Double($0.title.size.height) }.reduce(0, +) + rowSpacing
            * Double(max(0, rows.count - 1))
        return Size(width: size.width, height: height)
    }

    /// Step 2: draws each row: title, leaders on its last line's baseline, the label
    /// right-aligned on that baseline, and a link over the row to its heading.
    override func draw(in context: GraphicsContext) {
        var y = 0.0
        let width = Double(bounds.width)
        // A contents split across pages is drawn on each, clipped: only the rows shown are
        // entries of the tagged contents and links; the rest are drawn as artifacts.
        let shown = context.boundingBoxOfClipPath
        for (row, layout) in zip(rows, layouts(width: width)) {
            let height = Double(layout.title.size.height)
            let isShown = y + height / 2 >= shown.minY && y + height / 2 <= shown.maxY
            context.withStructure(isShown ? .tableOfContentsItem : .artifact) {
                drawRow(layout, at: y, width: width, in: context)
            }
            if isShown {
                context.addLink(
                    toDestination: ReportReferences.destination(page: row.page - 1, y: row.y),
                    in: Rect(x: 0, y: y, width: width, height: height))
            }
            y += height + rowSpacing
        }
    }

    /// Draws one row at `y`: its title, the leaders, and its page label.
    private func drawRow(_ layout: RowLayout, at y: Double, width: Double, in context: GraphicsContext) {
        context.draw(layout.title, at: Point(x: layout.x, y: y))
        let last = layout.title.lines.last
        let baseline = y + (last?.baseline ?? 0)
        let labelWidth = Double(layout.label.size.width)
        let labelBaseline = layout.label.lines.first?.baseline ?? 0
        context.draw(layout.label, at: Point(x: width - labelWidth, y: baseline - labelBaseline))
        drawLeaders(
            from: layout.x + Double(last?.rect.maxX ?? 0) + gap, to: width - labelWidth - gap,
            baseline: baseline,
            in: context)
    }

    /// Dots every 4 pt between two x positions, on whole multiples of 4 so the leaders of
    /// all rows line up.
    private func drawLeaders(
        from start: Double, to end: Double, baseline: Double, in context: GraphicsContext
    ) {
        let spacing = 4.0
        var x = (start / spacing).rounded(.up) * spacing
        var dots = Path()
        let radius = max(0.5, font.pointSize / 24)
        while x + radius <= end {
            dots.addEllipse(
                in: Rect(x: x - radius, y: baseline - radius - 1, width: 2 * radius, height: 2 * radius))
            x += spacing
        }
        guard !dots.isEmpty else { return }
        context.fill(dots, with: .color(Color.secondaryLabel.resolved(for: context.userInterfaceStyle)))
    }
}

extension ContentsView: PageSplittable {
    /// Between rows.
    func pageBreakOffsets(in size: Size) -> [Double] {
        var y = 0.0
        return layouts(width: size.width).map { layout in
            y += Double(layout.title.size.height)
            defer { y += rowSpacing }
            return y
        }
    }
}
