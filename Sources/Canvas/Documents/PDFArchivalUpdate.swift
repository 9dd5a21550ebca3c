internal import CCairo
import Foundation

/// What PDF/A-2b needs beyond what cairo 1.16 writes, written as a ``PDFRevision``: an information dictionary and an XMP packet that agree, an sRGB output intent, link
/// annotations marked printable (`/F 4`), and a file identifier in the trailer.
///
/// cairo already embeds every font, encrypts nothing and writes no forbidden actions; images are
/// drawn without interpolation (``GraphicsContext/interpolatesImages``), which PDF/A forbids.
enum PDFArchivalUpdate {
    /// The longest string PDF/A-2 allows, in bytes (ISO 19005-2 §6.1.13).
    static let maximumStringBytes = 32_767
    /// The shortest page side PDF/A-2 allows, in points (ISO 19005-2 §6.1.13).
    static let minimumPageSide = 3.0

    /// Throws `CanvasError/invalidMetadata(_:)` for a field PDF/A cannot carry: one with a
    /// control character XMP cannot hold, or longer than a PDF/A string.
    static func validate(_ metadata: DocumentMetadata) throws(CanvasError) {
        let fields: [(String, String?)] = [
            ("title", metadata.title), ("author", metadata.author), ("subject", metadata.subject),
            ("keywords", metadata.keywords), ("creator", metadata.creator),
        ]
        for case (let name, let value?) in fields {
            guard XMPPacket.canCarry(value) else {
                throw .invalidMetadata("PDF/A cannot carry the \(name): it has a control character")
            }
            // As a UTF-16 string with its byte-order mark.
            guard 2 + 2 * value.utf16.count <= maximumStringBytes else {
                throw .invalidMetadata(
                    "PDF/A cannot carry the \(name): it is longer than \(maximumStringBytes) bytes")
            }
        }
    }

    /// Throws `CanvasError/invalidPageSize(_:reason:)` for a page PDF/A forbids (a side under
    /// 3 pt; the upper limit, 14,400 pt, is every PDF's).
    static func validate(pageSize size: Size) throws(CanvasError) {
        guard size.width >= minimumPageSide, size.height >= minimumPageSide else {
            throw .invalidPageSize(size, reason: "PDF/A needs sides of at least 3 pt")
        }
    }

    /// Revises `revision` for `metadata`.
    static func apply(to revision: inout PDFRevision, metadata: DocumentMetadata) throws(CanvasError) {
        // Step 1: objects cairo listed but never wrote, written as null, so the file is whole.
        revision.writeMissingObjects()
        // Step 2: the information dictionary, rewritten so it agrees with the XMP packet.
        let producer = "cairo \(String(cString: cairo_version_string())) (https://cairographics.org)"
        let packet = XMPPacket(metadata, producer: producer)
        let information = informationDictionary(metadata, producer: producer)
        if revision.info > 0 {
            revision.replace(revision.info, with: information)
        } else {
            revision.info = revision.addObject(information)
        }
        // Step 3: the XMP packet (unfiltered, so any reader finds it) and the output intent.
        let xmp = revision.addObject("<< /Type /Metadata /Subtype /XML >>", stream: packet.bytes)
        let profile = revision.addObject("<< /N 3 >>", stream: SRGBProfile.bytes)
        let condition = "(\(SRGBProfile.conditionIdentifier))"
        let intent = revision.addObject(
            "<< /Type /OutputIntent /S /GTS_PDFA1 /OutputConditionIdentifier \(condition) "
                + "/Info \(condition) /DestOutputProfile \(profile) 0 R >>")
        try revision.add(
            "/Metadata \(xmp) 0 R\n   /OutputIntents [ \(intent) 0 R ]", toDictionaryOf: revision.root)
        // Step 4: every link annotation printable, none hidden (cairo writes no flags).
        for page in revision.pages() {
            for annotation in revision.references(inArray: "/Annots", of: page) {
                guard let text = revision.object(annotation),
                    String(decoding: text, as: UTF8.self).contains("/Subtype /Link")
                else { continue }
                try revision.add("/F 4", toDictionaryOf: annotation)
            }
        }
        // Step 5: the file identifier, from the end of the file (its page tree, structure and
        // cross-reference table, which hold every object's offset) and the packet, so equal
        // documents get equal identifiers.
        let identifier = hex(FNV1a.hash(revision.tail)) + hex(FNV1a.hash(packet.bytes))
        revision.trailerEntries.append("/ID [ <\(identifier)> <\(identifier)> ]")
    }

    /// The information dictionary for `metadata`, each text as a UTF-16 string.
    private static func informationDictionary(_ metadata: DocumentMetadata, producer: String) -> String {
        var entries: [String] = []
        let texts: [(String, String?)] = [
            ("/Title", metadata.title), ("/Author", metadata.author), ("/Subject", metadata.subject),
            ("/Keywords", metadata.keywords), ("/Creator", metadata.creator), ("/Producer", producer),
        ]
        for case (let key, let value?) in texts {
            entries.append("\(key) \(PDFAccessibilityUpdate.textString(value))")
        }
        entries.append("/CreationDate (\(date(metadata.creationDate)))")
        entries.append("/ModDate (\(date(metadata.modificationDate)))")
        return "<< " + entries.joined(separator: "\n   ") + " >>"
    }

    /// The date as a PDF date string in UTC: `D:YYYYMMDDHHmmSS+00'00'`.
    static func date(_ date: Date) -> String {
        let digits = DocumentMetadata.iso8601(date).filter(\.isNumber)
        return "D:\(digits)+00'00'"
    }

    private static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
