import Canvas
import Foundation

/// Independent readers of Vellum's vector output: poppler's `pdftoppm` and librsvg's
/// `rsvg-convert`, each rasterising at 72 dpi (one pixel per point; PDFs at any resolution) into an
/// ``Canvas/Image``.
public enum Rasterizer {
    /// The first page of a PDF, rasterised by poppler (at 72 dpi unless `dpi` says otherwise).
    public static func pdf(_ data: Data, dpi: Int = 72) throws -> Image {
        try rasterize(data, extension: "pdf") { input, output in
            (
                URL(fileURLWithPath: "/usr/bin/pdftoppm"),
                ["-r", "\(dpi)", "-singlefile", "-png", input, output]
            )
        }
    }

    /// An SVG, rasterised by librsvg.
    public static func svg(_ data: Data) throws -> Image {
        try rasterize(data, extension: "svg") { input, output in
            (
                URL(fileURLWithPath: "/usr/bin/rsvg-convert"),
                ["-d", "72", "-p", "72", "-f", "png", "-o", output + ".png", input]
            )
        }
    }

    /// Writes `data` to a scratch file, runs the reader on it (given the input path and the output
    /// path without `.png`) and reads the PNG it wrote.
    private static func rasterize(
        _ data: Data, extension ext: String, command: (String, String) -> (URL, [String])
    ) throws -> Image {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-raster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("input.\(ext)").path
        let output = scratch.appendingPathComponent("output").path
        try data.write(to: URL(fileURLWithPath: input))
        let (tool, arguments) = command(input, output)
        _ = try ChildProcess.run(tool, arguments)
        return try Image(contentsOf: URL(fileURLWithPath: output + ".png"))
    }
}
