import VellumUIKit

// A notification badge as public UIKit code writes one: a UILabel subclass that pads its
// intrinsic size, stays at least as wide as it is high, and rounds itself into a pill in
// layoutSubviews; a count above 99 reads "99+", zero hides it.

class BadgeLabel: UILabel {

    var horizontalPadding: CGFloat = 6
    var verticalPadding: CGFloat = 2

    var badgeCount: Int = 0 {
        didSet {
            text = badgeCount > 99 ? "99+" : "\(badgeCount)"
            isHidden = badgeCount == 0
            invalidateIntrinsicContentSize()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        configure()
    }

    private func configure() {
        backgroundColor = .systemRed
        textColor = .white
        textAlignment = .center
        font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        clipsToBounds = true
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        let height = size.height + verticalPadding * 2
        let width = max(size.width + horizontalPadding * 2, height)
        return CGSize(width: width, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
