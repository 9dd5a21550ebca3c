import VellumUIKit

// A profile card as UIKit code lays one out with anchors between siblings: an avatar in the
// layout margins with a 1:1 aspect ratio, a name at 1.5× the system spacing after it, a handle
// one system spacing below the name's baseline, a follow pill that the name gives way to
// (compression resistance), a wrapping bio, and a stack of counts placed by constraints.

final class ProfileCardView: UIView {
    let avatarView = UIView()
    let initialsLabel = UILabel()
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let followLabel = UILabel()
    let bioLabel = UILabel()
    let countsStack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    func configure(name: String, handle: String, bio: String, counts: [(String, String)]) {
        nameLabel.text = name
        handleLabel.text = handle
        bioLabel.text = bio
        initialsLabel.text = String(name.split(separator: " ").compactMap(\.first).prefix(2))
        countsStack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for (value, title) in counts {
            let label = UILabel()
            label.numberOfLines = 2
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.text = "\(value)\n\(title)"
            countsStack.addArrangedSubview(label)
        }
    }

    private func setUp() {
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 16
        layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)

        avatarView.backgroundColor = .systemIndigo
        avatarView.layer.cornerRadius = 28
        initialsLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        initialsLabel.textColor = .white
        nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        nameLabel.textColor = .label
        handleLabel.font = .systemFont(ofSize: 14)
        handleLabel.textColor = .secondaryLabel
        followLabel.text = "Follow"
        followLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        followLabel.textColor = .white
        followLabel.textAlignment = .center
        followLabel.backgroundColor = .systemBlue
        followLabel.layer.cornerRadius = 15
        followLabel.clipsToBounds = true
        bioLabel.font = .systemFont(ofSize: 15)
        bioLabel.textColor = .label
        bioLabel.numberOfLines = 0
        countsStack.axis = .horizontal
        countsStack.distribution = .fillEqually

        for view in [avatarView, nameLabel, handleLabel, followLabel, bioLabel, countsStack] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        initialsLabel.translatesAutoresizingMaskIntoConstraints = false
        avatarView.addSubview(initialsLabel)
        nameLabel.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)

        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 56),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            initialsLabel.centerXAnchor.constraint(equalTo: avatarView.centerXAnchor),
            initialsLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),

            nameLabel.leadingAnchor.constraint(
                equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 1.5),
            nameLabel.topAnchor.constraint(equalTo: avatarView.topAnchor, constant: 6),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: followLabel.leadingAnchor, constant: -8),
            handleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            handleLabel.firstBaselineAnchor.constraint(
                equalToSystemSpacingBelow: nameLabel.lastBaselineAnchor, multiplier: 2.5),
            handleLabel.trailingAnchor.constraint(lessThanOrEqualTo: followLabel.leadingAnchor, constant: -8),

            followLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            followLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            followLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: 84),
            followLabel.heightAnchor.constraint(equalToConstant: 30),

            bioLabel.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 12),
            bioLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),

            countsStack.topAnchor.constraint(equalTo: bioLabel.bottomAnchor, constant: 12),
            countsStack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            countsStack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            countsStack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }
}
