/// A file path's folder and name, split at its last slash among UTF-8 bytes.
///
/// Used where a process starts (finding the bundled fonts and their record), where splitting a
/// path into Characters (`split(separator:)`, `lastIndex(of: Character)`) cost 50,000
/// instructions a path and Foundation's `NSString` path methods more.
struct PathComponents {
    /// Everything before the last slash; "." when there is none, "" for a path in the root.
    let folder: String
    /// Everything after the last slash (the whole path when there is none).
    let name: String

    init(_ path: String) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
            folder = "."
            name = path
            return
        }
        folder = String(path[..<slash])
        name = String(path[path.utf8.index(after: slash)...])
    }
}
