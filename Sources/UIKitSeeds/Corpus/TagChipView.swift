import VellumUIKit

// A tag chip as public UIKit code writes one: a label inside a bordered capsule, pinned with
// constraints at its insets, outlined and tinted with the tint colour (updated in
// tintColorDidChange), filled while selected.

final class TagChipView: UIView {

    private let titleLabel = UILabel()

    var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    var isSelected = false {
        didSet { updateColors() }
    }

    init(title: String) {
        super.init(frame: .zero)
        titleLabel.text = title
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        layer.borderWidth = 1
        layer.cornerRadius = 14
        titleLabel.font = .systemFont(ofSize: 14, weight: .medium)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 5),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -5),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
        ])
        updateColors()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        layer.borderColor = tintColor.cgColor
        backgroundColor = isSelected ? tintColor : .clear
        titleLabel.textColor = isSelected ? .white : tintColor
    }
}
