import VellumUIKit

// A caption label as public UIKit code writes one against UIKit's implicitly unwrapped `font`
// and `textColor`: optional binding and chaining on them, and `nil` to restore the defaults.

class CaptionLabel: UILabel {

    var isEmphasized = false {
        didSet { applyStyle() }
    }

    override var font: UIFont! {
        didSet { fontChanges += 1 }
    }

    private(set) var fontChanges = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        applyStyle()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        applyStyle()
    }

    private func applyStyle() {
        if isEmphasized {
            if let font = font {
                self.font = UIFont.boldSystemFont(ofSize: font.pointSize)
            }
            textColor = .systemBlue
        } else {
            font = nil
            textColor = nil
            font = font?.withSize(13)
        }
    }

    var pointSize: CGFloat {
        return font?.pointSize ?? 0
    }
}
