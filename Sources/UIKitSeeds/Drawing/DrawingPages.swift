import Foundation
import VellumUIKit

// The UIKit drawing pages: one per kind of drawing (string drawing, charts in draw(_:), images
// from renderers, text attachments and image drawing), each set up as an app's screen would.

/// Pages showing UIKit drawing code as public apps write it, one kind of drawing per page.
public enum DrawingPages {
    /// String drawing in `draw(_:)`: a receipt (`ReceiptView`) with a centred heading, rows
    /// aligned by measured widths and a note cut to two lines.
    public static func strings() -> UIView {
        let receipt = ReceiptView(frame: CGRect(x: 16, y: 16, width: 288, height: 196))
        receipt.heading = "Corner Café — Table 4"
        receipt.items = [
            ("Flat white ×2", "€7.40"), ("Croissant aux amandes", "€3.90"), ("Crème brûlée", "€6.50"),
            ("Service (12.5%)", "€2.23"), ("Total", "€20.03"),
        ]
        receipt.note =
            "Thank you for visiting! Prices include VAT at 10% (food) and 20% (drinks); ask us for an itemised invoice."
        return page(showing: receipt, size: CGSize(width: 320, height: 228))
    }

    /// A line chart drawn in `draw(_:)` (`LineChartView`): a gradient under a smooth curve
    /// through a clip, dashed grid lines, a shadowed line and measured labels.
    public static func lineChart() -> UIView {
        let chart = LineChartView(frame: CGRect(x: 16, y: 16, width: 328, height: 200))
        chart.title = "Weekly active readers (thousands)"
        chart.values = [12.4, 14.1, 13.2, 17.8, 21.5, 19.9, 24.6]
        chart.labels = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        return page(showing: chart, size: CGSize(width: 360, height: 232))
    }

    /// Images made with `UIGraphicsImageRenderer` (`InitialsAvatarRenderer`) shown in image
    /// views: initials in circles coloured by name.
    public static func renderedAvatars() -> UIView {
        let names = ["Ada Lovelace", "Grace Hopper", "Katherine Johnson", "Alan Turing", "Zoë Ørsted"]
        let views = names.map { name -> UIView in
            let imageView = UIImageView(image: InitialsAvatarRenderer.image(for: name, diameter: 48))
            imageView.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
            let label = UILabel()
            label.text = name.components(separatedBy: " ").first
            label.font = .systemFont(ofSize: 11)
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            let column = UIStackView(arrangedSubviews: [imageView, label])
            column.axis = .vertical
            column.alignment = .center
            column.spacing = 4
            return column
        }
        let row = UIStackView(arrangedSubviews: views)
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.spacing = 8
        row.frame = CGRect(x: 16, y: 16, width: 328, height: 72)
        return page(showing: row, size: CGSize(width: 360, height: 104))
    }

    /// Text attachments and image drawing: names with an inline verified badge
    /// (`VerifiedNameLabel`), and chat bubbles stretched from one resizable, tinted image with
    /// a tinted template icon (`ChatBubbleView`).
    public static func attachmentsAndImages() -> UIView {
        let ada = VerifiedNameLabel()
        ada.name = "Ada Lovelace"
        ada.isVerified = true
        ada.frame = CGRect(x: 16, y: 16, width: 288, height: 24)
        let grace = VerifiedNameLabel()
        grace.font = .systemFont(ofSize: 13)
        grace.name = "Grace Hopper"
        grace.isVerified = true
        grace.frame = CGRect(x: 16, y: 44, width: 288, height: 20)
        let theirs = ChatBubbleView()
        theirs.sender = .them
        theirs.message = "Is the analytical engine ready for Tuesday's demo?"
        let theirsSize = theirs.sizeThatFits(CGSize(width: 288, height: 0))
        theirs.frame = CGRect(origin: CGPoint(x: 16, y: 76), size: theirsSize)
        let mine = ChatBubbleView()
        mine.sender = .me
        mine.message = "Yes — the cards are punched."
        let mineSize = mine.sizeThatFits(CGSize(width: 288, height: 0))
        mine.frame = CGRect(origin: CGPoint(x: 16, y: theirs.frame.maxY + 8), size: mineSize)
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 212))
        page.backgroundColor = .systemBackground
        for view in [ada, grace, theirs, mine] { page.addSubview(view) }
        return page
    }

    /// A page in the system background with `content` at its frame.
    static func page(showing content: UIView, size: CGSize) -> UIView {
        let page = UIView(frame: CGRect(origin: .zero, size: size))
        page.backgroundColor = .systemBackground
        page.addSubview(content)
        return page
    }
}
