import Fixtures
import Foundation
import Testing

@testable import Canvas

/// Big attributed text (issue 39): a layout with a line limit lays out only what it shows,
/// counts the rest when asked, and styled text lays out as its attributed string does.
@Suite struct BigTextTests {
    /// `count` paragraphs of styled markup, each two runs long.
    static func markup(paragraphs count: Int) -> String {
        (0..<count).map {
            "<b>Paragraph \($0):</b> <span color='#336699'>Müller &amp; Sons, €36,021.37</span>"
        }
        .joined(separator: "\n")
    }

    static let threeLines = TextLayout.Options(width: 200, maximumNumberOfLines: 3)

    /// The Pango paragraph layouts a fresh engine builds for `body`.
    static func paragraphLayouts(_ body: @escaping @Sendable () -> Void) throws -> Int {
        try onNewThread {
            let engine = TextEngine.current
            let before = engine.paragraphLayoutBuilds
            body()
            return engine.paragraphLayoutBuilds - before
        }.get()
    }

    @Test func aLineLimitLaysOutOnlyTheParagraphsItShows() throws {
        let few = try Markup.styledText(from: Self.markup(paragraphs: 10))
        let many = try Markup.styledText(from: Self.markup(paragraphs: 2_000))
        let fewLayouts = try Self.paragraphLayouts { _ = TextLayout(few, options: Self.threeLines) }
        let manyLayouts = try Self.paragraphLayouts { _ = TextLayout(many, options: Self.threeLines) }
        // Three paragraphs shown, plus the ellipsis fitting on the last: the same for 10 or 2,000.
        #expect(fewLayouts == manyLayouts)
        #expect(manyLayouts < 20)
    }

    /// The bytes of text a fresh engine's Pango layouts hold for `body`.
    static func paragraphLayoutBytes(_ body: @escaping @Sendable () -> Void) throws -> Int {
        try onNewThread {
            let engine = TextEngine.current
            let before = engine.paragraphLayoutBytes
            body()
            return engine.paragraphLayoutBytes - before
        }.get()
    }

    @Test(arguments: [TextAlignment.natural, .justified])
    func aLongParagraphIsLaidOutOnlyAsFarAsItsShownLines(alignment: TextAlignment) throws {
        // One paragraph of about 200 KB in styled runs.
        let words = (0..<20_000).map { "<b>w\($0)</b> Müller" }.joined(separator: " ")
        let text = try Markup.styledText(from: words)
        var options = TextLayout.Options(width: 200)
        options.defaults.paragraphStyle = ParagraphStyle(alignment: alignment)
        let full = TextLayout(text, options: options)
        var cut = options
        cut.maximumNumberOfLines = 3
        cut.lineBreakMode = .byWordWrapping
        let shown = TextLayout(text, options: cut)
        #expect(shown.lineCount == 3 && shown.isTruncated)
        #expect(shown.lines.map(\.rect) == full.lines.prefix(3).map(\.rect))
        #expect(shown.totalLineCount == full.lineCount)
        let cutOptions = cut
        let bytes = try Self.paragraphLayoutBytes { _ = TextLayout(text, options: cutOptions) }
        #expect(bytes < 10_000)
        let pixels = { (layout: TextLayout) in
            try TextTestKit.document(layout, size: Size(width: 200, height: shown.size.height)).image(
                scale: 1)
        }
        // The three lines draw as the first three of the whole paragraph (a page as tall as them).
        #expect(try pixels(shown) == pixels(full))
    }

    @Test func theTotalLineCountIsCountedWhenAsked() throws {
        let text = try Markup.styledText(from: Self.markup(paragraphs: 300))
        let full = TextLayout(text, options: .init(width: 200))
        let cut = TextLayout(text, options: Self.threeLines)
        #expect(cut.lineCount == 3 && cut.isTruncated && cut.lines.last?.isTruncated == true)
        #expect(full.lineCount > 300)
        #expect(cut.totalLineCount == full.lineCount)
        // Asked again (and on a copy), the count is kept, not redone.
        let copy = cut
        let again = try Self.paragraphLayouts { _ = copy.totalLineCount }
        #expect(again == 0)
        // Lines before the last are the untruncated ones.
        #expect(cut.lines.dropLast().map(\.rect) == full.lines.prefix(2).map(\.rect))
    }

    @Test(arguments: [1, 2, 3, 4])
    func aLimitReachedExactlyAtAParagraphsEnd(limit: Int) throws {
        // One-line paragraphs: the limit falls between paragraphs.
        let text = try Markup.styledText(from: "<b>a</b>\nb\n<i>c</i>")
        let layout = TextLayout(
            text, options: .init(width: 200, maximumNumberOfLines: limit, lineBreakMode: .byTruncatingTail))
        #expect(layout.lineCount == min(limit, 3))
        #expect(layout.isTruncated == (limit < 3))
        #expect(layout.totalLineCount == 3)
        #expect(layout.lines.last?.isEllipsized == (limit < 3))
    }

    @Test func styledTextLaysOutAsItsAttributedString() throws {
        var generator = BigMarkup(seed: 7)
        let shape = BigMarkup.Shape(
            paragraphs: 40, runsPerParagraph: 1...5, wordsPerRun: 1...3, sizes: 8...30, spanPercent: 50)
        for _ in 0..<5 {
            let source = generator.markup(shape)
            let styled = try Markup.styledText(from: source)
            let attributed = try Markup.attributedString(from: source)
            #expect(styled.attributedString == attributed)
            #expect(styled.string == String(attributed.characters))
            #expect(styled.runCount == attributed.runs.count)
            for options in [Self.threeLines, TextLayout.Options(width: 200), TextLayout.Options()] {
                let a = TextLayout(styled, options: options)
                let b = TextLayout(attributed, options: options)
                #expect(a.lines == b.lines && a.size == b.size && a.fallbacks == b.fallbacks)
                #expect(a.totalLineCount == b.totalLineCount)
            }
        }
    }

    @Test func styledTextDrawsAsItsAttributedString() throws {
        let source = Self.markup(paragraphs: 6)
        let styled = TextLayout(try Markup.styledText(from: source), options: Self.threeLines)
        let attributed = TextLayout(try Markup.attributedString(from: source), options: Self.threeLines)
        let size = Size(width: 200, height: styled.size.height)
        let a = try TextTestKit.document(styled, size: size).image(scale: 2)
        let b = try TextTestKit.document(attributed, size: size).image(scale: 2)
        #expect(a == b)
        #expect(TextTestKit.ink(a, in: Rect(x: 0, y: 0, width: 200, height: size.height)) > 100)
    }

    @Test func emptyStyledText() throws {
        let empty = try Markup.styledText(from: "")
        #expect(empty.isEmpty && empty.runCount == 0 && empty.string.isEmpty)
        let layout = TextLayout(empty, options: Self.threeLines)
        #expect(layout.lineCount == 0 && layout.size == .zero && layout.totalLineCount == 0)
    }
}
