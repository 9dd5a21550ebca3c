internal import CCairo
import Foundation

/// Where cairo's stream callbacks put bytes: memory, or an open file (through a 64 KB buffer, so
/// cairo's hundreds of small chunks per document become a few `write(2)` calls). Records the
/// first failure, which makes the callback return CAIRO_STATUS_WRITE_ERROR so cairo stops.
final class OutputSink {
    /// How many bytes are gathered before they are written to a file.
    static let bufferSize = 64 * 1024
    private var buffer: [UInt8] = []
    private(set) var data = Data()
    private let handle: FileHandle?
    private let path: String
    private(set) var failure: String?
    /// The last (up to 16) bytes written to the file, kept at each flush, so a PDF's `%%EOF`
    /// is checked without reading the file back or copying every chunk cairo writes.
    private var flushedTail = [UInt8]()
    /// How many bytes have been written in all.
    private(set) var byteCount = 0
    /// The bytes written since ``startCapturing()``, and where they began (for ``PDFRevision``).
    private(set) var captured: [UInt8]?
    private(set) var capturedOffset = 0

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
        byteCount += bytes.count
        captured?.append(contentsOf: bytes)
        if handle != nil {
            if buffer.capacity < Self.bufferSize { buffer.reserveCapacity(Self.bufferSize) }
            buffer.append(contentsOf: bytes)
            if buffer.count >= Self.bufferSize, !flush() { return false }
        } else {
            data.append(bytes)
        }
        return true
    }

    /// Keeps a copy of every byte written from now on in ``captured``.
    func startCapturing() {
        captured = []
        capturedOffset = byteCount
    }

    /// The bytes written at `range` (after the buffer is flushed): from memory, or read back from
    /// the file; `nil` when they cannot be read.
    func read(_ range: Range<Int>) -> [UInt8]? {
        guard range.lowerBound >= 0, range.upperBound <= byteCount else { return nil }
        guard let handle else {
            return Array(data[data.startIndex + range.lowerBound..<data.startIndex + range.upperBound])
        }
        guard flush() else { return nil }
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(
                    handle.fileDescriptor, buffer.baseAddress! + done, range.count - done,
                    off_t(range.lowerBound + done))
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            done += got
        }
        return bytes
    }

    /// Writes `bytes` as cairo's callback does (for an update appended after cairo's output).
    func append(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// The write callback cairo calls with `Unmanaged<OutputSink>` as its closure.
    static let callback: cairo_write_func_t = { closure, bytes, length in
        let sink = Unmanaged<OutputSink>.fromOpaque(closure!).takeUnretainedValue()
        guard length > 0 else { return CAIRO_STATUS_SUCCESS }
        guard let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        let ok = sink.write(UnsafeBufferPointer(start: bytes, count: Int(length)))
        return ok ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
    }

    /// Writes the buffered bytes to the file; false (and a recorded failure) when that fails.
    @discardableResult
    func flush() -> Bool {
        guard let handle, !buffer.isEmpty, failure == nil else { return failure == nil }
        defer {
            flushedTail = Self.lastBytes(of: flushedTail, then: buffer)
            buffer.removeAll(keepingCapacity: true)
        }
        failure = buffer.withUnsafeBytes { Self.writeAll($0, to: handle.fileDescriptor) }
        return failure == nil
    }

    /// Writes every byte with write(2), retrying after signals and short writes; the system's
    /// reason on failure ("File too large", "No space left on device").
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += written
        }
        return nil
    }

    /// Writes what is buffered, then throws the recorded failure, if any.
    func check() throws(CanvasError) {
        flush()
        if let failure { throw .writeFailed(path: path, reason: failure) }
    }

    /// The last 16 bytes of `earlier` followed by `later`.
    private static func lastBytes(of earlier: [UInt8], then later: some Collection<UInt8>) -> [UInt8] {
        later.count >= 16 ? Array(later.suffix(16)) : Array((earlier + later).suffix(16))
    }

    /// Whether the output ends with a PDF trailer.
    var endsWithEOF: Bool {
        let tail = handle == nil ? Array(data.suffix(16)) : Self.lastBytes(of: flushedTail, then: buffer)
        let text = String(decoding: tail, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.hasSuffix("%%EOF")
    }
}
