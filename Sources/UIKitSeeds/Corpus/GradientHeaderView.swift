import Foundation
import VellumUIKit

// A gradient header as public UIKit code draws one in draw(_:): a CGGradient from two colours
// built with `as CFArray`, drawn top to bottom into the view's clip, and a quad-curved bottom
// edge cut into it.

class GradientHeaderView: UIView {
    var topColor: UIColor = .systemIndigo { didSet { setNeedsDisplay() } }
    var bottomColor: UIColor = .systemTeal { didSet { setNeedsDisplay() } }
    var curveDepth: CGFloat = 24

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [topColor.cgColor, bottomColor.cgColor] as CFArray
        let locations: [CGFloat] = [0.0, 1.0]
        guard
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations)
        else { return }

        context.saveGState()
        context.move(to: CGPoint(x: 0, y: 0))
        context.addLine(to: CGPoint(x: bounds.width, y: 0))
        context.addLine(to: CGPoint(x: bounds.width, y: bounds.height - curveDepth))
        context.addQuadCurve(
            to: CGPoint(x: 0, y: bounds.height - curveDepth),
            control: CGPoint(x: bounds.width / 2, y: bounds.height + curveDepth))
        context.closePath()
        context.clip()
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: bounds.height),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        context.restoreGState()
    }
}
