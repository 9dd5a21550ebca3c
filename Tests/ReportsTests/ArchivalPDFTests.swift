import Canvas
import Foundation
import FoundationXML
import TestSupport
import Testing
import Widgets

/// PDF/A-2b documents read back by independent readers: poppler's `pdfinfo` (which names the
/// PDF/A part and level from the XMP packet, and reads the information dictionary), `qpdf`
/// (the file's structure and each object), Foundation's XML parser (the XMP packet) and Little
/// CMS's `transicc` (the output intent's ICC profile against its own built-in sRGB).
@Suite struct ArchivalPDFTests {
    /// What independent readers say about a PDF.
    struct ReadBack {
        var info: String
        var checked: Bool
        /// Each object's text as `qpdf --show-object` prints it, by object number.
        var objects: [Int: String]
        var url: URL

        init(_ pdf: Data) throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "vellum-archival-\(UUID().uuidString).pdf")
            try pdf.write(to: url)
            info = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pdfinfo"), [url.path]).output
            let check = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/qpdf"), ["--check", url.path])
            checked = check.succeeded && check.output.contains("No syntax or stream encoding errors found")
            let xref = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/qpdf"), ["--show-xref", url.path])
                .output
            objects = [:]
            for line in xref.split(separator: "\n") {
                guard let number = Int(line.split(separator: "/").first ?? ""), line.contains("uncompressed")
                else { continue }
                objects[number] = try show("\(number)")
            }
        }

        /// `qpdf --show-object` of `object` (a number, or `trailer`), with `arguments` added.
        func show(_ object: String, _ arguments: [String] = []) throws -> String {
            try ChildProcess.run(
                URL(fileURLWithPath: "/usr/bin/qpdf"), ["--show-object=\(object)"] + arguments + [url.path]
            ).output
        }

        /// The raw bytes of stream object `number`, filters undone.
        func streamData(_ number: Int) throws -> Data {
            let out = url.deletingPathExtension().appendingPathExtension("\(number).bin")
            defer { try? FileManager.default.removeItem(at: out) }
            let result = try ChildProcess.run(
                URL(fileURLWithPath: "/bin/sh"),
                ["-c", "qpdf --show-object=\(number) --filtered-stream-data '\(url.path)' > '\(out.path)'"])
            #expect(result.succeeded)
            return try Data(contentsOf: out)
        }

        /// The number in `text`'s `key N 0 R`.
        static func reference(_ key: String, in text: String) -> Int? {
            guard let range = text.range(of: "\(key) ") else { return nil }
            return Int(text[range.upperBound...].prefix { $0.isNumber })
        }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    static let metadata = DocumentMetadata(
        title: "Annual report 2026 — Müller & Söhne <draft> \"final\"", author: "Jeanne d'Arc",
        subject: "Accounts\r\nand notes", keywords: "annual, report, 年报", creator: "Vellum tests",
        creationDate: Date(timeIntervalSince1970: 1_780_000_000),
        modificationDate: Date(timeIntervalSince1970: 1_780_003_661), conformance: .pdfA2b)

    static func card(link: Bool = false, image: Image? = nil) -> View {
        Stack().vertical(spacing: 8).views(
            Label(text: "Annual report"),
            Label().with {
                $0.attributedText = NSAttributedString(
                    string: "Read online",
                    attributes: link ? [.link: URL(string: "https://example.com/report")!] : [:])
            },
            ImageView(image: image).with { $0.frame.size = Size(width: 40, height: 30) }
        )
    }

    @Test func pdfinfoNamesPDFA2bAndTheInformationAgreesWithTheXMPPacket() throws {
        let pdf = try Self.card().render(as: .pdf, width: 300, metadata: Self.metadata)
        let read = try ReadBack(pdf)
        defer { read.remove() }
        #expect(read.checked)
        // poppler finds the packet through the catalog (it names PDF/A only from PDF/A-1's
        // information entries, so the packet is read here).
        #expect(read.info.contains("Metadata Stream: yes"))
        let packet = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pdfinfo"), ["-meta", read.url.path])
        #expect(packet.output.contains("<pdfaid:part>2</pdfaid:part>"))
        #expect(read.info.contains("Title:           Annual report 2026 — Müller & Söhne <draft> \"final\""))
        #expect(read.info.contains("Author:          Jeanne d'Arc"))
        #expect(read.info.contains("Keywords:        annual, report, 年报"))
        #expect(read.info.contains("CreationDate:    Thu May 28 20:26:40 2026 UTC"))

        // The packet, parsed as XML, says what the information dictionary says.
        let trailer = try read.show("trailer")
        let catalog = try read.show("\(try #require(ReadBack.reference("/Root", in: trailer)))")
        let xmp = try read.streamData(try #require(ReadBack.reference("/Metadata", in: catalog)))
        let fields = XMPFields(xmp)
        #expect(fields.values["dc:title"] == Self.metadata.title)
        #expect(fields.values["dc:creator"] == Self.metadata.author)
        #expect(fields.values["dc:description"] == Self.metadata.subject)
        #expect(fields.values["pdf:Keywords"] == Self.metadata.keywords)
        #expect(fields.values["xmp:CreatorTool"] == "Vellum tests")
        #expect(fields.values["pdf:Producer"]?.hasPrefix("cairo 1.") == true)
        #expect(fields.values["xmp:CreateDate"] == "2026-05-28T20:26:40+00:00")
        #expect(fields.values["xmp:ModifyDate"] == "2026-05-28T21:27:41+00:00")
        #expect(fields.values["pdfaid:part"] == "2")
        #expect(fields.values["pdfaid:conformance"] == "B")
        let information = try read.show("\(try #require(ReadBack.reference("/Info", in: trailer)))")
        #expect(information.contains("/CreationDate (D:20260528202640+00'00')"))
        #expect(information.contains("/ModDate (D:20260528212741+00'00')"))
        #expect(xmp.starts(with: Array("<?xpacket begin=\"\u{FEFF}\"".utf8)))
        #expect(!catalog.contains("/Filter"))
        // A file identifier, and the same bytes from the same input.
        #expect(trailer.contains("/ID ["))
        #expect(try Self.card().render(as: .pdf, width: 300, metadata: Self.metadata) == pdf)
    }

    @Test func theOutputIntentIsAnSRGBProfileLittleCMSAgreesWith() throws {
        let pdf = try Self.card().render(as: .pdf, width: 300, metadata: Self.metadata)
        let read = try ReadBack(pdf)
        defer { read.remove() }
        let catalog = try read.show(
            "\(try #require(ReadBack.reference("/Root", in: try read.show("trailer"))))")
        let intents = try #require(catalog.range(of: "/OutputIntents ["))
        let intentNumber = try #require(
            Int(catalog[intents.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }))
        let intent = try read.show("\(intentNumber)")
        #expect(intent.contains("/S /GTS_PDFA1"))
        #expect(intent.contains("/OutputConditionIdentifier (sRGB IEC61966-2.1)"))
        let profile = try read.streamData(try #require(ReadBack.reference("/DestOutputProfile", in: intent)))
        #expect(profile.count == Int(profile.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }))
        #expect(String(decoding: profile[36..<40], as: UTF8.self) == "acsp")
        #expect(String(decoding: profile[16..<24], as: UTF8.self) == "RGB XYZ ")

        // Colours through the profile land where they land through Little CMS's own sRGB.
        let url = read.url.deletingPathExtension().appendingPathExtension("icc")
        try profile.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        func lab(_ input: String) throws -> [[Double]] {
            let colours = "255 0 0\n0 255 0\n0 0 255\n255 255 255\n128 128 128\n10 200 90\n3 3 3\n"
            let run = try ChildProcess.run(
                URL(fileURLWithPath: "/bin/sh"),
                ["-c", "printf '\(colours)' | transicc -t1 -i '\(input)' -o '*Lab'"])
            #expect(run.succeeded, "\(run.errors)")
            return run.output.split(separator: "\n").compactMap { line in
                let numbers = line.split(separator: " ").compactMap {
                    Double($0.split(separator: "=").last ?? "")
                }
                return numbers.count == 3 ? numbers : nil
            }
        }
        let ours = try lab(url.path)
        let reference = try lab("*sRGB")
        #expect(ours.count == 7 && reference.count == 7)
        for (a, b) in zip(ours, reference) {
            let distance = zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
            #expect(distance < 0.5, "ΔE \(distance): \(a) against \(b)")
        }
    }

    @Test func linksArePrintableAndImagesAreNotInterpolated() throws {
        let image = try Image(
            rgbaBytes: [255, 0, 0, 255, 0, 0, 255, 255, 0, 255, 0, 255, 255, 255, 255, 255], pixelWidth: 2,
            pixelHeight: 2)
        let photo = try Image(decoding: try image.jpegData(quality: 0.9))
        for picture in [image, photo] {
            let pdf = try Self.card(link: true, image: picture).render(
                as: .pdf, width: 300, metadata: Self.metadata)
            let read = try ReadBack(pdf)
            defer { read.remove() }
            #expect(read.checked)
            let links = read.objects.values.filter { $0.contains("/Subtype /Link") }
            #expect(links.count == 1)
            #expect(links.allSatisfy { $0.contains("/F 4") })
            let images = read.objects.values.filter { $0.contains("/Subtype /Image") }
            #expect(!images.isEmpty)
            #expect(images.allSatisfy { !$0.contains("/Interpolate true") })
            // Without PDF/A the same image is smoothed, and the link carries no flags.
            var plain = Self.metadata
            plain.conformance = nil
            let plainPDF = try Self.card(link: true, image: picture).render(
                as: .pdf, width: 300, metadata: plain)
            let plainRead = try ReadBack(plainPDF)
            defer { plainRead.remove() }
            // cairo 1.16 lists an object for each link that it never writes: every PDF with links
            // gets them written as null, so qpdf finds the file whole.
            #expect(plainRead.checked)
            let smoothed = String(decoding: plainPDF, as: UTF8.self)
            #expect(smoothed.contains("/Interpolate true"))
            #expect(!smoothed.contains("/F 4"))
        }
    }

    /// A plain document of several pages with links (written by the two-thread pipeline) and a
    /// one-page one (written directly): both whole for qpdf, where cairo alone leaves an object
    /// per link listed but unwritten.
    @Test func plainDocumentsWithLinksAreWhole() throws {
        let link = URL(string: "https://example.com/a")!
        let pages = (1...3).map { number in
            Page(size: Size(width: 200, height: 100)) { context in
                context.draw(
                    TextLayout(plain: "Page \(number)", font: .systemFont(ofSize: 12)),
                    at: Point(x: 10, y: 10))
                context.addLink(to: link, in: Rect(x: 10, y: 10, width: 60, height: 14))
            }
        }
        for count in [1, 3] {
            let pdf = try Document(pages: Array(pages.prefix(count))).data(format: .pdf)
            let read = try ReadBack(pdf)
            defer { read.remove() }
            #expect(read.checked, "\(count) pages")
            #expect(read.objects.values.filter { $0.contains("/Subtype /Link") }.count == count)
            #expect(try Document(pages: Array(pages.prefix(count))).data(format: .pdf) == pdf)
        }
    }

    @Test func taggedAndArchivalTogether() throws {
        var metadata = Self.metadata
        metadata.isTagged = true
        metadata.language = "en-GB"
        let pdf = try Self.card(link: true).render(as: .pdf, width: 300, metadata: metadata)
        let read = try ReadBack(pdf)
        defer { read.remove() }
        #expect(read.checked)
        #expect(read.info.contains("Metadata Stream: yes"))
        #expect(read.info.contains("Tagged:          yes"))
        let catalog = try read.show(
            "\(try #require(ReadBack.reference("/Root", in: try read.show("trailer"))))")
        #expect(catalog.contains("/Lang (en-GB)"))
        #expect(catalog.contains("/StructTreeRoot"))
        #expect(catalog.contains("/OutputIntents"))
    }

    @Test func whatPDFACannotCarryIsRefusedWithTypedErrors() throws {
        func refusal(_ change: (inout DocumentMetadata) -> Void, width: Double = 300) -> CanvasError? {
            var metadata = Self.metadata
            change(&metadata)
            do {
                _ = try Label(text: "x").render(as: .pdf, width: width, metadata: metadata)
                return nil
            } catch let error as CanvasError {
                return error
            } catch {
                return nil
            }
        }
        guard case .invalidMetadata(let reason)? = refusal({ $0.title = "Bell\u{7}" }) else {
            Issue.record("a control character was not refused")
            return
        }
        #expect(reason.contains("title"))
        guard
            case .invalidMetadata(let long)? = refusal({ $0.keywords = String(repeating: "k", count: 16_383) }
            )
        else {
            Issue.record("a 32,768-byte string was not refused")
            return
        }
        #expect(long.contains("32767 bytes"))
        #expect(refusal({ $0.keywords = String(repeating: "k", count: 16_382) }) == nil)
        guard case .invalidPageSize? = refusal({ _ in }, width: 2.99) else {
            Issue.record("a page 2.99 pt wide was not refused")
            return
        }
        // PDF/A's smallest side, exactly.
        #expect(refusal({ _ in }, width: 3) == nil)
        // Without PDF/A the same document is written.
        #expect(
            refusal(
                {
                    $0.conformance = nil; $0.title = "Bell\u{7}"
                }, width: 2) == nil)
    }
}

/// The simple properties of an XMP packet, by qualified name: a property's text, or its first
/// list item's (`rdf:Alt`, `rdf:Seq`).
final class XMPFields: NSObject, XMLParserDelegate {
    private(set) var values: [String: String] = [:]
    private var open: [String] = []
    private var text = ""

    init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        parser.parse()
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        open.append(qualifiedName ?? name)
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
        let element = open.removeLast()
        let property = element == "rdf:li" ? open.dropLast().last : element
        if let property,
            !["rdf:Alt", "rdf:Seq", "rdf:Description", "rdf:RDF", "x:xmpmeta"].contains(element),
            values[property] == nil
        {
            values[property] = text
        }
        text = ""
    }
}
