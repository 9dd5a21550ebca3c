import Foundation
import TestSupport
import Testing

@testable import Canvas

/// Artifact marking in tagged PDFs: what a page draws outside every structure element becomes
/// `/Artifact BMC … EMC`, in content streams written by hand (exact output and every refusal)
/// and in a tagged document read back with qpdf.
@Suite struct PDFArtifactMarkingTests {
    static func mark(_ text: String) -> String? {
        PDFArtifactMarking.mark(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func runsOutsideEveryElementBecomeArtifacts() {
        let content = """
            q 1 0 0 rg 0 0 10 10 re f Q
            /P << /MCID 0 >> BDC BT (Hello) Tj ET EMC
            BT (page 1) Tj ET
            """
        #expect(
            Self.mark(content) == """
                /Artifact BMC
                q 1 0 0 rg 0 0 10 10 re f Q
                EMC
                /P << /MCID 0 >> BDC BT (Hello) Tj ET EMC
                BT /Artifact BMC
                (page 1) Tj EMC
                ET
                """)
    }

    @Test func operatorsInsideStringsAndNestedSequencesAreNotOperations() {
        // `EMC` and `BDC` inside strings, an escaped parenthesis, a nested span and a comment.
        let content = """
            /H1 << /MCID 0 >> BDC BT (EMC \\) BDC) Tj /Span << /ActualText <FEFF0020> >> BDC EMC ET EMC
            % a comment with EMC
            [(a) -20 (b)] TJ (nested (BDC) parentheses) Tj <0001> Tj
            """
        #expect(
            Self.mark(content) == """
                /H1 << /MCID 0 >> BDC BT (EMC \\) BDC) Tj /Span << /ActualText <FEFF0020> >> BDC EMC ET EMC
                % a comment with EMC
                /Artifact BMC
                [(a) -20 (b)] TJ (nested (BDC) parentheses) Tj <0001> Tj
                EMC

                """)
    }

    @Test func anArtifactBegunInATextObjectEndsBeforeIt() {
        let content = "BT (a) Tj /P << /MCID 0 >> BDC (b) Tj EMC (c) Tj ET"
        #expect(
            Self.mark(content)
                == "BT /Artifact BMC\n(a) Tj EMC\n/P << /MCID 0 >> BDC (b) Tj EMC /Artifact BMC\n(c) Tj EMC\nET"
        )
    }

    @Test func whatCannotBeMarkedSafelyIsLeftAsItIs() {
        // An inline image, an element left open, an element closed twice, an unterminated
        // string, and an artifact that would end inside a text object it began outside.
        for content in [
            "q BI /W 1 /H 1 ID \u{0}\u{1} EI Q",
            "/P << /MCID 0 >> BDC (a) Tj",
            "EMC (a) Tj",
            "(unterminated Tj",
            "0 0 m BT /P << /MCID 0 >> BDC (a) Tj EMC ET",
        ] {
            #expect(Self.mark(content) == nil, "\(content)")
        }
        #expect(Self.mark("") == "")
    }

    /// A two-page tagged document whose pages draw a background and a footer outside every
    /// element: after the update, every painting and text operator of every page is inside a
    /// marked-content sequence, and the structure tree is what it was.
    @Test func aTaggedDocumentHasNoUnmarkedContent() throws {
        let pages = (1...2).map { number in
            Page(size: Size(width: 200, height: 120)) { context in
                // The whole page: cairo 1.16 would turn this into a paint that drops the tags begun
                // before it, but for the clip a tagged page gets first.
                context.fill(Path(Rect(x: 0, y: 0, width: 200, height: 120)), with: .color(.systemGray6))
                context.withStructure(.paragraph) {
                    context.draw(
                        TextLayout(plain: "Body \(number)", font: .systemFont(ofSize: 12)),
                        at: Point(x: 10, y: 10))
                }
                context.draw(
                    TextLayout(plain: "Page \(number)", font: .systemFont(ofSize: 9)),
                    at: Point(x: 10, y: 100))
            }
        }
        let pdf = try Document(
            metadata: DocumentMetadata(title: "Two pages", language: "en", isTagged: true), pages: pages
        ).data(format: .pdf)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-artifacts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.pdf")
        let expanded = folder.appendingPathComponent("qdf.pdf")
        try pdf.write(to: input)
        let qpdf = URL(fileURLWithPath: "/usr/bin/qpdf")
        let check = try ChildProcess.run(qpdf, ["--check", input.path])
        #expect(check.succeeded && check.output.contains("No syntax or stream encoding errors found"))
        #expect(
            try ChildProcess.run(qpdf, ["--qdf", "--object-streams=disable", input.path, expanded.path])
                .succeeded)
        // qpdf's QDF form writes each page's content uncompressed after a "Contents for page" comment.
        let text = String(decoding: try Data(contentsOf: expanded), as: UTF8.self)
        let contents = text.components(separatedBy: "%% Contents for page ").dropFirst().map { part in
            String(part[part.range(of: "stream\n")!.upperBound..<part.range(of: "endstream")!.lowerBound])
        }
        #expect(contents.count == 2)
        let painting: Set<String> = ["f", "f*", "S", "B", "b", "Tj", "TJ", "'", "\"", "Do", "sh"]
        for content in contents {
            let operations = try #require(PDFContentOperations(Array(content.utf8))).operations
            var depth = 0
            var unmarked: [String] = []
            for operation in operations {
                if ["BDC", "BMC"].contains(operation.name) { depth += 1 }
                if operation.name == "EMC" { depth -= 1 }
                if depth == 0, painting.contains(operation.name) { unmarked.append(operation.name) }
            }
            #expect(unmarked.isEmpty, "unmarked: \(unmarked)")
            // The background, the footer's text (inside its text object) and cairo's closing `Q`.
            #expect(content.components(separatedBy: "/Artifact BMC").count - 1 == 3)
        }
        let structure = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/pdfinfo"), ["-struct-text", input.path])
        #expect(structure.output == "Document\n  P (block)\n    \"Body 1\"\n  P (block)\n    \"Body 2\"\n")
    }
}
