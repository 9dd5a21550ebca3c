import Foundation

/// A temporary file for data too large to keep in memory, unlinked as soon as it is made: the
/// system frees it when the owner closes it, even after a crash, and no other process sees it.
///
/// Ownership: the file descriptor belongs to this object and is closed in `deinit`.
final class SpillFile {
    private let descriptor: Int32
    /// The bytes written so far.
    private(set) var size = 0

    /// Makes the file in the temporary directory.
    init() throws(CanvasError) {
        let directory = FileManager.default.temporaryDirectory.path
        var template = Array("\(directory)/vellum-spill-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw .unwritableTarget(path: directory, reason: String(cString: strerror(errno)))
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Appends `bytes` and returns the offset they start at.
    func append(_ bytes: [UInt8]) throws(CanvasError) -> Int {
        let start = size
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress! + written, $0.count - written, off_t(start + written))
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else {
                throw .writeFailed(path: "a temporary file", reason: String(cString: strerror(errno)))
            }
            written += result
        }
        size += bytes.count
        return start
    }

    /// The `count` bytes at `offset`.
    func read(at offset: Int, count: Int) throws(CanvasError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let result = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done))
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else {
                throw .writeFailed(path: "a temporary file", reason: "reading it back failed")
            }
            done += result
        }
        return bytes
    }
}
