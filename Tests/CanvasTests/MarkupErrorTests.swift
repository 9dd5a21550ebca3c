import Canvas
import Fixtures
import Foundation
import Testing

/// Markup that fails: errors with their positions, limits, and hostile input that must not crash.
extension MarkupTests {
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
            markupFailure(source) == MarkupError(line: line, column: column, reason: reason),
            "\(source.debugDescription)")
    }

    @Test func errorDescriptions() throws {
        let error = try #require(markupFailure("<b>\n\n  and <blink>"))
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
            #expect(markupFailure(source)?.description == description)
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
        #expect(markupFailure("<\(name)>")?.reason == .unknownTag(String(repeating: "q", count: 64) + "…"))
        let value = String(repeating: "v", count: 10_000)
        #expect(
            markupFailure("<span color='\(value)'>")?.reason
                == .invalidValue(attribute: "color", value: String(repeating: "v", count: 64) + "…"))
    }

    @Test func firstErrorWins() {
        #expect(markupFailure("<blink> & <b>")?.reason == .unknownTag("blink"))
        #expect(markupFailure("& <blink>")?.reason == .bareAmpersand)
        #expect(
            markupFailure("<span color='bad' foo='x'>")?.reason
                == .invalidValue(attribute: "color", value: "bad"))
    }

    // MARK: Limits

    @Test func defaultLimits() {
        #expect(MarkupLimits.default == MarkupLimits(maximumLength: 1_000_000, maximumNesting: 64))
    }

    @Test func maximumLengthCountsCharacters() throws {
        let limits = MarkupLimits(maximumLength: 5)
        #expect(try markupParse("abcde", limits: limits).characters.count == 5)
        // Seven characters (ten scalars) fit a limit of eight.
        #expect(
            try markupParse("e\u{301}e\u{301}🇫🇷&lt;", limits: MarkupLimits(maximumLength: 8)).characters.count
                == 4)
        #expect(
            markupFailure("abcdef", limits: limits)
                == MarkupError(line: 1, column: 6, reason: .inputTooLong(5)))
        #expect(
            markupFailure("ab\ncdef", limits: limits)
                == MarkupError(line: 2, column: 3, reason: .inputTooLong(5)))
        #expect(
            markupFailure("e\u{301}b\u{301}\nc\u{301}d\u{301}e\u{301}f", limits: limits)
                == MarkupError(line: 2, column: 3, reason: .inputTooLong(5)))
        #expect(markupFailure("a", limits: MarkupLimits(maximumLength: 0))?.reason == .inputTooLong(0))
        #expect(markupFailure("a", limits: MarkupLimits(maximumLength: -3))?.reason == .inputTooLong(0))
        #expect(try markupParse("", limits: MarkupLimits(maximumLength: 0)).characters.isEmpty)
    }

    @Test func maximumNesting() throws {
        let deepest = String(repeating: "<span>", count: 64) + "x" + String(repeating: "</span>", count: 64)
        #expect(try markupPlain(deepest) == "x")
        let tooDeep = String(repeating: "<b>", count: 65) + "x" + String(repeating: "</b>", count: 65)
        #expect(
            markupFailure(tooDeep) == MarkupError(line: 1, column: 64 * 3 + 1, reason: .nestingTooDeep(64)))
        let limits = MarkupLimits(maximumNesting: 2)
        #expect(try markupParse("<b><i>x<br>y</i></b><u>z</u>", limits: limits).characters.count == 4)
        #expect(
            markupFailure("<b><i><u>x</u></i></b>", limits: limits)
                == MarkupError(line: 1, column: 7, reason: .nestingTooDeep(2)))
        #expect(
            markupFailure("<b>x</b>", limits: MarkupLimits(maximumNesting: 0))?.reason == .nestingTooDeep(0))
        #expect(try markupPlain("a<br/>b") == "a\nb")
    }

    @Test func hugeNestingFailsFast() {
        let source = String(repeating: "<span>", count: 100_000) + "x"
        let clock = ContinuousClock()
        var error: MarkupError?
        let elapsed = clock.measure { error = markupFailure(source) }
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
            result = try markupParse(source, limits: MarkupLimits(maximumNesting: depth))
        }
        #expect(markupRuns(result) == [MarkupRun(text: "x", font: body, color: .red)])
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    @Test func longInputsParse() throws {
        let unit = "<b>x</b> y&amp;"  // 15 characters, 2 runs
        let clock = ContinuousClock()
        var result = AttributedString()
        let elapsed = try clock.measure { result = try markupParse(String(repeating: unit, count: 20_000)) }
        #expect(result.characters.count == 20_000 * 4)
        #expect(result.runs.count == 40_000)
        #expect(elapsed < .seconds(10), "took \(elapsed)")
        let longest = String(repeating: "x", count: 1_000_000)
        #expect(try markupParse(longest).characters.count == 1_000_000)
        #expect(
            markupFailure(longest + "x")
                == MarkupError(line: 1, column: 1_000_001, reason: .inputTooLong(1_000_000)))
    }

    // MARK: Safety

    @Test func pangoCrashersAreRejectedBeforeLayout() throws {
        #expect(
            markupFailure("<span underline='9'>x</span>")?.reason
                == .invalidValue(attribute: "underline", value: "9"))
        #expect(
            markupFailure("<span gravity='99'>x</span>")?.reason
                == .unknownAttribute(tag: "span", attribute: "gravity"))
        // Text that looks like Pango markup arrives as literal characters.
        let text = try markupParse("&lt;span underline='9'&gt;x&lt;/span&gt;")
        #expect(String(text.characters) == "<span underline='9'>x</span>")
        let layout = TextLayout(text, width: 300)
        #expect(layout.lineCount == 1)
    }

    @Test func parsedTextLaysOut() throws {
        let text = try markupParse(
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
                    source.unicodeScalars.append(markupRandomScalar(&random))
                } else {
                    source += fragments[Int(random.next() % UInt64(fragments.count))]
                }
            }
            do {
                let result = try Markup.attributedString(from: source)
                successes += 1
                let lessThans = String(result.characters).unicodeScalars.filter { $0 == "<" }.count
                #expect(lessThans <= markupOccurrences(of: "&lt;", in: source), "\(source.debugDescription)")
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
