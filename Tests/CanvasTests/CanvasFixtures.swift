import Fixtures
import Foundation
import FoundationXML
import Synchronization
import TestSupport
import Testing

@testable import Canvas

// MARK: - Fixtures shared by the Canvas foundation suites

/// What a command-line tool printed and how it exited.
struct ToolResult {
    var status: Int32
    var output: Data
    var errors: String
    var text: String { String(decoding: output, as: UTF8.self) }
}

/// Helpers for the Canvas tests: independent readers (poppler, librsvg, FoundationXML), the probe
/// executable, and documents whose expected output can be worked out by hand.
enum Fixture {
    /// The absolute path of a tool on `PATH`, or `nil`.
    static func tool(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs a program to completion in a child process (``ChildProcess``).
    static func run(_ executable: URL, _ arguments: [String]) throws -> ToolResult {
        let result = try ChildProcess.run(executable, arguments)
        return ToolResult(status: result.status, output: result.outputData, errors: result.errors)
    }

    /// Runs a tool from `PATH`, recording an issue that names the package to install when it is missing.
    static func runTool(_ name: String, _ arguments: [String]) throws -> ToolResult {
        guard let url = tool(name) else {
            Issue.record(
                "\(name) is not installed: run scripts/install-deps.sh (poppler-utils, librsvg2-bin)")
            throw CancellationError()
        }
        return try run(url, arguments)
    }

    /// `pdfinfo`'s report: the `Key: value` lines, and each page's size in points.
    static func pdfInfo(_ pdf: Data) throws -> (fields: [String: String], pageSizes: [Size]) {
        let scratch = try ScratchDirectory()
        let file = scratch.file("document.pdf")
        try pdf.write(to: file)
        let summary = try runTool("pdfinfo", [file.path])
        #expect(summary.status == 0, "pdfinfo failed: \(summary.errors)")
        var fields: [String: String] = [:]
        for line in summary.text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let pageCount = Int(fields["Pages"] ?? "") ?? 0
        var sizes: [Size] = []
        if pageCount > 0 {
            let perPage = try runTool("pdfinfo", ["-f", "1", "-l", String(pageCount), file.path])
            for line in perPage.text.split(separator: "\n")
            where line.hasPrefix("Page ") && line.contains(" size:") {
                // "Page    2 size: 300 x 150 pts"
                let words = line.split(separator: " ")
                if let size = words.firstIndex(of: "size:"), words.count > size + 3,
                    let width = Double(words[size + 1]), let height = Double(words[size + 3])
                {
                    sizes.append(Size(width: width, height: height))
                }
            }
        }
        return (fields, sizes)
    }

    /// The text `pdftotext` extracts from a PDF.
    static func pdfText(_ pdf: Data) throws -> String {
        let scratch = try ScratchDirectory()
        let file = scratch.file("document.pdf")
        try pdf.write(to: file)
        let result = try runTool("pdftotext", ["-layout", file.path, "-"])
        #expect(result.status == 0, "pdftotext failed: \(result.errors)")
        return result.text
    }

    /// Each word `pdftotext -bbox` finds, with its box in points.
    static func pdfWordBoxes(_ pdf: Data) throws -> [(word: String, box: Rect)] {
        let scratch = try ScratchDirectory()
        let file = scratch.file("document.pdf")
        try pdf.write(to: file)
        let result = try runTool("pdftotext", ["-bbox", file.path, "-"])
        #expect(result.status == 0, "pdftotext -bbox failed: \(result.errors)")
        var words: [(String, Rect)] = []
        for line in result.text.split(separator: "\n") where line.contains("<word ") {
            func value(_ key: String) -> Double? {
                guard let start = line.range(of: "\(key)=\"") else { return nil }
                let rest = line[start.upperBound...]
                return rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) }
            }
            guard let x0 = value("xMin"), let y0 = value("yMin"), let x1 = value("xMax"),
                let y1 = value("yMax"),
                let open = line.firstIndex(of: ">"), let close = line.range(of: "</word>")
            else { continue }
            let word = String(line[line.index(after: open)..<close.lowerBound])
            words.append((word, Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)))
        }
        return words
    }

    /// One PDF page rasterised by poppler's `pdftoppm` at 72 dpi (one pixel per point).
    static func rasterizePDF(_ pdf: Data, page: Int) throws -> Image {
        let scratch = try ScratchDirectory()
        let file = scratch.file("document.pdf")
        try pdf.write(to: file)
        let result = try runTool(
            "pdftoppm",
            [
                "-r", "72", "-f", "\(page)", "-l", "\(page)", "-singlefile", "-png", file.path,
                scratch.file("page").path,
            ])
        #expect(result.status == 0, "pdftoppm failed: \(result.errors)")
        return try Image(contentsOf: scratch.file("page.png"))
    }

    /// An SVG converted to PNG by librsvg's `rsvg-convert` at 72 dpi (one pixel per point).
    static func rasterizeSVG(_ svg: Data) throws -> (result: ToolResult, image: Image?) {
        let scratch = try ScratchDirectory()
        let file = scratch.file("page.svg")
        try svg.write(to: file)
        let output = scratch.file("page.png")
        let result = try runTool(
            "rsvg-convert", ["-d", "72", "-p", "72", "-f", "png", "-o", output.path, file.path])
        return (result, try? Image(contentsOf: output))
    }

    /// The box, in pixels, of every pixel that differs from `background` by more than `threshold`
    /// (0…255) in any channel; `nil` when there is none.
    static func inkBounds(_ image: Image, background: Color = .white, threshold: Int = 64) -> Rect? {
        let bytes = image.rgbaBytes
        func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
        let bg = [
            byte(background.red), byte(background.green), byte(background.blue), byte(background.alpha),
        ]
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let i = (y * image.pixelWidth + x) * 4
                // Composite over the background first, so transparent and background pixels agree.
                let a = Int(bytes[i + 3])
                let differs = (0..<3).contains { c in
                    abs((Int(bytes[i + c]) * a + bg[c] * (255 - a)) / 255 - bg[c]) > threshold
                }
                if differs {
                    minX = min(minX, x)
                    minY = min(minY, y)
                    maxX = max(maxX, x)
                    maxY = max(maxY, y)
                }
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(
            x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }

    /// The pixel at a point given in points, for an image rendered at `image.scale`.
    static func pixel(_ image: Image, atPoint x: Double, _ y: Double) -> Color? {
        image.pixel(x: Int((x * image.scale).rounded(.down)), y: Int((y * image.scale).rounded(.down)))
    }

    /// A white page with a red rectangle at (10, 10, 30, 20): its expected pixels follow from the
    /// geometry alone.
    static func redRectDocument(size: Size = Size(width: 100, height: 50)) -> Document {
        var document = Document()
        document.addPage(size: size) { context in
            context.fill(Rect(size: size), with: .white)
            context.fill(Rect(x: 10, y: 10, width: 30, height: 20), with: .red)
        }
        return document
    }

    /// A white page with one line of text at `origin`.
    static func textDocument(
        _ layout: TextLayout, at origin: Point = Point(x: 10, y: 10),
        size: Size = Size(width: 200, height: 60)
    ) -> Document {
        var document = Document(metadata: DocumentMetadata(title: "Text"))
        document.addPage(size: size) { context in
            context.fill(Rect(size: size), with: .white)
            context.draw(layout, at: origin)
        }
        return document
    }

    /// The `canvas-probe` executable beside the test bundle, or `nil` when it was not built.
    static var probeExecutable: URL? { ChildProcess.sibling(named: "canvas-probe") }

    /// An XML parser delegate that records elements and the root's attributes.
    final class XMLRecorder: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var rootAttributes: [String: String] = [:]

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            if elements.isEmpty { rootAttributes = attributeDict }
            elements.append(elementName)
        }
    }

    /// Parses XML; returns the recorder, or `nil` with the parser's error recorded as an issue.
    static func parseXML(_ data: Data) -> XMLRecorder? {
        let parser = XMLParser(data: data)
        let recorder = XMLRecorder()
        parser.delegate = recorder
        guard parser.parse() else {
            Issue.record("XMLParser rejected the SVG: \(String(describing: parser.parserError))")
            return nil
        }
        return recorder
    }
}

// MARK: - Helpers

/// An append-only list of strings that closures can share (a `Mutex`, so it is `Sendable` as is).
final class EventLog: Sendable {
    private let storage = Mutex<[String]>([])

    func append(_ entry: String) {
        storage.withLock { $0.append(entry) }
    }

    var entries: [String] { storage.withLock { $0 } }
}

/// The permission bits of a file.
func permissions(of url: URL) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue
}

/// The process's umask, read from /proc (calling umask(2) to read it would race other threads).
func currentUmask() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    for line in status.split(separator: "\n") where line.hasPrefix("Umask:") {
        return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) ?? 0o022
    }
    return 0o022
}

/// Runs `body` on a new thread (with a fresh text engine) and returns its result.
func measureOnNewThread<T>(_ body: @escaping @Sendable () -> T) -> T {
    try! onNewThread(body).get()
}

/// Where two byte strings first differ, for a readable failure.
func firstDifference(_ a: Data, _ b: Data) -> String {
    let x = [UInt8](a)
    let y = [UInt8](b)
    guard let index = zip(x, y).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
        return x.count == y.count ? "equal" : "lengths \(x.count) and \(y.count)"
    }
    let start = max(0, index - 40)
    func excerpt(_ bytes: [UInt8]) -> String {
        String(decoding: bytes[start..<min(bytes.count, index + 40)], as: UTF8.self)
    }
    return "at byte \(index): «\(excerpt(x))» vs «\(excerpt(y))»"
}
