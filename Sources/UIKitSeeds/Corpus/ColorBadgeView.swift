import VellumUIKit

// A count badge as public UIKit code writes one: a pill filled with its colour in `draw(_:)`,
// outlined in the same colour darkened through `getHue` and `UIColor(hue:saturation:brightness:alpha:)`,
// its text black or white by the colour's brightness read with `getRed`.

extension UIColor {

    func darker(by percentage: CGFloat = 0.2) -> UIColor {
        var hue: CGFloat = 0
        var saturation: CGFloat = 0
        var brightness: CGFloat = 0
        var alpha: CGFloat = 0
        if getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha) {
            return UIColor(
                hue: hue, saturation: saturation, brightness: max(brightness - percentage, 0), alpha: alpha)
        }
        return self
    }

    var isLight: Bool {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        let luminance = (r * 299 + g * 587 + b * 114) / 1000
        return luminance > 0.6
    }
}

class ColorBadgeView: UIView {

    private let countLabel = UILabel()

    var badgeColor: UIColor = .systemRed {
        didSet {
            countLabel.textColor = badgeColor.isLight ? .black : .white
            setNeedsDisplay()
        }
    }

    var count: Int = 0 {
        didSet {
            countLabel.text = "\(count)"
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    private func commonInit() {
        isOpaque = false
        backgroundColor = .clear
        countLabel.font = UIFont.boldSystemFont(ofSize: 13)
        countLabel.textAlignment = .center
        countLabel.textColor = .white
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(countLabel)
        NSLayoutConstraint.activate([
            countLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            countLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    override func draw(_ rect: CGRect) {
        let pill = UIBezierPath(
            roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: (bounds.height - 2) / 2)
        badgeColor.setFill()
        pill.fill()
        badgeColor.darker(by: 0.25).setStroke()
        pill.lineWidth = 2
        pill.stroke()
    }
}
