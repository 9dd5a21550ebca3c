import Fixtures
import Foundation
import Synchronization
import Testing

@testable import Canvas

/// Fonts of sizes Pango never loaded (``FontSizeDerivation``) against Pango loading each size:
/// texts in many distinct sizes (fractions of a point, tiny and huge, every font of the shaped-word
/// tests with weights, italics and monospaced digits), in Latin, Greek, Cyrillic and CJK, wrapped
/// and truncated, must measure and draw byte for byte as Pango lays them out, and most sizes after
/// a font's first must be derived rather than loaded, with words and joins taken from other sizes.
@Suite("Font sizes derived")
struct FontSizeDerivationTests {
    /// Cases of distinct sizes: each font at a size drawn from 4 to 120 pt in steps of 1/64 pt
    /// or 0.01 pt, with a text of realistic words or another script.
    static func cases(seed: UInt64, count: Int) -> [ShapedWordTests.Case] {
        var random = SplitMix64(seed: seed)
        let fonts = ShapedWordRealTextTests.fonts
        let modes: [LineBreakMode] = [.byWordWrapping, .byTruncatingTail]
        return (0..<count).map { index in
            let base = fonts[Int(random.next() % UInt64(fonts.count))]
            let size =
                random.next() % 2 == 0
                ? 4 + Double(random.next() % (116 * 64)) / 64 : 4 + Double(random.next() % 11_600) / 100
            let font = base.withSize(size)
            let text =
                index % 3 == 2
                ? ShapedWordRealTextTests.script(&random, words: 1 + Int(random.next() % 12))
                : ShapedWordRealTextTests.latin(&random, words: 1 + Int(random.next() % 12))
            let natural = TextLayout(plain: text, font: font).size.width
            let widths: [Double?] = [nil, natural, max(4, natural * Double(20 + random.next() % 80) / 100)]
            var item = ShapedWordTests.Case(
                text: text, font: font, color: .black, alignment: .natural,
                width: widths[Int(random.next() % 3)], lines: Int(random.next() % 3))
            item.mode = modes[Int(random.next() % 2)]
            return item
        }
    }

    @Test func derivedSizesMeasureAndDrawExactlyAsPangoLoadsThem() throws {
        let cases = Self.cases(seed: 39, count: 300)
        let (derived, reused) = try onNewThread { () -> (Int, Int) in
            let engine = TextEngine.current
            // A store of its own: words other tests recorded in the shared one are not shaped here.
            engine.words.sharedShapes = SharedWordShapes(capacity: 8_192)
            defer { engine.words.sharedShapes = .shared }
            let before = engine.words.derivedCount
            let reusedBefore = engine.words.crossSizeUses
            for item in cases {
                var style = ParagraphStyle()
                style.lineBreakMode = item.mode
                _ = ShapedWordTests.measure(
                    item.text, font: item.font, color: item.color, style: style, width: item.width,
                    lines: item.lines)
            }
            return (engine.words.derivedCount - before, engine.words.crossSizeUses - reusedBefore)
        }.get()
        let result = try ShapedWordTests.compareWithPango(cases)
        #expect(result.mismatches.isEmpty, "\(result.mismatches.count): \(result.mismatches.prefix(5))")
        // Each font's first size (in each script) is loaded by Pango; the other sizes are derived.
        #expect(derived > cases.count / 2, "\(derived) of \(cases.count) sizes derived")
        // Words and joins found to shape apart at one size are taken at the others (CrossSizeFacts).
        #expect(reused > cases.count, "\(reused) words and joins taken from other sizes")
    }

    /// A derived size's font, extent and shaping are what Pango gives when it loads the size:
    /// the line height and every glyph advance of one word at 1,000 sizes between 6 and 26 pt.
    @Test func aThousandSizesMatchPangosOwnFonts() throws {
        let sizes = (0..<1_000).map { 6 + Double($0) * 0.02 }
        func measure(fast: Bool) throws -> [TextLayout] {
            try onNewThread { () -> [TextLayout] in
                TextEngine.current.shapesWordsOnce = fast
                return sizes.map {
                    TextLayout(plain: "Müller & Sons, €36,021.37", font: .systemFont(ofSize: $0))
                }
            }.get()
        }
        let derived = try measure(fast: true)
        let loaded = try measure(fast: false)
        let differing = zip(sizes, zip(derived, loaded)).filter {
            $1.0.size != $1.1.size || $1.0.lines != $1.1.lines
        }
        #expect(
            differing.isEmpty,
            "\(differing.count) sizes differ, first \(differing.first.map { "\($0.0)" } ?? "")")
    }

    /// Sizes derived on four threads at once, each thread meeting the sizes in its own order (so
    /// each derives from a different first size and shares words across sizes differently), draw
    /// the same bytes as one thread that meets them in order.
    @Test func derivedSizesDrawAlikeOnFourThreadsInAnyOrder() throws {
        let cases = Self.cases(seed: 7, count: 48)
        @Sendable func draw(_ order: [Int]) -> [Int: [Data]] {
            var result: [Int: [Data]] = [:]
            for index in order {
                let item = cases[index]
                var style = ParagraphStyle()
                style.lineBreakMode = item.mode
                result[index] =
                    ShapedWordTests.measure(
                        item.text, font: item.font, color: item.color, style: style, width: item.width,
                        lines: item.lines
                    ).1
            }
            return result
        }
        let reference = try onNewThread { draw(Array(cases.indices)) }.get()
        let results = Mutex<[[Int: [Data]]]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var random = SplitMix64(seed: UInt64(thread + 1))
            let order = thread == 0 ? Array(cases.indices.reversed()) : cases.indices.shuffled(using: &random)
            let drawn = (try? onNewThread { draw(order) }.get()) ?? [:]
            results.withLock { $0.append(drawn) }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 4)
        for drawn in all {
            let differing = cases.indices.filter { drawn[$0] != reference[$0] }
            #expect(
                differing.isEmpty,
                "\(differing.count) cases differ, first \(differing.first.map { "\(cases[$0])" } ?? "")")
        }
    }
}
