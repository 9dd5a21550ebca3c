// canvas-probe: renders one fixed document so tests can compare output across processes.
//
//     canvas-probe <pdf|svg|png|png@SCALE> [PATH|-] [--fonts pinned|system]
//
// Writes the document (PDF: both pages; SVG and PNG: the first page) to PATH, atomically, or to
// standard output when PATH is `-` or missing. Fonts default to `FontSource.pinned`. Exits 0 on
// success, 1 with the error on standard error when rendering fails, 2 on a usage error.
// The document is `ProbeDocument` (Sources/Fixtures); DocumentTests renders it in-process and compares.

import Canvas
import Fixtures
import Foundation

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
    let document = ProbeDocument.make()
    if arguments.count == 2, arguments[1] != "-" {
        try document.write(to: URL(fileURLWithPath: arguments[1]), format: format)
    } else {
        FileHandle.standardOutput.write(try document.data(format: format))
    }
} catch {
    fail("\(error)", code: 1)
}
