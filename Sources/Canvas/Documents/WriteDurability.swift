/// How far a file write goes before it returns: atomic only, or also on stable storage.
///
/// Every write Vellum makes is atomic: bytes go to a temporary file beside the target, renamed
/// over it only when everything succeeded, so readers (and a process that dies mid-write) see the
/// old file or the whole new one, never part of one. What differs is what a power loss or a
/// kernel crash right after the write may leave:
///
/// - ``atomic`` (the default) returns once the file is renamed into place, with its bytes in the
///   kernel's page cache, as cairo's own file output does. After a power loss the file may be the
///   old one, or (on file systems that do not order data before renames) empty. (Foundation's
///   `Data.write(to:options:)` flushes the file, but not the directory that names it.)
/// - ``synchronized`` also flushes the file to stable storage (`fsync(2)`) before renaming it,
///   and the directory after, so the new file survives a power loss once the call returns. On
///   this project's test machine that costs about 1 ms a file: a third of a one-card PDF's time.
public enum WriteDurability: Sendable, Hashable {
    /// Readers see the old file or the whole new one; not flushed to stable storage.
    case atomic
    /// Atomic, and flushed to stable storage (file and directory) before the call returns.
    case synchronized
}
