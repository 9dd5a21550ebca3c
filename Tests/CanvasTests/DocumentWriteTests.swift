import Fixtures
import Foundation
import FoundationXML
import TestSupport
import Testing

@testable import Canvas

/// Writing documents to files: the same bytes as in memory, replacement, permissions, names.
extension DocumentTests {

    @Test func writeProducesTheSameBytesAsData() throws {
        let document = ProbeDocument.make()
        let scratch = try ScratchDirectory()
        for format in [DocumentFormat.pdf, .svg, .png(scale: 2)] {
            let url = scratch.file("out.\(format.fileExtension)")
            try document.write(to: url, format: format)
            #expect(try Data(contentsOf: url) == (try document.data(format: format)), "\(format)")
        }
        try document.write(to: scratch.file("second.svg"), format: .svg, page: 1)
        #expect(
            try Data(contentsOf: scratch.file("second.svg")) == (try document.data(format: .svg, page: 1)))
        // Nothing but the targets: no temporary file is left beside them.
        #expect(scratch.entries == ["out.pdf", "out.png", "out.svg", "second.svg"])
    }

    @Test func writeReplacesAnExistingFile() throws {
        let scratch = try ScratchDirectory()
        let url = scratch.file("page.png")
        try Data("old contents".utf8).write(to: url)
        try Fixture.redRectDocument().write(to: url, format: .png)
        #expect(try Image(contentsOf: url) == (try Fixture.redRectDocument().image()))
        #expect(scratch.entries == ["page.png"])
    }

    /// Writes `text` to `sink`.
    private func put(_ text: String, _ sink: OutputSink) {
        _ = Array(text.utf8).withUnsafeBufferPointer { sink.write($0) }
    }

    /// A new file is written unnamed and linked in at the end: while its bytes are written the
    /// directory shows nothing, neither the target nor a temporary name.
    @Test func aNewFileHasNoNameUntilItIsWhole() throws {
        let scratch = try ScratchDirectory()
        var seen: [String]?
        try AtomicFile.write(to: scratch.file("new.pdf")) { sink throws(CanvasError) in
            put("first half ", sink)
            seen = scratch.entries
            put("second half", sink)
        }
        #expect(seen == [])
        #expect(scratch.entries == ["new.pdf"])
        #expect(try String(contentsOf: scratch.file("new.pdf"), encoding: .utf8) == "first half second half")
    }

    /// A file that takes the target's name while a new one is written is replaced by it whole,
    /// through a temporary name that does not stay behind.
    @Test func aFileThatAppearsMeanwhileIsReplaced() throws {
        let scratch = try ScratchDirectory()
        let url = scratch.file("raced.svg")
        try AtomicFile.write(to: url) { sink throws(CanvasError) in
            put("ours", sink)
            try? Data("theirs".utf8).write(to: url)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "ours")
        #expect(scratch.entries == ["raced.svg"])
        #expect(permissions(of: url) == 0o666 & ~currentUmask())
    }

    /// A write that fails before the end leaves nothing, new file or replaced one.
    @Test func aFailedWriteLeavesNothingBehind() throws {
        let scratch = try ScratchDirectory()
        try Data("old".utf8).write(to: scratch.file("old.png"))
        for name in ["new.png", "old.png"] {
            #expect(throws: CanvasError.self) {
                try AtomicFile.write(to: scratch.file(name)) { sink throws(CanvasError) in
                    put("partial", sink)
                    throw CanvasError.emptyDocument
                }
            }
        }
        #expect(scratch.entries == ["old.png"])
        #expect(try String(contentsOf: scratch.file("old.png"), encoding: .utf8) == "old")
    }

    @Test func newFilesGetTheUmasksPermissions() throws {
        let scratch = try ScratchDirectory()
        let url = scratch.file("new.pdf")
        try Fixture.redRectDocument().write(to: url, format: .pdf)
        let mode = try #require(permissions(of: url))
        #expect(mode == 0o666 & ~currentUmask(), "mode \(String(mode, radix: 8))")
    }

    @Test func replacingAFileKeepsItsPermissions() throws {
        let scratch = try ScratchDirectory()
        let url = scratch.file("private.svg")
        try Data("secret".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        try Fixture.redRectDocument().write(to: url, format: .svg)
        #expect(permissions(of: url) == 0o600)
        #expect(try Data(contentsOf: url) == (try Fixture.redRectDocument().data(format: .svg)))
    }

    @Test func writesToTheLongestFileNameTheSystemAllows() throws {
        let scratch = try ScratchDirectory()
        // NAME_MAX is 255 bytes; a temporary file name must not need more than the target's.
        let name = String(repeating: "n", count: 251) + ".pdf"
        let url = scratch.file(name)
        try Fixture.redRectDocument().write(to: url, format: .pdf)
        #expect(scratch.entries == [name])
        let multibyte = String(repeating: "é", count: 125) + ".svg"  // 250 + 4 bytes
        try Fixture.redRectDocument().write(to: scratch.file(multibyte), format: .svg)
        #expect(scratch.entries.count == 2)
    }

    @Test func writeAcceptsARelativePath() throws {
        let scratch = try ScratchDirectory()
        // The current directory is process-wide: only read it, never change it. Climb from it to the
        // root (one ".." per component of its physical path), then descend to the scratch directory.
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath()
        let climb = current.path.split(separator: "/").map { _ in ".." }.joined(separator: "/")
        let relative = (climb.isEmpty ? "." : climb) + scratch.url.path + "/rel.png"
        #expect(!relative.hasPrefix("/"))
        let url = URL(fileURLWithPath: relative)
        try Fixture.redRectDocument().write(to: url, format: .png)
        #expect(scratch.entries == ["rel.png"])
    }

    // MARK: Formats
}
