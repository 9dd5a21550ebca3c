import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// Inputs that crashed, hung or failed before, each kept as a regression test.
@Suite struct HostileInputTests {
    /// A space followed by a combining mark, in a right-to-left override at 512 pt, used to abort
    /// the process inside Pango (`pango-layout.c:4560`) at widths up to 70; so did the generated
    /// input in `Resources/markup-pango-abort.txt`. Both run in a child process.
    @Test(arguments: ["&#x202E;<span font-size='512'> &#x301;</span> &#x301;", "markup-pango-abort.txt"])
    func markupThatAbortedPangoRendersInAChildProcess(input: String) throws {
        let stress = try #require(ChildProcess.sibling(named: "vellum-stress"), "vellum-stress is not built")
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Resources/\(input)")
        let arguments = input.hasSuffix(".txt") ? ["markup", file.path] : ["markup", input, "--text"]
        for width in [0, 10, 40, 60, 70] {
            let result = try ChildProcess.run(stress, arguments + ["--width", "\(width)"], timeLimit: 120)
            #expect(
                result.succeeded, "width \(width): status \(result.status), signalled \(result.signalled)")
            #expect(result.errors.isEmpty, "width \(width): \(result.errors.prefix(400))")
            // Every format ends in a result or a typed error (the file's text is 678,000 pt tall).
            #expect(result.output.split(separator: "\n").count == 4, "\(result.output)")
        }
    }

    /// cairo 1.16 rewrote the layout's text in place when it drew a colour-emoji run to PDF; a
    /// stray skin-tone modifier after a non-emoji character left the text invalid, and the next
    /// PDF draw of the same line aborted the process in Pango (`pango-glyph-item.c:327`; found by
    /// the fuzzer in a table row split across pages). The child draws the text to PDF twice: both
    /// documents must be identical.
    @Test(arguments: ["ab\u{5DD}\u{0}\u{1F3FB} \u{645}cd", "x \u{1F3FB}\u{1F3FB} 🎉 y"])
    func colourEmojiRunsDrawnTwiceToPDFMatch(text: String) throws {
        let stress = try #require(ChildProcess.sibling(named: "vellum-stress"), "vellum-stress is not built")
        let result = try ChildProcess.run(
            stress, ["markup", text, "--text", "--plain", "--width", "300"], timeLimit: 120)
        #expect(result.succeeded, "status \(result.status), signalled \(result.signalled)")
        #expect(result.errors.isEmpty, "\(result.errors.prefix(400))")
        let pdfs = result.output.split(separator: "\n").filter { $0.hasPrefix("pdf: rendered") }
        #expect(pdfs.count == 2 && pdfs[0] == pdfs[1], "\(result.output)")
    }

    /// Non-characters are valid Unicode text: PDF refused them while PNG and SVG drew them; all
    /// three now draw U+FFFD in their place and say so in the fallbacks.
    @Test(arguments: [0xFFFF, 0xFFFE, 0xFDD0, 0xFDEF, 0x1FFFF, 0x10FFFF] as [UInt32])
    func nonCharactersRenderInEveryFormat(value: UInt32) throws {
        let text = "ab" + String(Character(Unicode.Scalar(value)!)) + "cd"
        for format in [DocumentFormat.pdf, .svg, .png(scale: 1)] {
            let data = try Label(text: text).render(as: format, width: 100)
            #expect(!data.isEmpty)
        }
        let layout = TextLayout(plain: text, font: .body)
        #expect(layout.fallbacks.contains(.replacedNoncharacters))
        #expect(TextLayout(plain: "ab\u{FFFD}cd", font: .body).size == layout.size)
    }

    /// Colour emoji are images as large as the glyph in PDF and SVG (5,111 × 4,811 pixels at
    /// 4,096 pt, 1.3 s per PDF); above `Font.maximumEmojiSize` they are drawn at that size, and
    /// the fallback says so. Text beside them keeps its size.
    @Test func colourEmojiAreDrawnAtMostTheMaximumEmojiSize() throws {
        let huge = TextLayout(plain: "🎉", font: .systemFont(ofSize: 4096))
        let capped = TextLayout(plain: "🎉", font: .systemFont(ofSize: Font.maximumEmojiSize))
        #expect(huge.size.width == capped.size.width)
        #expect(huge.fallbacks.contains(.clampedFontSize))
        #expect(!capped.fallbacks.contains(.clampedFontSize))
        let letter = TextLayout(plain: "a", font: .systemFont(ofSize: 2048))
        let mixed = TextLayout(plain: "a🎉", font: .systemFont(ofSize: 2048))
        #expect(!letter.fallbacks.contains(.clampedFontSize))
        #expect(mixed.size.width > letter.size.width + capped.size.width * 0.9)
        #expect(mixed.size.width < letter.size.width + capped.size.width * 1.1)
    }

    /// A table row taller than a page used to be carried forever under its repeated header; it now
    /// splits between lines of its tall cell, and every word reaches the PDF.
    @Test func aTableRowTallerThanAPageSplitsAcrossPages() throws {
        let table = Table(columns: [TableColumn("A"), TableColumn("B")])
        let tall = String(repeating: "a very tall cell ", count: 400)
        let report = Report()
        report.countsPages = false
        report.maximumPageCount = 50
        let pdf = try report.pdfData(body: table.blocks(rows: [["x", tall]], width: 523))
        #expect(report.pageCount > 1 && report.pageCount < 50)
        #expect(pdf.starts(with: Data("%PDF".utf8)))
    }

    /// A report past its page limit is a typed error and writes nothing.
    @Test func aReportPastItsPageLimitIsAnErrorAndWritesNothing() throws {
        let report = Report()
        report.maximumPageCount = 3
        let blocks = (0..<10).flatMap { _ in [ReportBlock.view(Label(text: "page")), .pageBreak] }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "limit-\(UUID().uuidString).pdf")
        #expect(throws: CanvasError.limitExceeded(what: "a report of more than 3 pages", limit: 3)) {
            try report.writePDF(body: blocks, to: url)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        report.countsPages = false
        #expect(throws: CanvasError.limitExceeded(what: "a report of more than 3 pages", limit: 3)) {
            try report.writePDF(body: blocks, to: url)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    /// A cancelled task's report stops with `CancellationError` before writing anything.
    @Test func aCancelledReportStopsAndWritesNothing() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cancel-\(UUID().uuidString).pdf")
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try Report().writePDF(body: [ReportBlock.view(Label(text: "x"))], to: url)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    /// Temporary files left by a killed writer (its process no longer runs) are removed by this
    /// process's first write into their directory, whatever target they were for; one of a
    /// running process, and a user's file that merely looks alike, are left alone. The directory
    /// is listed once per process, not once per file written.
    @Test func abandonedTemporaryFilesAreRemovedByTheFirstWriteIntoTheirDirectory() throws {
        let scratch = try ScratchDirectory()
        let directory = scratch.url
        // A pid above the kernel's maximum (4,194,304) belongs to no process.
        let dead = directory.appendingPathComponent(".card.pdf.vellum-99999999-abcdefghijkl")
        let deadOther = directory.appendingPathComponent(".other.svg.vellum-99999999-mnopqrstuvwx")
        let alive = directory.appendingPathComponent(".card.pdf.vellum-\(getpid())-abcdefghijkl")
        let lookalike = directory.appendingPathComponent(".notes.vellum-99999999-draft")
        for url in [dead, deadOther, alive, lookalike] {
            _ = FileManager.default.createFile(atPath: url.path, contents: Data("x".utf8))
        }
        try Label(text: "card").write(to: directory.appendingPathComponent("card.pdf"), as: .pdf, width: 100)
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(!FileManager.default.fileExists(atPath: deadOther.path))
        #expect(FileManager.default.fileExists(atPath: alive.path))
        #expect(FileManager.default.fileExists(atPath: lookalike.path))
        // Swept once: a file abandoned later waits for the next process.
        let later = directory.appendingPathComponent(".card.pdf.vellum-99999998-abcdefghijkl")
        _ = FileManager.default.createFile(atPath: later.path, contents: Data("x".utf8))
        try Label(text: "card").write(to: directory.appendingPathComponent("card.pdf"), as: .pdf, width: 100)
        #expect(FileManager.default.fileExists(atPath: later.path))
    }
}
