import Canvas
import Fixtures
import Foundation

/// J1: a PDF of 200 A4 pages, each a JPEG photo read from a file, decoded and drawn; Vellum
/// embeds each file's bytes (cairo's JPEG MIME data), as the C baseline does by hand.
enum PhotoDocument {
    /// The photos' pixel size (a 1.1-megapixel camera picture).
    static let photoSize = (width: 1_200, height: 900)

    /// Writes `count` distinct photo-like JPEGs (smooth gradients with grain, seeded) to `directory`.
    static func writePhotos(count: Int, to directory: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var random = SplitMix64(seed: 37)
        return try (0..<count).map { index in
            let (width, height) = photoSize
            var bytes = [UInt8](repeating: 255, count: width * height * 4)
            let hue = Double(index) / Double(count)
            for y in 0..<height {
                for x in 0..<width {
                    let grain = Double(random.next() % 24) - 12
                    let i = (y * width + x) * 4
                    func channel(_ phase: Double) -> UInt8 {
                        let wave = sin(Double(x) / 180 + Double(y) / 240 + (hue + phase) * 6.283)
                        return UInt8(max(0, min(255, 128 + 100 * wave + grain)))
                    }
                    bytes[i] = channel(0)
                    bytes[i + 1] = channel(0.33)
                    bytes[i + 2] = channel(0.67)
                }
            }
            let image = try Image(rgbaBytes: bytes, pixelWidth: width, pixelHeight: height)
            let url = directory.appendingPathComponent(String(format: "photo-%02d.jpg", index))
            try image.jpegData(quality: 0.85).write(to: url)
            return url
        }
    }

    /// The document: page `i` reads, decodes and draws photo `i % photos.count`, fitted inside
    /// 36 pt margins at the top (decoded as the page is drawn, so memory stays flat).
    static func document(pages: Int, photos: [URL]) -> Document {
        Document(
            pages: (0..<pages).map { index in
                Page(size: Page.a4) { context in
                    guard let photo = try? Image(contentsOf: photos[index % photos.count]) else { return }
                    let scale = min(523.28 / photo.size.width, 769.89 / photo.size.height)
                    context.draw(
                        photo,
                        in: Rect(
                            x: 36, y: 36, width: photo.size.width * scale, height: photo.size.height * scale))
                }
            })
    }
}

/// J1 against the C baseline: medians of `--runs` runs of 200 pages from 20 photos.
func runJ1(_ options: Options, work: URL, table: inout [TableRow], notes: inout [String]) throws {
    let pages = 200
    let photos = try PhotoDocument.writePhotos(count: 20, to: work.appendingPathComponent("j1-photos"))
    let photoBytes = try photos.reduce(0) { $0 + (try Data(contentsOf: $1)).count }
    let vellumPDF = work.appendingPathComponent("j1-vellum.pdf")
    let cPDF = work.appendingPathComponent("j1-c.pdf")
    var vellum: [Double] = []
    var c: [Double] = []
    for _ in 0..<options.runs {
        vellum.append(
            try onFreshThread {
                try timed {
                    try PhotoDocument.document(pages: pages, photos: photos).write(
                        to: vellumPDF, format: .pdf)
                }
            })
        if let baseline = options.baseline {
            let report = try runChild(baseline, ["j1", cPDF.path, "\(pages)"] + photos.map(\.path))
            c.append(report["seconds"] ?? .nan)
        }
    }
    func bytes(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size]) as? Int) ?? 0
    }
    let size = bytes(vellumPDF)
    let cSize = bytes(cPDF)
    table.append(
        TableRow(
            workload: "j1", title: "J1 \(pages) JPEG photos (20 files, 1,200 × 900) to PDF", format: "pdf",
            size: pages, vellumMilliseconds: median(vellum) * 1000,
            baselineMilliseconds: c.isEmpty ? nil : median(c) * 1000))
    notes.append(
        "J1: Vellum's PDF is \(size / 1024) KB for \(photoBytes / 1024) KB of distinct JPEG files drawn "
            + "\(pages / photos.count) times each (each file's bytes embedded once), C's \(cSize / 1024) KB "
            + "(embedded at every drawing).")
    FileHandle.standardError.write(
        "J1: Vellum \(milliseconds(median(vellum))), C \(c.isEmpty ? "—" : milliseconds(median(c)))\n")
}
