import Foundation

/// Makes cairo's SVG byte-stable: cairo 1.16 numbers `<g id="surfaceN">` and `<image id="imageN">`
/// (and the `#surfaceN` / `#imageN` references to them) from process-wide counters, so the same
/// drawing differs between renders. Ids are renumbered 1, 2, 3… per prefix, in order of first
/// appearance. (Gradient, clip, mask, pattern and glyph ids are per document and already stable.)
enum SVGNormalizer {
    /// The id prefixes cairo numbers from process-wide counters.
    static let prefixes = ["surface", "image"].map { Array($0.utf8) }

    /// `data` with every `"surfaceN`, `#surfaceN`, `"imageN` and `#imageN` renumbered.
    ///
    /// The steps: find the next `"` or `#`; if a prefix and at least one digit follow it, copy
    /// everything up to the prefix unchanged, then the prefix with the id's new number, and go on
    /// after the digits. Unchanged stretches are copied whole, not byte by byte.
    static func normalize(_ data: Data) -> Data {
        data.withUnsafeBytes { raw -> Data in
            let bytes = raw.bindMemory(to: UInt8.self)
            var output = Data(capacity: bytes.count)
            var numbers = [[[UInt8]: Int]](repeating: [:], count: prefixes.count)
            var copied = 0
            var index = 0
            while let quote = nextQuoteOrHash(in: bytes, from: index) {
                index = quote + 1
                guard let (prefix, digits) = renumberableId(in: bytes, at: index) else { continue }
                let key = Array(bytes[digits])
                let number = numbers[prefix][key] ?? (numbers[prefix].count + 1)
                numbers[prefix][key] = number
                output.append(UnsafeBufferPointer(rebasing: bytes[copied..<digits.lowerBound]))
                output.append(contentsOf: String(number).utf8)
                copied = digits.upperBound
                index = digits.upperBound
            }
            output.append(UnsafeBufferPointer(rebasing: bytes[copied...]))
            return output
        }
    }

    /// The position of the next `"` or `#` at or after `start`.
    private static func nextQuoteOrHash(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") { return index }
            index += 1
        }
        return nil
    }

    /// Which prefix starts at `start`, followed by at least one digit, and the digits' range.
    private static func renumberableId(
        in bytes: UnsafeBufferPointer<UInt8>, at start: Int
    ) -> (prefix: Int, digits: Range<Int>)? {
        for (prefix, marker) in prefixes.enumerated()
        where start + marker.count < bytes.count
            && bytes[start..<(start + marker.count)].elementsEqual(marker)
        {
            var end = start + marker.count
            while end < bytes.count, bytes[end] >= 0x30, bytes[end] <= 0x39 { end += 1 }
            if end > start + marker.count { return (prefix, (start + marker.count)..<end) }
        }
        return nil
    }
}
