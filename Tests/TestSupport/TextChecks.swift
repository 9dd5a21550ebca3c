import Canvas
import Foundation

/// Checks on laid-out and drawn text shared by the Canvas and Gallery tests.
public enum TextChecks {
    /// Pango stores metrics in 1/1024 pt; sums of a few rounded values stay within this.
    public static let unit = 2.0 / 1024

    /// Whether `a` is within `tolerance` of `b` (false when `a` is nil).
    public static func near(_ a: Double?, _ b: Double, _ tolerance: Double = unit) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    /// Pixels in a rectangle (in pixels) darker than `threshold` in every channel's average.
    public static func ink(_ image: Image, in rect: Rect, threshold: Double = 0.8) -> Int {
        var count = 0
        let x0 = max(0, Int(rect.minX.rounded(.down)))
        let y0 = max(0, Int(rect.minY.rounded(.down)))
        let x1 = min(image.pixelWidth, Int(rect.maxX.rounded(.up)))
        let y1 = min(image.pixelHeight, Int(rect.maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return 0 }
        for y in y0..<y1 {
            for x in x0..<x1 {
                guard let c = image.pixel(x: x, y: y) else { continue }
                if (c.red + c.green + c.blue) / 3 < threshold { count += 1 }
            }
        }
        return count
    }

    /// The text `pdftotext` extracts from a PDF, one output line per text line (not `-layout`).
    public static func pdfText(_ pdf: Data) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-text-\(UUID().uuidString).pdf")
        try pdf.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/pdftotext"), ["-enc", "UTF-8", file.path, "-"]
        ).output
    }
}
