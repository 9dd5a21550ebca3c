import Foundation
import VellumUIKit

// An iOS app's "Export as PDF" function, as public UIKit code writes it: UIGraphicsPDFRenderer
// with document information, A4 pages in points, a header on each page, rows of text drawn with
// string drawing, and a new page whenever the next row would not fit.

/// The export function of an expenses app, kept as an iOS app writes it.
public enum ReportPDFExporter {

    /// One expense.
    public struct Row {
        /// The date, as shown.
        public var date: String
        /// What the expense was for.
        public var description: String
        /// The amount, formatted.
        public var amount: String

        /// Creates a row.
        public init(date: String, description: String, amount: String) {
            self.date = date
            self.description = description
            self.amount = amount
        }
    }

    /// The rows as an A4 PDF with a header on each page and the document information set.
    public static func exportPDF(title: String, author: String, rows: [Row]) -> Data {
        let pageRect = CGRect(x: 0, y: 0, width: 595.2, height: 841.8)
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [
            kCGPDFContextTitle as String: title,
            kCGPDFContextAuthor as String: author,
            kCGPDFContextCreator as String: "Expenses for iOS",
        ]
        let renderer = UIGraphicsPDFRenderer(bounds: pageRect, format: format)

        let titleAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 20),
            .foregroundColor: UIColor.black,
        ]
        let rowAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 11),
            .foregroundColor: UIColor.darkGray,
        ]
        let margin: CGFloat = 48
        let rowHeight: CGFloat = 18

        return renderer.pdfData { context in
            var pageNumber = 0
            var y: CGFloat = 0

            func startPage() {
                context.beginPage()
                pageNumber += 1
                (title as NSString).draw(at: CGPoint(x: margin, y: margin), withAttributes: titleAttributes)
                let pageLabel = "Page \(pageNumber)" as NSString
                let size = pageLabel.size(withAttributes: rowAttributes)
                pageLabel.draw(
                    at: CGPoint(x: pageRect.width - margin - size.width, y: margin + 6),
                    withAttributes: rowAttributes)
                let line = UIBezierPath()
                line.move(to: CGPoint(x: margin, y: margin + 32))
                line.addLine(to: CGPoint(x: pageRect.width - margin, y: margin + 32))
                UIColor.lightGray.setStroke()
                line.stroke()
                y = margin + 44
            }

            startPage()
            for row in rows {
                if y + rowHeight > pageRect.height - margin {
                    startPage()
                }
                (row.date as NSString).draw(at: CGPoint(x: margin, y: y), withAttributes: rowAttributes)
                (row.description as NSString).draw(
                    with: CGRect(x: margin + 80, y: y, width: 300, height: rowHeight),
                    options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: rowAttributes,
                    context: nil)
                let amount = row.amount as NSString
                let size = amount.size(withAttributes: rowAttributes)
                amount.draw(
                    at: CGPoint(x: pageRect.width - margin - size.width, y: y), withAttributes: rowAttributes)
                y += rowHeight
            }
        }
    }
}
