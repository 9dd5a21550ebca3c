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

    /// 350 texts of `text` in every font, at widths on and around their breaks, laid out on
    /// both paths: every measurement and output byte must be Pango's.
    static func compareWithPango(seed: UInt64, text: (inout SplitMix64, Int) -> String) throws
        -> (result: (mismatches: [String], fast: Int), cases: [ShapedWordTests.Case])
    {
        let cases = ShapedWordTests.cases(seed: seed, count: 350, fonts: fonts, text: text)
        let result = try ShapedWordTests.compareWithPango(cases)
        #expect(result.mismatches.isEmpty, "\(result.mismatches.count): \(result.mismatches.prefix(5))")
        return (result, cases)
    }

    @Test func realisticLatinTextIsExactAndMostlyFast() throws {
        _ = try Self.compareWithPango(seed: 33) { Self.latin(&$0, words: $1) }
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
        let (result, cases) = try Self.compareWithPango(seed: 34) { Self.script(&$0, words: $1) }
        #expect(result.fast > cases.count / 4, "\(result.fast) of \(cases.count) fast")
    }

    /// Names and descriptions of several scripts in one paragraph, as W2's mixed data has them:
    /// Latin, Greek and Cyrillic words side by side (one font draws them, each script an item
    /// of its own in Pango), a reference after a Greek or Cyrillic name (whose sign "#" is the
    /// name's item and "A-001029" Latin's), guillemets around a Cyrillic name, and in one text of
    /// six a word of a script another font draws, or a right-to-left one, which go to Pango.
    static func mixed(_ random: inout SplitMix64, words count: Int) -> String {
        let greek = scriptWords[0] + ["Α.Ε.", "Ζυθοποιία", "παράδοση", "τιμολόγιο"]
        let cyrillic = scriptWords[1] + ["«Газпром", "нефть»", "счёт", "услуги", "#A-001029"]
        let other = scriptWords[2] + scriptWords[3] + scriptWords[5]
        var words: [String] = []
        for _ in 0..<count {
            switch random.next() % 8 {
            case 0, 1: words.append(greek[Int(random.next() % UInt64(greek.count))])
            case 2, 3: words.append(cyrillic[Int(random.next() % UInt64(cyrillic.count))])
            case 4:
                words.append(
                    ["#A-\(random.next() % 1_000_000)", "«x»", "(Α)", "2024-01-05"][Int(random.next() % 4)])
            default: words.append(latinWords[Int(random.next() % UInt64(latinWords.count))])
            }
        }
        if random.next() % 6 == 0 { words.insert(other[Int(random.next() % UInt64(other.count))], at: 0) }
        return words.joined(separator: " ")
    }

    @Test func mixedScriptTextIsExact() throws {
        let (result, cases) = try Self.compareWithPango(seed: 37) { Self.mixed(&$0, words: $1) }
        #expect(result.fast > cases.count / 3, "\(result.fast) of \(cases.count) fast")
    }

    /// Mixed Latin, Greek and Cyrillic text in W2's description column (250 pt) takes the fast
    /// path as Latin text does; only the texts holding a word another font draws or a
    /// right-to-left word go to Pango.
    @Test(arguments: ["DejaVu Sans", "Inter"])
    func mixedScriptTextInAColumnTakesTheFastPath(family: String) throws {
        var random = SplitMix64(seed: 38)
        let cases = (0..<200).map { index in
            ShapedWordTests.Case(
                text: Self.mixed(&random, words: 1 + Int(random.next() % 14)),
                font: Font(family: family, size: [10, 12, 15][index % 3]), color: .black, alignment: .left,
                width: 250, lines: 0)
        }
        let oneFont = cases.filter { text in
            !Self.scriptWords[2...].joined().contains { word in text.text.contains(word) }
        }
        let result = try ShapedWordTests.compareWithPango(cases)
        #expect(result.mismatches.isEmpty, "\(result.mismatches.count): \(result.mismatches.prefix(5))")
        #expect(
            result.fast * 100 >= oneFont.count * 90, "\(result.fast) of \(oneFont.count) one-font texts fast")
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
        let (result, _) = try Self.compareWithPango(seed: 35) { Self.soupText(&$0, words: $1) }
        #expect(result.fast > 0, "no random text took the fast path")
    }
}
