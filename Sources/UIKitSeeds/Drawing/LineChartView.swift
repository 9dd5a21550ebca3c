import Foundation
import VellumUIKit

// A line chart as public UIKit code writes one in draw(_:): dashed grid lines, a smooth curve
// through the points (addCurve with midpoint control points), the area under it filled with a
// CGGradient through a clip, the line drawn with a soft shadow, a title measured with
// boundingRect(with:options:attributes:context:) and axis labels drawn with draw(at:).

final class LineChartView: UIView {

    var title = ""
    var values: [CGFloat] = [] {
        didSet { setNeedsDisplay() }
    }
    var labels: [String] = []
    var lineColor: UIColor = .systemIndigo

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 10
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), values.count > 1 else { return }

        let titleAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 15),
            .foregroundColor: UIColor.label,
        ]
        let titleRect = (title as NSString).boundingRect(
            with: CGSize(width: bounds.width - 24, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: titleAttributes, context: nil)
        (title as NSString).draw(
            with: CGRect(x: 12, y: 10, width: bounds.width - 24, height: ceil(titleRect.height)),
            options: [.usesLineFragmentOrigin], attributes: titleAttributes, context: nil)

        let plot = CGRect(
            x: 12, y: 10 + ceil(titleRect.height) + 10, width: bounds.width - 24,
            height: bounds.height - ceil(titleRect.height) - 50)

        // Grid
        context.saveGState()
        context.setStrokeColor(UIColor.separator.cgColor)
        context.setLineWidth(1)
        context.setLineDash(phase: 0, lengths: [4, 4])
        for row in 0...3 {
            let y = plot.minY + plot.height * CGFloat(row) / 3
            context.move(to: CGPoint(x: plot.minX, y: y))
            context.addLine(to: CGPoint(x: plot.maxX, y: y))
        }
        context.strokePath()
        context.restoreGState()

        // Points
        let maxValue = values.max() ?? 1
        let minValue = values.min() ?? 0
        let span = max(maxValue - minValue, 1)
        let step = plot.width / CGFloat(values.count - 1)
        let points = values.enumerated().map { index, value in
            CGPoint(
                x: plot.minX + CGFloat(index) * step, y: plot.maxY - (value - minValue) / span * plot.height)
        }

        let curve = CGMutablePath()
        curve.move(to: points[0])
        for index in 1..<points.count {
            let previous = points[index - 1]
            let point = points[index]
            let midX = (previous.x + point.x) / 2
            curve.addCurve(
                to: point, control1: CGPoint(x: midX, y: previous.y), control2: CGPoint(x: midX, y: point.y))
        }

        // Area under the curve, filled with a gradient through a clip
        let area = CGMutablePath()
        area.addPath(curve)
        area.addLine(to: CGPoint(x: points[points.count - 1].x, y: plot.maxY))
        area.addLine(to: CGPoint(x: points[0].x, y: plot.maxY))
        area.closeSubpath()

        let colors =
            [lineColor.withAlphaComponent(0.45).cgColor, lineColor.withAlphaComponent(0).cgColor] as CFArray
        let locations: [CGFloat] = [0, 1]
        if let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations)
        {
            context.saveGState()
            context.addPath(area)
            context.clip()
            context.drawLinearGradient(
                gradient, start: CGPoint(x: 0, y: plot.minY), end: CGPoint(x: 0, y: plot.maxY), options: [])
            context.restoreGState()
        }

        // The line, with a shadow
        context.saveGState()
        context.setShadow(
            offset: CGSize(width: 0, height: 2), blur: 4, color: lineColor.withAlphaComponent(0.5).cgColor)
        context.addPath(curve)
        context.setStrokeColor(lineColor.cgColor)
        context.setLineWidth(2.5)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.strokePath()
        context.restoreGState()

        // Last point
        if let last = points.last {
            let dot = CGRect(x: last.x - 4, y: last.y - 4, width: 8, height: 8)
            context.setFillColor(UIColor.systemBackground.cgColor)
            context.fillEllipse(in: dot)
            context.setStrokeColor(lineColor.cgColor)
            context.setLineWidth(2)
            context.strokeEllipse(in: dot)
        }

        // Axis labels
        let labelAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 10),
            .foregroundColor: UIColor.secondaryLabel,
        ]
        for (index, label) in labels.enumerated() where index < points.count {
            let size = (label as NSString).size(withAttributes: labelAttributes)
            let x = min(max(points[index].x - size.width / 2, plot.minX), plot.maxX - size.width)
            (label as NSString).draw(at: CGPoint(x: x, y: plot.maxY + 6), withAttributes: labelAttributes)
        }
    }
}
