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

    /// The Pango paragraph layouts a fresh engine builds for `body`, and the bytes of text they
    /// hold.
    static func paragraphLayouts(_ body: @escaping @Sendable () -> Void) throws -> (count: Int, bytes: Int) {
        try onNewThread {
            let engine = TextEngine.current
            let before = (engine.paragraphLayoutBuilds, engine.paragraphLayoutBytes)
            body()
            return (engine.paragraphLayoutBuilds - before.0, engine.paragraphLayoutBytes - before.1)
        }.get()
    }

    @Test func aLineLimitLaysOutOnlyTheParagraphsItShows() throws {
        let few = try Markup.styledText(from: Self.markup(paragraphs: 10))
        let many = try Markup.styledText(from: Self.markup(paragraphs: 2_000))
        let fewLayouts = try Self.paragraphLayouts { _ = TextLayout(few, options: Self.threeLines) }.count
        let manyLayouts = try Self.paragraphLayouts { _ = TextLayout(many, options: Self.threeLines) }.count
        // Three paragraphs shown, plus the ellipsis fitting on the last: the same for 10 or 2,000.
        #expect(fewLayouts == manyLayouts)
        #expect(manyLayouts < 20)
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
        let bytes = try Self.paragraphLayouts { _ = TextLayout(text, options: cutOptions) }.bytes
        #expect(bytes < 10_000)
        let pixels = { (layout: TextLayout) in
            try TextTestKit.document(layout, size: Size(width: 200, height: shown.size.height)).image(
                scale: 1)
        }
        // The three lines draw as the first three of the whole paragraph (a page as tall as them).
        #expect(try pixels(shown) == pixels(full))
    }

    /// Markup of one paragraph whose text (tags aside) is exactly `bytes` UTF-8 bytes of styled
    /// words with accents.
    static func paragraph(bytes: Int) -> String {
        var markup = ""
        var length = 0
        var index = 0
        while length < bytes - 16 {
            let word = index % 3 == 0 ? "Müller " : "w\(index) "
            markup += index % 3 == 0 ? "<b>\(word)</b>" : word
            length += word.utf8.count
            index += 1
        }
        return markup + String(repeating: "x", count: bytes - length)
    }

    /// Either side of where prefix layout starts (4 KB) and of its first doubling, in every
    /// break mode, the lines and pixels are those of the whole paragraph laid out.
    @Test(arguments: [4_095, 4_096, 4_097, 8_191, 8_193], LineBreakMode.allCases)
    func prefixLayoutMatchesTheWholeParagraphAtItsCutOffs(bytes: Int, mode: LineBreakMode) throws {
        let text = try Markup.styledText(from: Self.paragraph(bytes: bytes))
        #expect(text.string.utf8.count == bytes)
        let options = TextLayout.Options(width: 90, maximumNumberOfLines: 3, lineBreakMode: mode)
        let (byPrefix, whole) = try onNewThread {
            let engine = TextEngine.current
            let byPrefix = TextLayout(text, options: options)
            let prefixImage = try TextTestKit.document(byPrefix, size: Size(width: 90, height: 80)).image(
                scale: 2)
            engine.laysOutByPrefix = false
            engine.layouts.removeAll()
            engine.largeLayout = nil
            let whole = TextLayout(text, options: options)
            let wholeImage = try TextTestKit.document(whole, size: Size(width: 90, height: 80)).image(
                scale: 2)
            engine.laysOutByPrefix = true
            return (
                (byPrefix.lines, byPrefix.totalLineCount, prefixImage),
                (whole.lines, whole.totalLineCount, wholeImage)
            )
        }.get()
        #expect(byPrefix.0 == whole.0)
        #expect(byPrefix.1 == whole.1)
        #expect(byPrefix.2 == whole.2)
    }

    @Test func styledAndAttributedKeysAreEqualAndHashAlike() throws {
        let source = Self.markup(paragraphs: 5)
        for options in [Self.threeLines, TextLayout.Options(width: 300, userInterfaceStyle: .dark)] {
            let styled = TextLayoutKey(styled: try Markup.styledText(from: source), options: options)
            let attributed = TextLayoutKey(text: try Markup.attributedString(from: source), options: options)
            #expect(styled == attributed && styled.hashValue == attributed.hashValue)
        }
    }

    @Test func theTotalLineCountMayBeAskedOnAnotherThread() throws {
        let text = try Markup.styledText(from: Self.markup(paragraphs: 50))
        let cut = TextLayout(text, options: Self.threeLines)
        let full = TextLayout(text, options: .init(width: 200))
        let counted = try onNewThread { cut.totalLineCount }.get()
        #expect(counted == full.lineCount && cut.totalLineCount == counted)
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
        let again = try Self.paragraphLayouts { _ = copy.totalLineCount }.count
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
