import Testing
import VellumUIKit

/// A profile card as UIKit code commonly writes one: `init(frame:)` with a `fatalError`
/// `init?(coder:)`, layer styling, anchors, a stack and `layoutSubviews`.

final class ProfileCardView: UIView {
    private let nameLabel = UILabel()
    private let avatar = UIImageView()
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1.0)
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 6
        clipsToBounds = false
        nameLabel.font = UIFont.boldSystemFont(ofSize: 17)
        nameLabel.textColor = .darkGray
        nameLabel.textAlignment = .center
        nameLabel.numberOfLines = 2
        nameLabel.lineBreakMode = .byWordWrapping
        avatar.contentMode = .scaleAspectFill
        avatar.layer.masksToBounds = true
        avatar.layer.cornerRadius = 32
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(avatar)
        stack.addArrangedSubview(nameLabel)
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
            avatar.widthAnchor.constraint(equalToConstant: 64),
            avatar.heightAnchor.constraint(equalToConstant: 64),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
    }

    func configure(name: String) {
        nameLabel.text = name
        setNeedsLayout()
    }
}

@Suite("A typical UIKit view")
struct TypicalUIKitViewTests {
    @Test("a profile card written the common UIKit way compiles, lays out and draws its shadow")
    func profileCard() throws {
        let card = ProfileCardView(frame: CGRect(x: 0, y: 0, width: 200, height: 140))
        card.configure(name: "Ada Lovelace")
        card.layoutIfNeeded()
        let stack = try #require(card.subviews.first as? UIStackView)
        #expect(stack.frame == CGRect(x: 16, y: 16, width: 168, height: 108))
        let avatar = try #require(stack.arrangedSubviews.first)
        #expect(avatar.frame.size == CGSize(width: 64, height: 64) && avatar.frame.minX == 52)
        #expect(card.layer.shadowPath?.boundingRect == CGRect(x: 0, y: 0, width: 200, height: 140))
        // The shadow falls below the card on a larger page.
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 180))
        page.backgroundColor = .white
        card.frame.origin = CGPoint(x: 20, y: 20)
        page.addSubview(card)
        let image = try page.image(scale: 1)
        #expect((image.pixel(x: 120, y: 163)?.red ?? 1) < 0.98)
        #expect(image.pixel(x: 120, y: 178) == .white)
    }
}
