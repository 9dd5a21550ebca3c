import Canvas
import Fixtures
import Foundation
import Testing

/// One run of a parsed markup string, with Vellum's attributes pulled out for comparison.
private struct RunInfo: Equatable, CustomStringConvertible {
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

private func runs(_ text: AttributedString) -> [RunInfo] {
    text.runs.map { run in
        RunInfo(
            text: String(text[run.range].characters),
            font: run[VellumAttributes.FontAttribute.self],
            color: run[VellumAttributes.ForegroundColorAttribute.self],
            background: run[VellumAttributes.BackgroundColorAttribute.self],
            underline: run[VellumAttributes.UnderlineStyleAttribute.self],
            strikethrough: run[VellumAttributes.StrikethroughStyleAttribute.self],
            baselineOffset: run[VellumAttributes.BaselineOffsetAttribute.self])
    }
}

private func parse(
    _ source: String, defaults: TextDefaults = TextDefaults(), limits: MarkupLimits = .default
) throws -> AttributedString {
    try Markup.attributedString(from: source, defaults: defaults, limits: limits)
}

/// The runs of `source`, or an empty list (and a recorded issue) when it does not parse.
private func parsedRuns(_ source: String, defaults: TextDefaults = TextDefaults()) -> [RunInfo] {
    do {
        return runs(try Markup.attributedString(from: source, defaults: defaults))
    } catch {
        Issue.record("\(source.debugDescription) failed: \(error)")
        return []
    }
}

/// The run holding `text`, if any.
private func run(_ text: String, in source: String, defaults: TextDefaults = TextDefaults()) -> RunInfo? {
    let found = parsedRuns(source, defaults: defaults).first { $0.text == text }
    if found == nil { Issue.record("no run \(text.debugDescription) in \(source.debugDescription)") }
    return found
}

private func failure(_ source: String, limits: MarkupLimits = .default) -> MarkupError? {
    do {
        _ = try Markup.attributedString(from: source, limits: limits)
        return nil
    } catch {
        return error
    }
}

private func plain(_ source: String) throws -> String {
    String(try parse(source).characters)
}

private func isClose(_ a: Double?, _ b: Double) -> Bool {
    guard let a else { return false }
    return abs(a - b) < 1e-9
}

@Suite struct MarkupTests {
    let body = Font.body

    // MARK: Plain text and defaults

    @Test func plainTextTakesTheDefaultsExplicitly() throws {
        #expect(
            parsedRuns("Hello, world")
                == [RunInfo(text: "Hello, world", font: .body, color: .label)])
        let defaults = TextDefaults(font: .system(size: 12, weight: .medium), color: .systemRed)
        #expect(
            parsedRuns("Hi", defaults: defaults)
                == [RunInfo(text: "Hi", font: .system(size: 12, weight: .medium), color: .systemRed)])
    }

    @Test func emptyInputGivesAnEmptyString() throws {
        #expect(try parse("").characters.isEmpty)
        #expect(try parse("<b></b><span color='red'></span>").characters.isEmpty)
    }

    @Test func whitespaceNewlinesAndGreaterThanAreKept() throws {
        #expect(try plain("  a \n\tb  \r\n c > d ") == "  a \n\tb  \r\n c > d ")
    }

    // MARK: Simple tags

    @Test func boldSetsTheBoldWeight() {
        #expect(
            parsedRuns("a<b>b</b>c")
                == [
                    RunInfo(text: "a", font: body, color: .label),
                    RunInfo(text: "b", font: body.withWeight(.bold), color: .label),
                    RunInfo(text: "c", font: body, color: .label),
                ])
    }

    @Test func italicSetsItalic() {
        #expect(run("x", in: "<i>x</i>")?.font == body.italic())
    }

    @Test func underlineAndStrikethroughAreSingle() {
        let underlined = run("u", in: "<u>u</u>")
        #expect(underlined?.underline == .single)
        #expect(underlined?.strikethrough == nil)
        #expect(underlined?.font == body)
        let struck = run("s", in: "<s>s</s>")
        #expect(struck?.strikethrough == .single)
        #expect(struck?.underline == nil)
    }

    @Test func superscriptShrinksAndRaises() {
        let sup = run("2", in: "x<sup>2</sup>")
        #expect(isClose(sup?.font?.size, 17 * 0.7))
        #expect(isClose(sup?.baselineOffset, 17 * 0.4))
        #expect(sup?.font?.family == Font.systemFamily)
        #expect(run("x", in: "x<sup>2</sup>")?.baselineOffset == nil)
    }

    @Test func subscriptShrinksAndLowers() {
        let defaults = TextDefaults(font: .system(size: 20))
        let sub = run("2", in: "H<sub>2</sub>O", defaults: defaults)
        #expect(isClose(sub?.font?.size, 14))
        #expect(isClose(sub?.baselineOffset, -5))
    }

    @Test func nestedScriptsUseTheCurrentSizeAndAddUp() {
        let defaults = TextDefaults(font: .system(size: 10))
        let inner = run("n", in: "e<sup>x<sup>n</sup></sup>", defaults: defaults)
        #expect(isClose(inner?.font?.size, 4.9))
        #expect(isClose(inner?.baselineOffset, 4 + 2.8))
        let mixed = run("i", in: "a<sup>x<sub>i</sub></sup>", defaults: defaults)
        #expect(isClose(mixed?.font?.size, 4.9))
        #expect(isClose(mixed?.baselineOffset, 4 - 1.75))
    }

    @Test func scriptSizeFollowsASpanFontSize() {
        let sup = run("2", in: "<span font-size='30'>x<sup>2</sup></span>")
        #expect(isClose(sup?.font?.size, 21))
        #expect(isClose(sup?.baselineOffset, 12))
    }

    @Test func lineBreaksInAllSpellings() throws {
        #expect(try plain("a<br>b<br/>c<br />d<BR>e") == "a\nb\nc\nd\ne")
        #expect(run("b\nc", in: "a<b>b<br>c</b>")?.font == body.withWeight(.bold))
    }

    @Test func tagNamesAreCaseInsensitive() {
        #expect(run("x", in: "<B>x</b>")?.font == body.withWeight(.bold))
        #expect(run("y", in: "<SPAN COLOR='RED'>y</Span>")?.color == .red)
    }

    // MARK: Span attributes

    @Test func fontFamily() {
        #expect(run("x", in: "<span font-family='DejaVu Serif'>x</span>")?.font?.family == "DejaVu Serif")
        #expect(run("x", in: "<span font-family=\"Noto-Sans 2\">x</span>")?.font?.family == "Noto-Sans 2")
        #expect(run("x", in: "<span font-family=' Inter '>x</span>")?.font?.family == "Inter")
        #expect(run("x", in: "<span font-family='Noto Sans ＪＰ'>x</span>")?.font?.family == "Noto Sans ＪＰ")
        let long = String(repeating: "a", count: 64)
        #expect(run("x", in: "<span font-family='\(long)'>x</span>")?.font?.family == long)
    }

    @Test(arguments: [
        ("12", 12.0), ("12pt", 12), ("10.5", 10.5), ("10.5pt", 10.5), ("1", 1), ("512", 512), (" 9 ", 9),
        ("7.", 7), ("14PT", 14),
    ])
    func fontSize(value: String, size: Double) {
        let font = run("x", in: "<span font-size='\(value)'>x</span>")?.font
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
        let font = run("x", in: "<span font-weight='\(value)'>x</span>", defaults: defaults)?.font
        #expect(font == .system(size: 17, weight: weight))
    }

    @Test func fontStyle() {
        #expect(run("x", in: "<span font-style='italic'>x</span>")?.font == body.italic())
        #expect(run("x", in: "<i><span font-style='normal'>x</span></i>")?.font == body)
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
        #expect(run("x", in: "<span color='\(value)'>x</span>")?.color == color)
        let background = run("x", in: "<span background=\"\(value)\">x</span>")
        #expect(background?.background == color)
        #expect(background?.color == .label)
    }

    @Test func underlineValues() {
        #expect(run("x", in: "<span underline='single'>x</span>")?.underline == .single)
        #expect(run("x", in: "<span underline='double'>x</span>")?.underline == .double)
        #expect(run("x", in: "<u><span underline='none'>x</span></u>")?.underline == nil)
        #expect(run("x", in: "<span underline='none'>x</span>")?.underline == nil)
    }

    @Test func strikethroughValues() {
        #expect(run("x", in: "<span strikethrough='true'>x</span>")?.strikethrough == .single)
        #expect(run("x", in: "<s><span strikethrough='false'>x</span></s>")?.strikethrough == nil)
    }

    @Test func severalAttributesAndLooseSyntax() {
        let source = """
            <span  font-family = "DejaVu Sans"
             font-size='20pt'	font-weight="600" font-style='italic' color='#123456' background='systemGray6'
             underline='double' strikethrough='true' >x</span>
            """
        #expect(
            run("x", in: source)
                == RunInfo(
                    text: "x", font: Font(family: "DejaVu Sans", size: 20, weight: .semibold, isItalic: true),
                    color: Color(hex: "#123456"), background: .systemGray6, underline: .double,
                    strikethrough: .single))
    }

    @Test func quotesOfTheOtherKindAreValueCharacters() {
        // The value runs to the matching quote, so a '"' inside '…' is part of it (and invalid here).
        #expect(
            failure("<span color='re\"d'>x</span>")?.reason
                == .invalidValue(attribute: "color", value: "re\"d"))
    }

    @Test func spanWithoutAttributesChangesNothing() {
        #expect(parsedRuns("a<span>b</span>c") == [RunInfo(text: "abc", font: body, color: .label)])
    }

    @Test func keywordsMatchOnlyASCIICaseFolding() {
        // U+212A KELVIN SIGN lower-cases to "k" in Unicode, but is not a "k" here.
        #expect(
            failure("<span font-weight='blac\u{212A}'>x</span>")?.reason
                == .invalidValue(attribute: "font-weight", value: "blac\u{212A}"))
        #expect(run("x", in: "<span font-weight='BLACK'>x</span>")?.font == body.withWeight(.black))
    }

    // MARK: Nesting

    @Test func nestedTagsModifyTheInheritedStyle() {
        let source = "<span color='blue' font-size='20'>a<b>b<i>c<u>d</u></i></b>e</span>f"
        let big = body.withSize(20)
        #expect(
            parsedRuns(source)
                == [
                    RunInfo(text: "a", font: big, color: .blue),
                    RunInfo(text: "b", font: big.withWeight(.bold), color: .blue),
                    RunInfo(text: "c", font: big.withWeight(.bold).italic(), color: .blue),
                    RunInfo(
                        text: "d", font: big.withWeight(.bold).italic(), color: .blue, underline: .single),
                    RunInfo(text: "e", font: big, color: .blue),
                    RunInfo(text: "f", font: body, color: .label),
                ])
    }

    @Test func innerSpansOverrideOuterOnes() {
        let source = "<span color='red' background='white'>a<span color='green'>b</span>c</span>"
        let result = parsedRuns(source)
        #expect(result.map(\.text) == ["a", "b", "c"])
        #expect(result.map(\.color) == [.red, .green, .red])
        #expect(result.map(\.background) == [.white, .white, .white])
    }

    @Test func scriptsInheritColourAndDecorations() {
        let sup = run("2", in: "<u><span color='red'>x<sup>2</sup></span></u>")
        #expect(sup?.color == .red)
        #expect(sup?.underline == .single)
    }

    @Test func adjacentRunsWithTheSameStyleMerge() {
        #expect(parsedRuns("<b>a</b><b>b</b>").map(\.text) == ["ab"])
    }

    @Test func stylesCanChangeInsideAGraphemeCluster() throws {
        // The markup is read by Unicode scalar, so a combining mark after a tag takes the tag's style.
        let text = try parse("<b>e</b>\u{301}<i>\u{302}</i>")
        #expect(String(text.characters) == "e\u{301}\u{302}")
        let fonts = text.runs.map { run in
            (text[run.range].unicodeScalars.map(\.value), run[VellumAttributes.FontAttribute.self])
        }
        #expect(fonts.map(\.0) == [[0x65], [0x301], [0x302]])
        #expect(fonts.map(\.1) == [body.withWeight(.bold), body, body.italic()])
    }

    // MARK: Entities

    @Test func namedEntities() throws {
        #expect(try plain("&amp;&lt;&gt;&quot;&apos;") == "&<>\"'")
        #expect(try plain("a &lt;b&gt; c") == "a <b> c")
    }

    @Test func numericEntities() throws {
        #expect(try plain("&#65;&#x42;&#X43;&#x1F600;&#233;&#0000097;") == "ABC😀éa")
        #expect(try plain("&#x10FFFF;").unicodeScalars.first?.value == 0x10_FFFF)
        #expect(try plain("&#xFFFD;&#55295;&#xE000;") == "\u{FFFD}\u{D7FF}\u{E000}")
    }

    @Test func entitiesTakeTheCurrentStyle() {
        #expect(run("<&>", in: "x<b>&lt;&amp;&gt;</b>")?.font == body.withWeight(.bold))
    }

    @Test(arguments: [
        ("&nbsp;", "&nbsp;"), ("&amp", "&amp"), ("&AMP;", "&AMP;"), ("&#0;", "&#0;"), ("&#x0;", "&#x0;"),
        ("&#xD800;", "&#xD800;"), ("&#57343;", "&#57343;"), ("&#x110000;", "&#x110000;"),
        ("&#99999999999999999999;", "&#99999999999999999999;"), ("&#;", "&#;"), ("&#x;", "&#x;"),
        ("&#12a;", "&#12"), ("&#xG;", "&#x"), ("&lt", "&lt"), ("&#65", "&#65"), ("&# 65;", "&#"),
    ])
    func invalidEntities(source: String, entity: String) {
        let error = failure("ab" + source + " cd")
        #expect(error == MarkupError(line: 1, column: 3, reason: .invalidEntity(entity)))
    }

    @Test func longInvalidEntitiesAreShortenedInTheError() throws {
        let name = String(repeating: "x", count: 5_000)
        let error = try #require(failure("&\(name);"))
        guard case .invalidEntity(let shown) = error.reason else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(shown == "&" + String(repeating: "x", count: 63) + "…")
    }

    // MARK: Errors and their positions

    @Test(arguments: [
        ("<blink>hi</blink>", 1, 1, MarkupError.Reason.unknownTag("blink")),
        ("a\nb <Blink>", 2, 3, .unknownTag("Blink")),
        ("x </blink>", 1, 3, .unknownTag("blink")),
        ("<p>", 1, 1, .unknownTag("p")),
        ("<h1>", 1, 1, .unknownTag("h1")),
        ("<b foo='1'>x</b>", 1, 4, .unknownAttribute(tag: "b", attribute: "foo")),
        ("<br class='x'>", 1, 5, .unknownAttribute(tag: "br", attribute: "class")),
        ("<span size='12'>x</span>", 1, 7, .unknownAttribute(tag: "span", attribute: "size")),
        ("<span gravity='99'>x</span>", 1, 7, .unknownAttribute(tag: "span", attribute: "gravity")),
        (
            "<span color='red' color='blue'>x</span>", 1, 19,
            .duplicateAttribute(tag: "span", attribute: "color")
        ),
        (
            "<span color='red' COLOR='red'>x</span>", 1, 19,
            .duplicateAttribute(tag: "span", attribute: "COLOR")
        ),
        ("<span underline='9'>x</span>", 1, 18, .invalidValue(attribute: "underline", value: "9")),
        ("<span underline='thick'>x</span>", 1, 18, .invalidValue(attribute: "underline", value: "thick")),
        ("<span color='#ff'>x</span>", 1, 14, .invalidValue(attribute: "color", value: "#ff")),
        ("<span color='ff0000'>x</span>", 1, 14, .invalidValue(attribute: "color", value: "ff0000")),
        ("<span color='#ＦＦ0'>x</span>", 1, 14, .invalidValue(attribute: "color", value: "#ＦＦ0")),
        ("<span color='#ff00000'>x</span>", 1, 14, .invalidValue(attribute: "color", value: "#ff00000")),
        ("<span color='purple'>x</span>", 1, 14, .invalidValue(attribute: "color", value: "purple")),
        ("<span color=''>x</span>", 1, 14, .invalidValue(attribute: "color", value: "")),
        (
            "<span background='rgb(1,2,3)'>x</span>", 1, 19,
            .invalidValue(attribute: "background", value: "rgb(1,2,3)")
        ),
        ("<span font-size='0.5'>x</span>", 1, 18, .invalidValue(attribute: "font-size", value: "0.5")),
        ("<span font-size='513'>x</span>", 1, 18, .invalidValue(attribute: "font-size", value: "513")),
        ("<span font-size='1e2'>x</span>", 1, 18, .invalidValue(attribute: "font-size", value: "1e2")),
        ("<span font-size='nan'>x</span>", 1, 18, .invalidValue(attribute: "font-size", value: "nan")),
        ("<span font-size='-12'>x</span>", 1, 18, .invalidValue(attribute: "font-size", value: "-12")),
        ("<span font-size='12px'>x</span>", 1, 18, .invalidValue(attribute: "font-size", value: "12px")),
        ("<span font-size='.'>x</span>", 1, 18, .invalidValue(attribute: "font-size", value: ".")),
        ("<span font-size='pt'>x</span>", 1, 18, .invalidValue(attribute: "font-size", value: "pt")),
        ("<span font-size='1.2.3'>x</span>", 1, 18, .invalidValue(attribute: "font-size", value: "1.2.3")),
        ("<span font-weight='450'>x</span>", 1, 20, .invalidValue(attribute: "font-weight", value: "450")),
        (
            "<span font-weight='extrabold'>x</span>", 1, 20,
            .invalidValue(attribute: "font-weight", value: "extrabold")
        ),
        (
            "<span font-style='oblique'>x</span>", 1, 19,
            .invalidValue(attribute: "font-style", value: "oblique")
        ),
        (
            "<span strikethrough='yes'>x</span>", 1, 22,
            .invalidValue(attribute: "strikethrough", value: "yes")
        ),
        (
            "<span font-family='Inter,Evil'>x</span>", 1, 20,
            .invalidValue(attribute: "font-family", value: "Inter,Evil")
        ),
        (
            "<span font-family='A &amp; B'>x</span>", 1, 20,
            .invalidValue(attribute: "font-family", value: "A &amp; B")
        ),
        ("<span font-family='   '>x</span>", 1, 20, .invalidValue(attribute: "font-family", value: "   ")),
        ("<b>bold", 1, 1, .unclosedTag("b")),
        ("x<b><i>y</i>", 1, 2, .unclosedTag("b")),
        ("<b>\n<i>y", 2, 1, .unclosedTag("i")),
        ("<b><i>x</b></i>", 1, 8, .mismatchedClosingTag(expected: "i", found: "b")),
        ("<sub>x</sup>", 1, 7, .mismatchedClosingTag(expected: "sub", found: "sup")),
        ("x</b>", 1, 2, .unexpectedClosingTag("b")),
        ("<b>x</b></b>", 1, 9, .unexpectedClosingTag("b")),
        ("a<br>b</br>", 1, 7, .unexpectedClosingTag("br")),
        ("<b>a</br></b>", 1, 5, .unexpectedClosingTag("br")),
        ("a & b", 1, 3, .bareAmpersand),
        ("a&", 1, 2, .bareAmpersand),
        ("&&amp;", 1, 1, .bareAmpersand),
        ("& ", 1, 1, .bareAmpersand),
        ("1 < 2", 1, 3, .bareLessThan),
        ("a<", 1, 2, .bareLessThan),
        ("<<b>", 1, 1, .bareLessThan),
        ("<1>", 1, 1, .bareLessThan),
        ("<!-- comment -->", 1, 1, .bareLessThan),
        ("< b>", 1, 1, .bareLessThan),
        ("<\u{301}b>", 1, 1, .bareLessThan),
        ("<b", 1, 3, .malformedTag),
        ("<span color='red'", 1, 18, .malformedTag),
        ("<b x>", 1, 5, .malformedTag),
        ("<b/>", 1, 3, .malformedTag),
        ("<b-x>", 1, 3, .malformedTag),
        ("<span color=red>x</span>", 1, 13, .malformedTag),
        ("<span color='red>x</span>", 1, 13, .malformedTag),
        ("<span color='red'font-size='3'>x</span>", 1, 18, .malformedTag),
        ("<span color>x</span>", 1, 12, .malformedTag),
        ("<span ='red'>x</span>", 1, 7, .malformedTag),
        ("</ b>", 1, 3, .malformedTag),
        ("</>", 1, 3, .malformedTag),
        ("<b>x</b", 1, 8, .malformedTag),
        ("<b>x</b y>", 1, 9, .malformedTag),
        ("<br/ >", 1, 4, .malformedTag),
        ("line one\n<b>two</b>\r\nthree <x>", 3, 7, .unknownTag("x")),
        ("one\rtwo\r\n\nfour & five", 4, 6, .bareAmpersand),
        ("e\u{301}e\u{301} <x>", 1, 4, .unknownTag("x")),
        ("🇫🇷👩‍👩‍👧<x>", 1, 3, .unknownTag("x")),
        ("<span\ncolor='red'\n  size='1'>", 3, 3, .unknownAttribute(tag: "span", attribute: "size")),
    ])
    func errorReasonAndPosition(source: String, line: Int, column: Int, reason: MarkupError.Reason) {
        #expect(
            failure(source) == MarkupError(line: line, column: column, reason: reason),
            "\(source.debugDescription)")
    }

    @Test func errorDescriptions() throws {
        let error = try #require(failure("<b>\n\n  and <blink>"))
        #expect(error.description == "line 3, column 7: unknown tag <blink>")
        let cases: [(String, String)] = [
            ("<b y='1'>", "line 1, column 4: unknown attribute 'y' on <b>"),
            ("<span color='1' >", "line 1, column 14: invalid value '1' for attribute 'color'"),
            ("<span color='red' color='red'>", "line 1, column 19: duplicate attribute 'color' on <span>"),
            ("<b>", "line 1, column 1: unclosed tag <b>"),
            ("<b></i>", "line 1, column 4: closing tag </i> does not match the open tag <b>"),
            ("</i>", "line 1, column 1: closing tag </i> has no open tag to close"),
            ("&x;", "line 1, column 1: invalid entity &x;"),
            ("&", "line 1, column 1: '&' must be written as &amp;"),
            ("1 < 2", "line 1, column 3: '<' must be written as &lt;"),
            ("<b", "line 1, column 3: malformed tag"),
        ]
        for (source, description) in cases {
            #expect(failure(source)?.description == description)
        }
        #expect(
            MarkupError(line: 1, column: 2, reason: .nestingTooDeep(64)).description
                == "line 1, column 2: tags nested more than 64 deep")
        #expect(
            MarkupError(line: 1, column: 2, reason: .inputTooLong(10)).description
                == "line 1, column 2: input longer than 10 characters")
    }

    @Test func longNamesAndValuesAreShortenedInErrors() throws {
        let name = String(repeating: "q", count: 10_000)
        #expect(failure("<\(name)>")?.reason == .unknownTag(String(repeating: "q", count: 64) + "…"))
        let value = String(repeating: "v", count: 10_000)
        #expect(
            failure("<span color='\(value)'>")?.reason
                == .invalidValue(attribute: "color", value: String(repeating: "v", count: 64) + "…"))
    }

    @Test func firstErrorWins() {
        #expect(failure("<blink> & <b>")?.reason == .unknownTag("blink"))
        #expect(failure("& <blink>")?.reason == .bareAmpersand)
        #expect(
            failure("<span color='bad' foo='x'>")?.reason == .invalidValue(attribute: "color", value: "bad"))
    }

    // MARK: Limits

    @Test func defaultLimits() {
        #expect(MarkupLimits.default == MarkupLimits(maximumLength: 1_000_000, maximumNesting: 64))
    }

    @Test func maximumLengthCountsCharacters() throws {
        let limits = MarkupLimits(maximumLength: 5)
        #expect(try parse("abcde", limits: limits).characters.count == 5)
        // Seven characters (ten scalars) fit a limit of eight.
        #expect(
            try parse("e\u{301}e\u{301}🇫🇷&lt;", limits: MarkupLimits(maximumLength: 8)).characters.count == 4)
        #expect(
            failure("abcdef", limits: limits) == MarkupError(line: 1, column: 6, reason: .inputTooLong(5)))
        #expect(
            failure("ab\ncdef", limits: limits) == MarkupError(line: 2, column: 3, reason: .inputTooLong(5)))
        #expect(
            failure("e\u{301}b\u{301}\nc\u{301}d\u{301}e\u{301}f", limits: limits)
                == MarkupError(line: 2, column: 3, reason: .inputTooLong(5)))
        #expect(failure("a", limits: MarkupLimits(maximumLength: 0))?.reason == .inputTooLong(0))
        #expect(failure("a", limits: MarkupLimits(maximumLength: -3))?.reason == .inputTooLong(0))
        #expect(try parse("", limits: MarkupLimits(maximumLength: 0)).characters.isEmpty)
    }

    @Test func maximumNesting() throws {
        let deepest = String(repeating: "<span>", count: 64) + "x" + String(repeating: "</span>", count: 64)
        #expect(try plain(deepest) == "x")
        let tooDeep = String(repeating: "<b>", count: 65) + "x" + String(repeating: "</b>", count: 65)
        #expect(failure(tooDeep) == MarkupError(line: 1, column: 64 * 3 + 1, reason: .nestingTooDeep(64)))
        let limits = MarkupLimits(maximumNesting: 2)
        #expect(try parse("<b><i>x<br>y</i></b><u>z</u>", limits: limits).characters.count == 4)
        #expect(
            failure("<b><i><u>x</u></i></b>", limits: limits)
                == MarkupError(line: 1, column: 7, reason: .nestingTooDeep(2)))
        #expect(failure("<b>x</b>", limits: MarkupLimits(maximumNesting: 0))?.reason == .nestingTooDeep(0))
        #expect(try plain("a<br/>b") == "a\nb")
    }

    @Test func hugeNestingFailsFast() {
        let source = String(repeating: "<span>", count: 100_000) + "x"
        let clock = ContinuousClock()
        var error: MarkupError?
        let elapsed = clock.measure { error = failure(source) }
        #expect(error == MarkupError(line: 1, column: 64 * 6 + 1, reason: .nestingTooDeep(64)))
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }

    @Test func deepNestingWithinARaisedLimitIsLinear() throws {
        let depth = 30_000
        let source =
            String(repeating: "<span color='red'>", count: depth) + "x"
            + String(repeating: "</span>", count: depth)
        let clock = ContinuousClock()
        var result = AttributedString()
        let elapsed = try clock.measure {
            result = try parse(source, limits: MarkupLimits(maximumNesting: depth))
        }
        #expect(runs(result) == [RunInfo(text: "x", font: body, color: .red)])
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    @Test func longInputsParse() throws {
        let unit = "<b>x</b> y&amp;"  // 15 characters, 2 runs
        let clock = ContinuousClock()
        var result = AttributedString()
        let elapsed = try clock.measure { result = try parse(String(repeating: unit, count: 20_000)) }
        #expect(result.characters.count == 20_000 * 4)
        #expect(result.runs.count == 40_000)
        #expect(elapsed < .seconds(10), "took \(elapsed)")
        let longest = String(repeating: "x", count: 1_000_000)
        #expect(try parse(longest).characters.count == 1_000_000)
        #expect(
            failure(longest + "x")
                == MarkupError(line: 1, column: 1_000_001, reason: .inputTooLong(1_000_000)))
    }

    // MARK: Safety

    @Test func pangoCrashersAreRejectedBeforeLayout() throws {
        #expect(
            failure("<span underline='9'>x</span>")?.reason
                == .invalidValue(attribute: "underline", value: "9"))
        #expect(
            failure("<span gravity='99'>x</span>")?.reason
                == .unknownAttribute(tag: "span", attribute: "gravity"))
        // Text that looks like Pango markup arrives as literal characters.
        let text = try parse("&lt;span underline='9'&gt;x&lt;/span&gt;")
        #expect(String(text.characters) == "<span underline='9'>x</span>")
        let layout = TextLayout(text, width: 300)
        #expect(layout.lineCount == 1)
    }

    @Test func parsedTextLaysOut() throws {
        let text = try parse(
            "H<sub>2</sub>O and E = mc<sup>2</sup><br><b>bold</b> <span color='systemBlue'>blue</span>")
        let layout = TextLayout(text, width: 400)
        #expect(layout.lineCount == 2)
        #expect(layout.size.width > 0)
    }

    @Test func randomMarkupNeverCrashesAndNeverLeaksALessThan() {
        var random = SplitMix64(seed: 0x5EED_CAFE)
        let fragments = [
            "<b>", "</b>", "<i>", "</i>", "<u>", "</u>", "<s>", "</s>", "<span color='#f00'>",
            "<span font-size='9pt' underline='double'>", "</span>", "&amp;", "&lt;", "&gt;", "&#x41;", "&#0;",
            "&", "<", ">", "text", " ", "\n", "\r\n", "<br/>", "<br>", "<sup>", "</sup>", "<sub>", "</sub>",
            "<span", "'", "\"", "=", "/", "<blink>", "</", ";", "#",
        ]
        var successes = 0
        for _ in 0..<3_000 {
            var source = ""
            for _ in 0..<Int(random.next() % 24) {
                if random.next() % 4 == 0 {
                    source.unicodeScalars.append(randomScalar(&random))
                } else {
                    source += fragments[Int(random.next() % UInt64(fragments.count))]
                }
            }
            do {
                let result = try Markup.attributedString(from: source)
                successes += 1
                let lessThans = String(result.characters).unicodeScalars.filter { $0 == "<" }.count
                #expect(lessThans <= occurrences(of: "&lt;", in: source), "\(source.debugDescription)")
                for run in result.runs {
                    #expect(run[VellumAttributes.FontAttribute.self] != nil)
                    #expect(run[VellumAttributes.ForegroundColorAttribute.self] != nil)
                }
            } catch {
                let lines = source.split(omittingEmptySubsequences: false) { $0.isNewline }.count
                #expect(error.line >= 1 && error.line <= lines, "\(source.debugDescription): \(error)")
                #expect(
                    error.column >= 1 && error.column <= source.count + 1,
                    "\(source.debugDescription): \(error)")
            }
        }
        #expect(successes > 100)
    }
}

/// How often `needle` occurs in `haystack`, comparing Unicode scalars (as the parser does).
private func occurrences(of needle: String, in haystack: String) -> Int {
    let needle = Array(needle.unicodeScalars)
    let haystack = Array(haystack.unicodeScalars)
    guard haystack.count >= needle.count else { return 0 }
    return (0...(haystack.count - needle.count)).filter {
        Array(haystack[$0..<($0 + needle.count)]) == needle
    }.count
}

/// A random scalar from ranges that stress grapheme clustering (combining marks, ZWJ, flags).
private func randomScalar(_ random: inout SplitMix64) -> Unicode.Scalar {
    let ranges: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0xA0...0xFF, 0x300...0x36F, 0x200D...0x200D, 0x1F1E6...0x1F1FF, 0x1F600...0x1F64F,
        0x4E00...0x4E80, 0x0...0x1F, 0xFE00...0xFE0F,
    ]
    let range = ranges[Int(random.next() % UInt64(ranges.count))]
    let value = range.lowerBound + UInt32(random.next() % UInt64(range.count))
    return Unicode.Scalar(value) ?? "?"
}
