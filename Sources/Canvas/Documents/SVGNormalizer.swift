import Foundation

/// Makes cairo's SVG byte-stable: cairo 1.16 numbers `<g id="surfaceN">` and `<image id="imageN">`
/// (and the `#surfaceN` / `#imageN` references to them) from process-wide counters, so the same
/// drawing differs between renders. Ids are renumbered 1, 2, 3… per prefix, in order of first
/// appearance. (Gradient, clip, mask, pattern and glyph ids are per document and already stable.)
enum SVGNormalizer {
    /// The id prefixes cairo numbers from process-wide counters.
    static let prefixes = ["surface", "image"].map { Array($0.utf8) }

    static func normalize(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var output = [UInt8]()
        output.reserveCapacity(bytes.count)
        var mappings = [[ArraySlice<UInt8>: Int]](repeating: [:], count: prefixes.count)
        var i = 0
        scan: while i < bytes.count {
            if i > 0, bytes[i - 1] == UInt8(ascii: "\"") || bytes[i - 1] == UInt8(ascii: "#") {
                for (index, marker) in prefixes.enumerated()
                where i + marker.count < bytes.count && bytes[i..<(i + marker.count)].elementsEqual(marker) {
                    var j = i + marker.count
                    while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { j += 1 }
                    guard j > i + marker.count else { continue }
                    let digits = bytes[(i + marker.count)..<j]
                    let number = mappings[index][digits] ?? (mappings[index].count + 1)
                    mappings[index][digits] = number
                    output += marker
                    output += Array(String(number).utf8)
                    i = j
                    continue scan
                }
            }
            output.append(bytes[i])
            i += 1
        }
        return Data(output)
    }
}
