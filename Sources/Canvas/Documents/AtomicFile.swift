import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file so that readers see either the old file or the whole new one: bytes go to a
/// temporary file beside the target, which is renamed over the target only when everything
/// succeeded. On failure the temporary file is removed and the target is untouched.
enum AtomicFile {
    /// Writes `data` to `url` atomically.
    static func write(_ data: Data, to url: URL) throws(CanvasError) {
        try write(to: url) { sink throws(CanvasError) in
            _ = data.withUnsafeBytes { raw in
                sink.write(UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count))
            }
        }
    }

    /// Streams bytes produced by `produce` into a temporary file, then renames it over `url`.
    static func write(to url: URL, produce: (OutputSink) throws(CanvasError) -> Void) throws(CanvasError) {
        let path = url.standardizedFileURL.path
        let directory = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw .unwritableTarget(path: path, reason: "the directory \(directory) does not exist")
        }
        guard isDirectory.boolValue else {
            throw .unwritableTarget(path: path, reason: "\(directory) is not a directory")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .unwritableTarget(path: path, reason: "it is a directory")
        }
        let name = (path as NSString).lastPathComponent
        var template = Array("\(directory)/.\(name).vellum-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw .unwritableTarget(path: path, reason: String(cString: strerror(errno)))
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        let sink = OutputSink(handle: handle, path: path)
        try produce(sink)
        try sink.check()
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            throw .writeFailed(path: path, reason: error.localizedDescription)
        }
        // mkstemp creates 0600; give the file the permissions a normal write would.
        let mask = umask(0)
        umask(mask)
        chmod(temporary, 0o666 & ~mask)
        guard rename(temporary, path) == 0 else {
            throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
        }
        renamed = true
    }
}
