import Canvas
import Foundation
import TestSupport
import Testing

@testable import Widgets

/// Contents, page references and section numbering: every page number a report shows is the
/// page its heading lands on, checked against the text of the pages themselves.
@Suite struct ReportContentsTests {
    @Test func romanNumeralsFollowTheSubtractiveRule() {
        let cases: [(Int, String)] = [
            (1, "i"), (3, "iii"), (4, "iv"), (9, "ix"), (14, "xiv"), (40, "xl"), (90, "xc"), (400, "cd"),
            (1_994, "mcmxciv"), (3_999, "mmmcmxcix"),
        ]
        for (number, roman) in cases {
            #expect(PageNumbering.lowerRoman.label(for: number) == roman)
            #expect(PageNumbering.upperRoman.label(for: number) == roman.uppercased())
        }
        // Numbers roman numerals cannot write are written in arabic.
        #expect(PageNumbering.lowerRoman.label(for: 0) == "0")
        #expect(PageNumbering.upperRoman.label(for: 4_000) == "4000")
        #expect(PageNumbering.arabic.label(for: 12) == "12")
    }

    /// A book: roman front matter (a title page and the contents), then six chapters numbered
    /// from 1, each with sections, with a forward reference from chapter 1 to chapter 5.
    static func book(chapters: Int = 6, paragraphsPerSection: Int = 5) -> (Report, [ReportBlock]) {
        let report = Report(pageSize: Size(width: 300, height: 400), margins: EdgeInsets(all: 24))
        report.footer = { page in
            Label(text: "— \(page.label) —").with { $0.textAlignment = .center }
        }
        var body: [ReportBlock] = [
            .section(numbering: .lowerRoman),
            .view(
                Label(text: "A Field Guide to Reports").with {
                    $0.font = .boldSystemFont(ofSize: 22)
                    $0.numberOfLines = 0
                }),
            .pageBreak,
            .heading(Label(text: "Contents").with { $0.font = .boldSystemFont(ofSize: 18) }),
            .contents(),
            .section(numbering: .arabic),
        ]
        for chapter in 1...chapters {
            body.append(
                .heading(
                    Label(text: "Chapter \(chapter)").with { $0.font = .boldSystemFont(ofSize: 18) },
                    outline: "Chapter \(chapter)", level: 0, anchor: "chapter-\(chapter)"))
            if chapter == 1 {
                let reference = PageReferenceLabel(to: "chapter-5") {
                    "Totals are in chapter 5, see page \($0)."
                }
                reference.numberOfLines = 0
                body.append(.view(reference))
            }
            for section in 1...2 {
                body.append(
                    .heading(
                        Label(text: "Section \(chapter).\(section)").with {
                            $0.font = .boldSystemFont(ofSize: 14)
                        },
                        outline: "Section \(chapter).\(section)", level: 1))
                for paragraph in 1...paragraphsPerSection {
                    body.append(
                        .view(
                            Label(
                                text:
                                    "Paragraph \(chapter).\(section).\(paragraph): O'Brien & Søn's figures for "
                                    + "2024-03-\(10 + paragraph) rose 12.5% (€1,204.50) against the plan."
                            ).with { $0.numberOfLines = 0 }))
                }
            }
        }
        return (report, body)
    }

    /// The page (from 1) whose text has a line that is exactly `line`.
    static func page(showing line: String, in pages: [String]) -> Int? {
        pages.firstIndex {
            $0.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == line }
        }
        .map { $0 + 1 }
    }

    /// The footer label printed on a page: the text between the dashes.
    static func footerLabel(_ text: String) -> String? {
        guard let line = text.split(separator: "\n").last(where: { $0.contains("—") }) else { return nil }
        return line.replacingOccurrences(of: "—", with: "").trimmingCharacters(in: .whitespaces)
    }

    @Test func contentsAndReferencesShowThePagesTheirHeadingsLandOn() throws {
        let (report, body) = Self.book()
        let pdf = try report.pdfData(body: body)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(report.countingPasses >= 2 && report.countingPasses <= 3)
        let pages = try (1...report.pageCount).map { try pdfText(pdf, page: $0) }
        // Front matter in roman numerals, then the chapters from 1.
        #expect(Self.footerLabel(pages[0]) == "i")
        #expect(Self.footerLabel(pages[1]) == "ii")
        let chapterOne = try #require(Self.page(showing: "Chapter 1", in: pages))
        #expect(Self.footerLabel(pages[chapterOne - 1]) == "1")
        // Every contents row names the page its heading is on (by that page's own footer).
        let contentsText = pages[1...].prefix { !$0.contains("Paragraph") }.joined(separator: "\n")
        var rows = 0
        for line in contentsText.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count >= 3, parts[0] == "Chapter" || parts[0] == "Section", let label = parts.last
            else {
                continue
            }
            let title = parts.dropLast().joined(separator: " ")
            let target = try #require(
                pages.indices.first { index in
                    !pages[index].contains("Contents")
                        && pages[index].split(separator: "\n").contains {
                            $0.trimmingCharacters(in: .whitespaces) == title
                        }
                })
            #expect(Self.footerLabel(pages[target]) == String(label), "\(title)")
            rows += 1
        }
        #expect(rows == 6 * 3)
        // The forward reference names chapter 5's page.
        // The body page with a line that is exactly "Chapter 5" (a contents row ends in a number).
        let chapterFive = try #require(Self.page(showing: "Chapter 5", in: pages)) - 1
        let reference = "see page \(Self.footerLabel(pages[chapterFive]) ?? "?")."
        let flattened = pages.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(flattened.contains { $0.contains(reference) }, "\(reference)")
        // Each contents row links to its heading by a named destination, the heading's page and top.
        let raw = String(decoding: pdf, as: UTF8.self)
        #expect(raw.components(separatedBy: "/Subtype /Link").count - 1 == 18)
        #expect(raw.components(separatedBy: "/Dest (vellum-heading-").count - 1 == 18)
        #expect(raw.contains("(vellum-heading-\(chapterFive)-"))
        // The same report again: the same bytes, in memory and streamed to a file.
        let (again, againBody) = Self.book()
        #expect(try again.pdfData(body: againBody) == pdf)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("contents-\(UUID()).pdf")
        defer { try? FileManager.default.removeItem(at: file) }
        let (streamed, streamedBody) = Self.book()
        try streamed.writePDF(body: streamedBody, to: file)
        #expect(try Data(contentsOf: file) == pdf)
    }

    @Test func contentsAfterItsHeadingsAndAcrossPagesStaySettled() throws {
        let (report, body) = Self.book(chapters: 14, paragraphsPerSection: 1)
        // The contents of 42 rows does not fit one page: it splits between rows.
        let pdf = try report.pdfData(body: body)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let pages = try (1...report.pageCount).map { try pdfText(pdf, page: $0) }
        #expect(pages.filter { $0.contains("Section 14.2") }.count >= 2)  // in the contents and in the body
        // Contents at the end: the headings are before it, so one pass after the first settles it.
        let trailing = Report(pageSize: Size(width: 300, height: 400), margins: EdgeInsets(all: 24))
        let blocks: [ReportBlock] = [
            .heading(Label(text: "Alpha"), outline: "Alpha"), .view(Label(text: "Text")), .pageBreak,
            .heading(Label(text: "Beta"), outline: "Beta"), .pageBreak, .contents(),
        ]
        let text = try pdfText(try trailing.pdfData(body: blocks))
        #expect(text.contains("Alpha") && text.contains("Beta"))
        #expect(text.split(separator: "\n").contains { $0.contains("Alpha") && $0.hasSuffix("1") })
        #expect(text.split(separator: "\n").contains { $0.contains("Beta") && $0.hasSuffix("2") })
    }

    @Test func aReportWithoutReferencesIsCountedOnce() throws {
        let report = Report(pageSize: Size(width: 300, height: 400), margins: EdgeInsets(all: 24))
        report.footer = { Label(text: $0.pageOfCount) }
        let blocks = (1...200).map { ReportBlock.view(Label(text: "Row \($0)")) }
        _ = try report.pdfData(body: blocks)
        #expect(report.countingPasses == 1)
        #expect(report.pageCount > 3)
    }

    @Test func referencesThatNeverSettleStopWithAWarning() throws {
        // The reference's text is long when it points at page 2 and short otherwise, and it sits
        // before its anchor: long pushes the anchor to page 3, short pulls it back to page 2.
        let report = Report(pageSize: Size(width: 200, height: 200), margins: .zero)
        let reference = PageReferenceLabel(to: "target") { label in
            label == "2" ? String(repeating: "long text that wraps onto many lines ", count: 6) : "short"
        }
        reference.numberOfLines = 0
        let blocks: [ReportBlock] = [
            .view(Block(height: 190)), .view(reference), .view(Block(height: 150)),
            ReportBlock(view: Label(text: "Target"), anchor: "target"),
        ]
        _ = try report.pdfData(body: blocks)
        #expect(report.countingPasses == Report.maximumReferencePasses)
        #expect(report.warnings.contains { $0.contains("still moved") })
    }

    @Test func aReferenceToAnUnknownAnchorShowsAQuestionMark() throws {
        let report = Report(pageSize: Size(width: 300, height: 200), margins: .zero)
        let blocks: [ReportBlock] = [.view(PageReferenceLabel(to: "nowhere") { "see page \($0)" })]
        let text = try pdfText(try report.pdfData(body: blocks))
        #expect(text.contains("see page ?"))
    }

    /// A tagged book: the same text and numbers as the untagged one, accepted by both readers,
    /// with its 18 contents links, each to the named destination of its heading's page.
    @Test func aTaggedBookKeepsItsContentsAndPassesQPDF() throws {
        let (plain, plainBody) = Self.book()
        let plainText = try pdfText(try plain.pdfData(body: plainBody))
        let (tagged, body) = Self.book()
        tagged.metadata = DocumentMetadata(title: "A Field Guide to Reports", language: "en", isTagged: true)
        let pdf = try tagged.pdfData(body: body)
        #expect(try pdfText(pdf) == plainText)
        let read = try TaggedPDFTests.ReadBack(pdf)
        #expect(read.checked)
        #expect(read.structure.contains("Chapter 5"))
        #expect(
            String(decoding: pdf, as: UTF8.self).components(separatedBy: "/Dest (vellum-heading-").count - 1
                == 18)
        let destinations = try TaggedBookPageSizeTests.headingDestinations(pdf)
        #expect(destinations.count == 18)
        for destination in destinations {
            #expect(destination.page == destination.namedPage + 1, "\(destination)")
        }
    }
}
