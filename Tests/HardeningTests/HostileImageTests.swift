import Canvas
import Foundation
import TestSupport
import Testing

/// Hostile image files decoded and drawn in a child process with a 2 GB address-space limit and a
/// time limit: each ends in a typed error or an image, with nothing on standard error.
@Suite struct HostileImageTests {
    /// The files: entity bombs, an embedded image claiming 900 megapixels (6 GB in rsvg-convert),
    /// a `use` bomb, external references, and JPEG and PNG headers claiming huge sizes.
    static func corpus() -> [String: Data] {
        var laughs = "<!ENTITY a 'lollollollol'>"
        for (previous, name) in zip("abcdefghij", "bcdefghijk") {
            laughs += "<!ENTITY \(name) '" + String(repeating: "&\(previous);", count: 10) + "'>"
        }
        let svg =
            "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xi='http://www.w3.org/2001/XInclude' width='50' height='50'>"
        func word(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
        let png =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + word(13) + Array("IHDR".utf8) + word(30_000)
            + word(30_000) + [8, 2, 0, 0, 0] + word(0)
        var useBomb = "<defs><rect id='u0' width='1' height='1'/>"
        for level in 1..<9 {
            useBomb +=
                "<g id='u\(level)'>" + String(repeating: "<use href='#u\(level - 1)'/>", count: 10) + "</g>"
        }
        useBomb += "</defs><use href='#u8'/>"
        // A baseline JPEG frame header (SOF0) claiming 65,500 × 65,500 px, with no scan.
        let jpeg: [UInt8] = [
            0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0xFF, 0xDC, 0xFF, 0xDC, 1, 1, 0x11, 0, 0xFF, 0xD9,
        ]
        return [
            "laughs.svg": Data("<!DOCTYPE svg [\(laughs)]>\(svg)<text>&k;</text></svg>".utf8),
            "quadratic.svg": Data(
                ("<!DOCTYPE svg [<!ENTITY a '\(String(repeating: "x", count: 100_000))'>]>\(svg)<desc>"
                    + String(repeating: "&a;", count: 10_000) + "</desc></svg>").utf8),
            "embedded.svg": Data(
                "\(svg)<image width='50' height='50' href='data:image/png;base64,\(Data(png).base64EncodedString())'/></svg>"
                    .utf8),
            "use-bomb.svg": Data("\(svg)\(useBomb)</svg>".utf8),
            "external.svg": Data(
                "\(svg)<image href='file:///etc/passwd'/><text><xi:include href='/etc/passwd' parse='text'/></text></svg>"
                    .utf8),
            "huge.jpg": Data(jpeg),
            "huge.png": Data(png),
            "empty.svg": Data(),
        ]
    }

    @Test func hostileImagesEndInTypedErrorsWithinLimits() throws {
        let stress = try #require(ChildProcess.sibling(named: "vellum-stress"), "vellum-stress is not built")
        let scratch = try ScratchDirectory()
        let corpus = Self.corpus()
        for (name, data) in corpus { try data.write(to: scratch.file(name)) }
        let start = ContinuousClock.now
        let result = try ChildProcess.run(
            stress,
            ["image"] + corpus.keys.sorted().map { scratch.file($0).path } + ["--memory-limit-mb", "2048"],
            timeLimit: 120)
        #expect(
            result.succeeded,
            "status \(result.status), signalled \(result.signalled), timed out \(result.timedOut)")
        #expect(result.errors.isEmpty, "\(result.errors.prefix(400))")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == corpus.count, "\(result.output)")
        for line in lines {
            let expected = line.hasPrefix("external.svg") ? ": rendered 50×50 px" : "invalid image data"
            let tooLarge = line.contains("is too large")
            #expect(line.contains(expected) || (tooLarge && !line.hasPrefix("external")), "\(line)")
        }
        #expect(ContinuousClock.now - start < .seconds(60))
        // Each for its own reason: the quadratic blow-up is refused by the entity budget.
        #expect(
            lines.contains { $0.hasPrefix("quadratic.svg") && $0.contains("entities expand") }, "\(lines)")
    }
}
