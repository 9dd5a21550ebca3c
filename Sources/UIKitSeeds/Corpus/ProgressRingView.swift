import Foundation
import VellumUIKit

// A circular progress ring as public UIKit code writes one: a track and a progress arc drawn
// with UIBezierPath(arcCenter:…) in draw(_:), from twelve o'clock clockwise with round caps,
// in the tint colour, and a percentage label centred with constraints.

class ProgressRingView: UIView {

    var progress: CGFloat = 0 {
        didSet {
            progress = min(max(progress, 0), 1)
            percentLabel.text = "\(Int((progress * 100).rounded()))%"
            setNeedsDisplay()
        }
    }

    var lineWidth: CGFloat = 8 {
        didSet { setNeedsDisplay() }
    }

    var trackColor: UIColor = .tertiarySystemFill

    private let percentLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupView()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupView() {
        backgroundColor = .clear
        percentLabel.font = .systemFont(ofSize: 17, weight: .bold)
        percentLabel.textColor = .label
        percentLabel.text = "0%"
        percentLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(percentLabel)
        NSLayoutConstraint.activate([
            percentLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            percentLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
        let startAngle = -CGFloat.pi / 2

        let track = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = lineWidth
        trackColor.setStroke()
        track.stroke()

        guard progress > 0 else { return }
        let ring = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: startAngle,
            endAngle: startAngle + 2 * .pi * progress, clockwise: true)
        ring.lineWidth = lineWidth
        ring.lineCapStyle = .round
        tintColor.setStroke()
        ring.stroke()
    }
}
