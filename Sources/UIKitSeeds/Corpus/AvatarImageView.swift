import Foundation
import VellumUIKit

// A round avatar as public UIKit code writes one: a UIImageView subclass made with
// `init(frame:)`, an `init(coder:)` that is not implemented, the corner radius set in
// `layoutSubviews`, and a border from `UIEdgeInsetsInsetRect`-era code.

class AvatarImageView: UIImageView {

    var borderInsets = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
    private(set) var imageFrame = CGRect()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .scaleAspectFill
        clipsToBounds = true
        layer.borderWidth = 2
        layer.borderColor = UIColor.white.cgColor
        backgroundColor = .systemGray4
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
        imageFrame = UIEdgeInsetsInsetRect(bounds, borderInsets)
    }
}
