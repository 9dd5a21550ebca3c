import Foundation
import TestSupport
import Testing

@testable import Canvas

private let font = Font.systemFont(ofSize: 16)
private let inter = FontFileMetrics.inter

/// Whether every number of a layout is finite, positive where it must be, and inside the limits.
private func isSane(_ layout: TextLayout, maximumWidth: Double) -> Bool {
    let size = layout.size
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return false }
    guard size.width <= maximumWidth + 0.001 else { return false }
    var y = 0.0
    for line in layout.lines {
        let r = line.rect
        guard r.isFinite, r.width >= 0, r.height > 0, r.minY >= y - 0.001, line.baseline.isFinite else {
            return false
        }
        guard r.maxX <= maximumWidth + 0.001, r.minX >= 0 else { return false }
        y = r.maxY
    }
    return TextTestKit.near(y, size.height, 0.01)
}

@Suite struct TextLimitsTests {
    @Test func textBeyondTheMaximumLengthIsCut() {
        let limits = TextLimits(maximumLength: 10)
        let cut = TextLayout(plain: "Hello world, again", font: font, options: .init(limits: limits))
        #expect(cut.fallbacks == [.cutAtMaximumLength])
        #expect(TextTestKit.near(cut.size.width, TextLayout(plain: "Hello worl", font: font).size.width))
        // Newlines count as characters.
        let lines = TextLayout(
            plain: "a\nb\nc\nd\ne\nf", font: font, options: .init(limits: TextLimits(maximumLength: 5)))
        #expect(lines.lineCount == 3)
        // The default limit: 200,000 characters.
        #expect(TextLimits.default.maximumLength == 200_000)
        let exact = TextLayout(
            plain: String(repeating: "a", count: 10), font: font, options: .init(limits: limits))
        #expect(exact.fallbacks.isEmpty)
    }

    @Test func aHundredThousandCharacterWordWrapsByCharacter() {
        // Pango's word-and-character wrapping takes 52 s on this; character wrapping and items
        // split into short pieces make it linear.
        let word = String(repeating: "x", count: 100_000)
        let layout = TextLayout(plain: word, font: font, options: .init(width: 100))
        #expect(layout.fallbacks.contains(.wrappedLongRunByCharacter))
        let perLine = Int(100 / TextLayout(plain: "x", font: font).size.width)
        let expectedLines = Int((100_000.0 / Double(perLine)).rounded(.up))
        #expect(layout.lineCount == expectedLines)
        #expect(isSane(layout, maximumWidth: 100))
        let lineHeight = TextLayout(plain: "x", font: font).size.height
        #expect(TextTestKit.near(layout.size.height, Double(expectedLines) * lineHeight, 0.01))
    }

    @Test func shortRunsKeepWordWrapping() {
        let limits = TextLimits(maximumUnbreakableRun: 20)
        let short = TextLayout(
            plain: "abcdefghij klmnopqrst", font: font, options: .init(width: 60, limits: limits))
        #expect(!short.fallbacks.contains(.wrappedLongRunByCharacter))
        let long = TextLayout(
            plain: "abcdefghijklmnopqrstuvwxyz and more", font: font,
            options: .init(width: 60, limits: limits))
        #expect(long.fallbacks.contains(.wrappedLongRunByCharacter))
        // CJK text breaks between ideographs, so it is never a long run.
        let cjk = String(repeating: "漢字", count: 30)
        let han = TextLayout(plain: cjk, font: font, options: .init(width: 60, limits: limits))
        #expect(!han.fallbacks.contains(.wrappedLongRunByCharacter))
    }

    @Test func hugeFontSizesAreClampedAndDoNotBreakLaterText() throws {
        let huge = Font.systemFont(ofSize: 60_000)
        #expect(huge.effectiveSize == Font.sizeRange.upperBound)
        let layout = TextLayout(plain: "Big", font: huge)
        #expect(layout.fallbacks.contains(.clampedFontSize))
        #expect(TextTestKit.near(layout.size.height, inter.lineHeight(4096), 0.01))
        // Draw it (mostly off the page), then a 12 pt text in the same thread: it must have ink.
        _ = try TextTestKit.document(layout, size: Size(width: 200, height: 200)).data(format: .png(scale: 1))
        _ = try TextTestKit.document(layout, size: Size(width: 200, height: 200)).data(format: .pdf)
        let small = TextLayout(plain: "Still here", font: .systemFont(ofSize: 12))
        let image = try TextTestKit.document(small, size: Size(width: 100, height: 30), at: Point(x: 4, y: 4))
            .image()
        #expect(TextTestKit.ink(image, in: Rect(x: 0, y: 0, width: 100, height: 30)) > 40)
        // An Inter face at 60,000 pt was never loaded: the engine asked for 4096 pt at most.
        #expect(FontKey(huge).size == 4096 * 64)
    }

    @Test(arguments: [0.0, -5, .nan, .infinity, -.infinity])
    func invalidFontSizesFallBack(size: Double) {
        let layout = TextLayout(plain: "Size", font: .systemFont(ofSize: size))
        #expect(layout.fallbacks.contains(.clampedFontSize))
        #expect(TextTestKit.near(layout.size.height, inter.lineHeight(Font.defaultSize)))
    }

    @Test func aMegabyteParagraphHasSaneExtents() {
        // 1 MB in one paragraph: beyond Pango's integer range (about 2.1 million points) if laid out
        // on one line. Cut at 200,000 characters, and wrapped at 1,000,000 pt.
        let paragraph = String(repeating: "WWWW ", count: 200_000)
        #expect(paragraph.utf8.count == 1_000_000)
        let unbounded = TextLayout(plain: paragraph, font: font)
        #expect(unbounded.fallbacks.contains(.cutAtMaximumLength))
        #expect(unbounded.fallbacks.contains(.wrappedAtMaximumExtent))
        #expect(isSane(unbounded, maximumWidth: TextLimits.default.maximumExtent))
        #expect(unbounded.lineCount > 1)
        let wrapped = TextLayout(plain: paragraph, font: font, options: .init(width: 300))
        #expect(isSane(wrapped, maximumWidth: 300))
        // A "WWWW " group is 5 characters; 200,000 characters are 40,000 groups.
        let perLine = TextLayout(plain: "WWWW WWWW WWWW", font: font, options: .init(width: 300)).lines[0]
        #expect(perLine.rect.width > 0)
        #expect(wrapped.lineCount > 1_000)
    }

    @Test func oneHundredFiftyThousandCharactersWithoutWidth() {
        let text = String(repeating: "W", count: 150_000)
        let unbounded = TextLayout(plain: text, font: font)
        #expect(isSane(unbounded, maximumWidth: TextLimits.default.maximumExtent))
        #expect(unbounded.fallbacks.isSuperset(of: [.wrappedAtMaximumExtent, .wrappedLongRunByCharacter]))
        // The width the characters need, split into lines no wider than the limit.
        let w = TextLayout(plain: "WWWWWWWWWW", font: font).size.width / 10
        let lines = Int((150_000 * w / TextLimits.default.maximumExtent).rounded(.up))
        #expect(unbounded.lineCount == lines)
        // At width 0 each character gets a line of its own (150,000 lines, far taller than
        // Pango's integer range): heights are summed in Swift, so they stay exact.
        let narrow = TextLayout(plain: text, font: font, options: .init(width: 0))
        #expect(narrow.lineCount == 150_000)
        let lineHeight = TextLayout(plain: "W", font: font).size.height
        #expect(TextTestKit.near(lineHeight, inter.lineHeight(16)))
        #expect(TextTestKit.near(narrow.size.height, 150_000 * lineHeight, 0.01))
        #expect(narrow.lines.last!.rect.minY > 2_200_000)
        #expect(narrow.size.width.isFinite && narrow.size.width > 0)
    }

    @Test(arguments: [Double.nan, .infinity, -10, 5_000_000])
    func invalidWidthsAreClamped(width: Double) {
        let layout = TextLayout(plain: "Clamp me", font: font, options: .init(width: width))
        #expect(layout.fallbacks.contains(.clampedWidth))
        #expect(layout.size.width.isFinite && layout.size.height.isFinite)
        #expect(layout.lineCount >= 1)
    }

    @Test func aSmallerExtentLimitWrapsUnboundedText() {
        let limits = TextLimits(maximumExtent: 100)
        let layout = TextLayout(
            plain: "one two three four five six seven", font: font, options: .init(limits: limits))
        #expect(layout.fallbacks.contains(.wrappedAtMaximumExtent))
        #expect(layout.lines.allSatisfy { $0.rect.maxX <= 100 })
        #expect(layout.lineCount > 1)
    }

    @Test func nullCharactersAreReplaced() throws {
        let layout = TextLayout(plain: "Before\u{0}After", font: font)
        #expect(layout.fallbacks == [.replacedNullCharacters])
        // Nothing after the NUL is lost: the line is wider than both words.
        let both = TextLayout(plain: "BeforeAfter", font: font).size.width
        #expect(layout.size.width > both)
        let text = try TextTestKit.pdfText(
            try TextTestKit.document(layout, size: Size(width: 200, height: 40)).data(format: .pdf))
        #expect(text.contains("After"))
        #expect(text.contains("\u{FFFD}"))
    }

    @Test func extremeAttributeValuesStayFinite() {
        var text = AttributedString("Extreme")
        text.font = font
        text.kern = 1e12
        text.baselineOffset = -.infinity
        text.paragraphStyle = ParagraphStyle(
            lineSpacing: 1e300, paragraphSpacing: 1e300, minimumLineHeight: 1e300,
            firstLineHeadIndent: -1e300,
            headIndent: 1e300, tailIndent: -1e300)
        let layout = TextLayout(text, options: .init(width: 300, maximumNumberOfLines: -3))
        #expect(layout.size.width.isFinite && layout.size.height.isFinite)
        #expect(layout.lines.allSatisfy { $0.rect.isFinite && $0.baseline.isFinite })
    }
}
