import Fixtures
import Foundation
import Testing

@testable import Canvas

/// Truncated plain text on the fast path against Pango: a line limit cut with an ellipsis (tail,
/// head, middle) or without (word wrapping), on realistic Latin words and a paragraph script of
/// its own, at widths on and beside each line's natural break. The ellipsized line and every
/// candidate measured for it come from shaped words where the text allows; every measurement and
/// every output byte must equal Pango's.
@Suite("Shaped words, truncated")
struct ShapedWordTruncationTests {
    /// Cases of `text` under line limits of 1 to 3 in each break mode.
    static func cases(seed: UInt64, count: Int, text: (inout SplitMix64, Int) -> String) -> [ShapedWordTests
        .Case]
    {
        let modes: [LineBreakMode] = [
            .byTruncatingTail, .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle,
            .byWordWrapping,
        ]
        var random = SplitMix64(seed: seed ^ 0x39)
        return ShapedWordTests.cases(
            seed: seed, count: count, fonts: ShapedWordRealTextTests.fonts, text: text
        )
        .map {
            var item = ShapedWordTests.Case(
                text: $0.text, font: $0.font, color: $0.color, alignment: $0.alignment, width: $0.width,
                lines: 1 + Int(random.next() % 3))
            item.mode = modes[Int(random.next() % UInt64(modes.count))]
            return item
        }
    }

    @Test func truncatedRealisticTextIsExactAndItsEllipsisFast() throws {
        let cases = Self.cases(seed: 41, count: 200) { ShapedWordRealTextTests.latin(&$0, words: $1) }
        let counted = try onNewThread { () -> Int in
            let engine = TextEngine.current
            let before = engine.words.fastSingleLineCount
            for item in cases where item.mode == .byTruncatingTail {
                var style = ParagraphStyle()
                style.lineBreakMode = item.mode
                _ = ShapedWordTests.measure(
                    item.text, font: item.font, color: item.color, style: style, width: item.width,
                    lines: item.lines)
            }
            return engine.words.fastSingleLineCount - before
        }.get()
        let result = try ShapedWordTests.compareWithPango(cases)
        #expect(result.mismatches.isEmpty, "\(result.mismatches.count): \(result.mismatches.prefix(5))")
        // Most tail-truncated texts are plain: their ellipsized lines come from shaped words.
        let tails = cases.filter { $0.mode == .byTruncatingTail && $0.width != nil }.count
        #expect(counted > tails / 2, "\(counted) single lines from shaped words for \(tails) truncated cases")
    }

    @Test func truncatedTextOfOtherScriptsIsExact() throws {
        let cases = Self.cases(seed: 42, count: 120) { ShapedWordRealTextTests.script(&$0, words: $1) }
        let result = try ShapedWordTests.compareWithPango(cases)
        #expect(result.mismatches.isEmpty, "\(result.mismatches.count): \(result.mismatches.prefix(5))")
    }

    @Test func truncatedSoupIsExact() throws {
        let cases = Self.cases(seed: 43, count: 120) { ShapedWordRealTextTests.soupText(&$0, words: $1) }
        let result = try ShapedWordTests.compareWithPango(cases)
        #expect(result.mismatches.isEmpty, "\(result.mismatches.count): \(result.mismatches.prefix(5))")
    }
}
