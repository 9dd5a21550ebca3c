import Foundation
import VellumUIKit

// A name with a "verified" badge after it, as public UIKit code writes one: the badge is drawn
// once with UIGraphicsImageRenderer and shown inline through NSTextAttachment, centred on the
// capital letters with the usual `font.capHeight` arithmetic.

final class VerifiedNameLabel: UILabel {

    var name: String = "" {
        didSet { updateText() }
    }

    var isVerified = false {
        didSet { updateText() }
    }

    private static let badgeSize = CGSize(width: 16, height: 16)

    private static let badgeImage: UIImage = {
        let renderer = UIGraphicsImageRenderer(size: badgeSize)
        return renderer.image { context in
            let rect = CGRect(origin: .zero, size: badgeSize)
            UIColor.systemBlue.setFill()
            UIBezierPath(ovalIn: rect).fill()
            let check = UIBezierPath()
            check.move(to: CGPoint(x: 4.5, y: 8.5))
            check.addLine(to: CGPoint(x: 7, y: 11))
            check.addLine(to: CGPoint(x: 11.5, y: 5.5))
            check.lineWidth = 2
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            UIColor.white.setStroke()
            check.stroke()
        }
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .boldSystemFont(ofSize: 17)
        textColor = .label
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func updateText() {
        let text = NSMutableAttributedString(
            string: name, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        if isVerified {
            let attachment = NSTextAttachment()
            attachment.image = Self.badgeImage
            let size = Self.badgeSize
            attachment.bounds = CGRect(
                x: 0, y: (font.capHeight - size.height).rounded() / 2, width: size.width, height: size.height)
            text.append(NSAttributedString(string: " "))
            text.append(NSAttributedString(attachment: attachment))
        }
        attributedText = text
    }
}
