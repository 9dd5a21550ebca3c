import Canvas
import Fixtures
import Foundation
import Testing

/// One run of a parsed markup string, with Vellum's attributes pulled out for comparison.
struct MarkupRun: Equatable, CustomStringConvertible {
    var text: String
    var font: Font?
    var color: Color?
    var background: Color?
    var underline: UnderlineStyle?
    var strikethrough: UnderlineStyle?
    var baselineOffset: Double?

    var description: String {
        "\(text.debugDescription) \(font.map(String.init(describing:)) ?? "-") \(color?.hexString ?? "-")"
            + " bg \(background?.hexString ?? "-") u \(underline?.rawValue ?? 0)"
            + " s \(strikethrough?.rawValue ?? 0) off \(baselineOffset ?? 0)"
    }
}

func markupRuns(_ text: AttributedString) -> [MarkupRun] {
    text.runs.map { run in
        MarkupRun(
            text: String(text[run.range].characters),
            font: run[VellumAttributes.FontAttribute.self],
            color: run[VellumAttributes.ForegroundColorAttribute.self],
            background: run[VellumAttributes.BackgroundColorAttribute.self],
            underline: run[VellumAttributes.UnderlineStyleAttribute.self],
            strikethrough: run[VellumAttributes.StrikethroughStyleAttribute.self],
            baselineOffset: run[VellumAttributes.BaselineOffsetAttribute.self])
    }
}

func markupParse(
    _ source: String, defaults: TextDefaults = TextDefaults(), limits: MarkupLimits = .default
) throws -> AttributedString {
    try Markup.attributedString(from: source, defaults: defaults, limits: limits)
}

/// The runs of `source`, or an empty list (and a recorded issue) when it does not parse.
func markupParsedRuns(_ source: String, defaults: TextDefaults = TextDefaults()) -> [MarkupRun] {
    do {
        return markupRuns(try Markup.attributedString(from: source, defaults: defaults))
    } catch {
        Issue.record("\(source.debugDescription) failed: \(error)")
        return []
    }
}

/// The run holding `text`, if any.
func markupRun(_ text: String, in source: String, defaults: TextDefaults = TextDefaults()) -> MarkupRun? {
    let found = markupParsedRuns(source, defaults: defaults).first { $0.text == text }
    if found == nil { Issue.record("no run \(text.debugDescription) in \(source.debugDescription)") }
    return found
}

func markupFailure(_ source: String, limits: MarkupLimits = .default) -> MarkupError? {
    do {
        _ = try Markup.attributedString(from: source, limits: limits)
        return nil
    } catch {
        return error
    }
}

func markupPlain(_ source: String) throws -> String {
    String(try markupParse(source).characters)
}

func markupIsClose(_ a: Double?, _ b: Double) -> Bool {
    guard let a else { return false }
    return abs(a - b) < 1e-9
}

@Suite struct MarkupTests {
    let body = Font.body

    // MARK: Plain text and defaults

    @Test func plainTextTakesTheDefaultsExplicitly() throws {
        #expect(
            markupParsedRuns("Hello, world")
                == [MarkupRun(text: "Hello, world", font: .body, color: .label)])
        let defaults = TextDefaults(font: .system(size: 12, weight: .medium), color: .systemRed)
        #expect(
            markupParsedRuns("Hi", defaults: defaults)
                == [MarkupRun(text: "Hi", font: .system(size: 12, weight: .medium), color: .systemRed)])
    }

    @Test func emptyInputGivesAnEmptyString() throws {
        #expect(try markupParse("").characters.isEmpty)
        #expect(try markupParse("<b></b><span color='red'></span>").characters.isEmpty)
    }

    @Test func whitespaceNewlinesAndGreaterThanAreKept() throws {
        #expect(try markupPlain("  a \n\tb  \r\n c > d ") == "  a \n\tb  \r\n c > d ")
    }

    // MARK: Simple tags

    @Test func boldSetsTheBoldWeight() {
        #expect(
            markupParsedRuns("a<b>b</b>c")
                == [
                    MarkupRun(text: "a", font: body, color: .label),
                    MarkupRun(text: "b", font: body.withWeight(.bold), color: .label),
                    MarkupRun(text: "c", font: body, color: .label),
                ])
    }

    @Test func italicSetsItalic() {
        #expect(markupRun("x", in: "<i>x</i>")?.font == body.italic())
    }

    @Test func underlineAndStrikethroughAreSingle() {
        let underlined = markupRun("u", in: "<u>u</u>")
        #expect(underlined?.underline == .single)
        #expect(underlined?.strikethrough == nil)
        #expect(underlined?.font == body)
        let struck = markupRun("s", in: "<s>s</s>")
        #expect(struck?.strikethrough == .single)
        #expect(struck?.underline == nil)
    }

    @Test func superscriptShrinksAndRaises() {
        let sup = markupRun("2", in: "x<sup>2</sup>")
        #expect(markupIsClose(sup?.font?.size, 17 * 0.7))
        #expect(markupIsClose(sup?.baselineOffset, 17 * 0.4))
        #expect(sup?.font?.family == Font.systemFamily)
        #expect(markupRun("x", in: "x<sup>2</sup>")?.baselineOffset == nil)
    }

    @Test func subscriptShrinksAndLowers() {
        let defaults = TextDefaults(font: .system(size: 20))
        let sub = markupRun("2", in: "H<sub>2</sub>O", defaults: defaults)
        #expect(markupIsClose(sub?.font?.size, 14))
        #expect(markupIsClose(sub?.baselineOffset, -5))
    }

    @Test func nestedScriptsUseTheCurrentSizeAndAddUp() {
        let defaults = TextDefaults(font: .system(size: 10))
        let inner = markupRun("n", in: "e<sup>x<sup>n</sup></sup>", defaults: defaults)
        #expect(markupIsClose(inner?.font?.size, 4.9))
        #expect(markupIsClose(inner?.baselineOffset, 4 + 2.8))
        let mixed = markupRun("i", in: "a<sup>x<sub>i</sub></sup>", defaults: defaults)
        #expect(markupIsClose(mixed?.font?.size, 4.9))
        #expect(markupIsClose(mixed?.baselineOffset, 4 - 1.75))
    }

    @Test func scriptSizeFollowsASpanFontSize() {
        let sup = markupRun("2", in: "<span font-size='30'>x<sup>2</sup></span>")
        #expect(markupIsClose(sup?.font?.size, 21))
        #expect(markupIsClose(sup?.baselineOffset, 12))
    }

    @Test func lineBreaksInAllSpellings() throws {
        #expect(try markupPlain("a<br>b<br/>c<br />d<BR>e") == "a\nb\nc\nd\ne")
        #expect(markupRun("b\nc", in: "a<b>b<br>c</b>")?.font == body.withWeight(.bold))
    }

    @Test func tagNamesAreCaseInsensitive() {
        #expect(markupRun("x", in: "<B>x</b>")?.font == body.withWeight(.bold))
        #expect(markupRun("y", in: "<SPAN COLOR='RED'>y</Span>")?.color == .red)
    }

    // MARK: Span attributes

    @Test func fontFamily() {
        #expect(
            markupRun("x", in: "<span font-family='DejaVu Serif'>x</span>")?.font?.family == "DejaVu Serif")
        #expect(
            markupRun("x", in: "<span font-family=\"Noto-Sans 2\">x</span>")?.font?.family == "Noto-Sans 2")
        #expect(markupRun("x", in: "<span font-family=' Inter '>x</span>")?.font?.family == "Inter")
        #expect(
            markupRun("x", in: "<span font-family='Noto Sans ＪＰ'>x</span>")?.font?.family == "Noto Sans ＪＰ")
        let long = String(repeating: "a", count: 64)
        #expect(markupRun("x", in: "<span font-family='\(long)'>x</span>")?.font?.family == long)
    }

    @Test(arguments: [
        ("12", 12.0), ("12pt", 12), ("10.5", 10.5), ("10.5pt", 10.5), ("1", 1), ("512", 512), (" 9 ", 9),
        ("7.", 7), ("14PT", 14),
    ])
    func fontSize(value: String, size: Double) {
        let font = markupRun("x", in: "<span font-size='\(value)'>x</span>")?.font
        #expect(font == body.withSize(size))
    }

    @Test(arguments: [
        ("ultralight", Font.Weight.ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("normal", .regular), ("medium", .medium), ("semibold", .semibold), ("bold", .bold),
        ("heavy", .heavy), ("black", .black), ("100", .ultraLight), ("200", .thin), ("300", .light),
        ("400", .regular), ("500", .medium), ("600", .semibold), ("700", .bold), ("800", .heavy),
        ("900", .black), ("Bold", .bold),
    ])
    func fontWeight(value: String, weight: Font.Weight) {
        let defaults = TextDefaults(font: .system(size: 17, weight: .light))
        let font = markupRun("x", in: "<span font-weight='\(value)'>x</span>", defaults: defaults)?.font
        #expect(font == .system(size: 17, weight: weight))
    }

    @Test func fontStyle() {
        #expect(markupRun("x", in: "<span font-style='italic'>x</span>")?.font == body.italic())
        #expect(markupRun("x", in: "<i><span font-style='normal'>x</span></i>")?.font == body)
    }

    @Test(arguments: [
        ("#f00", Color.red), ("#00FF00", .green),
        ("#0000ff80", Color(red: 0, green: 0, blue: 1, alpha: 128 / 255)),
        ("black", .black), ("white", .white), ("red", .red), ("green", .green), ("blue", .blue),
        ("gray", .gray), ("clear", .clear), ("systemBlue", .systemBlue), ("label", .label),
        ("secondaryLabel", .secondaryLabel), ("systemRed", .systemRed), ("systemGreen", .systemGreen),
        ("systemgray6", .systemGray6), ("SystemOrange", .systemOrange), (" #abc ", Color(hex: "#aabbcc")!),
    ])
    func colorsAndBackgrounds(value: String, color: Color) {
        #expect(markupRun("x", in: "<span color='\(value)'>x</span>")?.color == color)
        let background = markupRun("x", in: "<span background=\"\(value)\">x</span>")
        #expect(background?.background == color)
        #expect(background?.color == .label)
    }

    @Test func underlineValues() {
        #expect(markupRun("x", in: "<span underline='single'>x</span>")?.underline == .single)
        #expect(markupRun("x", in: "<span underline='double'>x</span>")?.underline == .double)
        #expect(markupRun("x", in: "<u><span underline='none'>x</span></u>")?.underline == nil)
        #expect(markupRun("x", in: "<span underline='none'>x</span>")?.underline == nil)
    }

    @Test func strikethroughValues() {
        #expect(markupRun("x", in: "<span strikethrough='true'>x</span>")?.strikethrough == .single)
        #expect(markupRun("x", in: "<s><span strikethrough='false'>x</span></s>")?.strikethrough == nil)
    }

    @Test func severalAttributesAndLooseSyntax() {
        let source = """
            <span  font-family = "DejaVu Sans"
             font-size='20pt'	font-weight="600" font-style='italic' color='#123456' background='systemGray6'
             underline='double' strikethrough='true' >x</span>
            """
        #expect(
            markupRun("x", in: source)
                == MarkupRun(
                    text: "x", font: Font(family: "DejaVu Sans", size: 20, weight: .semibold, isItalic: true),
                    color: Color(hex: "#123456"), background: .systemGray6, underline: .double,
                    strikethrough: .single))
    }

    @Test func quotesOfTheOtherKindAreValueCharacters() {
        // The value runs to the matching quote, so a '"' inside '…' is part of it (and invalid here).
        #expect(
            markupFailure("<span color='re\"d'>x</span>")?.reason
                == .invalidValue(attribute: "color", value: "re\"d"))
    }

    @Test func spanWithoutAttributesChangesNothing() {
        #expect(markupParsedRuns("a<span>b</span>c") == [MarkupRun(text: "abc", font: body, color: .label)])
    }

    @Test func keywordsMatchOnlyASCIICaseFolding() {
        // U+212A KELVIN SIGN lower-cases to "k" in Unicode, but is not a "k" here.
        #expect(
            markupFailure("<span font-weight='blac\u{212A}'>x</span>")?.reason
                == .invalidValue(attribute: "font-weight", value: "blac\u{212A}"))
        #expect(markupRun("x", in: "<span font-weight='BLACK'>x</span>")?.font == body.withWeight(.black))
    }

    // MARK: Nesting

    @Test func nestedTagsModifyTheInheritedStyle() {
        let source = "<span color='blue' font-size='20'>a<b>b<i>c<u>d</u></i></b>e</span>f"
        let big = body.withSize(20)
        #expect(
            markupParsedRuns(source)
                == [
                    MarkupRun(text: "a", font: big, color: .blue),
                    MarkupRun(text: "b", font: big.withWeight(.bold), color: .blue),
                    MarkupRun(text: "c", font: big.withWeight(.bold).italic(), color: .blue),
                    MarkupRun(
                        text: "d", font: big.withWeight(.bold).italic(), color: .blue, underline: .single),
                    MarkupRun(text: "e", font: big, color: .blue),
                    MarkupRun(text: "f", font: body, color: .label),
                ])
    }

    @Test func innerSpansOverrideOuterOnes() {
        let source = "<span color='red' background='white'>a<span color='green'>b</span>c</span>"
        let result = markupParsedRuns(source)
        #expect(result.map(\.text) == ["a", "b", "c"])
        #expect(result.map(\.color) == [.red, .green, .red])
        #expect(result.map(\.background) == [.white, .white, .white])
    }

    @Test func scriptsInheritColourAndDecorations() {
        let sup = markupRun("2", in: "<u><span color='red'>x<sup>2</sup></span></u>")
        #expect(sup?.color == .red)
        #expect(sup?.underline == .single)
    }

    @Test func adjacentRunsWithTheSameStyleMerge() {
        #expect(markupParsedRuns("<b>a</b><b>b</b>").map(\.text) == ["ab"])
    }

    @Test func stylesCanChangeInsideAGraphemeCluster() throws {
        // The markup is read by Unicode scalar, so a combining mark after a tag takes the tag's style.
        let text = try markupParse("<b>e</b>\u{301}<i>\u{302}</i>")
        #expect(String(text.characters) == "e\u{301}\u{302}")
        let fonts = text.runs.map { run in
            (text[run.range].unicodeScalars.map(\.value), run[VellumAttributes.FontAttribute.self])
        }
        #expect(fonts.map(\.0) == [[0x65], [0x301], [0x302]])
        #expect(fonts.map(\.1) == [body.withWeight(.bold), body, body.italic()])
    }

    // MARK: Entities

    @Test func namedEntities() throws {
        #expect(try markupPlain("&amp;&lt;&gt;&quot;&apos;") == "&<>\"'")
        #expect(try markupPlain("a &lt;b&gt; c") == "a <b> c")
    }

    @Test func numericEntities() throws {
        #expect(try markupPlain("&#65;&#x42;&#X43;&#x1F600;&#233;&#0000097;") == "ABC😀éa")
        #expect(try markupPlain("&#x10FFFF;").unicodeScalars.first?.value == 0x10_FFFF)
        #expect(try markupPlain("&#xFFFD;&#55295;&#xE000;") == "\u{FFFD}\u{D7FF}\u{E000}")
    }

    @Test func entitiesTakeTheCurrentStyle() {
        #expect(markupRun("<&>", in: "x<b>&lt;&amp;&gt;</b>")?.font == body.withWeight(.bold))
    }

    @Test(arguments: [
        ("&nbsp;", "&nbsp;"), ("&amp", "&amp"), ("&AMP;", "&AMP;"), ("&#0;", "&#0;"), ("&#x0;", "&#x0;"),
        ("&#xD800;", "&#xD800;"), ("&#57343;", "&#57343;"), ("&#x110000;", "&#x110000;"),
        ("&#99999999999999999999;", "&#99999999999999999999;"), ("&#;", "&#;"), ("&#x;", "&#x;"),
        ("&#12a;", "&#12"), ("&#xG;", "&#x"), ("&lt", "&lt"), ("&#65", "&#65"), ("&# 65;", "&#"),
    ])
    func invalidEntities(source: String, entity: String) {
        let error = markupFailure("ab" + source + " cd")
        #expect(error == MarkupError(line: 1, column: 3, reason: .invalidEntity(entity)))
    }

    @Test func longInvalidEntitiesAreShortenedInTheError() throws {
        let name = String(repeating: "x", count: 5_000)
        let error = try #require(markupFailure("&\(name);"))
        guard case .invalidEntity(let shown) = error.reason else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(shown == "&" + String(repeating: "x", count: 63) + "…")
    }

}

/// How often `needle` occurs in `haystack`, comparing Unicode scalars (as the parser does).
func markupOccurrences(of needle: String, in haystack: String) -> Int {
    let needle = Array(needle.unicodeScalars)
    let haystack = Array(haystack.unicodeScalars)
    guard haystack.count >= needle.count else { return 0 }
    return (0...(haystack.count - needle.count)).filter {
        Array(haystack[$0..<($0 + needle.count)]) == needle
    }.count
}

/// A random scalar from ranges that stress grapheme clustering (combining marks, ZWJ, flags).
func markupRandomScalar(_ random: inout SplitMix64) -> Unicode.Scalar {
    let ranges: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0xA0...0xFF, 0x300...0x36F, 0x200D...0x200D, 0x1F1E6...0x1F1FF, 0x1F600...0x1F64F,
        0x4E00...0x4E80, 0x0...0x1F, 0xFE00...0xFE0F,
    ]
    let range = ranges[Int(random.next() % UInt64(ranges.count))]
    let value = range.lowerBound + UInt32(random.next() % UInt64(range.count))
    return Unicode.Scalar(value) ?? "?"
}
