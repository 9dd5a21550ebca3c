import Foundation
import VellumUIKit

// A stack-based empty state as public UIKit code writes one: a vertical UIStackView of a
// title, a message and a retry button made with UIButton(type: .system) and addAction,
// centred in the view with constraints.

final class EmptyStateView: UIView {

    private let stackView = UIStackView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let retryButton = UIButton(type: .system)

    var onRetry: (() -> Void)?

    init(title: String, message: String, buttonTitle: String = "Try Again") {
        super.init(frame: .zero)
        titleLabel.text = title
        messageLabel.text = message
        retryButton.setTitle(buttonTitle, for: .normal)
        setupLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupLayout() {
        backgroundColor = .systemBackground

        titleLabel.font = .preferredFont(forTextStyle: .title3)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center

        messageLabel.font = .preferredFont(forTextStyle: .subheadline)
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0

        retryButton.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
        retryButton.addAction(UIAction { [weak self] _ in self?.onRetry?() }, for: .touchUpInside)

        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 8
        stackView.setCustomSpacing(16, after: messageLabel)
        [titleLabel, messageLabel, retryButton].forEach { stackView.addArrangedSubview($0) }

        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.centerXAnchor.constraint(equalTo: centerXAnchor),
            stackView.centerYAnchor.constraint(equalTo: centerYAnchor),
            stackView.widthAnchor.constraint(equalToConstant: 240),
        ])
    }

    func simulateRetryTap() {
        retryButton.sendActions(for: .touchUpInside)
    }
}
