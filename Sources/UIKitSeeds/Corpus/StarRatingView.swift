import Foundation
import VellumUIKit

// A five-star rating as public UIKit code writes one: stars built with UIBezierPath in
// draw(_:), the filled part clipped for half stars, coloured with the tint colour (redrawn
// when it changes), and an intrinsic size from the star size and spacing.

@IBDesignable
class StarRatingView: UIView {

    @IBInspectable var rating: CGFloat = 3.5 {
        didSet { setNeedsDisplay() }
    }

    @IBInspectable var starSize: CGFloat = 20 {
        didSet { invalidateIntrinsicContentSize() }
    }

    @IBInspectable var spacing: CGFloat = 4

    var emptyColor: UIColor = .systemGray4

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .clear
    }

    override var intrinsicContentSize: CGSize {
        return CGSize(width: starSize * 5 + spacing * 4, height: starSize)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for index in 0..<5 {
            let origin = CGPoint(x: CGFloat(index) * (starSize + spacing), y: (bounds.height - starSize) / 2)
            let star = starPath(in: CGRect(origin: origin, size: CGSize(width: starSize, height: starSize)))
            emptyColor.setFill()
            star.fill()
            let fill = min(max(rating - CGFloat(index), 0), 1)
            if fill > 0 {
                context.saveGState()
                UIBezierPath(rect: CGRect(x: origin.x, y: origin.y, width: starSize * fill, height: starSize))
                    .addClip()
                tintColor.setFill()
                star.fill()
                context.restoreGState()
            }
        }
    }

    private func starPath(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = rect.width / 2
        let inner = outer * 0.4
        for point in 0..<10 {
            let radius = point % 2 == 0 ? outer : inner
            let angle = CGFloat(point) * .pi / 5 - .pi / 2
            let vertex = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 {
                path.move(to: vertex)
            } else {
                path.addLine(to: vertex)
            }
        }
        path.close()
        return path
    }
}
