import Foundation
import TestSupport
import Testing

@testable import Canvas

/// ``WriteDurability``: every write is atomic; only `.synchronized` flushes the file and its
/// directory to stable storage before returning.
@Suite("Writes: atomic by default, flushed to stable storage when asked")
struct WriteDurabilityTests {
    /// The files and directories flushed lately, as ``AtomicFile`` records them.
    static var synchronized: [String] { AtomicFile.recentlySynchronized.withLock { $0 } }

    static func document() -> Document {
        var document = Document()
        document.addPage(size: Size(width: 120, height: 80)) { context in
            context.fill(Rect(x: 10, y: 10, width: 50, height: 30), with: .red)
        }
        return document
    }

    @Test(arguments: [DocumentFormat.pdf, .svg, .png(scale: 2)])
    func theDefaultWriteIsAtomicAndNotFlushed(format: DocumentFormat) throws {
        let scratch = try ScratchDirectory()
        let directory = scratch.url
        let url = directory.appendingPathComponent("page.\(format.fileExtension)")
        try Self.document().write(to: url, format: format)
        #expect(try Data(contentsOf: url) == (try Self.document().data(format: format)))
        #expect(!Self.synchronized.contains(url.path))
        #expect(!Self.synchronized.contains(directory.path))
        // Nothing but the target is left in the directory.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path) == [url.lastPathComponent])
    }

    @Test(arguments: [DocumentFormat.pdf, .svg, .png(scale: 2)])
    func aSynchronizedWriteFlushesTheFileAndItsDirectory(format: DocumentFormat) throws {
        let scratch = try ScratchDirectory()
        let directory = scratch.url
        let url = directory.appendingPathComponent("page.\(format.fileExtension)")
        try Data("the previous render".utf8).write(to: url)
        try Self.document().write(to: url, format: format, durability: .synchronized)
        #expect(try Data(contentsOf: url) == (try Self.document().data(format: format)))
        let flushed = Self.synchronized
        // The file before its rename, then the directory holding the rename.
        let file = try #require(flushed.lastIndex(of: url.path))
        let folder = try #require(flushed.lastIndex(of: directory.path))
        #expect(file < folder)
    }

    @Test func streamedPDFsTakeTheDurabilityToo() throws {
        let scratch = try ScratchDirectory()
        let directory = scratch.url
        let pages = Array(repeating: Self.document().pages[0], count: 3)
        let plain = directory.appendingPathComponent("plain.pdf")
        let flushed = directory.appendingPathComponent("flushed.pdf")
        try Document.writePDF(pages: pages, to: plain)
        try Document.writePDF(pages: pages, to: flushed, durability: .synchronized)
        #expect(try Data(contentsOf: plain) == (try Data(contentsOf: flushed)))
        #expect(!Self.synchronized.contains(plain.path))
        #expect(Self.synchronized.contains(flushed.path))
    }

    @Test func aFailedSynchronizedWriteLeavesTheTargetAndNoTemporary() throws {
        let scratch = try ScratchDirectory()
        let directory = scratch.url
        let url = directory.appendingPathComponent("page.pdf")
        try Data("the previous render".utf8).write(to: url)
        var document = Self.document()
        document.addPage(size: Size(width: 120, height: 80)) { _ in
            throw CanvasError.invalidPageSize(.zero, reason: "test")
        }
        #expect(throws: CanvasError.self) {
            try document.write(to: url, format: .pdf, durability: .synchronized)
        }
        #expect(try Data(contentsOf: url) == Data("the previous render".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["page.pdf"])
        #expect(!Self.synchronized.contains(url.path))
    }
}
