import Foundation

/// A fixed-size buffer a C shim writes an error message into (the JPEG and SVG shims), read back
/// as text.
struct CMessageBuffer {
    /// The bytes, NUL-terminated by the C side.
    var bytes: [CChar]

    /// An empty buffer of `capacity` bytes.
    init(capacity: Int = 512) { bytes = [CChar](repeating: 0, count: capacity) }

    /// The buffer's capacity, to pass beside it.
    var capacity: Int { bytes.count }

    /// The message up to its NUL, as UTF-8 text (invalid bytes replaced), without surrounding
    /// white space (librsvg's messages end with a newline).
    var text: String {
        String(decoding: bytes.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
