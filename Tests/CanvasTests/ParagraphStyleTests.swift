import Foundation
import TestSupport
import Testing

@testable import Canvas

private let font = Font.systemFont(ofSize: 16)
private let h = FontFileMetrics.inter.lineHeight(16)
private let ascent = FontFileMetrics.inter.ascent(16)
private let descent = FontFileMetrics.inter.descent(16)
private let unit = TextTestKit.unit

/// Ten words that wrap to several lines at 200 pt.
private let words = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima"

private func styled(_ string: String, _ style: ParagraphStyle) -> AttributedString {
    var text = AttributedString(string)
    text.font = font
    text.paragraphStyle = style
    return text
}

private func layout(_ string: String, _ style: ParagraphStyle, width: Double? = 200) -> TextLayout {
    TextLayout(styled(string, style), width: width)
}

private func near(_ a: Double?, _ b: Double, lines: Int = 1) -> Bool {
    TextTestKit.near(a, b, Double(lines + 1) * unit)
}

@Suite struct ParagraphStyleTests {
    /// The plain layout every property is compared with.
    let plain = layout(words, ParagraphStyle())

    @Test func plainLinesStackAtTheirNaturalHeight() {
        #expect(plain.lineCount >= 3)
        for (n, line) in plain.lines.enumerated() {
            #expect(near(line.rect.minY, Double(n) * h, lines: n))
            #expect(near(line.rect.height, h))
        }
        #expect(near(plain.size.height, Double(plain.lineCount) * h, lines: plain.lineCount))
    }

    @Test func lineSpacingSeparatesLines() {
        let spaced = layout(words, ParagraphStyle(lineSpacing: 4))
        let n = plain.lineCount
        #expect(spaced.lineCount == n)
        for (i, line) in spaced.lines.enumerated() {
            #expect(near(line.rect.minY, Double(i) * (h + 4), lines: i))
            #expect(near(line.rect.height, h))
            #expect(near(line.baseline, Double(i) * (h + 4) + ascent, lines: i))
        }
        // Spacing goes between lines, not after the last one.
        #expect(near(spaced.size.height, Double(n) * h + Double(n - 1) * 4, lines: n))
        // It also separates a paragraph's last line from the next paragraph.
        let two = layout("one\ntwo", ParagraphStyle(lineSpacing: 4))
        #expect(near(two.lines[1].rect.minY, h + 4))
    }

    @Test func paragraphSpacingFollowsParagraphs() {
        let text = layout("first\nsecond\nthird", ParagraphStyle(paragraphSpacing: 10))
        #expect(near(text.lines[1].rect.minY, h + 10))
        #expect(near(text.lines[2].rect.minY, 2 * h + 20, lines: 2))
        // Not after the text's last paragraph.
        #expect(near(text.size.height, 3 * h + 20, lines: 3))
        // Not between lines of one paragraph.
        let wrapped = layout(words, ParagraphStyle(paragraphSpacing: 10))
        #expect(near(wrapped.size.height, plain.size.height, lines: plain.lineCount))
    }

    @Test func paragraphSpacingBeforePrecedesParagraphs() {
        let text = layout("first\nsecond", ParagraphStyle(paragraphSpacingBefore: 6))
        // Not before the text's first paragraph.
        #expect(text.lines[0].rect.minY == 0)
        #expect(near(text.lines[1].rect.minY, h + 6))
        #expect(near(text.size.height, 2 * h + 6, lines: 2))
        // Both spacings add up between paragraphs.
        let both = layout("first\nsecond", ParagraphStyle(paragraphSpacing: 10, paragraphSpacingBefore: 6))
        #expect(near(both.lines[1].rect.minY, h + 16))
    }

    @Test func minimumLineHeightRaisesShortLines() {
        let tall = layout(words, ParagraphStyle(minimumLineHeight: 30))
        for (i, line) in tall.lines.enumerated() {
            #expect(near(line.rect.minY, Double(i) * 30, lines: i))
            #expect(line.rect.height == 30)
            // The extra height goes above the text: the baseline stays one descent above the bottom.
            #expect(near(line.baseline, Double(i + 1) * 30 - descent, lines: i))
        }
        // A minimum below the natural height changes nothing.
        #expect(
            near(layout(words, ParagraphStyle(minimumLineHeight: 5)).size.height, plain.size.height, lines: 4)
        )
    }

    @Test func maximumLineHeightLowersTallLines() {
        let short = layout(words, ParagraphStyle(maximumLineHeight: 10))
        for (i, line) in short.lines.enumerated() {
            #expect(line.rect.height == 10)
            #expect(near(line.rect.minY, Double(i) * 10, lines: i))
            #expect(near(line.baseline, Double(i + 1) * 10 - descent, lines: i))
        }
        #expect(near(short.size.height, Double(plain.lineCount) * 10))
    }

    @Test func equalMinimumAndMaximumFixTheHeight() {
        let style = ParagraphStyle(minimumLineHeight: 8, maximumLineHeight: 8)
        #expect(layout("\n", style).size.height == 8)
        #expect(layout("Text", style).size.height == 8)
        let big = TextLayout(styled("Big", style).settingFont(.systemFont(ofSize: 60)), width: nil)
        #expect(big.size.height == 8)
        #expect(style.lineHeight(natural: 123) == 8)
    }

    @Test func lineHeightMultipleScalesTheNaturalHeight() {
        let scaled = layout(words, ParagraphStyle(lineHeightMultiple: 1.5))
        for (i, line) in scaled.lines.enumerated() {
            #expect(near(line.rect.height, 1.5 * h))
            #expect(near(line.rect.minY, Double(i) * 1.5 * h, lines: 2 * i))
            #expect(near(line.baseline, Double(i + 1) * 1.5 * h - descent, lines: 2 * i + 1))
        }
        // The multiple applies before the minimum and maximum.
        let capped = layout(words, ParagraphStyle(maximumLineHeight: 20, lineHeightMultiple: 1.5))
        #expect(capped.lines.allSatisfy { $0.rect.height == 20 })
    }

    @Test func firstLineHeadIndentIndentsTheFirstLine() {
        let indented = layout(words, ParagraphStyle(firstLineHeadIndent: 20))
        #expect(indented.lines[0].rect.minX == 20)
        #expect(indented.lines.dropFirst().allSatisfy { $0.rect.minX == 0 })
        #expect(indented.lines.allSatisfy { $0.rect.maxX <= 200 })
        // The first line has 20 pt less room, so it holds no wider text than before.
        #expect(indented.lines[0].rect.width <= plain.lines[0].rect.width)
    }

    @Test func headIndentIndentsTheOtherLines() {
        let hanging = layout(words, ParagraphStyle(headIndent: 15))
        #expect(hanging.lines[0].rect.minX == 0)
        #expect(hanging.lines.dropFirst().allSatisfy { $0.rect.minX == 15 })
        #expect(hanging.lines.allSatisfy { $0.rect.maxX <= 200 })
        // Both indents: each line starts at its own.
        let both = layout(words, ParagraphStyle(firstLineHeadIndent: 30, headIndent: 10))
        #expect(both.lines[0].rect.minX == 30)
        #expect(both.lines.dropFirst().allSatisfy { $0.rect.minX == 10 })
        // The size includes the indent of the widest line.
        let widest = both.lines.map(\.rect.maxX).max()!
        #expect(both.size.width == widest)
    }

    @Test func tailIndentNarrowsLines() {
        let inset = layout(words, ParagraphStyle(tailIndent: -60))
        #expect(inset.lines.allSatisfy { $0.rect.maxX <= 140 })
        #expect(inset.lineCount > plain.lineCount)
        // Positive: the line's end measured from the leading edge.
        let fixed = layout(words, ParagraphStyle(tailIndent: 140))
        #expect(fixed.lines.map(\.rect) == inset.lines.map(\.rect))
        // Lines sized for the inset text fit exactly when laid out again at the reported size.
        let again = layout(words, ParagraphStyle(tailIndent: -60), width: inset.size.width)
        #expect(again.lineCount == inset.lineCount)
    }

    @Test func alignmentPlacesLinesInTheWidth() {
        let w = TextLayout(plain: "Short", font: font).size.width
        func x(_ alignment: TextAlignment) -> Double {
            layout("Short", ParagraphStyle(alignment: alignment), width: 300).lines[0].rect.minX
        }
        #expect(x(.left) == 0)
        #expect(x(.natural) == 0)
        #expect(TextTestKit.near(x(.right), 300 - w))
        #expect(TextTestKit.near(x(.center), (300 - w) / 2))
        // The size is the text's need, wherever alignment puts it.
        #expect(
            TextTestKit.near(layout("Short", ParagraphStyle(alignment: .right), width: 300).size.width, w))
        // Alignment applies inside the indents.
        let indented = layout(
            "Short", ParagraphStyle(alignment: .right, headIndent: 10, tailIndent: -20), width: 300)
        #expect(TextTestKit.near(indented.lines[0].rect.maxX, 280))
        let centred = layout("Short", ParagraphStyle(alignment: .center, firstLineHeadIndent: 40), width: 300)
        #expect(TextTestKit.near(centred.lines[0].rect.midX, 40 + (300 - 40) / 2))
    }

    @Test func justifiedLinesFillTheWidthExceptTheLast() {
        let justified = layout(words, ParagraphStyle(alignment: .justified))
        #expect(justified.lineCount == plain.lineCount)
        for line in justified.lines.dropLast() {
            #expect(line.rect.minX == 0)
            #expect(TextTestKit.near(line.rect.width, 200, 0.01))
        }
        let last = justified.lines.last!
        #expect(TextTestKit.near(last.rect.width, plain.lines.last!.rect.width))
        #expect(last.rect.minX == 0)
        // Without a width nothing is stretched.
        let unbounded = layout(words, ParagraphStyle(alignment: .justified), width: nil)
        #expect(unbounded.size == layout(words, ParagraphStyle(), width: nil).size)
    }

    @Test func baseWritingDirectionDecidesNaturalAlignment() {
        let rtl = layout("Latin text", ParagraphStyle(baseWritingDirection: .rightToLeft), width: 300)
        #expect(TextTestKit.near(rtl.lines[0].rect.maxX, 300))
        let ltr = layout("Latin text", ParagraphStyle(baseWritingDirection: .leftToRight), width: 300)
        #expect(ltr.lines[0].rect.minX == 0)
        // Explicit left and right are absolute.
        let left = layout(
            "Latin text", ParagraphStyle(alignment: .left, baseWritingDirection: .rightToLeft), width: 300)
        #expect(left.lines[0].rect.minX == 0)
        // Indents are measured from the leading edge, the right for right-to-left text.
        let indented = layout(
            words, ParagraphStyle(firstLineHeadIndent: 25, headIndent: 10, baseWritingDirection: .rightToLeft)
        )
        #expect(TextTestKit.near(indented.lines[0].rect.maxX, 175))
        #expect(indented.lines.dropFirst().allSatisfy { TextTestKit.near($0.rect.maxX, 190) })
    }

    @Test func paragraphsKeepTheirOwnStyles() {
        var text = styled("centred\n", ParagraphStyle(alignment: .center, paragraphSpacing: 5))
        text += styled("right", ParagraphStyle(alignment: .right))
        let laid = TextLayout(text, width: 300)
        #expect(TextTestKit.near(laid.lines[0].rect.midX, 150))
        #expect(TextTestKit.near(laid.lines[1].rect.maxX, 300))
        #expect(near(laid.lines[1].rect.minY, h + 5))
    }

    @Test func aParagraphsStyleIsItsFirstCharacters() {
        // TextKit reads a paragraph's style at its first character; later runs do not change it.
        var text = styled("abc ", ParagraphStyle(alignment: .right))
        text += styled("def", ParagraphStyle(alignment: .left))
        #expect(TextTestKit.near(TextLayout(text, width: 300).lines[0].rect.maxX, 300))
    }

    @Test func defaultsStyleParagraphsWithoutOne() {
        let defaults = TextDefaults(font: font, paragraphStyle: ParagraphStyle(alignment: .center))
        let laid = TextLayout(AttributedString("Short"), options: .init(width: 300, defaults: defaults))
        #expect(TextTestKit.near(laid.lines[0].rect.midX, 150))
    }

    @Test func nonFiniteValuesAreIgnored() {
        let style = ParagraphStyle(
            lineSpacing: .nan, paragraphSpacing: .infinity, minimumLineHeight: .nan,
            maximumLineHeight: -.infinity,
            lineHeightMultiple: .nan, firstLineHeadIndent: .nan, headIndent: .infinity)
        let laid = layout("one\ntwo", style)
        #expect(laid.size.height.isFinite && laid.size.width.isFinite)
        #expect(near(laid.size.height, 2 * h, lines: 2))
        // Negative spacing is treated as none.
        #expect(near(layout("one\ntwo", ParagraphStyle(lineSpacing: -50)).size.height, 2 * h, lines: 2))
    }
}

extension AttributedString {
    fileprivate func settingFont(_ font: Font) -> AttributedString {
        var copy = self
        copy.font = font
        return copy
    }
}
