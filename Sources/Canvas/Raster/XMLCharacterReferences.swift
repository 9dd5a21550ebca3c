/// Numeric character references (`&#100;`, `&#x64;`) decoded, for the scans that must see the
/// text libxml2 will see (``SVGEntityBudget``, ``SVGEmbeddedData``).
enum XMLCharacterReferences {
    /// The text with numeric character references (`&#100;`, `&#x64;`) replaced by their
    /// characters, repeatedly (an entity's value is decoded again when it is expanded); refused
    /// when a fifth round still finds some.
    static func decoded(_ bytes: [UInt8]) throws(CanvasError) -> [UInt8] {
        var text = bytes
        for _ in 0..<5 {
            guard let decoded = decodeOnce(text) else { return text }
            text = decoded
        }
        throw .invalidImageData("SVG: character references nested too deep")
    }

    /// One round of ``decoded(_:)``, or `nil` when there is nothing to decode.
    private static func decodeOnce(_ text: [UInt8]) -> [UInt8]? {
        var result: [UInt8] = []
        var changed = false
        var i = 0
        while i < text.count {
            if text[i] == UInt8(ascii: "&"), i + 2 < text.count, text[i + 1] == UInt8(ascii: "#") {
                var j = i + 2
                let hex = text[j] | 0x20 == UInt8(ascii: "x")
                if hex { j += 1 }
                let digitsStart = j
                while j < text.count, j - digitsStart < 8, text[j] != UInt8(ascii: ";") { j += 1 }
                if j < text.count, text[j] == UInt8(ascii: ";"),
                    let value = UInt32(
                        String(decoding: text[digitsStart..<j], as: UTF8.self), radix: hex ? 16 : 10),
                    let scalar = Unicode.Scalar(value)
                {
                    if result.isEmpty { result = Array(text[..<i]) }
                    result.append(contentsOf: Array(String(Character(scalar)).utf8))
                    changed = true
                    i = j + 1
                    continue
                }
            }
            if changed { result.append(text[i]) }
            i += 1
        }
        return changed ? result : nil
    }
}
