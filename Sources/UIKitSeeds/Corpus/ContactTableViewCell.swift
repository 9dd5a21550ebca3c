import Foundation
import VellumUIKit

// A table cell subclass as public UIKit code writes one: its own views in contentView laid out
// with constraints (a round initials avatar, a name and a date line formatted with
// DateFormatter), a disclosure chevron, and setSelected overridden to keep the avatar's colour.

final class ContactTableViewCell: UITableViewCell {

    static let reuseIdentifier = "ContactTableViewCell"

    private let avatarView = UIView()
    private let initialsLabel = UILabel()
    private let nameLabel = UILabel()
    private let lastSeenLabel = UILabel()

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMM d, yyyy"
        return formatter
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        accessoryType = .disclosureIndicator
        selectionStyle = .default

        avatarView.backgroundColor = .systemIndigo
        avatarView.layer.cornerRadius = 20
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        initialsLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        initialsLabel.textColor = .white
        initialsLabel.translatesAutoresizingMaskIntoConstraints = false
        avatarView.addSubview(initialsLabel)

        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        lastSeenLabel.font = .preferredFont(forTextStyle: .subheadline)
        lastSeenLabel.textColor = .secondaryLabel
        lastSeenLabel.translatesAutoresizingMaskIntoConstraints = false

        contentView.addSubview(avatarView)
        contentView.addSubview(nameLabel)
        contentView.addSubview(lastSeenLabel)

        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            avatarView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalToConstant: 40),
            initialsLabel.centerXAnchor.constraint(equalTo: avatarView.centerXAnchor),
            initialsLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),

            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 68),
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            lastSeenLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 68),
            lastSeenLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 32),
            lastSeenLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    func configure(name: String, lastSeen: Date) {
        nameLabel.text = name
        initialsLabel.text = name.split(separator: " ").compactMap { $0.first }.map { String($0) }.joined()
        lastSeenLabel.text = "Last seen " + ContactTableViewCell.dateFormatter.string(from: lastSeen)
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        avatarView.backgroundColor = .systemIndigo
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
        lastSeenLabel.text = nil
    }
}
