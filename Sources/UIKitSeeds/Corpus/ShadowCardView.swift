import Foundation
import VellumUIKit

// A card with a shadow as public UIKit code writes one: @IBInspectable `Float` opacity handed to
// `layer.shadowOpacity`, the shadow path kept in step with `bounds` by a `didSet` override, a
// highlight colour kept by overriding `backgroundColor`, and both `init`s calling `setup()`.

@IBDesignable
class ShadowCardView: UIView {

    @IBInspectable var cornerRadius: CGFloat = 12 {
        didSet { updateShadow() }
    }

    @IBInspectable var shadowOpacity: Float = 0.2 {
        didSet { layer.shadowOpacity = shadowOpacity }
    }

    private(set) var baseColor: UIColor?
    private(set) var lastLaidOutFrame = CGRect()

    override var backgroundColor: UIColor? {
        didSet {
            baseColor = backgroundColor
        }
    }

    override var bounds: CGRect {
        didSet {
            updateShadow()
        }
    }

    override var frame: CGRect {
        didSet {
            lastLaidOutFrame = frame
            updateShadow()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        setup()
    }

    private func setup() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = cornerRadius
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = shadowOpacity
        layer.shadowOffset = CGSize(width: 0, height: 3)
        layer.shadowRadius = 6
        updateShadow()
    }

    private func updateShadow() {
        layer.cornerRadius = cornerRadius
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).cgPath
    }
}
