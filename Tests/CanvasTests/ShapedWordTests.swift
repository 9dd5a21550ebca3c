import Fixtures
import Foundation
import Testing

@testable import Canvas

/// The fast path of plain text (words shaped once per font, lines broken by Vellum) against
/// Pango's own line breaking: every measurement and every output byte must be the same, for
/// generated texts at widths around every line's break, in several fonts, sizes, weights,
/// colours and alignments.
@Suite("Shaped words")
struct ShapedWordTests {
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,$")
    static let fonts: [Font] = [
        Font(family: "DejaVu Sans", size: 10), .systemFont(ofSize: 14),
        .systemFont(ofSize: 9.5, weight: .bold),
        .systemFont(ofSize: 23, weight: .light), .italicSystemFont(ofSize: 12),
        Font(family: "DejaVu Sans Mono", size: 11), .systemFont(ofSize: 17, weight: .semibold),
        .monospacedDigitSystemFont(ofSize: 12), .monospacedDigitSystemFont(ofSize: 15, weight: .bold),
    ]

    /// A text of `count` words of 1–14 characters from ``alphabet``.
    static func text(_ random: inout SplitMix64, words count: Int) -> String {
        (0..<count).map { _ in
            String(
                (0..<(1 + Int(random.next() % 14))).map { _ in
                    alphabet[Int(random.next() % UInt64(alphabet.count))]
                })
        }.joined(separator: " ")
    }

    /// One layout and its three documents, on this thread's engine with the fast path on or off.
    static func measure(
        _ text: String, font: Font, color: Color, style: ParagraphStyle, width: Double?, lines: Int
    )
        -> (TextLayout, [Data])
    {
        var options = TextLayout.Options(width: width)
        options.maximumNumberOfLines = lines
        options.defaults.paragraphStyle = style
        let layout = TextLayout(plain: text, font: font, color: color, options: options)
        let page = Page(size: Size(width: (width ?? layout.size.width) + 20, height: layout.size.height + 20))
        {
            $0.draw(layout, at: Point(x: 10.3, y: 10.7))
        }
        let document = Document(pages: [page])
        // PDF and SVG bytes, and the PNG's pixels (not its encoding, which a debug build makes slowly).
        // A document that fails to render is a mismatch of its own, never an empty match.
        var outputs = [DocumentFormat.pdf, .svg].map { format in
            Result { try document.data(format: format) }
        }
        outputs.append(Result { Data(try document.image(scale: 2).rgbaBytes) })
        return (
            layout,
            outputs.map { (try? $0.get()) ?? Data("render failed".utf8) + Data(UUID().uuidString.utf8) }
        )
    }

    struct Case: Sendable, CustomStringConvertible {
        let text: String
        let font: Font
        let color: Color
        let alignment: TextAlignment
        let width: Double?
        let lines: Int
        var mode = LineBreakMode.byWordWrapping
        var description: String {
            "\(font) width \(width.map { "\($0)" } ?? "nil") lines \(lines) \(mode) \(alignment): \(text)"
        }
    }

    /// Cases whose widths sit on, just below and just above each line's natural break, with
    /// texts from `text` (given the generator and a word count).
    static func cases(
        seed: UInt64, count: Int, fonts: [Font] = fonts, text: (inout SplitMix64, Int) -> String
    ) -> [Case] {
        var random = SplitMix64(seed: seed)
        var result: [Case] = []
        let alignments: [TextAlignment] = [.left, .right, .center, .natural]
        while result.count < count {
            let font = fonts[Int(random.next() % UInt64(fonts.count))]
            let text = text(&random, 1 + Int(random.next() % 30))
            let natural = TextLayout(plain: text, font: font).size.width
            let color = Color(
                red: Double(random.next() % 256) / 255, green: 0.2, blue: Double(random.next() % 256) / 255,
                alpha: random.next() % 3 == 0 ? 0.5 : 1)
            let alignment = alignments[Int(random.next() % 4)]
            let base = max(4, natural * Double(1 + random.next() % 90) / 100)
            for width in [nil, base, base.nextDown, base + 1e-3, base - 0.5, natural, natural.nextDown] {
                result.append(
                    Case(
                        text: text, font: font, color: color, alignment: alignment, width: width,
                        lines: random.next() % 4 == 0 ? 2 : 0))
            }
        }
        return result
    }

    @Test func theFastPathMeasuresAndDrawsExactlyAsPango() throws {
        let result = try Self.compareWithPango(
            Self.cases(seed: 12, count: 300) { Self.text(&$0, words: $1) })
        #expect(
            result.mismatches.isEmpty,
            "\(result.mismatches.count) mismatches, first: \(result.mismatches.prefix(5).joined(separator: "\n"))"
        )
    }

    /// Each case laid out and drawn on the fast path (or Pango's lines read into glyph runs) and
    /// by Pango alone on one new thread's engine: the cases whose metrics or output differ, and
    /// how many took the fast path.
    static func compareWithPango(_ cases: [Case]) throws -> (mismatches: [String], fast: Int) {
        try onNewThread { () -> (mismatches: [String], fast: Int) in
            var mismatches: [String] = []
            let engine = TextEngine.current
            var fastCount = 0
            for item in cases {
                var style = ParagraphStyle()
                style.alignment = item.alignment
                style.lineBreakMode = item.mode
                engine.shapesWordsOnce = true
                let before = engine.words.fastLayoutCount
                let fast = Self.measure(
                    item.text, font: item.font, color: item.color, style: style, width: item.width,
                    lines: item.lines)
                fastCount += engine.words.fastLayoutCount - before
                engine.shapesWordsOnce = false
                engine.readsPangoLines = false
                engine.layouts.removeAll()
                let pango = Self.measure(
                    item.text, font: item.font, color: item.color, style: style, width: item.width,
                    lines: item.lines)
                engine.shapesWordsOnce = true
                engine.readsPangoLines = true
                engine.layouts.removeAll()
                if fast.0.size != pango.0.size || fast.0.lines != pango.0.lines
                    || fast.0.totalLineCount != pango.0.totalLineCount
                {
                    mismatches.append(
                        "metrics: \(item): \(fast.0.lines.map(\.rect)) vs \(pango.0.lines.map(\.rect))")
                } else if fast.1 != pango.1 {
                    let formats = zip(["pdf", "svg", "png"], zip(fast.1, pango.1)).filter { $0.1.0 != $0.1.1 }
                        .map(\.0)
                    mismatches.append("output \(formats): \(item)")
                }
            }
            return (mismatches, fastCount)
        }.get()
    }

    /// Pango breaks a line after a comma or full stop that is not part of a number when a digit
    /// follows ("Yd,7j" breaks after the comma, "1,5" does not), and between two dollar signs.
    /// Texts holding such words, at every width from 30 to 200 pt in half points, break there on
    /// either path (the fast path once kept the words whole, a line apart from Pango's); texts of amounts and
    /// decimals, and those with a decimal before another word ("Total 1.5 hours", whose join
    /// piece ".5" alone does break), take the fast path and measure every line as Pango does.
    @Test func punctuationBeforeDigitsBreaksAsInPango() throws {
        let breaking = ["Yd,7j7OERk94", "F,6,RsVV", "a.5b", "x,$5", "$$", "a,$", "b.,9"]
        let whole = ["1,234.56", "$12.50", "1.5", "a1b2", "$1,234.5", "v1.2", "a.b", "a,b", "5,a"]
        #expect(breaking.allSatisfy { !WordBreaks.pangoBreaks(in: $0).isEmpty })
        #expect(!whole.contains(where: { !WordBreaks.pangoBreaks(in: $0).isEmpty }))
        func texts(_ pieces: [String]) -> [String] {
            pieces.map { "9D7JvXR0557T \($0) P.lmS3KZg o1 \($0)\($0) qaY" } + [pieces.joined(separator: " ")]
        }
        let results = try onNewThread { () -> [(mismatches: [String], fast: Int, layouts: Int)] in
            let engine = TextEngine.current
            return [texts(breaking), texts(whole) + ["Total 1.5 hours", "paid $12.50 in cash"]].map { group in
                var mismatches: [String] = []
                var layouts = 0
                var fastLayouts = 0
                for text in group {
                    // The fast path takes texts whose every word fits the width.
                    let widest = text.split(separator: " ").map {
                        TextLayout(plain: String($0), font: .systemFont(ofSize: 13)).size.width
                    }.max()!
                    for width in stride(from: (widest + 0.5).rounded(.up), through: 200, by: 0.5) {
                        let options = TextLayout.Options(width: width)
                        engine.layouts.removeAll()
                        let fastBefore = engine.words.fastLayoutCount
                        let fast = TextLayout(plain: text, font: .systemFont(ofSize: 13), options: options)
                        fastLayouts += engine.words.fastLayoutCount - fastBefore
                        engine.shapesWordsOnce = false
                        engine.layouts.removeAll()
                        let pango = TextLayout(plain: text, font: .systemFont(ofSize: 13), options: options)
                        engine.shapesWordsOnce = true
                        layouts += 1
                        if fast.size != pango.size || fast.lines != pango.lines {
                            mismatches.append("\(width): \(text)")
                        }
                    }
                }
                return (mismatches, fastLayouts, layouts)
            }
        }.get()
        for (group, result) in zip(["breaking", "whole"], results) {
            #expect(
                result.mismatches.isEmpty,
                "\(group): \(result.mismatches.count), first \(result.mismatches.prefix(5))")
        }
        // Where a word's pieces shape apart as it does whole, the fast path breaks inside it too.
        #expect(
            results[0].fast > 0,
            "texts with a break inside a word took the fast path \(results[0].fast) of \(results[0].layouts) times"
        )
        #expect(
            results[1].fast == results[1].layouts,
            "\(results[1].fast) of \(results[1].layouts) on the fast path")
    }

    /// Which words break inside is decided without Pango for letters, digits and amounts: the
    /// decision equals Pango's line breaking for every word of up to five characters of letters,
    /// digits and the word punctuation, and for longer amounts and near-amounts.
    @Test func wordsBreakInsideExactlyWhereAndOnlyWherePangoSays() {
        let alphabet = Array("aZ50,.$").map(String.init)
        var words = alphabet
        var last = alphabet
        for _ in 2...5 {
            last = last.flatMap { prefix in alphabet.map { prefix + $0 } }
            words += last
        }
        words += [
            "$1,234.56", "12,345,678.90", "$0.5", "1.2.3.4.5.6", "$1,,2", "1,2,", "$,1", "a1,234", "1,234a",
            "$12.50$", "9D7JvXR0557T", "Yd,7j7OERk94", "F,6,RsVV",
        ]
        // Report numbers: every word of up to six characters of digits, separators, a hash, a
        // letter and a percent sign, and longer dates, references and percentages.
        let numberAlphabet = Array("09-/.,:#A%").map(String.init)
        var numbers = numberAlphabet
        last = numberAlphabet
        for _ in 2...6 {
            last = last.flatMap { prefix in numberAlphabet.map { prefix + $0 } }
            numbers += last
        }
        words += numbers.filter { WordBreaks.isNumber($0.utf8) }
        words += ["2024-01-05", "#A-1029", "#AB-000123", "12.5%", "3/4", "12:30", "1,234,567.89%", "#A-1-2"]
        let disagreements = words.filter {
            !WordBreaks.breaks(in: $0).isEmpty != !WordBreaks.pangoBreaks(in: $0).isEmpty
        }
        #expect(words.count > 19_000 && numbers.filter { WordBreaks.isNumber($0.utf8) }.count > 1_000)
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(10))")
        #expect(!WordBreaks.breaks(in: "Yd,7j").isEmpty, "the case that once broke apart from Pango")
        #expect(WordBreaks.breaks(in: "$1,234.56").isEmpty && WordBreaks.isAmount("$1,234.56".utf8))
    }

    /// Monospaced digits (the `tnum` feature, right-aligned table columns) take the fast path with
    /// their feature applied: tabular ones are wider than proportional ones here, and the fast
    /// path measures and draws them exactly as Pango does.
    @Test func monospacedDigitsTakeTheFastPathWithTheirFeature() throws {
        let results = try onNewThread {
            () -> (shaped: Int, tabular: Double, proportional: Double, same: Bool) in
            let engine = TextEngine.current
            let text = "1111 $1,011.10 711"
            let before = engine.words.shapedCount
            let tabular = TextLayout(plain: text, font: .monospacedDigitSystemFont(ofSize: 13)).size.width
            let shaped = engine.words.shapedCount - before
            let proportional = TextLayout(plain: text, font: .systemFont(ofSize: 13)).size.width
            engine.shapesWordsOnce = true
            let fast = Self.measure(
                text, font: .monospacedDigitSystemFont(ofSize: 13), color: .label, style: ParagraphStyle(),
                width: 60, lines: 0)
            engine.shapesWordsOnce = false
            let pango = Self.measure(
                text, font: .monospacedDigitSystemFont(ofSize: 13), color: .label, style: ParagraphStyle(),
                width: 60, lines: 0)
            engine.shapesWordsOnce = true
            return (shaped, tabular, proportional, fast.0.size == pango.0.size && fast.1 == pango.1)
        }.get()
        #expect(results.shaped > 0, "the fast path shaped no word")
        #expect(results.tabular > results.proportional + 1, "\(results.tabular) vs \(results.proportional)")
        #expect(results.same)
    }

    /// The words kept stay within one budget however many fonts shape them; a word still in use
    /// survives every turnover of the tables (it is never shaped again), and a word shaped again
    /// after its generation left measures the same.
    @Test func theWordBudgetCoversEveryFont() throws {
        let result = try onNewThread { () -> (peak: Int, same: Bool, reshaped: Int) in
            let engine = TextEngine.current
            let fonts: [Font] = [
                .systemFont(ofSize: 11), .systemFont(ofSize: 11, weight: .bold),
                .monospacedDigitSystemFont(ofSize: 11),
            ]
            let first = TextLayout(plain: "alpha 12345", font: fonts[2]).size
            var peak = 0
            var reshaped = 0
            for index in 0..<(ShapedWordCache.capacity * 2) {
                _ = TextLayout(plain: "w\(index)", font: fonts[index % 3])
                peak = max(peak, engine.words.heldWordCount)
                if index % 256 == 0 {
                    engine.layouts.removeAll()
                    let before = engine.words.shapedCount
                    _ = TextLayout(plain: "kept words", font: fonts[0])
                    if index > 0 { reshaped += engine.words.shapedCount - before }
                }
            }
            return (peak, TextLayout(plain: "alpha 12345", font: fonts[2]).size == first, reshaped)
        }.get()
        #expect(result.peak <= ShapedWordCache.capacity)
        #expect(result.peak > ShapedWordCache.capacity / 2)
        #expect(result.same)
        #expect(result.reshaped == 0, "words in use were shaped again \(result.reshaped) times")
    }

    /// The fast path really runs for plain text (so the tests above compare two paths), in any
    /// scripts one font draws, with breaks inside words and script runs starting after a space or
    /// inside a word; and texts outside it (a newline, two spaces, right-to-left letters, scripts
    /// drawn in two fonts, an emoji, a soft hyphen, an underline) take Pango's.
    @Test func plainTextTakesTheFastPathAndOtherTextDoesNot() throws {
        let fast = [
            "alpha bravo charlie alpha", "well-known and/or year-end", "naïve café",
            "Nguye\u{302}\u{303}n S.A.",
            "O'Brien & Sons (regional) 12.5% €36,021.37", "Αθήνα 2024", "Москва, Россия", "2024-01-05",
            "abc αβγ", "Αθηναϊκή Α.Ε. #A-001029", "ООО «Газпром нефть» #A-12", "Payment παράδοση received",
        ]
        let slow = [
            "line\nbreak", "two  spaces", "שלום עולם", "ok \u{1F44D}", "co\u{AD}op", " lead",
            "trail ", "abc 北京", "Ivan שלום",
        ]
        let counts = try onNewThread { () -> [Int] in
            let engine = TextEngine.current
            return (fast + slow).map { text in
                let before = engine.words.fastLayoutCount
                _ = TextLayout(plain: text, font: .systemFont(ofSize: 13), options: .init(width: 120))
                return engine.words.fastLayoutCount - before
            }
        }.get()
        #expect(Array(counts.prefix(fast.count)) == Array(repeating: 1, count: fast.count), "\(counts)")
        #expect(Array(counts.suffix(slow.count)) == Array(repeating: 0, count: slow.count), "\(counts)")
    }
}
