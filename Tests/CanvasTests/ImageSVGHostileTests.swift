import Foundation
import TestSupport
import Testing

@testable import Canvas

/// Runs `body` on a new thread and waits up to `seconds`; false if it has not returned by then.
private func finishes(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        body()
        done.signal()
    }
    return done.wait(timeout: .now() + seconds) == .success
}

@Suite("Images: hostile SVG (external references, entities, bombs)")
struct ImageSVGHostileTests {
    @Test func externalReferencesReadNoFile() throws {
        let scratch = try ScratchDirectory()
        // A FIFO with no writer: opening it to read blocks, so a render that returns never opened it.
        let fifo = scratch.file("trap")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // And a real red PNG, which would show if it were read.
        let red = scratch.file("red.png")
        try Fixture.redRectDocument().write(to: red, format: .png(scale: 1))
        let svg = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY xxe SYSTEM "file://\(fifo.path)">]>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
                 xmlns:xi="http://www.w3.org/2001/XInclude" width="100" height="50">
              <style>@import url("file://\(fifo.path)");</style>
              <image href="file://\(red.path)" width="100" height="50"/>
              <image xlink:href="\(red.path)" width="100" height="50"/>
              <image href="file://\(fifo.path)" width="10" height="10"/>
              <use href="file://\(fifo.path)#a"/>
              <rect width="10" height="10" fill="url(file://\(fifo.path)#p)"/>
              <text x="0" y="20"><xi:include href="file://\(fifo.path)" parse="text"/></text>
              <text x="0" y="40"><xi:include href="\(red.path)" parse="text"/></text>
              <text x="0" y="50">&xxe;</text>
            </svg>
            """
        // With the external entity the document is refused (libxml2 does not load it, so it is
        // undefined); without it, it renders, and neither file is read.
        let withEntity = Data(svg.utf8)
        let withoutEntity = Data(
            svg.replacingOccurrences(
                of: "<!DOCTYPE svg [<!ENTITY xxe SYSTEM \"file://\(fifo.path)\">]>", with: ""
            ).replacingOccurrences(of: "&xxe;", with: "").utf8)
        let outcome = EventLog()
        let returned = finishes(within: 20) {
            for data in [withEntity, withoutEntity] {
                do {
                    let image = try Image(svgData: data)
                    let pdf = try Document(pages: [
                        Page(size: image.size) { $0.draw(image, in: Rect(origin: .zero, size: image.size)) }
                    ]).data(format: .pdf)
                    outcome.append("rendered \(pdf.count > 0)")
                    // Nothing red: the PNG was not read.
                    let red = (0..<image.pixelHeight).contains { y in
                        (0..<image.pixelWidth).contains { x in
                            let p = image.pixel(x: x, y: y)!
                            return p.alpha > 0.5 && p.red > 0.8 && p.green < 0.2
                        }
                    }
                    outcome.append("red \(red)")
                } catch {
                    outcome.append((error as? CanvasError)?.caseName ?? "\(error)")
                }
            }
        }
        if !returned {
            // Unblock the reader stuck in open(2), so the process can end.
            let descriptor = open(fifo.path, O_WRONLY | O_NONBLOCK)
            if descriptor >= 0 { close(descriptor) }
        }
        #expect(returned, "the SVG opened the FIFO")
        #expect(outcome.entries == ["invalidImageData", "rendered true", "red false"])
    }

    @Test func externalReferencesTouchNoNetwork() throws {
        // A listening socket on the loopback: after the render, nobody has connected to it.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 4) == 0
                    && getsockname(listener, $0, &length) == 0
            }
        }
        #expect(bound)
        let port = UInt16(bigEndian: address.sin_port)
        let url = "http://127.0.0.1:\(port)"
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude" width="20" height="20">
              <style>@import url("\(url)/style.css");</style>
              <image href="\(url)/a.png" width="20" height="20"/>
              <use href="\(url)/b.svg#c"/>
              <text><xi:include href="\(url)/d.txt" parse="text"/></text>
            </svg>
            """
        let image = try Image(svgData: Data(svg.utf8))
        _ = try Document(pages: [
            Page(size: image.size) { $0.draw(image, in: Rect(origin: .zero, size: image.size)) }
        ]).data(format: .pdf)
        _ = fcntl(listener, F_SETFL, O_NONBLOCK)
        let connection = accept(listener, nil, nil)
        if connection >= 0 { close(connection) }
        #expect(connection < 0, "something connected to \(url)")
    }

    @Test func entityBombsEndInTypedErrorsQuickly() throws {
        let letters = "abcdefghij"
        var laughs = "<!ENTITY a \"lollollollollol\">"
        for (previous, name) in zip(letters, letters.dropFirst()) {
            laughs += "<!ENTITY \(name) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
        }
        let big = String(repeating: "x", count: 100_000)
        let cases: [(String, String)] = [
            (
                "billion laughs",
                "<!DOCTYPE svg [\(laughs)]><svg xmlns='http://www.w3.org/2000/svg' width='9' height='9'><text>&j;</text></svg>"
            ),
            (
                "quadratic blow-up",
                "<!DOCTYPE svg [<!ENTITY a \"\(big)\">]><svg xmlns='http://www.w3.org/2000/svg' width='9' height='9'><desc>"
                    + String(repeating: "&a;", count: 10_000) + "</desc></svg>"
            ),
            (
                "a loop",
                "<!DOCTYPE svg [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]><svg xmlns='http://www.w3.org/2000/svg' width='9' height='9'><desc>&a;</desc></svg>"
            ),
            (
                "a parameter entity",
                "<!DOCTYPE svg [<!ENTITY % p \"<!ENTITY a 'b'>\"> %p;]><svg xmlns='http://www.w3.org/2000/svg' width='9' height='9'><desc>&a;</desc></svg>"
            ),
            (
                "deep nesting",
                "<svg xmlns='http://www.w3.org/2000/svg' width='9' height='9'>"
                    + String(repeating: "<g>", count: 100_000) + String(repeating: "</g>", count: 100_000)
                    + "</svg>"
            ),
        ]
        for (name, svg) in cases {
            let start = ContinuousClock.now
            let error = canvasError { _ = try Image(svgData: Data(svg.utf8)) }
            #expect(error?.caseName == "invalidImageData", "\(name): \(String(describing: error))")
            #expect(ContinuousClock.now - start < .seconds(2), "\(name)")
        }
        // Illustrator's habit, a few short entities, is fine.
        let illustrator = """
            <?xml version="1.0"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
              <!ENTITY ns_svg "http://www.w3.org/2000/svg">
              <!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
            ]>
            <svg xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" width="10" height="10"><rect width="5" height="5"/></svg>
            """
        #expect(try Image(decoding: Data(illustrator.utf8)).size == Size(width: 10, height: 10))
    }

    @Test func aUseBombIsStoppedByLibrsvgsReferenceLimit() throws {
        var svg =
            "<svg xmlns='http://www.w3.org/2000/svg' width='9' height='9'><defs><rect id='l0' width='1' height='1'/>"
        for level in 1..<9 {
            svg +=
                "<g id='l\(level)'>" + String(repeating: "<use href='#l\(level - 1)'/>", count: 10) + "</g>"
        }
        svg += "</defs><use href='#l8'/></svg>"
        let start = ContinuousClock.now
        let error = canvasError { _ = try Image(svgData: Data(svg.utf8)) }
        #expect(error?.caseName == "invalidImageData", "\(String(describing: error))")
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    /// A PNG of only a signature and an IHDR chunk claiming `width` × `height` pixels.
    private func pngHeader(width: Int, height: Int) -> Data {
        func word(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + word(13) + Array("IHDR".utf8) + word(width)
                + word(height) + [8, 2, 0, 0, 0] + word(0))
    }

    private func svg(image href: String, size: Int = 10) -> Data {
        Data(
            "<svg xmlns='http://www.w3.org/2000/svg' width='\(size)' height='\(size)'><image width='\(size)' height='\(size)' href='\(href)'/></svg>"
                .utf8)
    }

    @Test func embeddedImagesAreCheckedBeforeGdkPixbufSeesThem() throws {
        // A header claiming 30,000 × 30,000: rsvg-convert takes 6 GB and 21 s on it.
        let huge = "data:image/png;base64," + pngHeader(width: 30_000, height: 30_000).base64EncodedString()
        let start = ContinuousClock.now
        #expect(canvasError { _ = try Image(svgData: svg(image: huge)) }?.caseName == "imageTooLarge")
        // Hidden behind character references, in another case, percent-encoded.
        let hidden = huge.replacingOccurrences(of: "data:", with: "&#100;&#x61;ta:")
        #expect(canvasError { _ = try Image(svgData: svg(image: hidden)) }?.caseName == "imageTooLarge")
        let doubly = huge.replacingOccurrences(of: "data:", with: "&#38;#100;ata:")
        let inEntity =
            "<!DOCTYPE svg [<!ENTITY u '\(doubly)'>]><svg xmlns='http://www.w3.org/2000/svg' width='9' height='9'><image width='9' height='9' href='&u;'/></svg>"
        #expect(canvasError { _ = try Image(svgData: Data(inEntity.utf8)) }?.caseName == "imageTooLarge")
        #expect(
            canvasError {
                _ = try Image(svgData: svg(image: huge.replacingOccurrences(of: "data:", with: "DaTa:")))
            }?.caseName == "imageTooLarge")
        // Together past 25 megapixels, though each fits.
        let big = "data:image/png;base64," + pngHeader(width: 4_000, height: 4_000).base64EncodedString()
        let twice =
            "<svg xmlns='http://www.w3.org/2000/svg' width='9' height='9'><image href='\(big)'/><image href='\(big)'/></svg>"
        #expect(canvasError { _ = try Image(svgData: Data(twice.utf8)) }?.caseName == "imageTooLarge")
        // A JPEG header, a GIF (every frame decoded), a nested SVG with an entity bomb.
        var jpeg = try ImageFixtureFiles.data("grey.jpg")
        let frame = try #require(ImageFixtureFiles.offset(of: Data([0xFF, 0xC0]), in: jpeg))
        jpeg.replaceSubrange((frame + 5)..<(frame + 9), with: [0x75, 0x30, 0x75, 0x30])
        #expect(
            canvasError {
                _ = try Image(svgData: svg(image: "data:image/jpeg;base64," + jpeg.base64EncodedString()))
            }?.caseName == "imageTooLarge")
        let gif = Data("GIF89a".utf8) + Data([0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0])
        #expect(
            canvasError {
                _ = try Image(svgData: svg(image: "data:image/gif;base64," + gif.base64EncodedString()))
            }?.caseName == "invalidImageData")
        let bomb =
            "<!DOCTYPE svg [<!ENTITY a '\(String(repeating: "x", count: 100_000))'>]><svg xmlns='http://www.w3.org/2000/svg' width='9' height='9'><desc>\(String(repeating: "&a;", count: 100))</desc></svg>"
        let nested = "data:image/svg+xml;base64," + Data(bomb.utf8).base64EncodedString()
        #expect(canvasError { _ = try Image(svgData: svg(image: nested)) }?.caseName == "invalidImageData")
        #expect(ContinuousClock.now - start < .seconds(2))
        // A small embedded PNG is drawn.
        let red =
            "data:image/png;base64,"
            + (try Fixture.redRectDocument(size: Size(width: 50, height: 40)).data(format: .png(scale: 1)))
            .base64EncodedString()
        let image = try Image(svgData: svg(image: red, size: 50))
        let pixel = try #require(image.pixel(x: 20, y: 20))
        #expect(pixel.red > 0.9 && pixel.green < 0.1 && pixel.alpha > 0.9, "\(pixel)")
    }

    @Test func doublyEscapedEntityReferencesCountTowardTheBudget() {
        // "&#38;a;" in a value becomes a reference to a when the entity is expanded.
        let big = String(repeating: "x", count: 100_000)
        let svg =
            "<!DOCTYPE svg [<!ENTITY a '\(big)'><!ENTITY b '\(String(repeating: "&#38;a;", count: 100))'>]><svg xmlns='http://www.w3.org/2000/svg' width='9' height='9'><desc>\(String(repeating: "&b;", count: 100))</desc></svg>"
        #expect(canvasError { _ = try Image(svgData: Data(svg.utf8)) }?.caseName == "invalidImageData")
    }

    @Test func aHugeFilteredDocumentCostsLittleUntilItsPixelsAreRead() throws {
        // 10,000 × 10,000 px with a blur across all of it: its pixels would be 400 MB and seconds
        // of blurring; making the image and drawing it small need neither.
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="10000" height="10000">
              <filter id="f"><feGaussianBlur stdDeviation="1000"/></filter>
              <rect width="10000" height="10000" fill="#c33" filter="url(#f)"/>
            </svg>
            """
        let start = ContinuousClock.now
        let image = try Image(svgData: Data(svg.utf8))
        #expect(image.size == Size(width: 10_000, height: 10_000))
        let page = try PagePixels.drawn(Size(width: 50, height: 50), scale: 1) {
            $0.draw(image, in: Rect(x: 0, y: 0, width: 50, height: 50))
        }
        #expect(page.pixel(x: 25, y: 25)!.red > 0.5)
        #expect(ContinuousClock.now - start < .seconds(3))
    }
}
