import Foundation
import VellumUIKit

// A bar chart as public UIKit code writes one, all in draw(_:): a baseline with Core Graphics
// calls, rounded bars scaled to the largest value, and each bar's label drawn under it with
// string drawing.

class BarChartView: UIView {

    var entries: [(label: String, value: CGFloat)] = [] {
        didSet { setNeedsDisplay() }
    }

    var barColor: UIColor = .systemTeal
    var axisColor: UIColor = .separator

    private let labelHeight: CGFloat = 18
    private let barSpacing: CGFloat = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !entries.isEmpty else { return }
        let chartRect = bounds.insetBy(dx: 12, dy: 12)
        let baseline = chartRect.maxY - labelHeight

        context.setStrokeColor(axisColor.cgColor)
        context.setLineWidth(1)
        context.move(to: CGPoint(x: chartRect.minX, y: baseline))
        context.addLine(to: CGPoint(x: chartRect.maxX, y: baseline))
        context.strokePath()

        let maxValue = entries.map { $0.value }.max() ?? 1
        let count = CGFloat(entries.count)
        let barWidth = (chartRect.width - barSpacing * (count - 1)) / count
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 11),
            .foregroundColor: UIColor.secondaryLabel,
        ]

        for (index, entry) in entries.enumerated() {
            let x = chartRect.minX + CGFloat(index) * (barWidth + barSpacing)
            let height = (baseline - chartRect.minY - 4) * entry.value / maxValue
            let barRect = CGRect(x: x, y: baseline - height, width: barWidth, height: height)
            barColor.setFill()
            UIBezierPath(
                roundedRect: barRect, byRoundingCorners: [.topLeft, .topRight],
                cornerRadii: CGSize(width: 4, height: 4)
            ).fill()

            let text = entry.label as NSString
            let size = text.size(withAttributes: attributes)
            text.draw(
                at: CGPoint(x: x + (barWidth - size.width) / 2, y: baseline + 3), withAttributes: attributes)
        }
    }
}
