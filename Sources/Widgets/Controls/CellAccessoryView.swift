import Canvas

/// The drawing of a ``TableCell``'s accessory: a chevron, a checkmark, an info button, or an
/// info button and a chevron, in UIKit's sizes and colours.
final class CellAccessoryView: View {
    /// What is drawn.
    var kind: TableCell.AccessoryType = .none {
        didSet { if kind != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The drawing's size: a chevron 8 × 13, a checkmark 14 × 12, an info button 22 × 22, and
    /// both 22 + 12 + 8 wide.
    override var intrinsicContentSize: Size {
        switch kind {
        case .none: .zero
        case .disclosureIndicator: Size(width: 8, height: 13)
        case .checkmark: Size(width: 14, height: 12)
        case .detailButton: Size(width: 22, height: 22)
        case .detailDisclosureButton: Size(width: 42, height: 22)
        }
    }

    override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    override func draw(in context: GraphicsContext) {
        let round = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
        func chevron(at x: Double) {
            var path = Path()
            let top = (bounds.height - 13) / 2
            path.move(to: Point(x: x + 1.5, y: top + 1.5))
            path.addLine(to: Point(x: x + 6.5, y: top + 6.5))
            path.addLine(to: Point(x: x + 1.5, y: top + 11.5))
            context.stroke(path, with: .color(.tertiaryLabel), style: round)
        }
        func info(at x: Double) {
            let tint: Color = tintColor
            let circle = Rect(x: x + 1, y: (bounds.height - 20) / 2, width: 20, height: 20)
            context.stroke(Path(ellipseIn: circle), with: .color(tint), style: StrokeStyle(lineWidth: 1.5))
            context.fill(
                Path(ellipseIn: Rect(x: circle.midX - 1.25, y: circle.minY + 4, width: 2.5, height: 2.5)),
                with: .color(tint))
            context.fill(
                Path(
                    roundedRect: Rect(x: circle.midX - 1, y: circle.minY + 8, width: 2, height: 8),
                    cornerRadius: 1), with: .color(tint))
        }
        switch kind {
        case .none: break
        case .disclosureIndicator: chevron(at: 0)
        case .checkmark:
            var path = Path()
            path.move(to: Point(x: 1, y: 6.5))
            path.addLine(to: Point(x: 5, y: 10.5))
            path.addLine(to: Point(x: 13, y: 1.5))
            context.stroke(path, with: .color(tintColor), style: round)
        case .detailButton: info(at: 0)
        case .detailDisclosureButton:
            info(at: 0)
            chevron(at: 34)
        }
    }
}
