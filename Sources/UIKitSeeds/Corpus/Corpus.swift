import VellumUIKit

// The corpus's pages: each custom view of this folder, set up as an app's screen would, on a
// page for the snapshot tests.

/// Pages showing the corpus's custom views (UIKit code as public apps write it).
public enum Corpus {
    /// The padded labels: `PaddingLabel` (drawText and intrinsicContentSize overridden) and
    /// `InsetLabel` (drawText and textRect overridden), with backgrounds that show the padding.
    public static func paddedLabels() -> UIView {
        let padding = PaddingLabel()
        padding.text = "PaddingLabel"
        padding.backgroundColor = .systemYellow
        padding.textColor = .black
        let inset = InsetLabel()
        inset.text = "InsetLabel: text wrapped inside its insets"
        inset.numberOfLines = 0
        inset.textInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        inset.backgroundColor = .systemTeal
        inset.textColor = .label
        let stack = UIStackView(arrangedSubviews: [padding, inset])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        return page(showing: stack, inset: 16)
    }

    /// Count badges in four colours (`ColorBadgeView`): each outlined in its colour darkened
    /// through `getHue` and `UIColor(hue:saturation:brightness:alpha:)`, in the appearance drawn.
    public static func colorBadges() -> UIView {
        let colors: [UIColor] = [
            .systemRed, .systemYellow, .systemGreen,
            UIColor(hue: 0.75, saturation: 0.6, brightness: 0.9, alpha: 1),
        ]
        let badges = colors.enumerated().map { index, color -> UIView in
            let badge = ColorBadgeView(frame: .zero)
            badge.badgeColor = color
            badge.count = (index + 1) * 7
            badge.widthAnchor.constraint(equalToConstant: 44).isActive = true
            badge.heightAnchor.constraint(equalToConstant: 28).isActive = true
            return badge
        }
        let row = UIStackView(arrangedSubviews: badges + [UIView.spacer])
        row.axis = .horizontal
        row.spacing = 10
        return page(showing: row, inset: 12)
    }

    /// A shadowed card (`ShadowCardView`) holding a round avatar (`AvatarImageView`) and two
    /// captions (`CaptionLabel`, plain and emphasized), laid out by hand in `frame`s.
    public static func shadowCard() -> UIView {
        let card = ShadowCardView(frame: CGRect(x: 20, y: 20, width: 200, height: 84))
        let avatar = AvatarImageView(frame: CGRect(x: 12, y: 12, width: 60, height: 60))
        let title = CaptionLabel()
        title.isEmphasized = true
        title.text = "Ada Lovelace"
        title.frame = CGRect(x: 84, y: 20, width: 104, height: 20)
        let subtitle = CaptionLabel()
        subtitle.text = "Analyst, London"
        subtitle.frame = CGRect(x: 84, y: 44, width: 104, height: 18)
        card.addSubview(avatar)
        card.addSubview(title)
        card.addSubview(subtitle)
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 124))
        page.backgroundColor = .systemBackground
        page.addSubview(card)
        return page
    }

    /// A product card with a ribbon turned 45° across its corner (`RibbonCardView`: a label
    /// with a `transform`, placed by `center` and `bounds`, clipped by the card's corners).
    public static func ribbonCard() -> UIView {
        let card = RibbonCardView(frame: CGRect(x: 16, y: 16, width: 248, height: 86))
        card.ribbonText = "Sale"
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 280, height: 118))
        page.backgroundColor = .systemBackground
        page.addSubview(card)
        return page
    }

    /// A page in the system background with content pinned inside it.
    static func page(showing content: UIView, inset: CGFloat) -> UIView {
        let page = UIView()
        page.backgroundColor = .systemBackground
        content.pin(to: page, insets: UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
        return page
    }
}
