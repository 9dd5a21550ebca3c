import Fixtures
import Foundation
import Testing

@testable import Canvas

/// The fast path against Pango on the text users write, not an alphabet tuned to it: names,
/// dates, amounts in several currencies, accents precomposed and combining, apostrophes, quotes,
/// brackets, hyphens and slashes (breaks inside words), Greek, Cyrillic and CJK paragraphs, and
/// paragraphs that must go to Pango (Hebrew, Arabic, Devanagari, scripts mixed, emoji). Every
/// measurement and every output byte must be the same; the realistic data must mostly take the
/// fast path (a fast path only the benchmark's data takes is a defect).
@Suite("Shaped words on real text")
struct ShapedWordRealTextTests {
    /// Words of statements, invoices and addresses.
    static let latinWords = [
        "O'Brien", "&", "Sons", "Müller", "GmbH", "Nguyễn", "S.A.", "Żółć-Kowalski", "Sp.", "z", "o.o.",
        "Ångström", "AB", "Dvořák", "s.r.o.", "François", "Père", "Fils", "2024-01-05", "12.5%", "3/4",
        "(regional)", "#A-1029", "€36,021.37", "£1,204.00", "$12.50", "¥1,200", "CHF", "3'450.00",
        "café", "naïve", "résumé", "Straße", "façade", "señor", "“quoted”", "it's", "year-end", "and/or",
        "e.g.", "pp.", "Nº", "5", "x", "the", "invoice", "for", "of", "Cafe\u{301}", "Nguye\u{302}\u{303}n",
        "fi", "ffl", "AVATAR", "Tê", "L'Oréal", "œuvre", "Œ", "ĳ", "naïveté", "São", "Paulo", "Łódź",
        "İstanbul",
        "ß", "ẞ", "1.", "a.b", "a,b", "9,5", "(see", "note)", "VAT", "incl.", "excl.", "Zürich", "Genève",
    ]
    /// Symbols and punctuation that fonts draw by their neighbours (Inter's contextual forms turn
    /// a dash, an arrow, a colon or a bullet beside capitals or digits into another glyph, across
    /// a space): exact on either path, but often Pango's.
    static let symbolWords = [
        "—", "–", "14–18", "©", "®", "™", "°C", "±0.5", "½", "x²", "→", "…", "«", "»", "‹", "›", "!", "?",
        ";", ":", "[draft]", "{x}", "<b>", "@home", "50/50", "-5", "+7", "*", "•",
    ]
    /// Words of Greek, Cyrillic, Chinese, Japanese, Hebrew, Arabic and Devanagari names and text.
    static let scriptWords: [[String]] = [
        ["Αθήνα", "Ελλάδα", "Γιώργος", "Παπαδόπουλος", "ΑΕ", "2024", "(Κρήτη)", "ά", "ΐ"],
        ["Москва", "Россия", "Иван", "Петров", "ООО", "«Ромашка»", "2024", "ё", "Ёлкин-Палкин"],
        ["山田太郎", "株式会社", "東京都", "北京", "张伟", "有限公司", "。", "、"],
        ["שלום", "עולם", "דוד", "כהן", "בע\"מ"],
        ["محمد", "أحمد", "شركة", "القاهرة", "٢٠٢٤"],
        ["राम", "शर्मा", "प्राइवेट", "लिमिटेड", "दिल्ली"],
    ]
    /// Characters for words of random characters: the cut-offs of every rule the fast path decides.
    static let soup = Array(
        "aZ09-/()[]{}“”‘’'\"&%€$£.,:;!?#+*=@_~^éèàüöçñØßαβγдёжЖ山川—–…‹›«»\u{301}\u{308}\u{A0}\u{2009}\u{2011}ﬁ·°¹²½"
    )

    static let fonts =
        ShapedWordTests.fonts + [
            .systemFont(ofSize: 12, weight: .heavy), Font(family: "DejaVu Serif", size: 13),
        ]

    /// A text of realistic Latin words, with symbols when `symbols` is set.
    static func latin(_ random: inout SplitMix64, words count: Int, symbols: Bool = true) -> String {
        let words = symbols ? latinWords + symbolWords : latinWords
        return (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
    }

    /// A text of one script's words (with a word of another script in one text of eight).
    static func script(_ random: inout SplitMix64, words count: Int) -> String {
        let script = scriptWords[Int(random.next() % UInt64(scriptWords.count))]
        var words = (0..<count).map { _ in script[Int(random.next() % UInt64(script.count))] }
        if random.next() % 8 == 0 { words.insert(latinWords[Int(random.next() % 20)], at: 0) }
        return words.joined(separator: " ")
    }

    /// A text of words of random characters.
    static func soupText(_ random: inout SplitMix64, words count: Int) -> String {
        (0..<count).map { _ in
            String(
                (0..<(1 + Int(random.next() % 6))).map { _ in soup[Int(random.next() % UInt64(soup.count))] })
        }.joined(separator: " ")
    }

    @Test func realisticLatinTextIsExactAndMostlyFast() throws {
        let cases = ShapedWordTests.cases(seed: 33, count: 350, fonts: Self.fonts) {
            Self.latin(&$0, words: $1)
        }
        let result = try ShapedWordTests.compareWithPango(cases)
        #expect(result.mismatches.isEmpty, "\(result.mismatches.count): \(result.mismatches.prefix(5))")
    }

    /// Realistic text in a column as wide as W2's description (250 pt), with no line limit, in
    /// each family: the fast path takes at least 95% of it (Inter too, which kerns a full stop
    /// with the space after it: ``SpacedGlyphs``). What it leaves to Pango: a word wider than the
    /// column, words that may not part and do not fit together, and words whose pieces or joins
    /// shape otherwise together.
    @Test(arguments: [("DejaVu Sans", 95), ("Inter", 95)])
    func realisticLatinTextInAColumnTakesTheFastPath(family: String, percent: Int) throws {
        var random = SplitMix64(seed: 36)
        let cases = (0..<200).map { index in
            ShapedWordTests.Case(
                text: Self.latin(&random, words: 1 + Int(random.next() % 30), symbols: false),
                font: Font(family: family, size: [10, 12, 15][index % 3]), color: .black, alignment: .left,
                width: 250, lines: 0)
        }
        let result = try ShapedWordTests.compareWithPango(cases)
        #expect(result.mismatches.isEmpty, "\(result.mismatches.count): \(result.mismatches.prefix(5))")
        #expect(result.fast * 100 >= cases.count * percent, "\(result.fast) of \(cases.count) fast")
    }

    @Test func otherScriptsAreExactAndOneFontScriptsAreFast() throws {
        let cases = ShapedWordTests.cases(seed: 34, count: 350, fonts: Self.fonts) {
            Self.script(&$0, words: $1)
        }
        let result = try ShapedWordTests.compareWithPango(cases)
        #expect(result.mismatches.isEmpty, "\(result.mismatches.count): \(result.mismatches.prefix(5))")
        #expect(result.fast > cases.count / 4, "\(result.fast) of \(cases.count) fast")
    }

    /// Joins around one-letter words ("x y z", whose window once ended on a space and had Pango
    /// shape nothing) lay out and draw in a child process that writes nothing on stderr: Pango
    /// prints "shaping failure" for an empty text.
    @Test func joinsOfOneLetterWordsWriteNothingOnStderr() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            for text in ["a x y z b", "x y z", "(a) b (C) d e", "I a m O K", "1 2 3 4 5 6"] {
                for width in [20.0, 60, 400] {
                    let layout = TextLayout(
                        plain: text, font: Font(family: "DejaVu Sans", size: 10), options: .init(width: width)
                    )
                    _ = try Document(pages: [
                        Page(size: Size(width: 420, height: 80)) { $0.draw(layout, at: .zero) }
                    ])
                    .data(format: .pdf)
                }
            }
        }
        #expect(
            result?.standardErrorContent.isEmpty == true,
            "\(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self))")
    }

    @Test func wordsOfRandomCharactersAreExact() throws {
        let cases = ShapedWordTests.cases(seed: 35, count: 350, fonts: Self.fonts) {
            Self.soupText(&$0, words: $1)
        }
        let result = try ShapedWordTests.compareWithPango(cases)
        #expect(result.mismatches.isEmpty, "\(result.mismatches.count): \(result.mismatches.prefix(5))")
        #expect(result.fast > 0, "no random text took the fast path")
    }
}
