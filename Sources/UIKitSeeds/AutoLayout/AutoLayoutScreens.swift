import VellumUIKit

// The Auto Layout views of this folder set up as an app's screen would, for the gallery and the
// tests: each is placed by constraints inside a page, the page's height fitting the content.

/// Screens built with Auto Layout as UIKit code writes it (anchors between siblings,
/// multipliers, inequalities, priorities, layout guides and margins).
public enum AutoLayoutScreens {
    /// A profile card with a long name that gives way to the follow pill.
    static func profileCard() -> ProfileCardView {
        let card = ProfileCardView()
        card.configure(
            name: "Grace Brewster Murray Hopper", handle: "@amazing_grace",
            bio: "Rear admiral, compiler pioneer and teacher. Carries a nanosecond of wire to show what "
                + "a billionth of a second is.",
            counts: [("1,906", "posts"), ("48.2K", "followers"), ("312", "following")])
        return card
    }

    /// Three settings rows in a group: a value that fits, one that truncates, and none.
    static func settingsRows() -> [SettingsRowView] {
        [
            SettingsRowView(symbol: "A", tint: .systemOrange, title: "Airplane Mode", value: "Off"),
            SettingsRowView(
                symbol: "W", tint: .systemBlue, title: "Wi-Fi", value: "Café Zürich – Guest Network 5 GHz"),
            SettingsRowView(
                symbol: "B", tint: .systemGreen, title: "Battery", value: nil, showsSeparator: false),
        ]
    }

    /// An episode card around a horizontal stack: square artwork, a half-width title column.
    static func episodeCard() -> EpisodeCardView {
        EpisodeCardView(show: "Layout Notes", title: "Solving a stack with Cassowary", duration: "38 min")
    }

    /// The page the gallery shows: the card, the rows, the episode card and the form, placed by
    /// constraints in a page whose height fits them.
    public static func page() -> UIView {
        let page = UIView()
        page.backgroundColor = .systemGroupedBackground
        let card = profileCard()
        let rows = settingsRows()
        let form = SignUpFormView()
        let episode = episodeCard()
        let group = UIView()
        group.layer.cornerRadius = 12
        group.clipsToBounds = true
        for view in [card, group, episode, form] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            page.addSubview(view)
        }
        var constraints = [
            card.topAnchor.constraint(equalTo: page.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: page.trailingAnchor, constant: -16),
            group.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 20),
            group.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            group.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            episode.topAnchor.constraint(equalTo: group.bottomAnchor, constant: 20),
            episode.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            episode.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            form.topAnchor.constraint(equalTo: episode.bottomAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: page.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: page.trailingAnchor),
            form.bottomAnchor.constraint(equalTo: page.bottomAnchor),
        ]
        var previous = group.topAnchor
        for row in rows {
            row.translatesAutoresizingMaskIntoConstraints = false
            group.addSubview(row)
            constraints += [
                row.topAnchor.constraint(equalTo: previous),
                row.leadingAnchor.constraint(equalTo: group.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: group.trailingAnchor),
            ]
            previous = row.bottomAnchor
        }
        constraints.append(group.bottomAnchor.constraint(equalTo: previous))
        NSLayoutConstraint.activate(constraints)
        return page
    }
}
