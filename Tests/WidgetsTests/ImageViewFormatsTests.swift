import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// The same 40 × 20 picture, left half red and right half blue, as PNG, JPEG and SVG.
enum HalvesPicture {
    static let pixels: [UInt8] = (0..<20).flatMap { _ in
        (0..<40).flatMap { x -> [UInt8] in x < 20 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
    }

    static func png() throws -> Data {
        try Image(rgbaBytes: pixels, pixelWidth: 40, pixelHeight: 20).pngData()
    }

    static func jpeg() throws -> Data {
        try Image(rgbaBytes: pixels, pixelWidth: 40, pixelHeight: 20).jpegData(quality: 1)
    }

    static let svg = Data(
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
          <rect width="20" height="20" fill="#f00"/><rect x="20" width="20" height="20" fill="#00f"/>
        </svg>
        """.utf8)

    /// The picture in each format, by name.
    static func all() throws -> [(String, Data)] { [("png", try png()), ("jpeg", try jpeg()), ("svg", svg)] }
}

/// `pdfimages -list`'s rows (one per image in the PDF), without its two header lines.
func pdfImageRows(_ pdf: Data) throws -> [String] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "vellum-images-\(UUID().uuidString).pdf")
    try pdf.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pdfimages"), ["-list", file.path])
    #expect(result.succeeded, "pdfimages: \(result.errors)")
    return result.output.split(separator: "\n").dropFirst(2).map(String.init)
}

/// Image views show PNG, JPEG and SVG images alike, in every content mode and output.
@Suite("Image view: PNG, JPEG and SVG images")
struct ImageViewFormatsTests {
    @Test(
        "each content mode places a JPEG or SVG image where it places a PNG",
        arguments: ImageView.ContentMode.allCases)
    func contentModes(mode: ImageView.ContentMode) throws {
        for (name, data) in try HalvesPicture.all() {
            let view = ImageView(image: try Image(decoding: data))
            view.contentMode = mode
            view.backgroundColor = .white
            view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            let rect = try #require(view.imageRect(in: Size(width: 100, height: 100)))
            let image = try view.image(size: Size(width: 100, height: 100))
            /// The colour at a point of the picture (fractions of its size), if it is inside the bounds.
            func sample(_ fx: Double, _ fy: Double) -> Color? {
                let x = Int(rect.minX + rect.width * fx)
                let y = Int(rect.minY + rect.height * fy)
                return image.pixel(x: x, y: y)
            }
            for (fx, expected) in [(0.2, Color.red), (0.8, Color.blue)] {
                guard let colour = sample(fx, 0.5) else { continue }
                #expect(
                    abs(colour.red - expected.red) < 0.1 && abs(colour.blue - expected.blue) < 0.1,
                    "\(name) \(mode) at \(fx): \(colour)")
            }
            if rect.maxY < 98, let below = image.pixel(x: 50, y: Int(rect.maxY) + 1) {
                #expect(below == .white, "\(name) \(mode): below the image")
            }
        }
    }

    @Test("in a PDF, a JPEG is its own bytes and an SVG is vectors")
    func pdfContents() throws {
        let jpeg = try HalvesPicture.jpeg()
        let row = Stack().vertical(spacing: 4).views(
            ImageView(image: try Image(decoding: jpeg)),
            ImageView(image: try Image(decoding: HalvesPicture.svg)))
        let pdf = try row.render(as: .pdf, width: 100)
        #expect(pdf.range(of: jpeg) != nil, "the JPEG's bytes are in the PDF")
        let rows = try pdfImageRows(pdf)
        #expect(rows.count == 1 && rows[0].contains(" jpeg "), "one image, the JPEG: \(rows)")
        let vectorsOnly = try ImageView(image: try Image(decoding: HalvesPicture.svg)).render(
            as: .pdf, width: 40)
        #expect(try pdfImageRows(vectorsOnly).isEmpty)
    }
}
