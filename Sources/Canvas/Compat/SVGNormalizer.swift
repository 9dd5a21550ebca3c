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
    /// The steps: find every id (each place a prefix follows a `"` or `#` and is followed by at
    /// least one digit), looking only where a rare byte of a prefix is (``anchors``, found by
    /// `memchr` many bytes at a time) rather than at every quote in a loop of single bytes;
    /// number each prefix's ids in order of first appearance; copy the unchanged stretches
    /// between the ids whole, each id with its new number. Data without an id is returned as it
    /// is.
    static func normalize(_ data: Data) -> Data {
        data.withUnsafeBytes { raw -> Data in
            let bytes = raw.bindMemory(to: UInt8.self)
            let ids = self.ids(in: bytes)
            guard !ids.isEmpty else { return data }
            var numbers = [[[UInt8]: Int]](repeating: [:], count: prefixes.count)
            var output = Data(capacity: bytes.count)
            var copied = 0
            for id in ids {
                let key = Array(bytes[id.digits])
                let number = numbers[id.prefix][key] ?? (numbers[id.prefix].count + 1)
                numbers[id.prefix][key] = number
                output.append(UnsafeBufferPointer(rebasing: bytes[copied..<id.digits.lowerBound]))
                output.append(contentsOf: String(number).utf8)
                copied = id.digits.upperBound
            }
            output.append(UnsafeBufferPointer(rebasing: bytes[copied...]))
            return output
        }
    }

    /// For each prefix, the position of the byte an id is looked for by: a byte that is rare in
    /// cairo's SVG (W1's 110 KB card has 542 `f` and 227 `m`, against 3,543 quotes and hashes).
    static let anchors = [3, 1]

    /// Every renumberable id in `bytes`: its prefix and the range of its digits, in order.
    ///
    /// For each prefix, `memchr` finds each occurrence of its anchor byte (many bytes at a time);
    /// where the prefix is spelled around it, after a quote or hash and before a digit, is an id.
    private static func ids(in bytes: UnsafeBufferPointer<UInt8>) -> [(prefix: Int, digits: Range<Int>)] {
        guard let base = bytes.baseAddress else { return [] }
        var ids: [(prefix: Int, digits: Range<Int>)] = []
        for (prefix, marker) in prefixes.enumerated() {
            let anchor = anchors[prefix]
            // An id's prefix follows a quote or a hash (so starts at 1 or later) and is followed by
            // a digit (so ends before the last byte).
            var searchFrom = 1 + anchor
            let searchEnd = bytes.count - (marker.count - anchor)
            while searchFrom < searchEnd,
                let found = memchr(base + searchFrom, Int32(marker[anchor]), searchEnd - searchFrom)
            {
                let hit = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                searchFrom = hit + 1
                let start = hit - anchor
                let before = bytes[start - 1]
                guard before == UInt8(ascii: "\"") || before == UInt8(ascii: "#"),
                    UnsafeBufferPointer(rebasing: bytes[start..<(start + marker.count)]).elementsEqual(marker)
                else { continue }
                var end = start + marker.count
                while end < bytes.count, bytes[end] >= 0x30, bytes[end] <= 0x39 { end += 1 }
                if end > start + marker.count { ids.append((prefix, (start + marker.count)..<end)) }
            }
        }
        return ids.sorted { $0.digits.lowerBound < $1.digits.lowerBound }
    }
}
