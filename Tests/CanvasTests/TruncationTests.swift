import Foundation
import TestSupport
import Testing

@testable import Canvas

private let font = Font.systemFont(ofSize: 16)
private let h = FontFileMetrics.inter.lineHeight(16)
private let ellipsis = "\u{2026}"

/// Forty numbered words, so every rendered line says which words it holds.
private let words = (1...40).map { String(format: "w%02d", $0) }.joined(separator: " ")
private let width = 200.0

private func layout(_ text: String, lines: Int, mode: LineBreakMode?, width: Double? = width) -> TextLayout {
    TextLayout(
        plain: text, font: font,
        options: .init(width: width, maximumNumberOfLines: lines, lineBreakMode: mode))
}

@Suite struct TruncationTests {
    static let limits = [1, 2, 3]

    /// The untruncated layout and its rendered lines, for each wrapping mode.
    let wordWrapped = layout(words, lines: 0, mode: .byWordWrapping)
    let charWrapped = layout(words, lines: 0, mode: .byCharWrapping)

    @Test func untruncatedTextHasManyLines() throws {
        #expect(wordWrapped.lineCount > 4)
        #expect(!wordWrapped.isTruncated && !wordWrapped.lines.contains { $0.isTruncated })
        let rendered = try TextTestKit.renderedLines(wordWrapped, width: width)
        #expect(rendered.count == wordWrapped.lineCount)
        #expect(rendered.joined(separator: " ") == words)
        // Character wrapping fills lines further, so it needs no more lines than word wrapping.
        #expect(charWrapped.lineCount <= wordWrapped.lineCount)
    }

    @Test(arguments: LineBreakMode.allCases, limits)
    func commonRules(mode: LineBreakMode, limit: Int) {
        let full = mode == .byCharWrapping ? charWrapped : wordWrapped
        let cut = layout(words, lines: limit, mode: mode)
        #expect(cut.lineCount == limit)
        #expect(cut.totalLineCount == full.lineCount)
        #expect(cut.isTruncated)
        #expect(cut.lines.last?.isTruncated == true)
        #expect(cut.lines.dropLast().allSatisfy { !$0.isTruncated && !$0.isEllipsized })
        #expect(TextTestKit.near(cut.size.height, Double(limit) * h, Double(limit + 1) * TextTestKit.unit))
        // Lines before the last are exactly the untruncated ones.
        #expect(cut.lines.dropLast().map(\.rect) == full.lines.prefix(limit - 1).map(\.rect))
        #expect(cut.lines.allSatisfy { $0.rect.minX >= 0 && $0.rect.maxX <= width + 0.001 })
        #expect(cut.lines.last?.isEllipsized == mode.truncates)
    }

    @Test(arguments: [LineBreakMode.byWordWrapping, .byCharWrapping], limits)
    func wrappingModesShowTheFirstLines(mode: LineBreakMode, limit: Int) throws {
        let full = mode == .byCharWrapping ? charWrapped : wordWrapped
        let cut = layout(words, lines: limit, mode: mode)
        #expect(cut.lines.map(\.rect) == full.lines.prefix(limit).map(\.rect))
        let expected = try TextTestKit.renderedLines(full, width: width).prefix(limit)
        #expect(try TextTestKit.renderedLines(cut, width: width) == Array(expected))
        #expect(try !TextTestKit.renderedLines(cut, width: width).joined().contains(ellipsis))
    }

    @Test(arguments: limits)
    func tailTruncationEndsTheLastLineWithAnEllipsis(limit: Int) throws {
        let full = try TextTestKit.renderedLines(wordWrapped, width: width)
        let rendered = try TextTestKit.renderedLines(
            layout(words, lines: limit, mode: .byTruncatingTail), width: width)
        #expect(rendered.count == limit)
        #expect(Array(rendered.dropLast()) == Array(full.prefix(limit - 1)))
        let last = try #require(rendered.last)
        #expect(last.hasSuffix(ellipsis))
        #expect(last.components(separatedBy: ellipsis).count == 2)
        // It starts where the untruncated line starts and shows more than that line did.
        let firstWord = full[limit - 1].components(separatedBy: " ")[0]
        #expect(last.hasPrefix(firstWord))
        #expect(last.count > full[limit - 1].count)
    }

    @Test(arguments: limits)
    func headTruncationShowsTheTextsEnd(limit: Int) throws {
        // Pango alone, asked for `limit` lines with PANGO_ELLIPSIZE_START, ellipsizes the wrong
        // place; the last line is laid out on its own instead, so it ends with the text's end.
        let full = try TextTestKit.renderedLines(wordWrapped, width: width)
        let cut = layout(words, lines: limit, mode: .byTruncatingHead)
        let rendered = try TextTestKit.renderedLines(cut, width: width)
        #expect(rendered.count == limit)
        #expect(Array(rendered.dropLast()) == Array(full.prefix(limit - 1)))
        let last = try #require(rendered.last)
        #expect(last.hasPrefix(ellipsis))
        #expect(last.hasSuffix("w40"))
        #expect(last.components(separatedBy: ellipsis).count == 2)
        #expect(TextTestKit.near(cut.lines.last!.rect.maxX, width, 20))
    }

    @Test(arguments: limits)
    func middleTruncationKeepsBothEnds(limit: Int) throws {
        let full = try TextTestKit.renderedLines(wordWrapped, width: width)
        let rendered = try TextTestKit.renderedLines(
            layout(words, lines: limit, mode: .byTruncatingMiddle), width: width)
        #expect(rendered.count == limit)
        #expect(Array(rendered.dropLast()) == Array(full.prefix(limit - 1)))
        let last = try #require(rendered.last)
        let parts = last.components(separatedBy: ellipsis)
        #expect(parts.count == 2)
        let firstWord = full[limit - 1].components(separatedBy: " ")[0]
        #expect(parts[0].hasPrefix(firstWord))
        #expect(parts[1].hasSuffix("w40"))
        #expect(!parts[0].isEmpty && !parts[1].isEmpty)
    }

    @Test(arguments: limits)
    func clippingCutsTheLastLineAtTheEdge(limit: Int) throws {
        let cut = layout(words, lines: limit, mode: .byClipping)
        let last = try #require(cut.lines.last)
        #expect(!last.isEllipsized)
        // The clipped line runs to the edge: its box is the whole width.
        #expect(TextTestKit.near(last.rect.width, width, 0.001))
        #expect(TextTestKit.near(cut.size.width, width, 0.001))
        let origin = Point(x: 20, y: 20)
        let image = try TextTestKit.document(cut, size: Size(width: 320, height: 100), at: origin).image(
            scale: 1)
        let band = Rect(x: origin.x, y: origin.y + last.rect.minY, width: width, height: last.rect.height)
        // Ink close to the right edge (glyphs cut there), none beyond it.
        let edge = Rect(x: band.maxX - 12, y: band.minY, width: 12, height: band.height)
        #expect(TextTestKit.ink(image, in: edge) > 0)
        let beyond = Rect(x: band.maxX + 1, y: 0, width: 320 - band.maxX - 1, height: 100)
        #expect(TextTestKit.ink(image, in: beyond) == 0)
        // Word wrapping would have stopped short of the edge on that line.
        let wrapped = wordWrapped.lines[limit - 1]
        #expect(wrapped.rect.maxX < width - 8)
    }

    @Test func limitsCountLinesAcrossParagraphs() throws {
        // Two paragraphs of two lines each; with a limit of 3 the first keeps both lines.
        let paragraph = "alpha bravo charlie delta echo foxtrot"
        let full = layout(paragraph, lines: 0, mode: nil, width: 150)
        try #require(full.lineCount == 2)
        let text = paragraph + "\n" + paragraph
        let cut = layout(text, lines: 3, mode: .byWordWrapping, width: 150)
        #expect(cut.lines.map(\.paragraphIndex) == [0, 0, 1])
        #expect(cut.totalLineCount == 4)
        #expect(cut.lines.last?.isTruncated == true)
        let two = layout(text, lines: 2, mode: .byWordWrapping, width: 150)
        #expect(two.lines.map(\.paragraphIndex) == [0, 0])
        #expect(two.lines.last?.isTruncated == true)
    }

    @Test func tailTruncationMarksHiddenParagraphs() throws {
        // The last visible line fits, but the paragraphs after it are hidden: UIKit shows "B…".
        let cut = layout("A\nB\nC", lines: 2, mode: .byTruncatingTail)
        #expect(try TextTestKit.renderedLines(cut, width: width) == ["A", "B" + ellipsis])
        #expect(cut.lines.last?.isEllipsized == true)
        // Unbounded width too.
        let unbounded = layout("First\nSecond", lines: 1, mode: .byTruncatingTail, width: nil)
        #expect(try TextTestKit.renderedLines(unbounded, width: 200) == ["First" + ellipsis])
    }

    @Test func headTruncationJoinsHiddenParagraphs() throws {
        // Head truncation ends the line with the text's end; paragraphs are joined by spaces.
        let cut = layout("Alpha\nBravo\nCharlie", lines: 2, mode: .byTruncatingHead)
        #expect(try TextTestKit.renderedLines(cut, width: width) == ["Alpha", "Bravo Charlie"])
        #expect(cut.isTruncated && cut.lines.last?.isTruncated == true)
        #expect(cut.lines.last?.isEllipsized == false)
    }

    /// The fuzz finding behind `OutwardSearch` (seed 20261203, case 75337) as behaviour, either
    /// side of the cut-off: a one-line rest of "start", a space and thousands of runs keeps
    /// 2,000 characters either side of a middle ellipsis (the last 2,000 after a head ellipsis)
    /// when it has more than 4,000 and they all fit, with one ellipsis, not two; at exactly 4,000
    /// it shows whole, without one.
    @Test(arguments: [
        (LineBreakMode.byTruncatingMiddle, 2_100, "end", keptAroundMiddle),
        (.byTruncatingHead, 2_100, "end", keptAfterHead),
        (.byTruncatingMiddle, 1_996, "end", keptAroundMiddle),  // 4,001 characters
        (.byTruncatingHead, 1_996, "end", keptAfterHead),
        (.byTruncatingMiddle, 1_995, "ends", "start " + pairs(1_995) + "ends"),  // 4,000
        (.byTruncatingHead, 1_995, "ends", "start " + pairs(1_995) + "ends"),
    ])
    func thousandsOfRunsKeepTwoThousandCharactersBesideOneEllipsis(
        mode: LineBreakMode, pairCount: Int, end: String, kept: String
    ) throws {
        let text = try Markup.attributedString(from: "start\n" + Self.pairs(pairCount) + end)
        let cut = TextLayout(
            text, options: .init(width: 100_000, maximumNumberOfLines: 1, lineBreakMode: mode))
        #expect(cut.lineCount == 1 && cut.totalLineCount == 2)
        #expect(cut.lines[0].isEllipsized == kept.contains(ellipsis))
        let expected = TextLayout(try Markup.attributedString(from: kept)).size.width
        #expect(abs(cut.lines[0].rect.width - expected) < 0.01, "\(cut.lines[0].rect.width) vs \(expected)")
    }

    /// `count` pairs of a bold "a" and a regular "b", as markup.
    static func pairs(_ count: Int) -> String { String(repeating: "<b>a</b>b", count: count) }
    /// "start", a space, 997 pairs, the ellipsis, then the last 2,000 characters of the text.
    static let keptAroundMiddle = "start " + pairs(997) + ellipsis + "b" + pairs(998) + "end"
    /// The ellipsis, then the last 2,000 characters of the text.
    static let keptAfterHead = ellipsis + "b" + pairs(998) + "end"

    @Test func paragraphStyleBreakModeAppliesWithoutAnOverride() throws {
        var text = AttributedString(words)
        text.font = font
        text.paragraphStyle = ParagraphStyle(lineBreakMode: .byTruncatingHead)
        let styled = TextLayout(text, options: .init(width: width, maximumNumberOfLines: 1))
        #expect(try TextTestKit.renderedLines(styled, width: width).first?.hasPrefix(ellipsis) == true)
        // A label's break mode overrides the paragraph's.
        let overridden = TextLayout(
            text, options: .init(width: width, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingTail))
        #expect(try TextTestKit.renderedLines(overridden, width: width).first?.hasSuffix(ellipsis) == true)
    }

    @Test func firstLineIndentAppliesToATruncatedFirstLine() {
        var text = AttributedString(words)
        text.font = font
        text.paragraphStyle = ParagraphStyle(firstLineHeadIndent: 30)
        let cut = TextLayout(
            text, options: .init(width: width, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingTail))
        let line = cut.lines[0]
        #expect(line.rect.minX == 30)
        #expect(line.rect.maxX <= width + 0.001)
        #expect(line.isEllipsized)
    }

    @Test func noTruncationWhenEverythingFits() {
        for mode in LineBreakMode.allCases {
            let fits = layout("w01 w02", lines: 1, mode: mode)
            #expect(!fits.isTruncated)
            #expect(fits.lines.allSatisfy { !$0.isTruncated && !$0.isEllipsized })
            #expect(fits.totalLineCount == 1)
        }
    }
}
