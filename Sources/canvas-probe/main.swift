// canvas-probe: renders one fixed document so tests can compare output across processes.
//
//     canvas-probe <pdf|svg|png|png@SCALE> [PATH|-] [--fonts pinned|system]
//
// Writes the document (PDF: both pages; SVG and PNG: the first page) to PATH, atomically, or to
// standard output when PATH is `-` or missing. Fonts default to `FontSource.pinned`. Exits 0 on
// success, 1 with the error on standard error when rendering fails, 2 on a usage error.
// Tests/CanvasTests/DocumentTests.swift builds the same document in-process and compares.

import Canvas
import Foundation

func probeDocument() -> Document {
    var document = Document(
        metadata: DocumentMetadata(
            title: "Canvas probe", author: "Vellum tests", subject: "Determinism", creator: "canvas-probe"))
    document.addPage(size: Size(width: 240, height: 120)) { context in
        context.fill(Rect(x: 0, y: 0, width: 240, height: 120), with: .white)
        context.fill(Rect(x: 10, y: 10, width: 60, height: 40), with: .red)
        context.fill(
            Path(roundedRect: Rect(x: 80, y: 10, width: 60, height: 40), cornerRadius: 12),
            with: .color(.systemBlue))
        let gradient = Gradient(colors: [.systemGreen, .systemYellow])
        context.fill(
            Path(ellipseIn: Rect(x: 150, y: 10, width: 80, height: 40)),
            with: .linearGradient(gradient, start: Point(x: 150, y: 10), end: Point(x: 230, y: 50)))
        context.strokeLine(
            from: Point(x: 10, y: 60), to: Point(x: 230, y: 60), with: .black,
            style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
        let text = TextLayout(plain: "Hello Vellum", font: .systemFont(ofSize: 20, weight: .semibold))
        context.draw(text, at: Point(x: 10, y: 70))
    }
    document.addPage(size: Size(width: 100, height: 300)) { context in
        context.fill(Rect(x: 0, y: 0, width: 100, height: 300), with: .systemGray6)
        context.draw(TextLayout(plain: "Page two", font: .body), at: Point(x: 8, y: 8))
    }
    return document
}

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("canvas-probe: \(message)\n".utf8))
    exit(code)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var fonts = "pinned"
if let index = arguments.firstIndex(of: "--fonts") {
    guard index + 1 < arguments.count else { fail("--fonts needs pinned or system", code: 2) }
    fonts = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
guard (1...2).contains(arguments.count) else {
    fail("usage: canvas-probe <pdf|svg|png|png@SCALE> [PATH|-] [--fonts pinned|system]", code: 2)
}
let format: DocumentFormat
switch arguments[0] {
case "pdf": format = .pdf
case "svg": format = .svg
case "png": format = .png
case let name where name.hasPrefix("png@"):
    guard let scale = Double(name.dropFirst(4).replacingOccurrences(of: "x", with: "")) else {
        fail("bad scale in \(name)", code: 2)
    }
    format = .png(scale: scale)
default: fail("unknown format \(arguments[0])", code: 2)
}
do {
    switch fonts {
    case "pinned": try FontConfiguration.use(.pinned)
    case "system": break
    default: fail("unknown font source \(fonts)", code: 2)
    }
    let document = probeDocument()
    if arguments.count == 2, arguments[1] != "-" {
        try document.write(to: URL(fileURLWithPath: arguments[1]), format: format)
    } else {
        FileHandle.standardOutput.write(try document.data(format: format))
    }
} catch {
    fail("\(error)", code: 1)
}
