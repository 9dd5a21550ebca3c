import Foundation

/// The sRGB colour space (IEC 61966-2-1) as an ICC version 2 display profile: the output
/// intent a PDF/A file names for the DeviceRGB colours cairo writes.
///
/// Built here rather than read from the system so the bytes, and so the documents that embed
/// them, are the same on every machine. It is a matrix/TRC profile: the primaries adapted to
/// the D50 connection space by the Bradford transform (the values Little CMS's built-in sRGB
/// uses) and sRGB's piecewise transfer curve sampled at 1,024 points, shared by the three
/// channels.
enum SRGBProfile {
    /// The profile's bytes.
    static let bytes: [UInt8] = build()

    /// The name PDF/A's output intent gives the condition (`/OutputConditionIdentifier`).
    static let conditionIdentifier = "sRGB IEC61966-2.1"

    /// The profile in these steps: the tags' data, the tag table pointing into it, and the
    /// header in front with the total size.
    private static func build() -> [UInt8] {
        // Step 1: each tag's data, 4-byte aligned; the three curves share one copy.
        let curve = curveTag()
        let tags: [(signature: String, data: [UInt8])] = [
            ("desc", descriptionTag(conditionIdentifier)),
            ("cprt", textTag("No copyright, use freely")),
            ("wtpt", xyzTag(0.950_455, 1.0, 1.089_050)),
            ("rXYZ", xyzTag(0.436_066, 0.222_488, 0.013_916)),
            ("gXYZ", xyzTag(0.385_147, 0.716_873, 0.097_076)),
            ("bXYZ", xyzTag(0.143_066, 0.060_608, 0.714_096)),
            ("rTRC", curve), ("gTRC", curve), ("bTRC", curve),
        ]
        // Step 2: the tag table after the 128-byte header, and the data after the table.
        let tableSize = 4 + 12 * tags.count
        var table = bigEndian(UInt32(tags.count))
        var data: [UInt8] = []
        var placed: [[UInt8]: Int] = [:]
        for tag in tags {
            let offset: Int
            if let shared = placed[tag.data] {
                offset = shared
            } else {
                offset = 128 + tableSize + data.count
                placed[tag.data] = offset
                data += tag.data
                while data.count % 4 != 0 { data.append(0) }
            }
            table += Array(tag.signature.utf8) + bigEndian(UInt32(offset)) + bigEndian(UInt32(tag.data.count))
        }
        // Step 3: the header.
        let size = 128 + tableSize + data.count
        var header = bigEndian(UInt32(size))
        header += [0, 0, 0, 0]  // preferred CMM: none
        header += [0x02, 0x10, 0, 0]  // version 2.1
        header += Array("mntrRGB XYZ ".utf8)  // display device, RGB data, XYZ connection space
        for part: UInt16 in [2000, 1, 1, 0, 0, 0] { header += bigEndian(part) }  // a pinned date
        header += Array("acsp".utf8)
        header += [UInt8](repeating: 0, count: 24)  // platform, flags, manufacturer, model, attributes
        header += bigEndian(UInt32(0))  // perceptual intent
        header += fixed(0.964_2) + fixed(1.0) + fixed(0.824_9)  // the D50 illuminant
        header += [UInt8](repeating: 0, count: 128 - header.count)
        return header + table + data
    }

    /// sRGB's transfer curve (linear near black, a 2.4 power above) at 1,024 points.
    private static func curveTag() -> [UInt8] {
        let count = 1024
        var tag = Array("curv".utf8) + [0, 0, 0, 0] + bigEndian(UInt32(count))
        for index in 0..<count {
            let x = Double(index) / Double(count - 1)
            let y = x <= 0.040_45 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
            tag += bigEndian(UInt16((y * 65_535).rounded()))
        }
        return tag
    }

    /// An `XYZ ` tag of one colour.
    private static func xyzTag(_ x: Double, _ y: Double, _ z: Double) -> [UInt8] {
        Array("XYZ ".utf8) + [0, 0, 0, 0] + fixed(x) + fixed(y) + fixed(z)
    }

    /// A `text` tag: ASCII ending in a zero byte.
    private static func textTag(_ text: String) -> [UInt8] {
        Array("text".utf8) + [0, 0, 0, 0] + Array(text.utf8) + [0]
    }

    /// A version 2 `desc` tag: the ASCII description, with empty Unicode and ScriptCode parts.
    private static func descriptionTag(_ text: String) -> [UInt8] {
        var tag = Array("desc".utf8) + [0, 0, 0, 0]
        tag += bigEndian(UInt32(text.utf8.count + 1)) + Array(text.utf8) + [0]
        tag += bigEndian(UInt32(0)) + bigEndian(UInt32(0))  // Unicode language and count
        tag += [0, 0, 0] + [UInt8](repeating: 0, count: 67)  // ScriptCode code, count, text
        return tag
    }

    /// An s15Fixed16 number.
    private static func fixed(_ value: Double) -> [UInt8] {
        bigEndian(UInt32(bitPattern: Int32((value * 65_536).rounded())))
    }

    private static func bigEndian<Integer: FixedWidthInteger>(_ value: Integer) -> [UInt8] {
        withUnsafeBytes(of: value.bigEndian) { Array($0) }
    }
}
