import Foundation
import TestSupport
import Testing

@testable import Canvas

private let font = Font.systemFont(ofSize: 16)
private let hebrew = "שלום עולם"
private let arabic = "مرحبا بالعالم"
private let longHebrew =
    "זהו משפט ארוך בעברית שצריך להתפרס "
    + "על פני כמה שורות כאשר הרוחב צר מספיק"

private func layout(_ string: String, width: Double? = 300, style: ParagraphStyle? = nil) -> TextLayout {
    var text = AttributedString(string)
    text.font = font
    if let style { text.paragraphStyle = style }
    return TextLayout(text, width: width)
}

/// The fonts a PDF embeds, as pdffonts lists them.
private func embeddedFonts(_ layout: TextLayout) throws -> String {
    let pdf = try TextTestKit.document(layout, size: Size(width: 320, height: 60)).data(format: .pdf)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "vellum-fonts-\(UUID().uuidString).pdf")
    try pdf.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try TextTestKit.run("/usr/bin/pdffonts", [url.path])
}

@Suite struct InternationalTextTests {
    @Test func hebrewAndArabicFallBackToNotoSans() throws {
        // Inter has no Hebrew or Arabic letters; Noto Sans Hebrew and Noto Sans Arabic, the first
        // fallback families, have them (DejaVu Sans, later in the list, would too: it must not win).
        for (text, file) in [
            (hebrew, "NotoSansHebrew-Regular.ttf"), (arabic, "NotoSansArabic-Regular.ttf"),
        ] {
            let laid = layout(text, width: nil)
            #expect(laid.lineCount == 1)
            #expect(laid.size.width > 40)
            // A line of Noto glyphs only is as tall as the Noto file's metrics say.
            let metrics = try FontFileMetrics(
                path: try #require(BundledFonts.files.first { $0.hasSuffix(file) }))
            #expect(TextTestKit.near(laid.size.height, metrics.lineHeight(16)))
            let fonts = try embeddedFonts(laid)
            #expect(fonts.contains(String(file.prefix { $0 != "-" })), "\(fonts)")
            #expect(!fonts.contains("Inter") && !fonts.contains("DejaVu"))
        }
        // Mixed with Latin, each script keeps its font and the line takes the larger metrics.
        let mixed = layout("Hello " + hebrew, width: nil)
        let fonts = try embeddedFonts(mixed)
        #expect(fonts.contains("Inter") && fonts.contains("NotoSansHebrew"))
        let noto = try FontFileMetrics(
            path: try #require(BundledFonts.files.first { $0.hasSuffix("NotoSansHebrew-Regular.ttf") }))
        #expect(
            TextTestKit.near(
                mixed.size.height, max(FontFileMetrics.inter.lineHeight(16), noto.lineHeight(16))))
    }

    @Test("Devanagari and Thai fall back to Noto Sans; monospaced text is Noto Sans Mono, slashed zero")
    func otherScriptsAndMonospaced() throws {
        let scripts = layout("नमस्ते สวัสดี", width: nil)
        let fonts = try embeddedFonts(scripts)
        #expect(fonts.contains("NotoSansDevanagari") && fonts.contains("NotoSansThai"), "\(fonts)")
        let mono = TextLayout(plain: "SFO 0123", font: .monospacedSystemFont(ofSize: 16, weight: .regular))
        let monoFonts = try embeddedFonts(mono)
        #expect(monoFonts.contains("NotoSansMono") && !monoFonts.contains("DejaVu"), "\(monoFonts)")
        // O and 0 are different glyphs of the same advance (a monospaced face).
        let o = TextLayout(plain: "O", font: .monospacedSystemFont(ofSize: 16, weight: .regular))
        let zero = TextLayout(plain: "0", font: .monospacedSystemFont(ofSize: 16, weight: .regular))
        #expect(o.size.width == zero.size.width)
        func ink(_ layout: TextLayout) throws -> [UInt8] {
            try Document(pages: [Page(size: Size(width: 20, height: 24)) { $0.draw(layout, at: .zero) }])
                .image(scale: 2).rgbaBytes
        }
        #expect(try ink(o) != ink(zero))
    }

    @Test func cjkAndEmojiUseInstalledFonts() throws {
        // This machine's fontconfig: WenQuanYi Micro Hei covers Chinese and Japanese; DejaVu
        // Sans has a monochrome U+1F600. Other machines may lack them: then Pango draws hex
        // boxes, and the layout must still be sane.
        let cjk = "漢字とかな"
        let laid = layout(cjk, width: nil)
        #expect(laid.lineCount == 1)
        #expect(laid.size.width > 5 * 10)
        // Snapshot tests may pin the process's fonts to Inter and DejaVu for a while; the font
        // check needs the system's fonts from start to end, and is skipped when they never are.
        let stable = try TextTestKit.onStableEngine(systemFonts: true) { () throws -> String in
            try embeddedFonts(layout(cjk, width: nil))
        }
        if let fonts = stable, TextTestKit.hasFont(forLanguage: "ja") {
            #expect(fonts.contains("WenQuanYi") || fonts.contains("Noto"), "\(fonts)")
        }
        let emoji = layout("Smile 😀", width: nil)
        #expect(emoji.lineCount == 1)
        #expect(emoji.size.width > TextLayout(plain: "Smile ", font: font).size.width + 8)
        let pdf = try TextTestKit.document(emoji, size: Size(width: 200, height: 40)).data(format: .pdf)
        #expect(try TextTestKit.pdfText(pdf).contains("😀"))
    }

    @Test func rightToLeftParagraphsAreFlushRight() throws {
        for text in [hebrew, arabic] {
            let laid = layout(text)
            let line = laid.lines[0]
            #expect(TextTestKit.near(line.rect.maxX, 300))
            #expect(line.rect.minX > 100)
            // The size is what the text needs, not the width it was placed in.
            #expect(TextTestKit.near(laid.size.width, line.rect.width))
        }
        // The ink is on the right.
        let laid = layout(hebrew)
        let image = try TextTestKit.document(laid, size: Size(width: 300, height: 30)).image()
        #expect(
            TextTestKit.ink(
                image, in: Rect(x: 300 - laid.size.width, y: 0, width: laid.size.width, height: 30)) > 30)
        #expect(TextTestKit.ink(image, in: Rect(x: 0, y: 0, width: 290 - laid.size.width, height: 30)) == 0)
    }

    @Test func explicitAlignmentIsAbsolute() {
        #expect(layout(hebrew, style: ParagraphStyle(alignment: .left)).lines[0].rect.minX == 0)
        let w = layout(hebrew).size.width
        #expect(
            TextTestKit.near(
                layout(hebrew, style: ParagraphStyle(alignment: .center)).lines[0].rect.minX, (300 - w) / 2))
        #expect(
            TextTestKit.near(
                layout("Latin", style: ParagraphStyle(alignment: .right)).lines[0].rect.maxX, 300))
        // A left-to-right base direction makes natural alignment left even for Hebrew.
        let forced = layout(hebrew, style: ParagraphStyle(baseWritingDirection: .leftToRight))
        #expect(forced.lines[0].rect.minX == 0)
    }

    @Test func theFirstStrongCharacterDecidesTheDirection() {
        // Digits, spaces and punctuation are neutral: the first letter decides.
        #expect(TextTestKit.near(layout("123 " + hebrew).lines[0].rect.maxX, 300))
        #expect(layout("123 Hello " + hebrew).lines[0].rect.minX == 0)
        #expect(TextTestKit.near(layout(hebrew + " Hello").lines[0].rect.maxX, 300))
        #expect(layout("«Hello» " + arabic).lines[0].rect.minX == 0)
        // Each paragraph decides for itself.
        let two = layout("Hello\n" + hebrew)
        #expect(two.lines[0].rect.minX == 0)
        #expect(TextTestKit.near(two.lines[1].rect.maxX, 300))
    }

    @Test func rightToLeftTextWrapsFlushRight() throws {
        let laid = layout(longHebrew, width: 150)
        #expect(laid.lineCount > 2)
        for line in laid.lines {
            #expect(TextTestKit.near(line.rect.maxX, 150))
            #expect(line.rect.minX >= -0.001)
        }
        // Same words, same line breaks as the text laid out left to right in a left-aligned box.
        let ltr = layout(longHebrew, width: 150, style: ParagraphStyle(baseWritingDirection: .leftToRight))
        #expect(ltr.lineCount == laid.lineCount)
        #expect(zip(ltr.lines, laid.lines).allSatisfy { TextTestKit.near($0.rect.width, $1.rect.width) })
    }

    @Test func indentsStartAtTheRightForRightToLeftText() {
        let laid = layout(
            longHebrew, width: 200,
            style: ParagraphStyle(firstLineHeadIndent: 30, headIndent: 10, tailIndent: -5))
        #expect(TextTestKit.near(laid.lines[0].rect.maxX, 170))
        for line in laid.lines.dropFirst() {
            #expect(TextTestKit.near(line.rect.maxX, 190))
            #expect(line.rect.minX >= 5 - 0.001)
        }
    }

    @Test func rightToLeftTruncationKeepsTheRightEdge() throws {
        let cut = TextLayout(
            plain: longHebrew, font: font,
            options: .init(width: 150, maximumNumberOfLines: 2, lineBreakMode: .byTruncatingTail))
        #expect(cut.lineCount == 2)
        let last = try #require(cut.lines.last)
        #expect(last.isEllipsized && last.isTruncated)
        #expect(TextTestKit.near(last.rect.maxX, 150, 0.01))
        #expect(last.rect.width <= 150)
        let text = try TextTestKit.pdfText(
            try TextTestKit.document(cut, size: Size(width: 170, height: 60)).data(format: .pdf))
        #expect(text.contains("\u{2026}"))
    }

    @Test func mixedDirectionTextLaysOutOnce() {
        let mixed = "Vellum " + hebrew + " 2024 " + arabic + " end"
        let laid = layout(mixed, width: nil)
        #expect(laid.lineCount == 1)
        let parts = ["Vellum ", hebrew, " 2024 ", arabic, " end"].map {
            Double(layout($0, width: nil).size.width)
        }
        // Bidi reordering moves runs, not widths: the whole is about the sum of its parts (a space
        // beside Hebrew may take DejaVu's wider space, about 0.6 pt more).
        #expect(TextTestKit.near(laid.size.width, parts.reduce(0, +), 2))
        let wrapped = layout(mixed + " " + mixed, width: 200)
        #expect(wrapped.lineCount >= 2)
        #expect(wrapped.lines.allSatisfy { $0.rect.minX == 0 && $0.rect.maxX <= 200 })
    }
}
