import VellumUIKit

// The corpus's pages for its drawn views, controls and cells, set up as an app's screen would.

extension Corpus {
    /// Badges (`BadgeLabel`: 3, 128 shown as "99+") and tag chips (`TagChipView`, one
    /// selected) under a purple tint set on their row, which the chips inherit.
    public static func badgesAndTags() -> UIView {
        let small = BadgeLabel()
        small.badgeCount = 3
        let large = BadgeLabel()
        large.badgeCount = 128
        let badges = UIStackView(arrangedSubviews: [small, large, UIView.spacer])
        badges.axis = .horizontal
        badges.spacing = 8
        badges.alignment = .center
        let swift = TagChipView(title: "Swift")
        swift.isSelected = true
        let chips = UIStackView(arrangedSubviews: [
            swift, TagChipView(title: "UIKit"), TagChipView(title: "Linux"), UIView.spacer,
        ])
        chips.axis = .horizontal
        chips.spacing = 8
        chips.tintColor = .systemPurple
        let column = UIStackView(arrangedSubviews: [badges, chips])
        column.axis = .vertical
        column.spacing = 12
        return page(showing: column, inset: 16)
    }

    /// Star ratings (`StarRatingView`: 3.5 in the default tint, 4 under an orange one) and
    /// progress rings (`ProgressRingView`: 72% in the default tint, 30% in green).
    public static func ratingsAndRings() -> UIView {
        let half = StarRatingView(frame: .zero)
        half.rating = 3.5
        let four = StarRatingView(frame: .zero)
        four.rating = 4
        four.tintColor = .systemOrange
        let stars = UIStackView(arrangedSubviews: [half, four])
        stars.axis = .vertical
        stars.spacing = 8
        stars.alignment = .leading
        let ring = ProgressRingView(frame: .zero)
        ring.progress = 0.72
        ring.widthAnchor.constraint(equalToConstant: 72).isActive = true
        ring.heightAnchor.constraint(equalToConstant: 72).isActive = true
        let green = ProgressRingView(frame: .zero)
        green.progress = 0.3
        green.tintColor = .systemGreen
        green.widthAnchor.constraint(equalToConstant: 72).isActive = true
        green.heightAnchor.constraint(equalToConstant: 72).isActive = true
        let row = UIStackView(arrangedSubviews: [stars, ring, green])
        row.axis = .horizontal
        row.spacing = 16
        row.alignment = .center
        return page(showing: row, inset: 16)
    }

    /// A bar chart drawn in `draw(_:)` (`BarChartView`), five labelled bars, at 280 × 160.
    public static func barChart() -> UIView {
        let chart = BarChartView(frame: CGRect(x: 16, y: 16, width: 280, height: 160))
        chart.entries = [("Mon", 3), ("Tue", 7), ("Wed", 5), ("Thu", 9), ("Fri", 4)]
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 312, height: 192))
        page.backgroundColor = .systemBackground
        page.addSubview(chart)
        return page
    }

    /// Table cells: two `ContactTableViewCell`s (the second selected) and three
    /// `UITableViewCell`s of the built-in styles with their accessories.
    public static func tableCells() -> UIView {
        let ada = ContactTableViewCell(style: .default, reuseIdentifier: ContactTableViewCell.reuseIdentifier)
        ada.configure(name: "Ada Lovelace", lastSeen: Date(timeIntervalSince1970: 1_700_000_000))
        let alan = ContactTableViewCell(
            style: .default, reuseIdentifier: ContactTableViewCell.reuseIdentifier)
        alan.configure(name: "Alan Turing", lastSeen: Date(timeIntervalSince1970: 1_710_000_000))
        alan.setSelected(true, animated: false)
        let notifications = UITableViewCell(style: .value1, reuseIdentifier: "value1")
        notifications.textLabel?.text = "Notifications"
        notifications.detailTextLabel?.text = "On"
        notifications.accessoryType = .disclosureIndicator
        let language = UITableViewCell(style: .subtitle, reuseIdentifier: "subtitle")
        language.textLabel?.text = "English"
        language.detailTextLabel?.text = "United Kingdom"
        language.accessoryType = .checkmark
        let about = UITableViewCell(style: .default, reuseIdentifier: "default")
        about.textLabel?.text = "About"
        about.accessoryType = .detailButton
        let list = UIStackView(arrangedSubviews: [ada, alan, notifications, language, about])
        list.axis = .vertical
        list.spacing = 1
        list.backgroundColor = .separator
        let page = UIView()
        page.backgroundColor = .systemGroupedBackground
        list.pin(to: page, insets: UIEdgeInsets(top: 16, left: 0, bottom: 16, right: 0))
        return page
    }

    /// Buttons: `PrimaryButton` enabled and disabled, a `.system` button, the configuration
    /// styles (filled, tinted, gray, plain, a capsule), `CheckboxControl`s and `CategoryCell`s.
    public static func buttons() -> UIView {
        let primary = PrimaryButton(title: "Continue")
        let disabled = PrimaryButton(title: "Continue")
        disabled.isEnabled = false
        let system = UIButton(type: .system)
        system.setTitle("Cancel", for: .normal)
        let firstRow = row([primary, disabled, system])

        var filled = UIButton.Configuration.filled()
        filled.title = "Filled"
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Tinted"
        var gray = UIButton.Configuration.gray()
        gray.title = "Gray"
        var plain = UIButton.Configuration.plain()
        plain.title = "Plain"
        let configured = [filled, tinted, gray, plain].map { UIButton(configuration: $0) }
        let secondRow = row(configured)

        var capsule = UIButton.Configuration.filled()
        capsule.title = "Follow"
        capsule.cornerStyle = .capsule
        capsule.baseBackgroundColor = .systemPink
        capsule.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        let checked = CheckboxControl(frame: .zero)
        checked.isChecked = true
        let unchecked = CheckboxControl(frame: .zero)
        let selected = CategoryCell(frame: .zero)
        selected.titleLabel.text = "Design"
        selected.isSelected = true
        let category = CategoryCell(frame: .zero)
        category.titleLabel.text = "Music"
        let thirdRow = row([UIButton(configuration: capsule), checked, unchecked, selected, category])

        let column = UIStackView(arrangedSubviews: [firstRow, secondRow, thirdRow])
        column.axis = .vertical
        column.spacing = 14
        column.alignment = .leading
        return page(showing: column, inset: 16)
    }

    /// A stack-based empty state (`EmptyStateView`) filling 320 × 240.
    public static func emptyState() -> UIView {
        EmptyStateView(
            title: "No Messages", message: "Messages from your team will show up here once they arrive.")
    }

    /// A horizontal row of views, centred, 10 pt apart.
    private static func row(_ views: [UIView]) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .horizontal
        stack.spacing = 10
        stack.alignment = .center
        return stack
    }
}
