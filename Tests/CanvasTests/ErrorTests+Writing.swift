import Foundation
import TestSupport
import Testing

@testable import Canvas

/// Errors while writing: full disks and failing sinks leave targets alone.
extension ErrorTests {
    // MARK: Full disks

    /// Whether this process may mount a tmpfs (root, outside a restricted container).
    static let canMountTmpfs: Bool = {
        guard let directory = try? SmallDisk(kilobytes: 16) else { return false }
        directory.unmount()
        return true
    }()

    /// A document whose every output is well over 64 KB: a page of incompressible noise.
    static func noiseDocument() throws -> Document {
        var state: UInt32 = 0x1234_5678
        let bytes = (0..<(256 * 256 * 4)).map { index -> UInt8 in
            if index % 4 == 3 { return 255 }
            state = state &* 1_664_525 &+ 1_013_904_223  // a linear congruential generator
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let noise = try Image(rgbaBytes: bytes, pixelWidth: 256, pixelHeight: 256)
        var document = Document()
        document.addPage(size: Size(width: 256, height: 256)) { context in
            context.draw(noise, in: Rect(x: 0, y: 0, width: 256, height: 256))
        }
        return document
    }

    @Test(.enabled(if: canMountTmpfs, "mounting a 64 KB tmpfs needs root"))
    func aFullDiskFailsTheWriteAndKeepsTheTarget() throws {
        let disk = try SmallDisk(kilobytes: 64)
        defer { disk.unmount() }
        let document = try Self.noiseDocument()
        for format in [DocumentFormat.pdf, .svg, .png] {
            let url = disk.url.appendingPathComponent("target.\(format.fileExtension)")
            let original = Data("the previous render".utf8)
            try original.write(to: url)
            // The output really is larger than the disk.
            #expect(try document.data(format: format).count > 64 * 1024)
            let error = canvasError { try document.write(to: url, format: format) }
            #expect(error?.caseName == "writeFailed", "\(format): \(String(describing: error))")
            #expect(try Data(contentsOf: url) == original, "\(format)")
            #expect(disk.entries == [url.lastPathComponent], "\(format) left \(disk.entries)")
            try FileManager.default.removeItem(at: url)
        }
        // The space came back: a small document still fits.
        try Fixture.redRectDocument().write(to: disk.url.appendingPathComponent("small.png"), format: .png)
        #expect(disk.entries == ["small.png"])
    }

    @Test func aWriteErrorFromTheKernelTakesTheFailurePath() throws {
        // /dev/full fails every write with ENOSPC: the bytes go there while the temporary file is
        // created beside the target as usual (AtomicFile's test seam).
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let scratch = try ScratchDirectory()
        let url = scratch.file("target.png")
        let original = Data("previous".utf8)
        try original.write(to: url)
        let png = try Fixture.redRectDocument().data(format: .png)
        let error = canvasError { try AtomicFile.write(png, to: url, redirectingWritesTo: full) }
        guard case .writeFailed(let path, let reason) = error else {
            Issue.record("expected writeFailed, got \(String(describing: error))")
            return
        }
        #expect(path == url.standardizedFileURL.path)
        #expect(reason.localizedCaseInsensitiveContains("space"), "\(reason)")
        #expect(try Data(contentsOf: url) == original)
        #expect(scratch.entries == ["target.png"])
        // A streamed PDF stops at the first failed write and reports it, rather than a short file.
        let pdfError = canvasError {
            try AtomicFile.write(to: scratch.file("new.pdf"), redirectingWritesTo: full) {
                sink throws(CanvasError) in
                do {
                    try Document.renderPDF(
                        pages: Fixture.redRectDocument().pages, metadata: DocumentMetadata(), into: sink)
                } catch let error as CanvasError {
                    throw error
                } catch {
                    throw .malformedOutput(format: "pdf", reason: "\(error)")
                }
            }
        }
        #expect(pdfError?.caseName == "writeFailed", "\(String(describing: pdfError))")
        #expect(scratch.entries == ["target.png"])
    }

    @Test func anOutputSinkOnAFullDeviceRecordsTheFirstFailure() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let sink = OutputSink(handle: full, path: "/dev/full")
        let bytes: [UInt8] = Array("%PDF-1.5".utf8)
        // Writes are buffered (64 KB): the failure shows when the buffer reaches the device.
        let ok = bytes.withUnsafeBufferPointer { sink.write($0) }
        #expect(ok)
        #expect(!sink.flush())
        #expect(canvasError { try sink.check() }?.caseName == "writeFailed")
        // A chunk of a whole buffer fails at once.
        let big = [UInt8](repeating: 0x20, count: OutputSink.bufferSize)
        let second = OutputSink(handle: full, path: "/dev/full")
        #expect(!big.withUnsafeBufferPointer { second.write($0) })
        // Later writes are refused without trying again.
        #expect(!bytes.withUnsafeBufferPointer { sink.write($0) })
        // A memory sink keeps everything and knows a PDF trailer when it sees one.
        let memory = OutputSink()
        let trailer = Array("%PDF-1.5\n...\n%%EOF\n".utf8)
        #expect(trailer.withUnsafeBufferPointer { memory.write($0) })
        #expect(memory.data == Data(trailer))
        #expect(memory.endsWithEOF)
        #expect(throws: Never.self) { try memory.check() }
        // The trailer is found across writes of any size, and only at the end.
        let pieces = OutputSink()
        for piece in ["%PDF", String(repeating: "x", count: 40) + "%%E", "O", "F", "\n"] {
            _ = Array(piece.utf8).withUnsafeBufferPointer { pieces.write($0) }
        }
        #expect(pieces.endsWithEOF)
        #expect(pieces.data.count == 4 + 43 + 3)
        _ = Array("more".utf8).withUnsafeBufferPointer { pieces.write($0) }
        #expect(!pieces.endsWithEOF)
    }

    /// A file sink flushes every 64 KB; the trailer is found when it straddles a flush, when it
    /// was flushed whole, and when it is still buffered, and a trailer followed by more is not.
    @Test(arguments: [-3, 0, 5, 100])
    func aFileSinkFindsTheTrailerAcrossFlushes(offset: Int) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-sink-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let sink = OutputSink(handle: handle, path: url.path)
        // The trailer's "%%EOF" starts `offset` bytes before the first flush (negative: after).
        let lead = [UInt8](repeating: UInt8(ascii: "x"), count: OutputSink.bufferSize - 2 - offset)
        for piece in [lead, Array("\n%".utf8), Array("%EOF\n".utf8)] {
            #expect(piece.withUnsafeBufferPointer { sink.write($0) })
        }
        #expect(sink.endsWithEOF)
        try sink.check()
        #expect(sink.endsWithEOF)
        #expect(try Data(contentsOf: url).count == lead.count + 7)
        _ = Array("%%EOF\nmore".utf8).withUnsafeBufferPointer { sink.write($0) }
        #expect(!sink.endsWithEOF)
    }
}
