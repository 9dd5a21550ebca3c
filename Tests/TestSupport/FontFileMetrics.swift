import Foundation

/// Vertical metrics read from a font file's `head` and `hhea` tables (pango 1.50 lays lines out
/// with hhea's ascender and descender; Inter and DejaVu have no line gap).
public struct FontFileMetrics: Sendable {
    /// Font units per em (`head`).
    public let unitsPerEm: Double
    /// The ascender in font units (`hhea`).
    public let ascender: Double
    /// The descender in font units, positive below the baseline (`hhea`).
    public let descender: Double
    /// The line gap in font units (`hhea`).
    public let lineGap: Double

    /// Reads the tables with plain big-endian arithmetic, independently of FreeType and Pango.
    public init(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func u16(_ o: Int) -> Int { Int(bytes[o]) << 8 | Int(bytes[o + 1]) }
        func i16(_ o: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(o)))) }
        func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
        var tables: [String: Int] = [:]
        for i in 0..<u16(4) {
            let record = 12 + 16 * i
            let tag = String(decoding: bytes[record..<(record + 4)], as: UTF8.self)
            tables[tag] = u32(record + 8)
        }
        guard let head = tables["head"], let hhea = tables["hhea"] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        unitsPerEm = Double(u16(head + 18))
        ascender = Double(i16(hhea + 4))
        descender = Double(-i16(hhea + 6))
        lineGap = Double(i16(hhea + 8))
    }

    /// The ascent at `size` points.
    public func ascent(_ size: Double) -> Double { size * ascender / unitsPerEm }
    /// The descent at `size` points.
    public func descent(_ size: Double) -> Double { size * descender / unitsPerEm }
    /// The natural height of a line in this font.
    public func lineHeight(_ size: Double) -> Double { ascent(size) + descent(size) }

    /// Inter Regular's file (fonts-inter).
    public static let interPath = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    /// DejaVu Sans's file (fonts-dejavu-core).
    public static let dejaVuPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// Inter Regular's metrics.
    public static let inter = try! FontFileMetrics(path: interPath)
    /// DejaVu Sans's metrics.
    public static let dejaVu = try! FontFileMetrics(path: dejaVuPath)
}
