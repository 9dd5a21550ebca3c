import VellumUIKit

// A checkbox as public UIKit code writes one: a UIControl subclass drawn in draw(_:) (a rounded
// box, filled with the tint colour and ticked when selected), toggled by a tap recognizer that
// sends .valueChanged. Linux edit: `@objc` removed from `toggle()` and
// `#selector(toggle)` written `CheckboxControl.toggle`.

final class CheckboxControl: UIControl {

    var isChecked: Bool {
        get { isSelected }
        set { isSelected = newValue }
    }

    override var isSelected: Bool {
        didSet { setNeedsDisplay() }
    }

    override var intrinsicContentSize: CGSize {
        return CGSize(width: 24, height: 24)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: CheckboxControl.toggle))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func toggle() {
        isSelected.toggle()
        sendActions(for: .valueChanged)
    }

    override func draw(_ rect: CGRect) {
        let box = UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 5)
        if isSelected {
            tintColor.setFill()
            box.fill()
            let tick = UIBezierPath()
            tick.move(to: CGPoint(x: bounds.width * 0.27, y: bounds.height * 0.52))
            tick.addLine(to: CGPoint(x: bounds.width * 0.43, y: bounds.height * 0.68))
            tick.addLine(to: CGPoint(x: bounds.width * 0.74, y: bounds.height * 0.34))
            tick.lineWidth = 2.5
            tick.lineCapStyle = .round
            tick.lineJoinStyle = .round
            UIColor.white.setStroke()
            tick.stroke()
        } else {
            box.lineWidth = 2
            (isEnabled ? UIColor.systemGray : UIColor.systemGray4).setStroke()
            box.stroke()
        }
    }
}
