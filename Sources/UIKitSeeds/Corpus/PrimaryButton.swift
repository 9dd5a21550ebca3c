import VellumUIKit

// A call-to-action button as public UIKit code writes one: a UIButton subclass with padded
// content, a rounded filled background, a bold white title, and isEnabled and isHighlighted
// overridden with didSet to dim and darken it.

class PrimaryButton: UIButton {

    override var isEnabled: Bool {
        didSet { alpha = isEnabled ? 1.0 : 0.5 }
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor.systemBlue.withAlphaComponent(0.8) : .systemBlue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    convenience init(title: String) {
        self.init(frame: .zero)
        setTitle(title, for: .normal)
    }

    private func commonInit() {
        backgroundColor = .systemBlue
        setTitleColor(.white, for: .normal)
        setTitleColor(UIColor.white.withAlphaComponent(0.7), for: .highlighted)
        titleLabel?.font = UIFont.boldSystemFont(ofSize: 17)
        contentEdgeInsets = UIEdgeInsets(top: 12, left: 24, bottom: 12, right: 24)
        layer.cornerRadius = 10
        clipsToBounds = true
    }
}
