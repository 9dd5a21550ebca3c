import VellumUIKit

// A settings row as UIKit code builds one outside a table view: a rounded icon tile, a title
// that keeps its width (higher compression resistance) while the value beside it gives way and
// truncates, a chevron, a minimum height of 44 pt with the content centred, and a hairline
// separator inset to the title's leading edge.

final class SettingsRowView: UIView {
    let iconView = UIView()
    let symbolLabel = UILabel()
    let titleLabel = UILabel()
    let valueLabel = UILabel()
    let chevronLabel = UILabel()
    let separator = UIView()

    init(symbol: String, tint: UIColor, title: String, value: String?, showsSeparator: Bool = true) {
        super.init(frame: .zero)
        iconView.backgroundColor = tint
        iconView.layer.cornerRadius = 7
        symbolLabel.text = symbol
        symbolLabel.font = .systemFont(ofSize: 15, weight: .bold)
        symbolLabel.textColor = .white
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = .label
        valueLabel.text = value
        valueLabel.font = .systemFont(ofSize: 17)
        valueLabel.textColor = .secondaryLabel
        valueLabel.textAlignment = .right
        valueLabel.lineBreakMode = .byTruncatingTail
        chevronLabel.text = "›"
        chevronLabel.font = .systemFont(ofSize: 22, weight: .semibold)
        chevronLabel.textColor = .tertiaryLabel
        separator.backgroundColor = .separator
        separator.isHidden = !showsSeparator
        setUp()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUp() {
        backgroundColor = .secondarySystemGroupedBackground
        for view in [iconView, titleLabel, valueLabel, chevronLabel, separator] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        symbolLabel.translatesAutoresizingMaskIntoConstraints = false
        iconView.addSubview(symbolLabel)
        titleLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        valueLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        chevronLabel.setContentHuggingPriority(.required, for: .horizontal)

        NSLayoutConstraint.activate([
            heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            iconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            iconView.centerYAnchor.constraint(equalTo: centerYAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 29),
            iconView.heightAnchor.constraint(equalToConstant: 29),
            iconView.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: 7),
            symbolLabel.centerXAnchor.constraint(equalTo: iconView.centerXAnchor),
            symbolLabel.centerYAnchor.constraint(equalTo: iconView.centerYAnchor),

            titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            titleLabel.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: 11),
            valueLabel.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            valueLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
            chevronLabel.leadingAnchor.constraint(equalTo: valueLabel.trailingAnchor, constant: 8),
            chevronLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            chevronLabel.centerYAnchor.constraint(equalTo: centerYAnchor, constant: -1),

            separator.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
        ])
    }
}
