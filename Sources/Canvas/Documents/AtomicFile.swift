internal import CCairo
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file so that readers see either the old file or the whole new one: bytes go to a
/// temporary file beside the target, which becomes the target only when everything succeeded. On
/// failure the temporary file is removed and the target is untouched.
///
/// A new file is written to an unnamed file (`O_TMPFILE`) that is linked in under the target's
/// name at the end: one directory change instead of two (create, then rename), and the inode is
/// made without the directory's lock, so threads writing into one directory do not queue behind
/// each other's file creation. A file being replaced, or a file system without unnamed files
/// (or a process without `/proc`), gets a named temporary `.<name>.vellum-<pid>-<random>` renamed
/// over the target.
///
/// With ``WriteDurability/synchronized`` the temporary file is flushed with `fsync(2)` before the
/// rename and the directory after it; with ``WriteDurability/atomic`` neither is.
///
/// A new file gets the permissions `open(2)` gives with mode 0666 and the process's umask; a
/// replaced file keeps its permission bits. A target that exists and is not a regular file (a
/// FIFO, a device, a socket) is ``CanvasError/unwritableTarget(path:reason:)``.
enum AtomicFile {
    /// The longest file name, in bytes, most Linux file systems take (NAME_MAX).
    static let maximumNameLength = 255

    /// Writes `data` to `url` atomically.
    static func write(
        _ data: Data, to url: URL, durability: WriteDurability = .atomic,
        redirectingWritesTo redirect: FileHandle? = nil
    ) throws(CanvasError) {
        try write(to: url, durability: durability, redirectingWritesTo: redirect) {
            sink throws(CanvasError) in
            _ = data.withUnsafeBytes { raw in
                sink.write(
                    UnsafeBufferPointer(
                        start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count))
            }
        }
    }

    /// Streams bytes produced by `produce` into a temporary file, then renames it over `url`.
    ///
    /// `redirect` is a test seam: when set, the bytes go to that handle instead of the temporary
    /// file (which is still created beside the target, and removed), so a test can point them at
    /// `/dev/full` and see a real ENOSPC take the failure path without filling a disk.
    static func write(
        to url: URL, durability: WriteDurability = .atomic, redirectingWritesTo redirect: FileHandle? = nil,
        produce: (OutputSink) throws(CanvasError) -> Void
    ) throws(CanvasError) {
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
        var existing = stat()
        let exists = stat(path, &existing) == 0
        // A FIFO, device or socket is not replaced by a file (and a FIFO is never opened: without
        // a reader, opening it would wait forever).
        if exists, existing.st_mode & S_IFMT != S_IFREG {
            throw .unwritableTarget(path: path, reason: "it is not a regular file")
        }
        let existingMode: mode_t? = exists ? existing.st_mode & 0o7777 : nil
        let name = (path as NSString).lastPathComponent
        removeAbandonedTemporaries(in: directory)
        // Step 1: a temporary file, unnamed for a new target where the file system allows it.
        let unnamed = exists ? nil : createUnnamed(in: directory)
        var temporary: String?
        let fd: Int32
        if let unnamed {
            fd = unnamed
        } else {
            let named = try createTemporary(beside: name, in: directory, target: path)
            fd = named.fd
            temporary = named.path
        }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var published = false
        defer {
            if !published, let temporary { unlink(temporary) }
        }
        // Step 2: the bytes, the permissions of a replaced file, and the flush when asked.
        let sink = OutputSink(handle: redirect ?? handle, path: path)
        try produce(sink)
        try sink.check()
        if let existingMode, fchmod(fd, existingMode) != 0 {
            throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
        }
        if durability == .synchronized { try synchronize(fd, name: path, path: path) }
        // Step 3: the file takes the target's name: an unnamed one is linked in (before it is
        // closed, which would free it), a named one renamed after it is closed.
        if unnamed != nil {
            temporary = try link(fd, to: path, beside: name, in: directory)
        }
        do {
            try handle.close()
        } catch {
            if temporary == nil { unlink(path) }
            throw .writeFailed(path: path, reason: error.localizedDescription)
        }
        if let temporary {
            guard rename(temporary, path) == 0 else {
                throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
            }
        }
        published = true
        if durability == .synchronized { try synchronizeDirectory(directory, path: path) }
    }

    /// Whether this process can give an unnamed file a name (`linkat` through `/proc/self/fd`).
    private static let canLinkUnnamedFiles = access("/proc/self/fd", X_OK) == 0

    /// An unnamed file in `directory` (`O_TMPFILE`, mode 0666 less the umask), or `nil` when the
    /// file system or process cannot make or name one.
    private static func createUnnamed(in directory: String) -> Int32? {
        guard canLinkUnnamedFiles else { return nil }
        let fd = open(directory, vellum_o_tmpfile | O_RDWR | O_CLOEXEC, 0o666)
        return fd >= 0 ? fd : nil
    }

    /// Gives the unnamed file `fd` the name `path`; when a file took that name meanwhile, links it
    /// under a new temporary name instead and returns that name, to be renamed over the target.
    private static func link(_ fd: Int32, to path: String, beside name: String, in directory: String)
        throws(CanvasError) -> String?
    {
        let source = "/proc/self/fd/\(fd)"
        if linkat(AT_FDCWD, source, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 { return nil }
        guard errno == EEXIST else {
            throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
        }
        for _ in 0..<100 {
            let temporary = temporaryName(beside: name, in: directory)
            if linkat(AT_FDCWD, source, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 { return temporary }
            guard errno == EEXIST else {
                throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
            }
        }
        throw .unwritableTarget(path: path, reason: "no unused temporary file name in \(directory)")
    }

    /// The last 64 files and directories this process flushed to stable storage, most recent
    /// last, so tests can tell which of their writes were synchronized.
    static let recentlySynchronized = Mutex<[String]>([])

    /// Flushes an open file (or directory) to stable storage; `name` is what it is, for
    /// ``recentlySynchronized``, and `path` the target named in an error.
    private static func synchronize(_ fd: Int32, name: String, path: String) throws(CanvasError) {
        recentlySynchronized.withLock { names in
            if names.count >= 64 { names.removeFirst() }
            names.append(name)
        }
        while fsync(fd) != 0 {
            guard errno == EINTR else {
                throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Flushes a directory's entries (a rename into it) to stable storage.
    private static func synchronizeDirectory(_ directory: String, path: String) throws(CanvasError) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        try synchronize(fd, name: directory, path: path)
    }

    /// Directories this process has already swept for abandoned temporaries (forgotten past
    /// 4,096, so a server writing into ever new directories keeps a bounded set).
    private static let swept = Mutex<Set<String>>([])

    /// Removes temporary files (`.<name>.vellum-<pid>-<random>`) left by a process that no longer
    /// runs (killed mid-write, or lost its machine), once per directory per process: the process's
    /// first write into a directory cleans up, so writing many files there lists it once, not once
    /// per file. Files of running processes, this one included, are left alone.
    static func removeAbandonedTemporaries(in directory: String) {
        let first = swept.withLock { swept in
            if swept.count >= 4_096 { swept.removeAll() }
            return swept.insert(directory).inserted
        }
        guard first, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            return
        }
        for name in names where name.hasPrefix(".") {
            guard let marker = name.range(of: ".vellum-", options: .backwards) else { continue }
            let rest = name[marker.upperBound...]
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
                rest[rest.index(after: dash)...].utf8.count == 12
            else {
                continue
            }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink("\(directory == "/" ? "" : directory)/\(name)")
        }
    }

    /// Creates a file `.<name>.vellum-<pid>-<random>` in `directory` with O_EXCL and mode 0666
    /// (the kernel applies the umask: reading it with umask(2) would change it for every thread
    /// for a moment); returns its descriptor and path.
    private static func createTemporary(
        beside name: String, in directory: String, target: String
    ) throws(CanvasError) -> (fd: Int32, path: String) {
        for _ in 0..<100 {
            let temporary = temporaryName(beside: name, in: directory)
            let fd = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { return (fd, temporary) }
            guard errno == EEXIST else {
                throw .unwritableTarget(path: target, reason: String(cString: strerror(errno)))
            }
        }
        throw .unwritableTarget(path: target, reason: "no unused temporary file name in \(directory)")
    }

    /// A new temporary name `.<name>.vellum-<pid>-<random>` in `directory`, the name part
    /// shortened so the temporary name fits wherever the target's name fits.
    private static func temporaryName(beside name: String, in directory: String) -> String {
        let suffixLength = 12
        let owner = "\(getpid())-"
        let budget = maximumNameLength - ".".utf8.count - ".vellum-".utf8.count - 11 - suffixLength
        var base = Substring(name)
        while base.utf8.count > budget { base = base.dropLast() }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var generator = SystemRandomNumberGenerator()
        // One draw of 64 bits gives the twelve base-36 letters (36^12 < 2^64): one getrandom(2)
        // call per name, not one per letter.
        var bits = generator.next()
        var letters = [UInt8]()
        for _ in 0..<suffixLength {
            letters.append(alphabet[Int(bits % 36)])
            bits /= 36
        }
        let suffix = String(decoding: letters, as: UTF8.self)
        return "\(directory == "/" ? "" : directory)/.\(base).vellum-\(owner)\(suffix)"
    }
}
