import Foundation
import VellumUIKit

// A product card with a "SALE" ribbon across its top-right corner, as public UIKit code writes
// one: the ribbon is a plain UILabel turned 45° with `transform`, placed by `center` and
// `bounds` in layoutSubviews (the frame of a transformed view is its bounding box), and clipped
// by the card's rounded corners.

final class RibbonCardView: UIView {

    private let ribbonLabel = UILabel()
    private let titleLabel = UILabel()
    private let priceLabel = UILabel()

    var ribbonText: String? {
        get { ribbonLabel.text }
        set { ribbonLabel.text = newValue?.uppercased() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        clipsToBounds = true

        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textColor = .label
        titleLabel.text = "Walnut desk lamp"
        priceLabel.font = .systemFont(ofSize: 15)
        priceLabel.textColor = .secondaryLabel
        priceLabel.text = "€49.00 (was €65.00)"
        addSubview(titleLabel)
        addSubview(priceLabel)

        ribbonLabel.backgroundColor = .systemRed
        ribbonLabel.textColor = .white
        ribbonLabel.font = .boldSystemFont(ofSize: 11)
        ribbonLabel.textAlignment = .center
        ribbonLabel.transform = CGAffineTransform(rotationAngle: .pi / 4)
        addSubview(ribbonLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 20, width: bounds.width - 72, height: 22)
        priceLabel.frame = CGRect(x: 16, y: 46, width: bounds.width - 72, height: 20)
        // A band 100 long and 20 high, its centre 26 pt in from the top-right corner.
        ribbonLabel.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
        ribbonLabel.center = CGPoint(x: bounds.width - 26, y: 26)
    }
}
