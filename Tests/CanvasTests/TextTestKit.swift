import Foundation
import TestSupport
import Testing

@testable import Canvas

/// Rendering and inspection helpers for the text tests.
enum TextTestKit {
    /// See ``TextChecks/unit``.
    static let unit = TextChecks.unit

    /// See ``TextChecks/near(_:_:_:)``.
    static func near(_ a: Double?, _ b: Double, _ tolerance: Double = unit) -> Bool {
        TextChecks.near(a, b, tolerance)
    }

    /// A one-page document with a white background and `layout` drawn at `origin`.
    static func document(_ layout: TextLayout, size: Size, at origin: Point = Point(x: 0, y: 0)) -> Document {
        var document = Document()
        document.addPage(size: size) { context in
            context.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), with: .white)
            context.draw(layout, at: origin)
        }
        return document
    }

    /// Runs a tool and returns its standard output (``Fixture/run(_:_:)``).
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        try Fixture.run(URL(fileURLWithPath: tool), arguments).text
    }

    /// The text `pdftotext` extracts from a PDF (``TextChecks/pdfText(_:)``; not `-layout`, unlike
    /// ``Fixture/pdfText(_:)``: lines of one layout stay whole).
    static func pdfText(_ pdf: Data) throws -> String { try TextChecks.pdfText(pdf) }

    /// The non-empty lines of `pdfText`.
    static func pdfLines(_ pdf: Data) throws -> [String] {
        try pdfText(pdf).split(whereSeparator: \.isNewline).map(String.init)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "\u{0C}" }
    }

    /// The text of one layout, drawn on a page of its own and read back with pdftotext.
    static func renderedLines(_ layout: TextLayout, width: Double) throws -> [String] {
        let size = Size(width: max(width, 10) + 40, height: max(layout.size.height, 10) + 40)
        return try pdfLines(try document(layout, size: size, at: Point(x: 20, y: 20)).data(format: .pdf))
    }

    /// See ``TextChecks/ink(_:in:threshold:)``.
    static func ink(_ image: Image, in rect: Rect, threshold: Double = 0.8) -> Int {
        TextChecks.ink(image, in: rect, threshold: threshold)
    }

    /// Runs `body` until one run starts and ends on the same text engine (and, when asked, with
    /// the system's fonts): FontConfigurationTests switch the process-wide fonts to `.pinned` for
    /// a moment, which replaces every thread's engine and cache. Nil when it never settles.
    static func onStableEngine<T>(systemFonts: Bool = false, _ body: () throws -> T) rethrows -> T? {
        for _ in 0..<100 {
            if systemFonts && FontConfiguration.source != .system {
                Thread.sleep(forTimeInterval: 0.02)
                continue
            }
            let generation = TextEngine.current.generation
            let value = try body()
            let settled = TextEngine.current.generation == generation
            if settled && (!systemFonts || FontConfiguration.source == .system) { return value }
        }
        return nil
    }

    /// Whether fontconfig has a font for a language (e.g. `ja`, `he`).
    static func hasFont(forLanguage language: String) -> Bool {
        let output = (try? run("/usr/bin/fc-list", [":lang=\(language)", "family"])) ?? ""
        return !output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
