import Foundation

/// Bounds the text an SVG's internal DTD entities expand to, before libxml2 sees the document.
///
/// libxml2 refuses entity loops and nested "billion laughs" amplification, but not a quadratic
/// blow-up: one 100 KB entity referenced 10,000 times is a 130 KB file that librsvg expands to a
/// gigabyte. This scan adds up what every entity reference in the document expands to and
/// refuses the document past ``maximumExpansion``. Parameter entities (`<!ENTITY % …>`), which
/// could assemble declarations this scan does not see, are refused; external entities are never
/// loaded (librsvg has no base file) and count as empty.
enum SVGEntityBudget {
    /// The most bytes entity references may expand to in one document (4 MB).
    static let maximumExpansion = 4 << 20

    /// Throws ``CanvasError/invalidImageData(_:)`` when the document's entity references expand to
    /// more than ``maximumExpansion`` bytes, loop, or use parameter entities.
    static func check(_ data: Data) throws(CanvasError) {
        let bytes = [UInt8](data)
        guard let doctype = find(Array("<!DOCTYPE".utf8), in: bytes, from: 0) else { return }
        // The internal subset: from the "[" before the doctype's ">" to its closing "]".
        var i = doctype + 9
        while i < bytes.count, bytes[i] != UInt8(ascii: "["), bytes[i] != UInt8(ascii: ">") { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "[") else { return }
        var entities: [String: [UInt8]] = [:]
        i += 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "]") {
            if bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
                i = closing(bytes[i], in: bytes, after: i)
            } else if starts(Array("<!--".utf8), in: bytes, at: i) {
                i = (find(Array("-->".utf8), in: bytes, from: i + 4) ?? bytes.count) + 2
            } else if starts(Array("<!ENTITY".utf8), in: bytes, at: i) {
                i = try declaration(in: bytes, at: i + 8, into: &entities)
                continue
            }
            i += 1
        }
        var sizes: [String: Int] = [:]
        var open: Set<String> = []
        /// What one entity expands to, in bytes, saturating past the budget.
        func size(_ name: String) throws(CanvasError) -> Int {
            if let known = sizes[name] { return known }
            // A predefined or undeclared entity is libxml2's business.
            guard let value = entities[name] else { return 0 }
            guard open.insert(name).inserted else { throw .invalidImageData("SVG: an entity reference loop") }
            let total = try expansion(of: value[...], size: size)
            open.remove(name)
            sizes[name] = total
            return total
        }
        let body = try expansion(of: bytes[min(i, bytes.count)...], size: size, countingText: false)
        guard body <= maximumExpansion else {
            throw .invalidImageData("SVG: entities expand to more than \(maximumExpansion) bytes")
        }
    }

    /// Reads one `<!ENTITY name "value">` declaration from just after `<!ENTITY`; returns the
    /// index after it. The value is kept with its character references decoded, as libxml2 parses
    /// it again when the entity is expanded (`&#38;a;` in a value is a reference to `a`).
    private static func declaration(
        in bytes: [UInt8], at start: Int, into entities: inout [String: [UInt8]]
    ) throws(CanvasError) -> Int {
        var i = skipSpace(bytes, start)
        guard i < bytes.count, bytes[i] != UInt8(ascii: "%") else {
            throw .invalidImageData("SVG: parameter entities are not supported")
        }
        let nameStart = i
        while i < bytes.count, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">") { i += 1 }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
        i = skipSpace(bytes, i)
        if i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
            let end = closing(bytes[i], in: bytes, after: i)
            if entities[name] == nil {  // the first declaration counts
                entities[name] = try XMLCharacterReferences.decoded(
                    Array(bytes[(i + 1)..<min(end, bytes.count)]))
            }
            i = end + 1
        }
        // To the declaration's end (an external entity's SYSTEM or PUBLIC literals included).
        while i < bytes.count, bytes[i] != UInt8(ascii: ">") {
            if bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
                i = closing(bytes[i], in: bytes, after: i)
            }
            i += 1
        }
        return i + 1
    }

    /// The bytes `text` expands to (its own bytes when `countingText`, plus each entity
    /// reference's expansion), saturating just past the budget.
    private static func expansion(
        of text: ArraySlice<UInt8>, size: (String) throws(CanvasError) -> Int, countingText: Bool = true
    ) throws(CanvasError) -> Int {
        var total = countingText ? text.count : 0
        var i = text.startIndex
        let end = text.endIndex
        while i < end {
            defer { i += 1 }
            guard text[i] == UInt8(ascii: "&") else { continue }
            var j = i + 1
            while j < end, j - i <= 256, text[j] != UInt8(ascii: ";"), !isSpace(text[j]),
                text[j] != UInt8(ascii: "&"), text[j] != UInt8(ascii: "<")
            {
                j += 1
            }
            guard j < end, text[j] == UInt8(ascii: ";"), j > i + 1, text[i + 1] != UInt8(ascii: "#") else {
                continue
            }
            total = min(
                maximumExpansion + 1, total + (try size(String(decoding: text[(i + 1)..<j], as: UTF8.self))))
            i = j
        }
        return total
    }

    /// The index of the quote closing the literal opened by `quote` at `start` (or the end).
    private static func closing(_ quote: UInt8, in bytes: [UInt8], after start: Int) -> Int {
        var i = start + 1
        while i < bytes.count, bytes[i] != quote { i += 1 }
        return i
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func skipSpace(_ bytes: [UInt8], _ start: Int) -> Int {
        var i = start
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        return i
    }

    private static func starts(_ prefix: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0], starts(needle, in: bytes, at: i) { return i }
            i += 1
        }
        return nil
    }
}
