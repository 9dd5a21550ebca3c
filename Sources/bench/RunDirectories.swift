import BenchCards
import Canvas
import Fixtures
import Foundation
import Widgets

/// How many run directories ``freshDirectory(_:)`` has made.
nonisolated(unsafe) var runDirectoryCount = 0

/// A new empty directory `<url>-<n>` for one run. Nothing is deleted until the bench ends (the
/// whole work directory goes then): ext4 without a journal, as on this project's machines, skips
/// every inode deleted in the last 30 s when it creates a file, so deleting the last run's 200
/// files before each run made file creation the largest and noisiest cost of both programs.
func freshDirectory(_ url: URL) throws -> URL {
    runDirectoryCount += 1
    let fresh = url.deletingLastPathComponent().appendingPathComponent(
        "\(url.lastPathComponent)-\(runDirectoryCount)")
    try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
    return fresh
}
