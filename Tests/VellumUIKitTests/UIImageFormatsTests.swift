import Foundation
import TestSupport
import Testing
import VellumUIKit

/// UIImage from PNG, JPEG and SVG bytes and files, JPEG encoding, and image views showing them,
/// as UIKit code writes it.
@Suite struct UIImageFormatsTests {
    static let badge = Data(
        "<svg xmlns='http://www.w3.org/2000/svg' width='30' height='20'><rect width='30' height='20' fill='#0a0'/></svg>"
            .utf8)

    @Test func rendererJPEGDataIsDeterministicAndDecodes() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 16), format: format)
        let draw: (UIGraphicsImageRendererContext) -> Void = { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 16, y: 0, width: 16, height: 16))
        }
        let jpeg = renderer.jpegData(withCompressionQuality: 0.8, actions: draw)
        #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF])
        #expect(renderer.jpegData(withCompressionQuality: 0.8, actions: draw) == jpeg)
        let image = try #require(UIImage(data: jpeg))
        #expect(image.size == CGSize(width: 32, height: 16))
        let left = try #require(image.pixel(x: 4, y: 8))
        let right = try #require(image.pixel(x: 28, y: 8))
        #expect(left.red > 0.9 && left.blue < 0.1 && right.blue > 0.9 && right.red < 0.1)
        let again = try #require(image.jpegData(compressionQuality: 0.5))
        #expect(
            again.count < jpeg.count * 2
                && UIImage(data: again, scale: 2)?.size == CGSize(width: 16, height: 8))
        // Transparent pixels come out black.
        let empty = renderer.jpegData(withCompressionQuality: 1) { _ in }
        #expect(UIImage(data: empty)?.pixel(x: 1, y: 1) == .black)
    }

    @Test func imagesFromDataAndFilesAreSniffedNotNamed() throws {
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/picture.png") == nil)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // An SVG saved as .png and a JPEG saved as .svg still decode.
        try Self.badge.write(to: scratch.appendingPathComponent("badge.png"))
        let jpeg = try #require(UIImage(data: Self.badge)?.jpegData(compressionQuality: 1))
        try jpeg.write(to: scratch.appendingPathComponent("photo.svg"))
        #expect(
            UIImage(contentsOfFile: scratch.appendingPathComponent("badge.png").path)?.size
                == CGSize(width: 30, height: 20))
        #expect(
            UIImage(contentsOfFile: scratch.appendingPathComponent("photo.svg").path)?.size
                == CGSize(width: 30, height: 20))
        // By name from a bundle: name.jpg and name@2x.svg.
        try jpeg.write(to: scratch.appendingPathComponent("logo.jpg"))
        try Self.badge.write(to: scratch.appendingPathComponent("chart@2x.svg"))
        let bundle = try #require(Bundle(path: scratch.path))
        #expect(UIImage(named: "logo", in: bundle)?.size == CGSize(width: 30, height: 20))
        let chart = try #require(UIImage(named: "chart", in: bundle))
        #expect(chart.scale == 2 && chart.pixelWidth == 60 && chart.size == CGSize(width: 30, height: 20))
        #expect(UIImage(named: "chart.svg", in: bundle)?.scale == 2)
    }

    @Test func imageViewsDrawJPEGsAsTheirBytesAndSVGsAsVectorsInPDF() throws {
        let jpeg = try #require(UIImage(data: Self.badge)?.jpegData(compressionQuality: 0.9))
        let photo = UIImageView(image: UIImage(data: jpeg))
        photo.contentMode = .scaleAspectFill
        photo.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        photo.clipsToBounds = true
        let chart = UIImageView(image: UIImage(data: Self.badge))
        chart.contentMode = .scaleAspectFit
        chart.frame = CGRect(x: 0, y: 70, width: 60, height: 60)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 130))
        root.addSubview(photo)
        root.addSubview(chart)
        let pdf = try root.render(as: .pdf)
        #expect(pdf.range(of: jpeg) != nil)
        let svg = String(decoding: try root.render(as: .svg), as: UTF8.self)
        #expect(svg.contains("data:image/jpeg;base64,"))
    }
}
