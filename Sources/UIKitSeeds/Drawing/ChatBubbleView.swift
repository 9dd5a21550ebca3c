import Foundation
import VellumUIKit

// A chat message in a bubble, as public UIKit code writes one: the bubble is one small rounded
// image made with UIGraphicsImageRenderer and stretched with resizableImage(withCapInsets:),
// tinted per sender with withTintColor, behind a multi-line label; a tinted template icon shows
// the delivery state.

final class ChatBubbleView: UIView {

    enum Sender {
        case me
        case them
    }

    private let bubbleView = UIImageView()
    private let messageLabel = UILabel()
    private let statusView = UIImageView()

    var sender: Sender = .them {
        didSet { applyStyle() }
    }

    var message: String? {
        get { messageLabel.text }
        set { messageLabel.text = newValue }
    }

    private static let bubbleTemplate: UIImage = {
        let size = CGSize(width: 36, height: 36)
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            UIColor.black.setFill()
            UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 16).fill()
        }
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 17, left: 17, bottom: 17, right: 17))
    }()

    private static let checkTemplate: UIImage = {
        let size = CGSize(width: 14, height: 14)
        return UIGraphicsImageRenderer(size: size).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 2, y: 7.5))
            path.addLine(to: CGPoint(x: 5.5, y: 11))
            path.addLine(to: CGPoint(x: 12, y: 3.5))
            path.lineWidth = 2
            path.lineCapStyle = .round
            UIColor.black.setStroke()
            path.stroke()
        }.withRenderingMode(.alwaysTemplate)
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        messageLabel.numberOfLines = 0
        messageLabel.font = .systemFont(ofSize: 15)
        addSubview(bubbleView)
        addSubview(messageLabel)
        addSubview(statusView)
        applyStyle()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func applyStyle() {
        switch sender {
        case .me:
            bubbleView.image = Self.bubbleTemplate.withTintColor(.systemBlue)
            messageLabel.textColor = .white
            statusView.image = Self.checkTemplate
            statusView.tintColor = .systemGreen
            statusView.isHidden = false
        case .them:
            bubbleView.image = Self.bubbleTemplate.withTintColor(.systemGray5)
            messageLabel.textColor = .label
            statusView.isHidden = true
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let maxBubbleWidth = bounds.width * 0.75
        let textSize = messageLabel.sizeThatFits(
            CGSize(width: maxBubbleWidth - 28, height: .greatestFiniteMagnitude))
        let bubbleSize = CGSize(width: ceil(textSize.width) + 28, height: ceil(textSize.height) + 16)
        let x = sender == .me ? bounds.width - bubbleSize.width - 20 : 0
        bubbleView.frame = CGRect(origin: CGPoint(x: x, y: 0), size: bubbleSize)
        messageLabel.frame = bubbleView.frame.insetBy(dx: 14, dy: 8)
        statusView.frame = CGRect(x: bounds.width - 14, y: bubbleView.frame.maxY - 14, width: 14, height: 14)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let textSize = messageLabel.sizeThatFits(
            CGSize(width: size.width * 0.75 - 28, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: ceil(textSize.height) + 16)
    }
}
