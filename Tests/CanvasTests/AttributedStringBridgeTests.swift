import Foundation
import TestSupport
import Testing

@testable import Canvas

private let font = Font.systemFont(ofSize: 16)

@Suite struct AttributedStringBridgeTests {
    @Test func everyUIKitKeyMapsToVellumsScope() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 3
        let url = URL(string: "https://example.com")!
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font, .foregroundColor: Color.red, .backgroundColor: Color.blue, .paragraphStyle: style,
            .kern: CGFloat(1.5), .underlineStyle: NSUnderlineStyle.single.rawValue,
            .underlineColor: Color.green,
            .strikethroughStyle: NSNumber(value: UnderlineStyle.double.rawValue),
            .strikethroughColor: Color.gray,
            .baselineOffset: 2, .link: url,
        ]
        let converted = NSAttributedString(string: "All keys", attributes: attributes).vellumAttributedString
        let runs = Array(converted.runs)
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run.font == font)
        #expect(run.foregroundColor == .red)
        #expect(run.backgroundColor == .blue)
        #expect(run.paragraphStyle == ParagraphStyle(alignment: .center, lineSpacing: 3))
        #expect(run.kern == 1.5)
        #expect(run.underlineStyle == .single)
        #expect(run.underlineColor == .green)
        #expect(run.strikethroughStyle == .double)
        #expect(run.strikethroughColor == .gray)
        #expect(run.baselineOffset == 2)
        #expect(run.link == url)
        #expect(String(converted.characters) == "All keys")
    }

    @Test func valuesOfTheWrongTypeAreDropped() {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: "Helvetica", .foregroundColor: 12, .kern: "wide", .underlineStyle: 0,
            .link: 42, NSAttributedString.Key("Unknown"): 1,
        ]
        let run = NSAttributedString(string: "x", attributes: attributes).vellumAttributedString.runs.first!
        #expect(run.font == nil && run.foregroundColor == nil && run.kern == nil)
        #expect(run.underlineStyle == nil)
        #expect(run.link == nil)
        // A link given as a valid string becomes a URL.
        let link = NSAttributedString(string: "x", attributes: [.link: "https://vellum.dev/a"])
            .vellumAttributedString
        #expect(link.runs.first?.link == URL(string: "https://vellum.dev/a"))
    }

    @Test func aParagraphStyleValueIsAcceptedToo() {
        let value = ParagraphStyle(alignment: .right, paragraphSpacing: 7)
        let run = NSAttributedString(string: "x", attributes: [.paragraphStyle: value]).vellumAttributedString
            .runs.first!
        #expect(run.paragraphStyle == value)
    }

    @Test func roundTripsThroughNSAttributedString() {
        var text = AttributedString("Bold ")
        text.font = .systemFont(ofSize: 18, weight: .bold)
        text.foregroundColor = .systemBlue
        var rest = AttributedString("and plain")
        rest.underlineStyle = .single
        rest.underlineColor = .red
        rest.strikethroughStyle = .single
        rest.kern = 2
        rest.baselineOffset = -1
        rest.backgroundColor = .yellowish
        rest.paragraphStyle = ParagraphStyle(alignment: .justified, headIndent: 4)
        rest.link = URL(string: "https://example.com/x")
        text += rest
        let bridged = text.nsAttributedString
        #expect(bridged.string == "Bold and plain")
        #expect(bridged.vellumAttributedString == text)
    }

    @Test func mutableParagraphStyleSetsEveryProperty() {
        let style = NSMutableParagraphStyle()
        style.alignment = NSTextAlignment.justified
        style.lineSpacing = 1
        style.paragraphSpacing = 2
        style.paragraphSpacingBefore = 3
        style.minimumLineHeight = 4
        style.maximumLineHeight = 5
        style.lineHeightMultiple = 1.5
        style.firstLineHeadIndent = 6
        style.headIndent = 7
        style.tailIndent = -8
        style.lineBreakMode = NSLineBreakMode.byTruncatingMiddle
        style.baseWritingDirection = NSWritingDirection.rightToLeft
        let expected = ParagraphStyle(
            alignment: .justified, lineSpacing: 1, paragraphSpacing: 2, paragraphSpacingBefore: 3,
            minimumLineHeight: 4, maximumLineHeight: 5, lineHeightMultiple: 1.5, firstLineHeadIndent: 6,
            headIndent: 7, tailIndent: -8, lineBreakMode: .byTruncatingMiddle,
            baseWritingDirection: .rightToLeft)
        #expect(style.style == expected)
        #expect(style.lineSpacing == 1 && style.tailIndent == -8)
        #expect(NSParagraphStyle.default.style == ParagraphStyle.default)
        #expect(NSParagraphStyle(style: expected) == style)
        #expect(NSParagraphStyle(style: expected).hash == style.hash)
    }

    @Test func nsAttributedStringLaysOutLikeItsAttributedString() {
        let ns = NSMutableAttributedString()
        ns.append(
            NSAttributedString(
                string: "Title\n", attributes: [.font: Font.systemFont(ofSize: 24, weight: .bold)]))
        ns.append(NSAttributedString(string: "Body text that wraps somewhere", attributes: [.font: font]))
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        ns.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: ns.length))
        let fromNS = TextLayout(ns, options: .init(width: 150))
        let fromValue = TextLayout(ns.vellumAttributedString, options: .init(width: 150))
        #expect(fromNS.size == fromValue.size)
        #expect(fromNS.lines == fromValue.lines)
        #expect(fromNS.lineCount >= 3)
        let h24 = FontFileMetrics.inter.lineHeight(24)
        #expect(TextTestKit.near(fromNS.lines[1].rect.minY, h24 + 6))
    }

    @Test func attributesScopeWorksWithContainers() {
        var container = AttributeContainer()
        container.font = font
        container.kern = 1
        container.paragraphStyle = ParagraphStyle(alignment: .center)
        let text = AttributedString("Scoped", attributes: container)
        #expect(text.runs.first?.kern == 1)
        let laid = TextLayout(text, width: 200)
        #expect(TextTestKit.near(laid.lines[0].rect.midX, 100))
        // The runs of TextDefaults stand in where attributes are missing.
        let plain = TextLayout(AttributedString("Scoped"), options: .init(defaults: TextDefaults(font: font)))
        let styled = TextLayout(
            AttributedString("Scoped", attributes: AttributeContainer().font(font)), width: nil)
        #expect(plain.size == styled.size)
    }
}

extension Color {
    fileprivate static let yellowish = Color(red: 1, green: 0.9, blue: 0.2)
}
