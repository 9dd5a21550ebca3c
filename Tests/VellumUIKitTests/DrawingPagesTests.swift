import Foundation
import TestSupport
import Testing
import VellumTesting
import VellumUIKit

@testable import UIKitSeeds

/// The UIKit drawing pages (UIKitSeeds/Drawing): every pixel against reviewed references at 1x,
/// 2x and 3x and in dark, and the geometry and documents their UIKit code produces.
@Suite("UIKit drawing pages")
struct DrawingPagesTests {
    /// Each page with its size.
    static let pages: [(name: String, make: @Sendable () -> UIView, size: CGSize)] = [
        ("receipt", { DrawingPages.strings() }, CGSize(width: 320, height: 228)),
        ("line-chart", { DrawingPages.lineChart() }, CGSize(width: 360, height: 232)),
        ("avatars", { DrawingPages.renderedAvatars() }, CGSize(width: 360, height: 104)),
        ("attachments", { DrawingPages.attachmentsAndImages() }, CGSize(width: 320, height: 212)),
        ("ribbon-card", { Corpus.ribbonCard() }, CGSize(width: 280, height: 118)),
        ("layers", { Corpus.layersAndGradients() }, CGSize(width: 360, height: 300)),
    ]

    @Test("each page matches its reviewed references at 1x, 2x and 3x, and in dark at 2x", arguments: 0..<6)
    func pageSnapshots(_ index: Int) {
        let page = Self.pages[index]
        for scale in [1.0, 2, 3] {
            assertSnapshot(
                of: page.make(), as: .png(size: page.size, scale: scale, userInterfaceStyle: .light),
                named: "\(page.name)-\(Int(scale))x")
        }
        assertSnapshot(
            of: page.make(), as: .png(size: page.size, scale: 2, userInterfaceStyle: .dark),
            named: "\(page.name)-dark")
    }

    @Test("the verified badge sits after the name, centred on the capitals, inside the label")
    func verifiedBadgeGeometry() throws {
        let label = VerifiedNameLabel()
        label.name = "Ada Lovelace"
        label.isVerified = true
        let size = label.intrinsicContentSize
        let plain = UILabel()
        plain.font = label.font
        plain.text = "Ada Lovelace "
        // The badge adds its 16 pt to the name and the space.
        #expect(abs(size.width - (plain.intrinsicContentSize.width + 16)) < 0.01)
        let layout = TextLayout(try #require(label.attributedText), options: .init(width: nil))
        let badge = try #require(layout.attachments.first)
        let line = try #require(layout.lines.first)
        let capHeight = label.font.capHeight
        // UIKit's arithmetic: the box's origin is y = (capHeight − 16).rounded() / 2 above the
        // baseline (negative: below), and it is 16 pt tall.
        let y = (capHeight - 16).rounded() / 2
        #expect(y < 0)
        #expect(abs(Double(badge.rect.maxY) - (line.baseline - y)) < 0.01)
        #expect(abs(Double(badge.rect.minY) - (line.baseline - y - 16)) < 0.01)
        #expect(badge.rect.size == CGSize(width: 16, height: 16))
    }

    @Test("chat bubbles size to their text and put the sender's on the right")
    func chatBubbleGeometry() {
        let mine = ChatBubbleView()
        mine.sender = .me
        mine.message = "Yes"
        let fitted = mine.sizeThatFits(CGSize(width: 288, height: 0))
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.text = "Yes"
        #expect(fitted.height == (label.intrinsicContentSize.height).rounded(.up) + 16)
        mine.frame = CGRect(origin: .zero, size: fitted)
        mine.layoutIfNeeded()
        let bubble = mine.subviews[0]
        #expect(bubble.frame.maxX == CGFloat(288 - 20))
        #expect(bubble.frame.width == label.intrinsicContentSize.width.rounded(.up) + 28)
    }

    @Test("the PDF export function writes its rows over pages with the document information")
    func pdfExport() throws {
        let rows = (1...120).map { index in
            ReportPDFExporter.Row(
                date: String(format: "2024-03-%02d", index % 28 + 1),
                description: "Taxi from Zürich HB to O'Hare's hotel — receipt #\(index) (business)",
                amount: String(format: "€%d.%02d", index * 3, index % 100))
        }
        let pdf = ReportPDFExporter.exportPDF(title: "Expenses — March", author: "Zoë Ørsted", rows: rows)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID()).pdf")
        try pdf.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let info = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/pdfinfo"), ["-enc", "UTF-8", file.path]
        ).output
        #expect(info.contains("Title:           Expenses — March"))
        #expect(info.contains("Author:          Zoë Ørsted"))
        #expect(info.contains("Creator:         Expenses for iOS"))
        // 120 rows of 18 pt below a 92 pt header on 841.8 pt pages with 48 pt margins: 38 a page.
        #expect(info.contains("Pages:           4"))
        #expect(info.contains("Page size:       595.2 x 841.8 pts"))
        let text = try TextChecks.pdfText(pdf)
        #expect(text.contains("Page 4"))
        #expect(text.contains("2024-03-01") && text.contains("€360.20"))
        // The same export twice gives the same bytes.
        #expect(
            ReportPDFExporter.exportPDF(title: "Expenses — March", author: "Zoë Ørsted", rows: rows) == pdf)
    }
}
