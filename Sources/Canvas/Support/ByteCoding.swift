import Foundation

/// Appends numbers, strings and paths to a byte buffer in this machine's byte order (a display
/// list is read back by the process that wrote it, never by another machine).
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ value: UInt8) { bytes.append(value) }

    mutating func append(_ value: UInt32) { appendBytes(of: value) }

    mutating func append(_ value: UInt64) { appendBytes(of: value) }

    /// Appends the bytes of `value` as typed `UInt8`s, so the array copies them at once (a raw
    /// buffer is appended byte by byte: 4% of a recorded report's instructions).
    private mutating func appendBytes<T: FixedWidthInteger>(of value: T) {
        withUnsafeBytes(of: value) { bytes.append(contentsOf: $0.assumingMemoryBound(to: UInt8.self)) }
    }

    mutating func append(_ value: Double) { append(value.bitPattern) }

    mutating func append(contentsOf raw: [UInt8]) { bytes.append(contentsOf: raw) }

    /// Appends the values' bytes in one copy: for an array of `UInt`, `Double` or a C struct of
    /// 32-bit fields, the bytes that appending each value (or field) in turn would write.
    mutating func append<T: BitwiseCopyable>(bytesOf values: [T]) {
        values.withUnsafeBytes { bytes.append(contentsOf: $0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// A count, then the values.
    mutating func append(_ values: [Double]) {
        append(UInt32(values.count))
        append(bytesOf: values)
    }

    /// The UTF-8 byte count, then the bytes.
    mutating func append(_ string: String) {
        let utf8 = Array(string.utf8)
        append(UInt32(utf8.count))
        append(contentsOf: utf8)
    }
}

/// Reads back what a ``ByteWriter`` wrote; any read past the end throws ``Truncated``.
struct ByteReader {
    /// The bytes ended before a value did, or a value is out of its range.
    struct Truncated: Error {}

    private let bytes: UnsafeRawBufferPointer
    private var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var isAtEnd: Bool { offset >= bytes.count }

    private mutating func load<T: FixedWidthInteger>(_: T.Type) throws(Truncated) -> T {
        let size = MemoryLayout<T>.size
        guard bytes.count - offset >= size else { throw Truncated() }
        let value = bytes.loadUnaligned(fromByteOffset: offset, as: T.self)
        offset += size
        return value
    }

    mutating func byte() throws(Truncated) -> UInt8 { try load(UInt8.self) }
    mutating func uint32() throws(Truncated) -> UInt32 { try load(UInt32.self) }
    mutating func uint64() throws(Truncated) -> UInt64 { try load(UInt64.self) }
    mutating func double() throws(Truncated) -> Double { Double(bitPattern: try load(UInt64.self)) }

    mutating func bytes(_ count: Int) throws(Truncated) -> [UInt8] {
        guard count >= 0, bytes.count - offset >= count else { throw Truncated() }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    /// `count` values written by ``ByteWriter/append(bytesOf:)``, in one copy.
    mutating func values<T: BitwiseCopyable>(_: T.Type, count: Int) throws(Truncated) -> [T] {
        let stride = MemoryLayout<T>.stride
        guard count >= 0, (bytes.count - offset) / stride >= count else { throw Truncated() }
        let start = offset
        offset += count * stride
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(
                from: UnsafeRawBufferPointer(rebasing: bytes[start..<start + count * stride]))
            initialized = count
        }
    }

    /// A count, then the values, as `ByteWriter` writes an array of doubles.
    mutating func doubles() throws(Truncated) -> [Double] {
        try values(Double.self, count: Int(try uint32()))
    }

    mutating func string() throws(Truncated) -> String {
        String(decoding: try bytes(Int(try uint32())), as: UTF8.self)
    }

    /// The element of `cases` at the index stored as one byte.
    mutating func element<T>(of cases: [T]) throws(Truncated) -> T {
        let index = Int(try byte())
        guard index < cases.count else { throw Truncated() }
        return cases[index]
    }
}
