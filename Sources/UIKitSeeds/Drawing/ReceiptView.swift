import Foundation
import VellumUIKit

// A receipt drawn in draw(_:) with UIKit's string drawing, as public UIKit code writes one:
// a centred heading with draw(in:withAttributes:) and a centred paragraph style, item rows with
// the name left (draw(at:)) and the price right-aligned by size(withAttributes:), a note wrapped
// and cut to two lines with draw(with:options:attributes:context:), and a dashed rule.

final class ReceiptView: UIView {

    var heading = ""
    var items: [(name: String, price: String)] = []
    var note = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.borderColor = UIColor.separator.cgColor
        layer.borderWidth = 1
        layer.cornerRadius = 6
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        let headingAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 16),
            .foregroundColor: UIColor.label,
            .paragraphStyle: centered,
        ]
        (heading as NSString).draw(
            in: CGRect(x: 12, y: 12, width: bounds.width - 24, height: 22), withAttributes: headingAttributes)

        let rowAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13),
            .foregroundColor: UIColor.label,
        ]
        var y: CGFloat = 44
        for item in items {
            (item.name as NSString).draw(at: CGPoint(x: 12, y: y), withAttributes: rowAttributes)
            let priceSize = (item.price as NSString).size(withAttributes: rowAttributes)
            (item.price as NSString).draw(
                at: CGPoint(x: bounds.width - 12 - priceSize.width, y: y), withAttributes: rowAttributes)
            y += priceSize.height + 4
        }

        let rule = UIBezierPath()
        rule.move(to: CGPoint(x: 12, y: y + 4))
        rule.addLine(to: CGPoint(x: bounds.width - 12, y: y + 4))
        rule.setLineDash([3, 3], count: 2, phase: 0)
        UIColor.separator.setStroke()
        rule.stroke()

        let noteStyle = NSMutableParagraphStyle()
        noteStyle.lineBreakMode = .byWordWrapping
        let noteAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.italicSystemFont(ofSize: 12),
            .foregroundColor: UIColor.secondaryLabel,
            .paragraphStyle: noteStyle,
        ]
        let noteHeight = UIFont.italicSystemFont(ofSize: 12).lineHeight * 2
        (note as NSString).draw(
            with: CGRect(x: 12, y: y + 12, width: bounds.width - 24, height: ceil(noteHeight)),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: noteAttributes,
            context: nil)
    }
}
