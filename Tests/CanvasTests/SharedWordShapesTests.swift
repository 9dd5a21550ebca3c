import Fixtures
import Foundation
import Testing

@testable import Canvas

/// Words shaped by one thread's engine and taken by another's (``SharedWordShapes``): an engine
/// that meets a word another engine shaped shapes nothing itself, and measures and draws exactly
/// as Pango does; the store stays within its bounds, keeps configurations apart, and holds under
/// threads that fill and read it at once. Each test gives its engines a store of its own, so no
/// other test empties it while the test counts.
@Suite("Shared word shapes")
struct SharedWordShapesTests {
    /// What one thread measured and drew, and how many words its engine missed and shaped.
    struct Run {
        let missed: Int
        let shaped: Int
        /// Texts laid out on the fast path.
        let fast: Int
        let sizes: [Size]
        let outputs: [[Data]]
    }

    static let font = Font.systemFont(ofSize: 13)

    /// Texts of twelve words of 1–10 letters: words the store admits, on the fast path.
    static func texts(seed: UInt64, count: Int) -> [String] {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            (0..<12).map { _ in
                String(
                    (0...(random.next() % 10)).map { _ in letters[Int(random.next() % UInt64(letters.count))]
                    })
            }.joined(separator: " ")
        }
    }

    /// `items` from index `shift` on, then the ones before it.
    static func rotated<T>(_ items: [T], by shift: Int) -> [T] { Array(items[shift...] + items[..<shift]) }

    /// Lays `texts` out at 150 pt in ``font`` and draws them in all three formats on this
    /// thread's engine with `store` (the fast path on or off), then gives the engine back its
    /// usual store.
    static func run(_ texts: [String], store: SharedWordShapes, fast: Bool = true) -> Run {
        run(texts.map { ($0, font) }, store: store, fast: fast)
    }

    /// ``run(_:store:fast:)`` for texts each in a font of its own.
    static func run(_ cases: [(text: String, font: Font)], store: SharedWordShapes, fast: Bool = true) -> Run
    {
        let engine = TextEngine.current
        engine.words.sharedShapes = store
        engine.shapesWordsOnce = fast
        defer {
            engine.shapesWordsOnce = true
            engine.words.sharedShapes = .shared
        }
        let missed = engine.words.shapedCount
        let shaped = engine.words.pangoShapedCount
        let fastLayouts = engine.words.fastLayoutCount
        var sizes: [Size] = []
        var outputs: [[Data]] = []
        for (text, font) in cases {
            let (layout, data) = ShapedWordTests.measure(
                text, font: font, color: .label, style: ParagraphStyle(), width: 150, lines: 0)
            sizes.append(layout.size)
            outputs.append(data)
        }
        return Run(
            missed: engine.words.shapedCount - missed, shaped: engine.words.pangoShapedCount - shaped,
            fast: engine.words.fastLayoutCount - fastLayouts, sizes: sizes, outputs: outputs)
    }

    @Test func anEngineTakesTheWordsAnotherEngineShaped() throws {
        let store = SharedWordShapes(capacity: 8_192)
        let texts = Self.texts(seed: 41, count: 30)
        let first = try onNewThread { Self.run(texts, store: store) }.get()
        let second = try onNewThread { Self.run(texts, store: store) }.get()
        let pango = try onNewThread { Self.run(texts, store: SharedWordShapes(capacity: 8_192), fast: false) }
            .get()
        #expect(first.shaped > 100, "the first engine shaped the words (\(first.shaped))")
        #expect(second.missed > 100, "the second engine had none of them (\(second.missed))")
        #expect(second.shaped == 0, "and shaped none of them itself (\(second.shaped))")
        #expect(first.fast == texts.count && second.fast == texts.count, "\(first.fast), \(second.fast)")
        #expect(first.sizes == pango.sizes && first.outputs == pango.outputs)
        #expect(second.sizes == pango.sizes && second.outputs == pango.outputs)
    }

    /// A store smaller than the words of the texts starts over when full and never holds more than
    /// its capacity; engines that read it after it did measure and draw as before.
    @Test func theStoreStaysWithinItsCapacity() throws {
        let store = SharedWordShapes(capacity: 16)
        let texts = Self.texts(seed: 42, count: 12)
        let bounded = try onNewThread { () -> (peak: (words: Int, joins: Int), run: Run) in
            var peak = (words: 0, joins: 0)
            var sizes: [Size] = []
            var outputs: [[Data]] = []
            for text in texts {
                let run = Self.run([text], store: store)
                sizes += run.sizes
                outputs += run.outputs
                let counts = store.counts
                peak = (max(peak.words, counts.words), max(peak.joins, counts.joins))
            }
            return (peak, Run(missed: 0, shaped: 0, fast: 0, sizes: sizes, outputs: outputs))
        }.get()
        let again = try onNewThread { Self.run(texts, store: store) }.get()
        let pango = try onNewThread { Self.run(texts, store: SharedWordShapes(capacity: 16), fast: false) }
            .get()
        let counts = store.counts
        #expect(bounded.peak.words <= 16 && bounded.peak.joins <= 16, "\(bounded.peak)")
        #expect(counts.wordsEmptied >= 2 && counts.joinsEmptied >= 2, "\(counts)")
        #expect(bounded.run.sizes == pango.sizes && bounded.run.outputs == pango.outputs)
        #expect(again.sizes == pango.sizes && again.outputs == pango.outputs)
    }

    /// Words with digits (amounts, dates, numbers) are not kept: another engine shapes them
    /// itself, and the store holds only the other words and the joins.
    @Test func wordsWithDigitsAreNotKept() throws {
        let store = SharedWordShapes(capacity: 8_192)
        let texts = ["Total $1,234.56 due 2026", "invoice 000123 paid", "alpha bravo 7 charlie"]
        let first = try onNewThread { Self.run(texts, store: store) }.get()
        let kept = store.counts
        let second = try onNewThread { Self.run(texts, store: store) }.get()
        let pango = try onNewThread { Self.run(texts, store: SharedWordShapes(capacity: 8_192), fast: false) }
            .get()
        #expect(kept.words > 0 && kept.joins > 0, "\(kept)")
        #expect(first.shaped > 4)
        // $1,234.56, 2026, 000123 and 7; the joins beside them come from the store.
        #expect(second.shaped == 4, "the words with digits, shaped again (\(second.shaped))")
        #expect(!SharedWordShapes.admits("$1,234.56") && !SharedWordShapes.admits("a7"))
        #expect(SharedWordShapes.admits("Total") && SharedWordShapes.admits("$,."))
        #expect(second.sizes == pango.sizes && second.outputs == pango.outputs)
    }

    /// A word is kept per font configuration: an engine of another configuration (a different
    /// generation) finds nothing another configuration's engine recorded.
    @Test func configurationsAreKeptApart() {
        let store = SharedWordShapes(capacity: 8)
        let font = WordTableKey(font: FontKey(Self.font), script: .latin)
        let join = JoinKey(left: PackedBytes([0x61])!, right: PackedBytes([0x62])!)
        let facts = JoinFacts(shapesApart: true, breaks: true)
        let glyphs = WordGlyphs(
            glyphs: [7, 8], advances: [512, 600], xOffsets: [0, 0], clusters: [0, 1], length: 2)
        store.record(glyphs, for: .init(generation: 1, table: font, word: WordKey("ab")))
        store.record(join: facts, for: .init(generation: 1, table: font, join: join))
        #expect(store.word(.init(generation: 1, table: font, word: WordKey("ab")))??.glyphs == [7, 8])
        #expect(store.word(.init(generation: 2, table: font, word: WordKey("ab"))) == nil)
        #expect(
            store.word(
                .init(
                    generation: 1,
                    table: WordTableKey(font: FontKey(.systemFont(ofSize: 14)), script: .latin),
                    word: WordKey("ab")))
                == nil)
        #expect(store.join(.init(generation: 1, table: font, join: join)) == facts)
        #expect(store.join(.init(generation: 2, table: font, join: join)) == nil)
    }

    /// An engine looks words up under its own configuration's generation: glyphs recorded under
    /// it are what the engine draws (here a made-up word of two glyphs, wider than the real one),
    /// and glyphs recorded under another generation are ignored.
    @Test func anEngineReadsItsOwnGeneration() throws {
        let widths = try onNewThread { () -> (real: Double, ownGeneration: Double, otherGeneration: Double) in
            let engine = TextEngine.current
            defer { engine.words.sharedShapes = .shared }
            let font = WordTableKey(font: FontKey(Self.font), script: .latin)
            let fake = WordGlyphs(
                glyphs: [36, 37], advances: [64 * 1024, 64 * 1024], xOffsets: [0, 0], clusters: [0, 0],
                length: 5)
            func width(_ word: String, recordedUnder generation: Int?) -> Double {
                let store = SharedWordShapes(capacity: 64)
                if let generation {
                    store.record(
                        fake, for: .init(generation: generation, table: font, word: WordKey(word[...])))
                }
                engine.words.sharedShapes = store
                engine.layouts.removeAll()
                return TextLayout(plain: word, font: Self.font).size.width
            }
            // A new word each time, so the engine's own tables never hold it.
            return (
                width("qwxyz", recordedUnder: nil), width("qwxzy", recordedUnder: engine.generation),
                width("qwyxz", recordedUnder: engine.generation + 1)
            )
        }.get()
        #expect(widths.ownGeneration == 128, "\(widths)")
        #expect(widths.otherGeneration != 128 && abs(widths.otherGeneration - widths.real) < 1, "\(widths)")
    }

    /// Eight threads fill and read one store at once, each through the texts in another order,
    /// every text in three of ``ShapedWordTests/fonts`` (families, sizes, weights, italic,
    /// monospaced digits with their OpenType feature), so the same words meet in different fonts:
    /// every thread measures and draws every text exactly as Pango does.
    @Test func threadsFillAndReadOneStoreAtOnce() throws {
        let store = SharedWordShapes(capacity: 8_192)
        let fonts = ShapedWordTests.fonts
        let texts = Self.texts(seed: 43, count: 10).enumerated().flatMap { index, text in
            (0..<3).map { (text: text, font: fonts[(index + 3 * $0) % fonts.count]) }
        }
        let pango = try onNewThread { Self.run(texts, store: SharedWordShapes(capacity: 8_192), fast: false) }
            .get()
        let threads = 8
        let results = onThreads(threads) { index in
            Self.run(Self.rotated(texts, by: index % texts.count), store: store)
        }
        #expect(results.count == threads)
        for (index, run) in results.enumerated() {
            let shift = index % texts.count
            #expect(
                run.sizes == Self.rotated(pango.sizes, by: shift)
                    && run.outputs == Self.rotated(pango.outputs, by: shift), "thread \(index)")
            // On the fast path, with the words found in the store: Pango's path would match too.
            #expect(
                run.fast == texts.count, "thread \(index): \(run.fast) of \(texts.count) on the fast path")
        }
        // Each word is shaped by about one thread (threads racing to a new word may each shape
        // it): far fewer than every thread shaping every word, as without the store.
        let shaped = results.reduce(0) { $0 + $1.shaped }
        #expect(
            shaped < threads * results[0].missed / 2, "\(shaped) shaped, \(results[0].missed) words each")
    }
}
