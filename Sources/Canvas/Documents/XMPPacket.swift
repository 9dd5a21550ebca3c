import Foundation

/// The XMP metadata packet (ISO 16684-1) of a PDF/A file: the document information in the
/// Dublin Core, XMP basic and Adobe PDF schemas, and the PDF/A identification, so that it agrees
/// field by field with the information dictionary written beside it.
struct XMPPacket {
    /// The packet's bytes, UTF-8.
    let bytes: [UInt8]

    /// The packet for `metadata`, naming `producer` and PDF/A part 2, level B.
    init(_ metadata: DocumentMetadata, producer: String) {
        var properties: [String] = []
        if let title = metadata.title { properties.append(Self.alternative("dc:title", title)) }
        if let author = metadata.author {
            properties.append(
                "<dc:creator><rdf:Seq><rdf:li>\(Self.escaped(author))</rdf:li></rdf:Seq></dc:creator>")
        }
        if let subject = metadata.subject { properties.append(Self.alternative("dc:description", subject)) }
        if let keywords = metadata.keywords {
            properties.append("<pdf:Keywords>\(Self.escaped(keywords))</pdf:Keywords>")
        }
        properties.append("<pdf:Producer>\(Self.escaped(producer))</pdf:Producer>")
        if let creator = metadata.creator {
            properties.append("<xmp:CreatorTool>\(Self.escaped(creator))</xmp:CreatorTool>")
        }
        properties.append("<xmp:CreateDate>\(Self.date(metadata.creationDate))</xmp:CreateDate>")
        properties.append("<xmp:ModifyDate>\(Self.date(metadata.modificationDate))</xmp:ModifyDate>")
        properties.append("<pdfaid:part>2</pdfaid:part>")
        properties.append("<pdfaid:conformance>B</pdfaid:conformance>")
        let text = """
            <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
            <x:xmpmeta xmlns:x="adobe:ns:meta/">
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
            <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" \
            xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" \
            xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
            \(properties.joined(separator: "\n"))
            </rdf:Description>
            </rdf:RDF>
            </x:xmpmeta>
            <?xpacket end="w"?>
            """
        bytes = Array(text.utf8)
    }

    /// Whether XML 1.0 can carry `text`: no control characters other than tab, line feed and
    /// carriage return, and no U+FFFE or U+FFFF.
    static func canCarry(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            (scalar.value >= 0x20 || [0x09, 0x0A, 0x0D].contains(scalar.value))
                && scalar.value != 0xFFFE && scalar.value != 0xFFFF
        }
    }

    /// The date as XMP writes it, to the second in UTC, matching the information dictionary's.
    static func date(_ date: Date) -> String {
        String(DocumentMetadata.iso8601(date).dropLast()) + "+00:00"
    }

    /// A language alternative with only the default language, as `dc:title` takes.
    private static func alternative(_ name: String, _ text: String) -> String {
        "<\(name)><rdf:Alt><rdf:li xml:lang=\"x-default\">\(escaped(text))</rdf:li></rdf:Alt></\(name)>"
    }

    /// `text` with XML's five special characters escaped, and carriage returns, which an XML
    /// reader would otherwise turn into line feeds.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
