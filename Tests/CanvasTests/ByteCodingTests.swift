import Testing

@testable import Canvas

/// Display lists' byte coding: arrays written and read in one copy come back as written, and a
/// read that would pass the end by one byte, or a count larger than the bytes left, throws.
@Suite("Byte coding")
struct ByteCodingTests {
    @Test func arraysReadBackAsWrittenValueByValue() {
        let glyphs: [UInt] = [0, 1, 0x1_0000_0001, .max]
        let positions: [Double] = [0, -1.5, .pi, 1e300]
        var bulk = ByteWriter()
        bulk.append(bytesOf: glyphs)
        bulk.append(positions)
        var single = ByteWriter()
        for glyph in glyphs { single.append(UInt64(glyph)) }
        single.append(UInt32(positions.count))
        for position in positions { single.append(position) }
        #expect(bulk.bytes == single.bytes)

        bulk.bytes.withUnsafeBytes { raw in
            var reader = ByteReader(raw)
            #expect((try? reader.values(UInt.self, count: glyphs.count)) == glyphs)
            #expect((try? reader.doubles()) == positions)
            #expect(reader.isAtEnd)
        }
    }

    @Test func readsPastTheEndThrow() throws {
        var writer = ByteWriter()
        writer.append(bytesOf: [1.0, 2.0, 3.0])
        let bytes = writer.bytes
        // One byte short of the third value.
        Array(bytes.dropLast()).withUnsafeBytes { raw in
            var reader = ByteReader(raw)
            #expect(throws: ByteReader.Truncated.self) { try reader.values(Double.self, count: 3) }
        }
        bytes.withUnsafeBytes { raw in
            var reader = ByteReader(raw)
            #expect(throws: ByteReader.Truncated.self) { try reader.values(Double.self, count: 4) }
            #expect(throws: ByteReader.Truncated.self) { try reader.values(Double.self, count: -1) }
            #expect((try? reader.values(Double.self, count: 3)) == [1, 2, 3])
            #expect((try? reader.values(Double.self, count: 0)) == [])
        }
    }
}
