import Foundation
import TestSupport
import Testing

@testable import Canvas

private let inter = FontFileMetrics.inter
private let body16 = Font.systemFont(ofSize: 16)

private func width(_ string: String, _ font: Font = body16) -> Double {
    TextLayout(plain: string, font: font).size.width
}

@Suite struct TextLayoutTests {
    @Test func interMetricsComeFromTheFontFile() throws {
        // Inter 4.0: unitsPerEm 2816, hhea ascender 2728, descender -680, line gap 0. Every weight
        // shares them, so bold and semibold lines are as tall as regular ones.
        #expect(inter.unitsPerEm == 2816)
        #expect(inter.lineGap == 0)
        let bold = try FontFileMetrics(path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf")
        #expect(bold.ascender == inter.ascender && bold.descender == inter.descender)
        for size in [9.0, 12, 16, 17, 24, 48] {
            for weight in [Font.Weight.regular, .semibold, .bold] {
                let layout = TextLayout(plain: "Hxg", font: .systemFont(ofSize: size, weight: weight))
                #expect(layout.lineCount == 1)
                #expect(TextTestKit.near(layout.size.height, inter.lineHeight(size)), "\(size) \(weight)")
                #expect(TextTestKit.near(layout.firstBaseline, inter.ascent(size)), "\(size) \(weight)")
                #expect(layout.lines[0].rect.minY == 0)
            }
        }
    }

    @Test func dejaVuMetricsComeFromTheFontFile() {
        // DejaVu Sans: unitsPerEm 2048, hhea ascender 1901, descender -483.
        let dejaVu = FontFileMetrics.dejaVu
        #expect(dejaVu.unitsPerEm == 2048)
        let layout = TextLayout(plain: "Hxg", font: Font(family: "DejaVu Sans", size: 16))
        #expect(TextTestKit.near(layout.size.height, dejaVu.lineHeight(16)))
        #expect(TextTestKit.near(layout.firstBaseline, dejaVu.ascent(16)))
    }

    @Test func widthsMatchPango() {
        // pango-view (pango 1.50.12) on this machine:
        //   pango-view -q --font="Inter 16" --dpi=72 --hinting=none --hint-metrics=off \
        //     --subpixel-positions --margin=0 --serialize-to=out.json -o out.png -t "Hello world"
        // reports "width" : 86762 Pango units = 84.7285 pt (its heights are rounded to whole
        // points, 20 for Inter 16, so heights are checked against the font file instead).
        #expect(TextTestKit.near(width("Hello world"), 86762.0 / 1024))
        // The same command with --font="Inter Bold 24" -t "Avengers: Infinity War": 266006 units.
        let title = TextLayout(plain: "Avengers: Infinity War", font: .systemFont(ofSize: 24, weight: .bold))
        #expect(TextTestKit.near(title.size.width, 266006.0 / 1024))
    }

    @Test func wrapsLikePango() throws {
        // pango-view ... --font="Inter 16" --width=343 --wrap=word-char -t "<the description>"
        // breaks after "willing ", "the ", "of " and "the ": 5 lines.
        let description =
            "The Avengers and their allies must be willing to sacrifice all in an attempt to defeat the "
            + "powerful Thanos before his blitz of devastation and ruin puts an end to the universe."
        let layout = TextLayout(plain: description, font: body16, options: .init(width: 343))
        #expect(layout.lineCount == 5)
        #expect(layout.totalLineCount == 5)
        #expect(!layout.isTruncated)
        #expect(TextTestKit.near(layout.size.height, 5 * inter.lineHeight(16), 5 * TextTestKit.unit))
        let lines = try TextTestKit.renderedLines(layout, width: 343)
        #expect(lines.first?.hasSuffix("willing") == true)
        #expect(lines.last == "universe.")
        // Each line's width is that string's own width: wrapping never stretches a line.
        #expect(TextTestKit.near(layout.lines[4].rect.width, width("universe.")))
        #expect(layout.lines.allSatisfy { $0.rect.maxX <= 343 })
    }

    @Test func wrapPointsFollowMeasuredWidths() {
        let word = width("Hello")
        let two = width("Hello Hello")
        let three = width("Hello Hello Hello")
        #expect(three > two && two > 2 * word)
        let text = "Hello Hello Hello"
        let h = inter.lineHeight(16)
        // Trailing spaces at a wrap do not count, so "Hello Hello " fits in two words' width.
        let fits2 = TextLayout(plain: text, font: body16, options: .init(width: two + 0.01))
        #expect(fits2.lineCount == 2)
        #expect(TextTestKit.near(fits2.lines[0].rect.width, two))
        #expect(TextTestKit.near(fits2.size.width, two))
        let fits1 = TextLayout(plain: text, font: body16, options: .init(width: two - 0.01))
        #expect(fits1.lineCount == 3)
        #expect(TextTestKit.near(fits1.size.height, 3 * h))
        for (n, line) in fits1.lines.enumerated() {
            #expect(TextTestKit.near(line.rect.minY, Double(n) * h, Double(n + 1) * TextTestKit.unit))
            #expect(
                TextTestKit.near(
                    line.baseline, Double(n) * h + inter.ascent(16), Double(n + 1) * TextTestKit.unit))
            #expect(line.rect.minX == 0)
            #expect(line.paragraphIndex == 0)
        }
        #expect(TextLayout(plain: text, font: body16, options: .init(width: three + 0.01)).lineCount == 1)
    }

    @Test func naturalSizeHasOneLinePerParagraph() {
        let text = "Short\nA much longer paragraph that would wrap at any small width"
        let layout = TextLayout(plain: text, font: body16)
        #expect(layout.lineCount == 2)
        #expect(layout.options.width == nil)
        #expect(
            TextTestKit.near(
                layout.size.width, width("A much longer paragraph that would wrap at any small width")))
        #expect(TextTestKit.near(layout.size.height, 2 * inter.lineHeight(16)))
        #expect(layout.lines.map(\.paragraphIndex) == [0, 1])
        #expect(layout.fallbacks.isEmpty)
    }

    @Test func baselinesOfFirstAndLastLine() {
        let layout = TextLayout(plain: "One\nTwo\nThree", font: body16, options: .init(width: 200))
        let h = inter.lineHeight(16)
        #expect(TextTestKit.near(layout.firstBaseline, inter.ascent(16)))
        #expect(TextTestKit.near(layout.lastBaseline, 2 * h + inter.ascent(16), 3 * TextTestKit.unit))
        let cut = TextLayout(
            plain: "One\nTwo\nThree", font: body16, options: .init(width: 200, maximumNumberOfLines: 2))
        #expect(TextTestKit.near(cut.lastBaseline, h + inter.ascent(16), 2 * TextTestKit.unit))
    }

    @Test func emptyTextHasNoLines() {
        // UIKit: a UILabel with empty text has an intrinsic size of zero.
        let layout = TextLayout(AttributedString(""), width: 100)
        #expect(layout.lineCount == 0)
        #expect(layout.size == .zero)
        #expect(layout.firstBaseline == nil && layout.lastBaseline == nil)
        #expect(!layout.isTruncated)
        #expect(TextLayout(AttributedString(""), width: nil).size == .zero)
    }

    @Test func trailingNewlinesAndEmptyParagraphs() {
        let h17 = inter.lineHeight(17)
        // "A\n" is one paragraph: the newline ends it and adds no line.
        let one = TextLayout(AttributedString("A\n"), width: 100)
        #expect(one.lineCount == 1)
        #expect(TextTestKit.near(one.size.height, h17))
        // "A\n\n": the second newline ends an empty paragraph, as tall as a line of its font.
        let two = TextLayout(AttributedString("A\n\n"), width: 100)
        #expect(two.lineCount == 2)
        #expect(two.lines.map(\.paragraphIndex) == [0, 1])
        #expect(two.lines[1].rect.width == 0)
        #expect(TextTestKit.near(two.size.height, 2 * h17, 2 * TextTestKit.unit))
        // A lone newline is one empty paragraph.
        #expect(TextLayout(AttributedString("\n"), width: 100).lineCount == 1)
        // CR LF and CR end paragraphs too; U+2028 breaks a line inside its paragraph.
        #expect(
            TextLayout(AttributedString("A\r\nB\rC"), width: 100).lines.map(\.paragraphIndex) == [0, 1, 2])
        let separated = TextLayout(AttributedString("A\u{2028}B"), width: 100)
        #expect(separated.lines.map(\.paragraphIndex) == [0, 0])
        #expect(!separated.fallbacks.contains(.wrappedAtMaximumExtent))
        #expect(TextLayout(AttributedString("A\u{2028}B"), width: nil).lineCount == 2)
    }

    @Test func emptyParagraphTakesItsNewlinesFont() {
        var text = AttributedString("A\n")
        var spacer = AttributedString("\n")
        spacer.font = .systemFont(ofSize: 40)
        text += spacer
        text += AttributedString("B")
        let layout = TextLayout(text, options: .init(width: 200, defaults: TextDefaults(font: body16)))
        #expect(layout.lineCount == 3)
        #expect(TextTestKit.near(layout.lines[1].rect.height, inter.lineHeight(40)))
        #expect(TextTestKit.near(layout.lines[2].rect.minY, inter.lineHeight(16) + inter.lineHeight(40)))
    }

    @Test func mixedSizesShareTheTallestMetrics() {
        var text = AttributedString("small ")
        text.font = .systemFont(ofSize: 12)
        var big = AttributedString("BIG")
        big.font = .systemFont(ofSize: 30)
        text += big
        let layout = TextLayout(text, width: nil)
        #expect(layout.lineCount == 1)
        #expect(TextTestKit.near(layout.size.height, inter.lineHeight(30)))
        #expect(TextTestKit.near(layout.firstBaseline, inter.ascent(30)))
        #expect(
            TextTestKit.near(
                layout.size.width,
                width("small ", .systemFont(ofSize: 12)) + width("BIG", .systemFont(ofSize: 30)), 0.05))
    }

    @Test func kernAddsSpaceBetweenCharacters() {
        var text = AttributedString("Hello")
        text.font = body16
        text.kern = 5
        // Pango's letter spacing goes between characters: 4 gaps in "Hello". (UIKit also adds the
        // kern after the last character; Vellum's lines are one kern narrower.)
        #expect(TextTestKit.near(TextLayout(text, width: nil).size.width, width("Hello") + 4 * 5))
    }

    @Test func baselineOffsetRaisesTheRunAndGrowsTheLine() {
        var text = AttributedString("x")
        text.font = body16
        var raised = AttributedString("2")
        raised.font = body16
        raised.baselineOffset = 5
        text += raised
        let layout = TextLayout(text, width: nil)
        // The raised run's ascent is 5 pt more; the unraised run keeps the line's descent.
        #expect(TextTestKit.near(layout.firstBaseline, inter.ascent(16) + 5))
        #expect(TextTestKit.near(layout.size.height, inter.lineHeight(16) + 5))
    }

    @Test func drawingPutsInkInsideTheLineRects() throws {
        var text = AttributedString("Ink here\nand here")
        text.font = .systemFont(ofSize: 20, weight: .bold)
        text.foregroundColor = .black
        let layout = TextLayout(text, width: 200)
        let origin = Point(x: 10, y: 10)
        let image = try TextTestKit.document(layout, size: Size(width: 220, height: 80), at: origin).image()
        for line in layout.lines {
            let rect = line.rect.offsetBy(dx: origin.x, dy: origin.y)
            #expect(TextTestKit.ink(image, in: rect) > 50)
        }
        let below = Rect(x: 0, y: origin.y + layout.size.height + 2, width: 220, height: 80)
        #expect(TextTestKit.ink(image, in: below) == 0)
        let right = Rect(x: origin.x + layout.size.width + 2, y: 0, width: 220, height: 80)
        #expect(TextTestKit.ink(image, in: right) == 0)
    }

    @Test func foregroundAndBackgroundColoursAreDrawn() throws {
        var text = AttributedString("MMMM")
        text.font = .systemFont(ofSize: 30, weight: .black)
        text.foregroundColor = Color(red: 1, green: 0, blue: 0)
        text.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let layout = TextLayout(text, width: nil)
        let image = try TextTestKit.document(layout, size: Size(width: 120, height: 50)).image()
        var red = 0
        var blue = 0
        for y in 0..<Int(layout.size.height) {
            for x in 0..<Int(layout.size.width) {
                guard let c = image.pixel(x: x, y: y) else { continue }
                if c.red > 0.9 && c.green < 0.1 && c.blue < 0.1 { red += 1 }
                if c.blue > 0.9 && c.red < 0.1 && c.green < 0.1 { blue += 1 }
            }
        }
        #expect(red > 100)
        #expect(blue > 100)
        // Outside the run's box the page stays white.
        #expect(image.pixel(x: Int(layout.size.width) + 3, y: 10) == .white)
    }

    @Test func underlineAndStrikethroughDrawLines() throws {
        func band(_ configure: (inout AttributedString) -> Void) throws -> (under: Int, middle: Int) {
            var text = AttributedString("ooooo")
            text.font = .systemFont(ofSize: 40)
            configure(&text)
            let layout = TextLayout(text, width: nil)
            let image = try TextTestKit.document(layout, size: Size(width: 140, height: 60)).image()
            let baseline = layout.firstBaseline!
            // Below the baseline "o" has almost no ink; an underline fills that band.
            let under = TextTestKit.ink(
                image, in: Rect(x: 0, y: baseline + 2, width: layout.size.width, height: 5))
            // Between the bowls of "o" (x-height middle) a strikethrough crosses the gaps.
            let gaps = (0..<5).map { i in
                Rect(x: layout.size.width * Double(i) / 5 - 1, y: baseline - 14, width: 2, height: 6)
            }
            return (under, gaps.reduce(0) { $0 + TextTestKit.ink(image, in: $1) })
        }
        let plain = try band { _ in }
        let underlined = try band { $0.underlineStyle = .single }
        let struck = try band { $0.strikethroughStyle = .single }
        #expect(underlined.under > plain.under + 40)
        #expect(struck.middle > plain.middle + 4)
    }

    @Test func linksBecomePDFAnnotations() throws {
        var text = AttributedString("Read the ")
        text.font = body16
        var link = AttributedString("manual")
        link.font = body16
        link.link = URL(string: "https://example.com/manual")!
        text += link
        let layout = TextLayout(text, width: 300)
        #expect(layout.links.count == 1)
        let rect = try #require(layout.links.first?.rect)
        #expect(TextTestKit.near(rect.minX, width("Read the "), 0.05))
        #expect(TextTestKit.near(rect.width, width("manual"), 0.05))
        let pdf = try TextTestKit.document(layout, size: Size(width: 320, height: 40)).data(format: .pdf)
        let source = String(decoding: pdf, as: UTF8.self)
        #expect(source.contains("/URI (https://example.com/manual)"))
        // The annotation covers the link's box: PDF coordinates run up from the page's bottom
        // (40 pt high here), and cairo rounds the rectangle outwards to whole points.
        let numbers = try #require(source.firstMatch(of: /\/Rect \[ ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) \]/))
        let pdfRect = [numbers.1, numbers.2, numbers.3, numbers.4].map { Double($0)! }
        let expected = [rect.minX, 40 - rect.maxY, rect.maxX, 40 - rect.minY]
        for (got, want) in zip(pdfRect, expected) {
            #expect(abs(got - want) <= 1, "\(pdfRect) vs \(expected)")
        }
    }
}
