import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Canvas

/// SVG documents whose glyph outlines come from proxy fonts (``SVGGlyphReuse``) are byte for byte
/// the documents cairo writes with the real fonts, and the proxies are really used where they
/// may be: every test renders each page both ways and compares the bytes, and states which way
/// the reuse went.
@Suite struct SVGGlyphReuseTests {
    /// Both renderings of `page`: with proxies (and what became of them), and without; each
    /// calls the page's drawing closure once, as ``Page/draw`` promises, whatever became of the
    /// reuse.
    static func bothWays(
        _ page: Page, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (reused: Data, plain: Data, outcome: SVGGlyphReuse.Outcome) {
        final class Calls { var count = 0 }
        let calls = Calls()
        let counted = Page(size: page.size) { context in
            calls.count += 1
            try page.draw(context)
        }
        let reused = try Document.renderSVG(counted, reusingGlyphs: true)
        #expect(calls.count == 1, "draws with reuse (\(reused.reuse))", sourceLocation: sourceLocation)
        let plain = try Document.renderSVG(counted, reusingGlyphs: false)
        #expect(calls.count == 2, "draws without reuse", sourceLocation: sourceLocation)
        return (reused.data, plain.data, reused.reuse)
    }

    /// A page of text lines, each in its own font, one below the other.
    static func page(
        _ lines: [(text: String, font: Font)], size: Size = Size(width: 420, height: 600),
        before: @escaping @Sendable (GraphicsContext) -> Void = { _ in }
    ) -> Page {
        let layouts = lines.map { TextLayout(plain: $0.text, font: $0.font, options: .init(width: 380)) }
        return Page(size: size) { context in
            before(context)
            var y = 10.0
            for layout in layouts {
                context.draw(layout, at: Point(x: 20, y: y))
                y += layout.size.height + 4
            }
        }
    }

    static let families = ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"]

    /// Plain text (the shaped-word path) and text with punctuation Pango lays out, in families,
    /// weights, italics and sizes from 6 to 72 pt.
    static let mixedFonts: [(text: String, font: Font)] = {
        var lines: [(String, Font)] = []
        for (index, family) in families.enumerated() {
            for weight in [Font.Weight.regular, .medium, .bold, .black] {
                let size = [6.0, 9.5, 14, 23.25, 36, 72][(index + lines.count) % 6]
                lines.append(
                    ("Grand Budapest Hotel 1932 $59.1M", Font(family: family, size: size, weight: weight)))
                lines.append(
                    (
                        "Gustave H. (concierge); “Zero” — lobby boy!",
                        Font(family: family, size: size + 1, weight: weight, isItalic: true)
                    ))
            }
        }
        return lines
    }()

    @Test func textInManyFontsIsWrittenAsCairoWritesIt() throws {
        let result = try Self.bothWays(Self.page(Self.mixedFonts, size: Size(width: 420, height: 2400)))
        #expect(result.reused == result.plain)
        guard case .substituted(let fonts) = result.outcome else {
            Issue.record("expected substitution, got \(result.outcome)")
            return
        }
        #expect(fonts >= 20)
        // No mark is left, and the glyph symbols are outlines.
        let text = String(decoding: result.reused, as: UTF8.self)
        #expect(!text.contains("8191.5"))
        #expect(text.contains("<symbol overflow=\"visible\" id=\"glyph0-0\">"))
    }

    @Test func laterDocumentsReuseTheOutlinesAndStayTheSame() throws {
        let page = Self.page([("Second helping of the same words", Font(family: "DejaVu Sans", size: 17))])
        let first = try Self.bothWays(page)
        let second = try Self.bothWays(page)
        #expect(first.reused == first.plain)
        #expect(second.reused == second.plain)
        #expect(first.reused == second.reused)
        #expect(second.outcome == .substituted(fonts: 1))
    }

    @Test func linesNearTheClipDrawInTheRealFont() throws {
        // A clip that ends inside, at and just past the line's ink: cairo decides whether to keep
        // the clip from the glyphs' pixel extents, so such lines take the real font.
        for width in stride(from: 60.0, through: 140.0, by: 0.25) {
            let line = [("Clipped words", Font(family: "DejaVu Sans", size: 18, weight: .semibold))]
            let page = Self.page(line) { context in
                context.clip(to: Rect(x: 0, y: 0, width: width, height: 40))
            }
            let result = try Self.bothWays(page)
            #expect(result.reused == result.plain, "clip width \(width)")
        }
    }

    @Test func transformedTextDrawsInTheRealFont() throws {
        let line = [("Rotated and scaled", Font(family: "DejaVu Sans", size: 15))]
        let page = Self.page(line) { context in
            context.translateBy(x: 100, y: 100)
            context.rotate(by: 0.3)
            context.scaleBy(x: 1.5, y: 1.5)
        }
        let result = try Self.bothWays(page)
        #expect(result.reused == result.plain)
        #expect(result.outcome == .noProxies)
    }

    @Test func aBlendModeTakesTheRealFonts() throws {
        // Set after text was drawn in a proxy: the page's tape is played with the real fonts.
        let layout = TextLayout(plain: "Multiplied", font: Font(family: "DejaVu Sans", size: 15))
        let page = Page(size: Size(width: 200, height: 60)) { context in
            context.draw(layout, at: Point(x: 10, y: 10))
            context.setBlendMode(.multiply)
            context.fill(Rect(x: 5, y: 5, width: 100, height: 30), with: .red)
            context.draw(layout, at: Point(x: 10, y: 30))
        }
        let result = try Self.bothWays(page)
        #expect(result.reused == result.plain)
        #expect(result.outcome == .playedAgain)
        // Set before any text: no proxy is drawn with.
        let before = Self.page([("Multiplied", Font(family: "DejaVu Sans", size: 15))]) { context in
            context.setBlendMode(.multiply)
        }
        let second = try Self.bothWays(before)
        #expect(second.reused == second.plain)
        #expect(second.outcome == .noProxies)
        // Text in a proxy, then a blend mode inside a transparency layer, and a shadow whose shape
        // draws text: the tape plays the layer's and the shape's own tapes.
        let nested = Page(size: Size(width: 200, height: 120)) { context in
            context.draw(layout, at: Point(x: 10, y: 10))
            context.withTransparencyLayer(alpha: 0.5) {
                context.setBlendMode(.screen)
                context.fill(Rect(x: 5, y: 5, width: 100, height: 30), with: .red)
                context.draw(layout, at: Point(x: 12, y: 14))
            }
            context.drawShadow(
                Shadow(offset: Size(width: 2, height: 2), blurRadius: 3),
                covering: Rect(x: 0, y: 40, width: 150, height: 50)
            ) {
                $0.fill(Rect(x: 5, y: 45, width: 40, height: 40), with: .blue)
                $0.draw(layout, at: Point(x: 10, y: 60))
            }
            context.draw(layout, at: Point(x: 10, y: 90))
        }
        let third = try Self.bothWays(nested)
        #expect(third.reused == third.plain)
        #expect(third.outcome == .playedAgain)
    }

    @Test func aFontPangoAlsoDrawsPlaysThePageAgain() throws {
        // An underlined run is Pango's to draw; the same font plain is a proxy's.
        var underlined = AttributedString("Underlined words")
        underlined[VellumAttributes.FontAttribute.self] = Font(family: "DejaVu Sans", size: 15)
        underlined[VellumAttributes.UnderlineStyleAttribute.self] = .single
        let pangoLine = TextLayout(underlined, options: .init(width: 300))
        let plainLine = TextLayout(plain: "Plain words", font: Font(family: "DejaVu Sans", size: 15))
        let page = Page(size: Size(width: 320, height: 80)) { context in
            context.draw(plainLine, at: Point(x: 10, y: 10))
            context.draw(pangoLine, at: Point(x: 10, y: 40))
        }
        let result = try Self.bothWays(page)
        #expect(result.reused == result.plain)
        #expect(result.outcome == .playedAgain)
    }

    @Test func moreGlyphsOfOneFontThanASubsetHoldsPlaysThePageAgain() throws {
        // Latin-1, Greek and Cyrillic letters: over 250 distinct glyphs of DejaVu Sans.
        let scalars =
            (0xC0...0x17F).map { Character(UnicodeScalar($0)!) }
            + (0x391...0x3C9).compactMap { UnicodeScalar($0).map(Character.init) }
            + (0x410...0x44F).map { Character(UnicodeScalar($0)!) }
        let text = String(scalars)
        let page = Self.page(
            [(text, Font(family: "DejaVu Sans", size: 12))], size: Size(width: 420, height: 900))
        let result = try Self.bothWays(page)
        #expect(result.reused == result.plain)
        #expect(result.outcome == .playedAgain)
    }

    @Test func aSpaceAloneAmongNewGlyphsKeepsTheReuse() throws {
        // The second page's only glyph not met before is the space, which has no ink.
        let font = Font(family: "DejaVu Sans Mono", size: 13, weight: .bold)
        let first = try Self.bothWays(Self.page([("Notes", font)]))
        let second = try Self.bothWays(Self.page([("No Notes", font)]))
        #expect(first.reused == first.plain)
        #expect(second.reused == second.plain)
        #expect(second.outcome == .substituted(fonts: 1))
    }

    @Test func slantedFontsUnderRoundedClipsStayTheSame() throws {
        // Italic in a family without an italic face is slanted by its font matrix; a rounded
        // clip is one cairo never drops, so it writes the glyphs' pixel box into the clip.
        for family in ["WenQuanYi Micro Hei", "DejaVu Sans"] {
            for inset in stride(from: 0.0, through: 6.0, by: 0.5) {
                let line = [("Slanted words here", Font(family: family, size: 14, isItalic: true))]
                let page = Self.page(line) { context in
                    context.clip(
                        toRoundedRect: Rect(x: 14 - inset, y: 6 - inset, width: 170 + 2 * inset, height: 30),
                        cornerRadii: CornerRadii(all: 6))
                }
                let result = try Self.bothWays(page)
                #expect(result.reused == result.plain, "\(family), inset \(inset)")
            }
        }
    }

    @Test func linesOfSpacesAndEmptyTextStayTheSame() throws {
        let lines: [(String, Font)] = [
            ("   ", Font(family: "DejaVu Sans", size: 14)), ("", Font(family: "DejaVu Sans", size: 14)),
            ("a   b", Font(family: "DejaVu Sans", size: 14)),
        ]
        let result = try Self.bothWays(Self.page(lines))
        #expect(result.reused == result.plain)
    }

    @Test func manyThreadsWriteTheSameDocuments() throws {
        let size = Size(width: 420, height: 2400)
        let page = Self.page(Self.mixedFonts, size: size)
        let expected = try Document.renderSVG(page, reusingGlyphs: false).data
        let failures = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<3 {
                let page = Self.page(Self.mixedFonts, size: size)
                guard let result = try? Document.renderSVG(page, reusingGlyphs: true),
                    result.data == expected,
                    case .substituted = result.reuse
                else {
                    failures.add(1, ordering: .relaxed)
                    continue
                }
            }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
    }
}

/// The parts of ``SVGGlyphReuse``'s substitution that do not need cairo.
@Suite struct SVGGlyphSymbolsTests {
    @Test func symbolsAndReferencesAreFoundInOrder() {
        let svg = """
            <defs><g>
            <symbol overflow="visible" id="glyph0-0">
            <path style="stroke:none;" d="M 1 2 "/>
            </symbol>
            <symbol overflow="visible" id="glyph12-3">
            <path style="stroke:none;" d=""/>
            </symbol>
            </g></defs>
            <use xlink:href="#glyph12-3" x="1" y="2"/><use xlink:href="#glyph0-0" x="3" y="4"/>
            <use xlink:href="#glyphX-1" x="3" y="4"/>

            """
        let parsed = SVGGlyphSymbols(Array(svg.utf8))
        #expect(parsed.symbols.map { [$0.font, $0.index] } == [[0, 0], [12, 3]])
        #expect(parsed.references.map { [$0.font, $0.index] } == [[12, 3], [0, 0]])
        #expect(parsed.symbols(ofFont: 12)?[3] == Array("<path style=\"stroke:none;\" d=\"\"/>\n".utf8))
        #expect(SVGGlyphSymbols.isPlainOutline(Array("<path style=\"stroke:none;\" d=\"M 1 2 \"/>\n".utf8)))
        #expect(!SVGGlyphSymbols.isPlainOutline(Array("<image id=\"image5\"/>\n".utf8)))
    }

    @Test func patternsAreFoundAtEveryPosition() {
        let pattern = Array("ab#cd".utf8)
        for prefix in 0..<8 {
            for suffix in 0..<3 {
                let bytes =
                    Array(repeating: UInt8(ascii: "#"), count: prefix) + pattern
                    + Array(repeating: UInt8(ascii: "x"), count: suffix)
                #expect(SVGGlyphSymbols.occurrences(of: pattern, anchor: 2, in: bytes) == [prefix])
                #expect(SVGGlyphSymbols.occurrences(of: pattern, anchor: 0, in: bytes) == [prefix])
            }
        }
        #expect(SVGGlyphSymbols.occurrences(of: pattern, anchor: 2, in: Array("ab#c".utf8)).isEmpty)
    }

    @Test func aDocumentWithoutProxiesIsLeftAsItIs() {
        let reuse = SVGGlyphReuse()
        let bytes = Array("<svg><use xlink:href=\"#glyph0-1\"/></svg>".utf8)
        #expect(reuse.substitute(in: bytes) == bytes)
    }
}
