import Foundation

/// Makes cairo's SVG byte-stable: cairo numbers `<g id="surfaceN">` (and the `#surfaceN`
/// references to it) from a process-wide counter, so the same drawing differs between renders.
/// Ids are renumbered 1, 2, 3… in order of first appearance.
enum SVGNormalizer {
    static func normalize(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        let marker = Array("surface".utf8)
        var output = [UInt8]()
        output.reserveCapacity(bytes.count)
        var mapping: [ArraySlice<UInt8>: Int] = [:]
        var i = 0
        while i < bytes.count {
            if bytes[i] == marker[0], i + marker.count < bytes.count, i > 0,
                bytes[i - 1] == UInt8(ascii: "\"") || bytes[i - 1] == UInt8(ascii: "#"),
                bytes[i..<(i + marker.count)].elementsEqual(marker)
            {
                var j = i + marker.count
                while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { j += 1 }
                if j > i + marker.count {
                    let digits = bytes[(i + marker.count)..<j]
                    let number = mapping[digits] ?? (mapping.count + 1)
                    mapping[digits] = number
                    output += marker
                    output += Array(String(number).utf8)
                    i = j
                    continue
                }
            }
            output.append(bytes[i])
            i += 1
        }
        return Data(output)
    }
}
