import VellumUIKit

// Seed 003, "Padded Label and Separator View" (a podcast app's episode): the two @IBDesignable
// views as written, `import UIKit` → `import VellumUIKit`. The article shows GenreLabel's
// `commonSetup()` without its caller; the same episode's SeparatorView calls its own from
// `awakeFromNib()` and `prepareForInterfaceBuilder()`, and GenreLabel does the same here.
// `Theme` is the app's palette (in SeedSupport.swift).

@IBDesignable
class GenreLabel: UILabel {

    @IBInspectable
    var horizontalInset: CGFloat = 0 {
        didSet {
            invalidateIntrinsicContentSize()
        }
    }

    @IBInspectable
    var verticalInset: CGFloat = 0 {
        didSet {
            invalidateIntrinsicContentSize()
        }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        commonSetup()
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        commonSetup()
    }

    private func commonSetup() {
        backgroundColor = Theme.Colors.gray2
        textColor = Theme.Colors.gray0
        font = UIFont.systemFont(ofSize: 12, weight: .medium)
        textAlignment = .center
        layer.masksToBounds = true
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.size.height / 2
    }

    override var intrinsicContentSize: CGSize {
        var superSize = super.intrinsicContentSize
        superSize.width += horizontalInset * 2
        superSize.height += verticalInset * 2
        return superSize
    }
}

@IBDesignable
class SeparatorView: UIView {

    @IBInspectable
    var separatorColor: UIColor = Theme.Colors.gray3 {
        didSet {
            setNeedsDisplay()
        }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        commonSetup()
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        commonSetup()
    }

    private func commonSetup() {
        isOpaque = false
        backgroundColor = .clear
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        separatorColor.setStroke()

        context.setLineWidth(1 / UIScreen.main.scale)
        let midY = bounds.size.height / 2
        context.move(to: CGPoint(x: 0, y: midY))
        context.addLine(to: CGPoint(x: bounds.size.width, y: midY))
        context.strokePath()
    }
}
