import Canvas
import Foundation
import Widgets

/// An annual report as a reporting tool prints one: a JPEG cover photo, a contents page with
/// roman-numbered front matter, SVG charts drawn as vectors, tables (one with photo cells), a
/// "see page N" reference, written as a tagged PDF/A-2b document.
enum AnnualReportScene {
    static let scene = ReportScene(
        name: "annual-report", title: "Annual report (tagged PDF/A)",
        summary:
            "A JPEG cover, a contents page, SVG charts, tables with photos; tagged and PDF/A-2b."
    ) {
        let report = Report(
            pageSize: Page.a4, margins: EdgeInsets(top: 48, left: 56, bottom: 48, right: 56),
            metadata: DocumentMetadata(
                title: "Vellum Rendering Co. — Annual Report 2026", author: "Vellum Rendering Co.",
                subject: "Annual report and accounts for the year ended 31 December 2026",
                keywords: "annual report, accounts, 2026", language: "en-GB", isTagged: true,
                conformance: .pdfA2b))
        report.footer = { page in
            footer(caption: "Vellum Rendering Co. · Annual Report 2026", page: page.label)
        }
        let width = Page.a4.width - 112
        var body: [ReportBlock] = [.section(numbering: .lowerRoman)]
        body += cover(width: width)
        body += [
            .pageBreak,
            .heading(heading("Contents")),
            space(8),
            .contents(font: .systemFont(ofSize: 12)),
            .section(numbering: .arabic),
        ]
        body += chairLetter()
        body += highlights(width: width)
        body += statements(width: width)
        body += offices(width: width)
        return (report, body)
    }

    // MARK: Pages

    static func cover(width: Double) -> [ReportBlock] {
        [
            .view(
                ImageView(image: Artwork.coverPhoto()).with {
                    $0.contentMode = .scaleAspectFill
                    $0.clipsToBounds = true
                    $0.accessibilityLabel = "Hills under an evening sky"
                }.sized(width: width, height: width * 0.62)),
            space(28),
            .view(
                Label(text: "Annual Report 2026").with {
                    $0.font = .systemFont(ofSize: 34, weight: .bold)
                    $0.accessibilityTraits = .header
                }),
            .view(
                Label(text: "Vellum Rendering Co. · Documents people print, from any server").with {
                    $0.font = .title3
                    $0.textColor = .secondaryLabel
                    $0.numberOfLines = 0
                }),
        ]
    }

    static func chairLetter() -> [ReportBlock] {
        var blocks: [ReportBlock] = [
            .heading(heading("Letter from the chair"), outline: "Letter from the chair")
        ]
        let reference = PageReferenceLabel(to: "statements") {
            "The full accounts, audited by Müller & Partner, begin on page \($0)."
        }
        reference.numberOfLines = 0
        reference.font = .italicSystemFont(ofSize: 11)
        for paragraph in [
            "2026 was the year our customers stopped asking whether a server can print documents as "
                + "carefully as a designer lays them out, and started asking how many. Revenue grew 31% "
                + "to €48.2 million; operating margin reached 18.4%.",
            "We opened offices in Lyon and Kraków, hired 41 engineers, and shipped tagged, archival "
                + "PDF to every customer at no extra cost — because accessible documents should be the "
                + "default, not an upgrade.",
        ] {
            blocks += [.view(paragraphLabel(paragraph)), space(6)]
        }
        blocks += [.view(reference), space(6), .view(paragraphLabel("— Jeanne d'Arc-Okafor, Chair"))]
        return blocks
    }

    static func highlights(width: Double) -> [ReportBlock] {
        [
            space(18),
            .heading(heading("Highlights"), outline: "Highlights"),
            .view(paragraphLabel("Revenue by quarter, € million, against the year before (grey).")),
            .view(
                chart(Artwork.revenueChartSVG(), description: "Bar chart of revenue by quarter", width: width)
            ),
            space(12),
            .heading(heading("Customers", level: 1), outline: "Customers", level: 1),
            .view(paragraphLabel("Documents printed per month, millions, January to December.")),
            .view(
                chart(
                    Artwork.documentsChartSVG(), description: "Line chart of documents printed", width: width)
            ),
        ]
    }

    static func statements(width: Double) -> [ReportBlock] {
        let table = Table(columns: [
            TableColumn("Income statement (€ thousand)", width: .proportional(1)),
            TableColumn("2026", width: .fixed(80), alignment: .right),
            TableColumn("2025", width: .fixed(80), alignment: .right),
        ])
        let rows: [[String]] = [
            ["Revenue", "48,210", "36,802"], ["Cost of sales", "(14,460)", "(11,790)"],
            ["Gross profit", "33,750", "25,012"], ["Research & development", "(12,905)", "(9,870)"],
            ["Sales, general & administrative", "(11,975)", "(9,455)"],
            ["Operating profit", "8,870", "5,687"], ["Net finance income", "212", "(48)"],
            ["Profit before tax", "9,082", "5,639"], ["Income tax (25.8%)", "(2,343)", "(1,455)"],
            ["Profit for the year", "6,739", "4,184"],
        ]
        var blocks: [ReportBlock] = [
            .pageBreak,
            .heading(heading("Financial statements"), outline: "Financial statements", anchor: "statements"),
        ]
        blocks += Array(table.blocks(rows: rows, width: width))
        blocks.append(space(12))
        blocks.append(
            .view(
                paragraphLabel(
                    "Figures in brackets are costs. The accounts were approved by the board on "
                        + "12 March 2027 and are kept as PDF/A-2b.")))
        return blocks
    }

    static func offices(width: Double) -> [ReportBlock] {
        let table = Table(columns: [
            TableColumn("Office", width: .proportional(1)),
            TableColumn("Opened", width: .fitToContent),
            TableColumn("Staff", width: .fitToContent, alignment: .right),
            TableColumn("Photo", width: .fixed(96), alignment: .center),
        ])
        let offices: [(String, String, String, Double)] = [
            ("Lisbon (head office)", "2019", "64", 0.05), ("Lyon", "March 2026", "23", 0.3),
            ("Kraków", "September 2026", "18", 0.55), ("Montréal", "2022", "31", 0.8),
        ]
        let rows: [[Table.Cell]] = offices.map { name, opened, staff, hue in
            [
                .text(name), .text(opened), .text(staff),
                .image(
                    Artwork.officePhoto(hue: hue), size: Size(width: 80, height: 54),
                    description: "The \(name) office"),
            ]
        }
        return [space(18), .heading(heading("Our offices"), outline: "Our offices")]
            + Array(table.blocks(cellRows: rows, width: width))
    }

    // MARK: Parts

    static func heading(_ text: String, level: Int = 0) -> Label {
        Label(text: text).with {
            $0.font = .systemFont(ofSize: level == 0 ? 20 : 15, weight: .bold)
            $0.textColor = .systemIndigo
            $0.accessibilityTraits = .header
        }
    }

    /// Vertical space between blocks.
    static func space(_ height: Double) -> ReportBlock {
        .view(View().sized(height: height))
    }

    static func paragraphLabel(_ text: String) -> Label {
        Label(text: text).with {
            $0.numberOfLines = 0
            $0.font = .systemFont(ofSize: 11)
        }
    }

    /// An SVG chart, as wide as the body with its proportions.
    static func chart(_ svg: String, description: String, width: Double) -> View {
        // The SVG is a constant this file writes; it decodes.
        let image = try! Image(decoding: Data(svg.utf8))
        return ImageView(image: image).with {
            $0.contentMode = .scaleAspectFit
            $0.accessibilityLabel = description
        }.sized(width: width, height: width * image.size.height / max(1, image.size.width))
    }
}
