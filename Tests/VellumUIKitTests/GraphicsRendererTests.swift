import Foundation
import TestSupport
import Testing
import VellumUIKit

/// UIKit's graphics renderers as export code uses them: pixels of the images they draw, and the
/// pages, sizes, text and metadata of the PDFs (read back with poppler's tools).
@Suite struct GraphicsRendererTests {
    /// The RGBA bytes of one pixel.
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let bytes = image.rgbaBytes
        let i = (y * image.pixelWidth + x) * 4
        return Array(bytes[i..<(i + 4)])
    }

    @Test("an image renderer draws with the context it gives and the current one, at its scale")
    func imageRenderer() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format)
        let image = renderer.image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            UIColor.red.setFill()
            ctx.cgContext.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIGraphicsGetCurrentContext()?.setFillColor(UIColor.blue.cgColor)
            UIGraphicsGetCurrentContext()?.fill(CGRect(x: 30, y: 10, width: 10, height: 10))
        }
        #expect(image.pixelWidth == 80 && image.pixelHeight == 40 && image.scale == 2)
        #expect(pixel(image, 10, 10) == [255, 0, 0, 255])
        #expect(pixel(image, 50, 10) == [255, 255, 255, 255])
        #expect(pixel(image, 70, 30) == [0, 0, 255, 255])
        let png = renderer.pngData { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        let decoded = try UIImage(pngData: png, scale: 2)
        #expect(decoded.pixelWidth == 80 && pixel(decoded, 79, 39) == [255, 0, 0, 255])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("a PDF renderer writes each begun page, its bounds, its text and the document info")
    func pdfRenderer() throws {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [
            kCGPDFContextTitle as String: "Quarterly report", kCGPDFContextAuthor as String: "Ada",
            kCGPDFContextCreator as String: "Export",
        ]
        let renderer = UIGraphicsPDFRenderer(
            bounds: CGRect(x: 0, y: 0, width: 612, height: 792), format: format)
        let data = renderer.pdfData { ctx in
            for index in 1...3 {
                if index == 3 {
                    ctx.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 200), pageInfo: [:])
                } else {
                    ctx.beginPage()
                }
                let text = "Page \(index) of 3" as NSString
                text.draw(at: CGPoint(x: 40, y: 40), withAttributes: [.font: UIFont.systemFont(ofSize: 18)])
                UIColor.systemBlue.setFill()
                ctx.cgContext.fill(CGRect(x: 40, y: 80, width: 100, height: 10))
            }
        }
        #expect(data.starts(with: Array("%PDF-".utf8)))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-renderer-\(UUID()).pdf")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let info = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pdfinfo"), ["-l", "3", file.path])
            .output
        #expect(info.contains("Pages:           3"))
        #expect(info.contains("Title:           Quarterly report"))
        #expect(info.contains("Author:          Ada"))
        #expect(info.contains("Creator:         Export"))
        #expect(info.contains("Page    1 size:  612 x 792 pts"))
        #expect(info.contains("Page    3 size:  300 x 200 pts"))
        let text = try TextChecks.pdfText(data)
        for index in 1...3 { #expect(text.contains("Page \(index) of 3")) }
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("no page begun is no document: empty data, and writePDF throws")
    func pdfWithoutPages() {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(
            renderer.pdfData { ctx in ctx.cgContext.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) }.isEmpty)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-none-\(UUID()).pdf")
        #expect(throws: (any Error).self) { try renderer.writePDF(to: url) { _ in } }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        let huge = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 1e9, height: 100))
        #expect(huge.pdfData { $0.beginPage() }.isEmpty)
    }

    @Test("the image context functions nest, and each image is what was drawn so far")
    func imageContexts() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
        UIColor.green.setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let outer = UIGraphicsGetCurrentContext()
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        UIColor.black.setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let inner = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        let green = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(inner.pixelWidth == 4 && pixel(inner, 0, 0) == [0, 0, 0, 255] && pixel(inner, 3, 3)[3] == 0)
        #expect(green.pixelWidth == 20 && pixel(green, 19, 19) == [0, 255, 0, 255])
    }
}
