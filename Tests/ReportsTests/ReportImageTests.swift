import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// Reports take image views of PNG, JPEG and SVG images as blocks.
@Suite("Reports with PNG, JPEG and SVG images")
struct ReportImageTests {
    /// A 60 × 40 JPEG (left half red, right half blue).
    static func jpeg() throws -> Data {
        let pixels: [UInt8] = (0..<40).flatMap { _ in
            (0..<60).flatMap { x -> [UInt8] in x < 30 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return try Image(rgbaBytes: pixels, pixelWidth: 60, pixelHeight: 40).jpegData(quality: 0.9)
    }

    static let chart = Data(
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 100'><rect x='10' y='10' width='50' height='80' fill='#36c'/></svg>"
            .utf8)

    @Test func photosAndChartsOverManyPages() throws {
        let jpeg = try Self.jpeg()
        let photo = try Image(decoding: jpeg)
        let chart = try Image(decoding: Self.chart)
        let report = Report(pageSize: Size(width: 300, height: 300))
        let blocks = (0..<12).flatMap { index -> [ReportBlock] in
            [
                .view(Label(text: "Figure \(index)")),
                .view(ImageView(image: photo)),
                .view(ImageView(image: chart)),
            ]
        }
        let pdf = try report.pdfData(body: blocks)
        #expect(report.pageCount > 1)
        // The JPEG is embedded once, as its own bytes, however many pages show it.
        let first = try #require(pdf.range(of: jpeg))
        #expect(pdf[first.upperBound...].range(of: jpeg) == nil)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-report-\(UUID().uuidString).pdf")
        try pdf.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let list = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pdfimages"), ["-list", file.path])
        let rows = list.output.split(separator: "\n").dropFirst(2)
        // One image per drawing of the photo (each refers to the same object), and none for the charts.
        #expect(rows.count == 12 && rows.allSatisfy { $0.contains(" jpeg ") }, "\(rows)")
        let objects = Set(rows.map { $0.split(separator: " ", omittingEmptySubsequences: true)[10] })
        #expect(objects.count == 1, "\(rows)")
    }
}
