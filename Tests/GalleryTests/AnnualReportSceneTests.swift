import Canvas
import Foundation
import GalleryScenes
import TestSupport
import Testing
import Widgets

/// The gallery's annual report, read back by independent tools: its contents page's numbers
/// against the pages' own text (`pdftotext`), its photos as the JPEG bytes they were
/// (`pdfimages`), its charts as vectors, its structure tree (`pdfinfo -struct-text`), its PDF/A
/// metadata and output intent (`qpdf`, `pdfinfo -meta`).
@Suite struct AnnualReportSceneTests {
    /// The report's PDF, written to a temporary file.
    static func written() throws -> URL {
        let scene = try #require(Gallery.reports.first { $0.name == "annual-report" })
        let (report, body) = scene.make()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-annual-\(UUID()).pdf")
        try report.writePDF(body: body, to: url)
        #expect(report.warnings.isEmpty)
        return url
    }

    @Test func theContentsPageNumbersAreThePagesTheHeadingsAreOn() throws {
        let url = try Self.written()
        defer { try? FileManager.default.removeItem(at: url) }
        func page(_ number: Int) throws -> String {
            try run("/usr/bin/pdftotext", ["-layout", "-f", "\(number)", "-l", "\(number)", url.path, "-"])
        }
        // Front matter is numbered i, ii; the body restarts at 1 on the third page.
        #expect(try page(1).contains("Annual Report 2026"))
        let footers = try (1...3).map { number in
            try page(number).split(separator: "\n").first {
                $0.hasPrefix("Vellum Rendering Co. · Annual Report")
            }
            .map { $0.split(separator: " ").last.map(String.init) ?? "" }
        }
        #expect(footers == ["i", "ii", "1"])
        let entries = try page(2).split(separator: "\n").compactMap { line -> (String, Int)? in
            let words = line.split(separator: " ")
            guard let last = words.last, let number = Int(last), words.count > 1 else { return nil }
            let title = words.dropLast().filter { !$0.allSatisfy { $0 == "." } }.joined(separator: " ")
            return (title, number)
        }
        #expect(
            entries.map(\.0) == [
                "Letter from the chair", "Highlights", "Customers", "Financial statements", "Our offices",
            ])
        for (title, label) in entries {
            let text = try page(label + 2)
            #expect(text.contains(title), "\(title) is not on the page labelled \(label)")
            #expect(
                try !page(label + 1).contains(title) || label + 1 == 2, "\(title) is also on the page before")
        }
        // Each row links to its heading: the links' named destinations are on the pages the
        // rows name (poppler resolves the names).
        let pdf = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let linked = Set(
            pdf.components(separatedBy: "/Dest (vellum-heading-").dropFirst().map {
                "vellum-heading-" + $0.prefix { $0 != ")" }
            })
        #expect(linked.count == entries.count)
        let destinations = try run("/usr/bin/pdfinfo", ["-dests", url.path]).split(separator: "\n").compactMap
        {
            line -> (String, Int)? in
            guard let page = Int(line.split(separator: " ").first ?? ""),
                let name = line.split(separator: "\"").dropFirst().first
            else { return nil }
            return (String(name), page)
        }
        let linkedPages = destinations.filter { linked.contains($0.0) }.map(\.1).sorted()
        #expect(linkedPages == entries.map { $0.1 + 2 }.sorted())
        // The forward reference in the chair's letter names the statements' page.
        let statements = try #require(entries.first { $0.0 == "Financial statements" }?.1)
        #expect(try page(3).contains("begin on page \(statements)."))
    }

    @Test func photosAreTheirJPEGBytesAndChartsAreVectors() throws {
        let url = try Self.written()
        defer { try? FileManager.default.removeItem(at: url) }
        // Five images, all JPEG: the cover and four office photos; the two SVG charts add none.
        let listing = try run("/usr/bin/pdfimages", ["-list", url.path])
        let images = listing.split(separator: "\n").dropFirst(2)
        #expect(images.count == 5)
        #expect(images.allSatisfy { $0.split(separator: " ").contains("jpeg") })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-annual-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try run(
            "/usr/bin/pdfimages",
            ["-all", "-f", "1", "-l", "1", url.path, folder.appendingPathComponent("img").path])
        let cover = try Data(contentsOf: folder.appendingPathComponent("img-000.jpg"))
        #expect(cover == Artwork.coverPhotoJPEG())
    }

    @Test func theStructureTreeIsTheDocumentsOutlineInReadingOrder() throws {
        let url = try Self.written()
        defer { try? FileManager.default.removeItem(at: url) }
        let tree = try run("/usr/bin/pdfinfo", ["-struct-text", url.path])
        // The top-level elements, in order.
        let top = tree.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }.map {
            $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " (block)", with: "")
        }
        #expect(
            top == [
                "Figure", "H1", "P", "H1", "TOC", "H1", "P", "P", "P", "P", "H1", "P", "Figure", "H2", "P",
                "Figure",
                "H1", "Table", "P", "H1", "Table",
            ])
        #expect(tree.components(separatedBy: "TOCI").count - 1 == 5)
        // The offices table: a header row, then four rows each with a figure in a data cell.
        #expect(tree.components(separatedBy: "        Figure").count - 1 == 4)
        let objects = try run("/usr/bin/qpdf", ["--json", url.path])
        #expect(objects.contains(#""/Alt": "u:Hills under an evening sky""#))
        #expect(objects.contains(#""/Alt": "u:Bar chart of revenue by quarter""#))
        #expect(objects.contains(#""/Alt": "u:The Kraków office""#))
        #expect(objects.contains(#""/Lang": "u:en-GB""#))
    }

    @Test func itIsPDFA2bWithItsOutputIntent() throws {
        let url = try Self.written()
        defer { try? FileManager.default.removeItem(at: url) }
        let check = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/qpdf"), ["--check", url.path])
        #expect(check.succeeded && check.output.contains("No syntax or stream encoding errors found"))
        let packet = try run("/usr/bin/pdfinfo", ["-meta", url.path])
        #expect(packet.contains("<pdfaid:part>2</pdfaid:part>"))
        #expect(packet.contains("<pdfaid:conformance>B</pdfaid:conformance>"))
        #expect(packet.contains("Vellum Rendering Co. — Annual Report 2026"))
        let objects = try run("/usr/bin/qpdf", ["--json", url.path])
        #expect(objects.contains(#""/OutputConditionIdentifier": "u:sRGB IEC61966-2.1""#))
        #expect(objects.contains(#""/S": "/GTS_PDFA1""#))
        #expect(!objects.contains(#""/Interpolate": true"#))
        let info = try run("/usr/bin/pdffonts", [url.path])
        // Every font embedded: the "emb" column says yes on every font's line.
        let fonts = info.split(separator: "\n").dropFirst(2)
        #expect(!fonts.isEmpty)
        #expect(fonts.allSatisfy { $0.split(separator: " ").reversed().dropFirst(4).first == "yes" })
    }
}
