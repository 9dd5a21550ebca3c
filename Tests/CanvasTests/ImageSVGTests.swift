import Fixtures
import Foundation
import TestSupport
import Testing

@testable import Canvas

/// A bar chart with a frame, a polyline and a circle: shapes only, so no font can differ.
let chartSVG = Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 240 160">
      <rect x="0" y="0" width="240" height="160" fill="#f4f4f8"/>
      <rect x="20" y="90" width="40" height="60" fill="#3366cc"/>
      <rect x="80" y="50" width="40" height="100" fill="#dc3912"/>
      <rect x="140" y="20" width="40" height="130" fill="#ff9900"/>
      <polyline points="40,80 100,40 160,10 220,30" fill="none" stroke="#109618" stroke-width="6"/>
      <circle cx="210" cy="120" r="18" fill="#990099" fill-opacity="0.6"/>
      <path d="M 0 150 H 240" stroke="#333" stroke-width="2"/>
    </svg>
    """.utf8)

/// The largest and the mean per-channel difference between two images of the same size.
func pixelDifference(_ a: Image, _ b: Image) -> (max: Int, mean: Double) {
    let differences = zip(a.rgbaBytes, b.rgbaBytes).map { abs(Int($0) - Int($1)) }
    return (differences.max() ?? 0, Double(differences.reduce(0, +)) / Double(max(1, differences.count)))
}

/// The image over white, as a PDF reader shows it.
func onWhite(_ image: Image) throws -> Image {
    try PagePixels.onWhite(image.size, scale: image.scale) {
        $0.draw(image, in: Rect(origin: .zero, size: image.size))
    }
}

@Suite("Images: SVG through librsvg, as vectors in PDF and SVG")
struct ImageSVGTests {
    /// librsvg is loaded when the first SVG image is read, not when the program starts: a
    /// process that draws text and a JPEG-free page maps no librsvg (nor libxml2), and maps it
    /// once it reads an SVG.
    @Test func librsvgIsLoadedOnlyForTheFirstSVG() async {
        await #expect(processExitsWith: .success) {
            func mapsLibrsvg() throws -> Bool {
                try String(contentsOfFile: "/proc/self/maps", encoding: .utf8).contains("librsvg-2.so")
            }
            let text = TextLayout(plain: "No SVG here", font: Font(family: "DejaVu Sans", size: 12))
            _ = try Document(pages: [Page(size: Size(width: 200, height: 40)) { $0.draw(text, at: .zero) }])
                .data(format: .pdf)
            guard try !mapsLibrsvg() else { exit(1) }
            let chart = try Image(svgData: chartSVG)
            _ = try Document(pages: [
                Page(size: Size(width: 200, height: 100)) {
                    $0.draw(chart, in: Rect(x: 0, y: 0, width: 120, height: 80))
                }
            ])
            .data(format: .pdf)
            guard try mapsLibrsvg() else { exit(2) }
        }
    }

    @Test func intrinsicSizeComesFromWidthHeightOrViewBox() throws {
        func size(_ attributes: String, scale: Double = 1) throws -> Image {
            try Image(
                svgData: Data("<svg xmlns='http://www.w3.org/2000/svg' \(attributes)/>".utf8), scale: scale)
        }
        #expect(try size("width='120' height='80'").size == Size(width: 120, height: 80))
        #expect(try size("width='1in' height='2in'").size == Size(width: 96, height: 192))
        #expect(try size("viewBox='0 0 300 150'").size == Size(width: 300, height: 150))
        #expect(
            try size("width='50%' height='100%' viewBox='0 0 300 150'").size == Size(width: 150, height: 150))
        let sharp = try size("width='120' height='80'", scale: 2)
        #expect(sharp.pixelWidth == 240 && sharp.size == Size(width: 120, height: 80))
        #expect(canvasError { _ = try size("") }?.caseName == "invalidImageData")
        #expect(canvasError { _ = try size("width='0' height='10'") }?.caseName == "invalidImageData")
        #expect(canvasError { _ = try size("width='100000' height='10'") }?.caseName == "imageTooLarge")
        #expect(canvasError { _ = try size("width='30000' height='30000'") }?.caseName == "imageTooLarge")
        #expect(
            canvasError { _ = try Image(svgData: Data("<svg><rect".utf8)) }?.caseName == "invalidImageData")
        #expect(
            canvasError { _ = try size("width='10' height='10'", scale: .nan) }?.caseName == "invalidScale")
    }

    @Test func formatsAreSniffedFromTheFirstBytes() {
        #expect(ImageFormat(sniffing: chartSVG) == .svg)
        #expect(
            ImageFormat(sniffing: Data("\u{FEFF}  <!-- x --><!DOCTYPE svg [<!ENTITY a 'b'>]>\n<svg/>".utf8))
                == .svg)
        #expect(ImageFormat(sniffing: Data("<svgx/>".utf8)) == nil)
        let longSubset = "<!DOCTYPE svg [<!ENTITY a '\(String(repeating: "x", count: 100_000))'>]><svg/>"
        #expect(ImageFormat(sniffing: Data(longSubset.utf8)) == .svg)
        #expect(ImageFormat(sniffing: Data("<html><svg/></html>".utf8)) == nil)
        #expect(ImageFormat(sniffing: Data("<?xml version='1.0'?>".utf8)) == nil)
    }

    @Test func pixelsMatchLibrsvgsOwnRendering() throws {
        let image = try Image(decoding: chartSVG)
        #expect(image.pixelWidth == 120 && image.pixelHeight == 80)
        let reference = try #require(try Fixture.rasterizeSVG(chartSVG).image)
        #expect(reference.pixelWidth == 120 && reference.pixelHeight == 80)
        let held = pixelDifference(image, reference)
        #expect(held.max <= 2, "the image's own pixels: \(held)")
        // Drawn as vectors into a PNG page (and at twice the size, where they stay sharp).
        let page = try onWhite(image)
        let drawn = pixelDifference(page, try onWhite(reference))
        #expect(drawn.max <= 8 && drawn.mean < 0.5, "drawn into a PNG page: \(drawn)")
    }

    @Test func anSVGGoesIntoPDFAsVectors() throws {
        let image = try Image(decoding: chartSVG)
        var document = Document()
        document.addPage(size: image.size) { $0.draw(image, in: Rect(origin: .zero, size: image.size)) }
        let pdf = try document.data(format: .pdf)
        let scratch = try ScratchDirectory()
        try pdf.write(to: scratch.file("chart.pdf"))
        let list = try Fixture.runTool("pdfimages", ["-list", scratch.file("chart.pdf").path])
        let rows = list.text.split(separator: "\n").dropFirst(2)
        #expect(list.status == 0 && rows.isEmpty, "no raster image in the PDF: \(list.text)")
        let page = try Fixture.rasterizePDF(pdf, page: 1)
        let reference = try onWhite(try #require(try Fixture.rasterizeSVG(chartSVG).image))
        let difference = pixelDifference(page, reference)
        // Poppler antialiases edges its own way: a few edge pixels differ by up to a quarter.
        #expect(difference.max <= 64 && difference.mean < 1, "poppler's page against librsvg: \(difference)")
    }

    @Test func anSVGGoesIntoSVGAsVectors() throws {
        let image = try Image(decoding: chartSVG)
        var document = Document()
        document.addPage(size: image.size) { $0.draw(image, in: Rect(origin: .zero, size: image.size)) }
        let svg = String(decoding: try document.data(format: .svg), as: UTF8.self)
        #expect(!svg.contains("<image"), "no raster image in the SVG")
        let drawn = try #require(try Fixture.rasterizeSVG(Data(svg.utf8)).image)
        let reference = try #require(try Fixture.rasterizeSVG(chartSVG).image)
        let difference = pixelDifference(try onWhite(drawn), try onWhite(reference))
        #expect(difference.max <= 40 && difference.mean < 1, "\(difference)")
    }

    @Test func alphaAndBlendModesApplyToTheWholeDrawing() throws {
        let square = try Image(
            svgData: Data(
                "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect width='10' height='10' fill='#000'/></svg>"
                    .utf8))
        let faded = try PagePixels.onWhite(Size(width: 10, height: 10)) {
            $0.draw(square, in: Rect(x: 0, y: 0, width: 10, height: 10), alpha: 0.5)
        }
        #expect(PagePixels.close(PagePixels.rgba(faded, 5, 5), [128, 128, 128, 255], tolerance: 2))
        // Clipped to the rectangle, stretched to fill it.
        let stretched = try PagePixels.onWhite(Size(width: 40, height: 10)) {
            $0.draw(square, in: Rect(x: 10, y: 0, width: 20, height: 10))
        }
        #expect(PagePixels.rgba(stretched, 5, 5) == [255, 255, 255, 255])
        #expect(PagePixels.rgba(stretched, 15, 5) == [0, 0, 0, 255])
        #expect(PagePixels.rgba(stretched, 35, 5) == [255, 255, 255, 255])
    }

    @Test func oneImageDrawsOnManyThreadsAlike() throws {
        // One SVG image (one librsvg handle, used under its lock) and one JPEG image, drawn by
        // eight threads at once into PNG, PDF and SVG: every thread gets the bytes one thread gets.
        let chart = try Image(decoding: chartSVG)
        let photo = try Image(decoding: try ImageFixtureFiles.data("photo.jpg"))
        /// The document, made on the thread that renders it (documents are not Sendable; images are).
        @Sendable func document() -> Document {
            Document(pages: [
                Page(size: Size(width: 200, height: 100)) { context in
                    context.draw(chart, in: Rect(x: 0, y: 0, width: 120, height: 80))
                    context.draw(photo, in: Rect(x: 120, y: 0, width: 64, height: 48))
                }
            ])
        }
        let formats: [DocumentFormat] = [.png(scale: 2), .pdf, .svg]
        let expected = try formats.map { try document().data(format: $0) }
        let outputs = onThreads(8) { _ in formats.map { try? document().data(format: $0) } }
        for output in outputs { #expect(output == expected.map { Optional($0) }) }
    }
}
