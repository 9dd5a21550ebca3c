import CCairo
import Foundation

/// Where cairo's stream callbacks put bytes: memory, or an open file. Records the first failure,
/// which makes the callback return CAIRO_STATUS_WRITE_ERROR so cairo stops.
final class OutputSink {
    private(set) var data = Data()
    private let handle: FileHandle?
    private let path: String
    private(set) var failure: String?
    private(set) var byteCount = 0
    /// The last bytes written, to check a PDF's `%%EOF` without reading a file back.
    private(set) var tail = [UInt8]()

    /// A sink that keeps bytes in memory.
    init() {
        handle = nil
        path = "memory"
    }

    /// A sink that writes to an open file.
    init(handle: FileHandle, path: String) {
        self.handle = handle
        self.path = path
    }

    func write(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard failure == nil else { return false }
        if let handle {
            do {
                try handle.write(contentsOf: UnsafeRawBufferPointer(bytes))
            } catch {
                failure = "\(error.localizedDescription)"
                return false
            }
        } else {
            data.append(bytes)
        }
        byteCount += bytes.count
        // Only the last 16 bytes matter: never copy a whole chunk to find them.
        tail = bytes.count >= 16 ? Array(bytes.suffix(16)) : Array((tail + bytes).suffix(16))
        return true
    }

    /// The write callback cairo calls with `Unmanaged<OutputSink>` as its closure.
    static let callback: cairo_write_func_t = { closure, bytes, length in
        let sink = Unmanaged<OutputSink>.fromOpaque(closure!).takeUnretainedValue()
        guard length > 0 else { return CAIRO_STATUS_SUCCESS }
        guard let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        let ok = sink.write(UnsafeBufferPointer(start: bytes, count: Int(length)))
        return ok ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
    }

    /// Throws the recorded failure, if any.
    func check() throws(CanvasError) {
        if let failure { throw .writeFailed(path: path, reason: failure) }
    }

    /// Whether the output ends with a PDF trailer.
    var endsWithEOF: Bool {
        let text = String(decoding: tail, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.hasSuffix("%%EOF")
    }
}
