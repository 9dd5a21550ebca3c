import Foundation

/// The glyph symbols and glyph references of an SVG document as cairo 1.16 writes them:
/// `<symbol overflow="visible" id="glyphF-K">` … `</symbol>` for glyph *K* of font *F* (in
/// `<defs>`), and `xlink:href="#glyphF-K"` wherever a `<use>` draws it.
struct SVGGlyphSymbols {
    /// One `<symbol>` element.
    struct Symbol {
        let font: Int
        let index: Int
        /// The whole element, from `<symbol` to the newline after `</symbol>`.
        let element: Range<Int>
        /// What is between the opening tag's newline and `</symbol>`.
        let content: Range<Int>
    }

    /// One reference to a glyph symbol.
    struct Reference {
        let font: Int
        let index: Int
        /// The digits of the index.
        let digits: Range<Int>
    }

    let bytes: [UInt8]
    /// Every symbol and every reference, each in document order.
    let symbols: [Symbol]
    let references: [Reference]

    static let symbolOpening = Array("<symbol overflow=\"visible\" id=\"glyph".utf8)
    static let symbolClosing = Array("</symbol>\n".utf8)
    static let reference = Array("xlink:href=\"#glyph".utf8)
    /// How every outline path cairo writes for a glyph begins and ends.
    static let outlineOpening = Array("<path style=\"stroke:none;\" d=\"".utf8)
    static let outlineClosing = Array("\"/>\n".utf8)

    /// Finds the symbols and references of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var symbols: [Symbol] = []
        for start in Self.occurrences(of: Self.symbolOpening, anchor: 9, in: bytes) {
            var cursor = start + Self.symbolOpening.count
            guard let font = Self.number(in: bytes, at: &cursor), Self.skip("-", in: bytes, at: &cursor),
                let index = Self.number(in: bytes, at: &cursor), Self.skip("\">\n", in: bytes, at: &cursor),
                let closing = Self.firstOccurrence(of: Self.symbolClosing, in: bytes, from: cursor)
            else { continue }
            symbols.append(
                Symbol(
                    font: font, index: index, element: start..<(closing + Self.symbolClosing.count),
                    content: cursor..<closing))
        }
        var references: [Reference] = []
        for start in Self.occurrences(of: Self.reference, anchor: 12, in: bytes) {
            var cursor = start + Self.reference.count
            guard let font = Self.number(in: bytes, at: &cursor), Self.skip("-", in: bytes, at: &cursor)
            else { continue }
            let digitsStart = cursor
            guard let index = Self.number(in: bytes, at: &cursor), Self.skip("\"", in: bytes, at: &cursor)
            else { continue }
            references.append(Reference(font: font, index: index, digits: digitsStart..<(cursor - 1)))
        }
        self.symbols = symbols
        self.references = references
    }

    /// The content of each symbol of `font`, by index; `nil` when an index repeats.
    func symbols(ofFont font: Int) -> [Int: [UInt8]]? {
        var contents: [Int: [UInt8]] = [:]
        for symbol in symbols where symbol.font == font {
            guard contents.updateValue(Array(bytes[symbol.content]), forKey: symbol.index) == nil else {
                return nil
            }
        }
        return contents
    }

    /// The indices the references to `font` name, in document order.
    func usedIndices(ofFont font: Int) -> [Int] {
        references.filter { $0.font == font }.map(\.index)
    }

    /// Whether a symbol's content is one outline path and nothing else (what cairo writes for a
    /// glyph with an outline; bitmap glyphs are written otherwise).
    static func isPlainOutline(_ content: [UInt8]) -> Bool {
        content.starts(with: outlineOpening) && content.reversed().starts(with: outlineClosing.reversed())
            && content.count(where: { $0 == UInt8(ascii: "<") }) == 1
    }

    // MARK: Scanning

    /// Every position where `pattern` starts in `bytes`, in order; `anchor` as in
    /// ``firstOccurrence(of:anchor:in:from:)``.
    static func occurrences(of pattern: [UInt8], anchor: Int = 0, in bytes: [UInt8]) -> [Int] {
        var found: [Int] = []
        var from = 0
        while let position = firstOccurrence(of: pattern, anchor: anchor, in: bytes, from: from) {
            found.append(position)
            from = position + pattern.count
        }
        return found
    }

    /// The first position at or after `from` where `pattern` (not empty) starts. Candidates are
    /// found by `memchr`, many bytes at a time, on the pattern's byte at `anchor`: one that is
    /// rare in cairo's SVG (a `<` or an `x` starts most elements and attributes).
    static func firstOccurrence(of pattern: [UInt8], anchor: Int = 0, in bytes: [UInt8], from: Int) -> Int? {
        guard pattern.indices.contains(anchor), from >= 0, from + pattern.count <= bytes.count else {
            return nil
        }
        return bytes.withUnsafeBytes { haystack in
            pattern.withUnsafeBytes { needle in
                guard let base = haystack.baseAddress, let needleBase = needle.baseAddress else { return nil }
                var start = from + anchor
                let last = haystack.count - needle.count + anchor
                while start <= last, let hit = memchr(base + start, Int32(pattern[anchor]), last - start + 1)
                {
                    let position = UnsafeRawPointer(hit) - base - anchor
                    if memcmp(base + position, needleBase, needle.count) == 0 { return position }
                    start = position + anchor + 1
                }
                return nil
            }
        }
    }

    /// A decimal number of at most nine digits at `cursor`, which moves past it.
    static func number(in bytes: [UInt8], at cursor: inout Int) -> Int? {
        var value = 0
        let start = cursor
        while cursor < bytes.count, cursor - start < 9, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39 {
            value = value * 10 + Int(bytes[cursor] - 0x30)
            cursor += 1
        }
        return cursor > start ? value : nil
    }

    /// Whether `expected` is at `cursor`, which then moves past it.
    static func skip(_ expected: StaticString, in bytes: [UInt8], at cursor: inout Int) -> Bool {
        let count = expected.utf8CodeUnitCount
        guard cursor + count <= bytes.count else { return false }
        let matches = bytes.withUnsafeBytes { raw in
            memcmp(raw.baseAddress! + cursor, expected.utf8Start, count) == 0
        }
        if matches { cursor += count }
        return matches
    }
}
