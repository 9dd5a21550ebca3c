import Foundation
import TestSupport
import Testing

@testable import Canvas

/// Hyphenation: US English patterns marked as soft hyphens, drawn as hyphens at line ends.
@Suite("Hyphenation")
struct HyphenationTests {
    static let text = "Internationalization requires extraordinarily comprehensive documentation."

    static func layout(hyphenation: Double, width: Double = 110) -> TextLayout {
        var style = ParagraphStyle()
        style.hyphenationFactor = hyphenation
        return TextLayout(
            plain: text, font: .systemFont(ofSize: 14),
            options: TextLayout.Options(width: width, defaults: TextDefaults(paragraphStyle: style)))
    }

    @Test("the dictionary gives break points inside long words, and none in short ones")
    func breakPoints() throws {
        let hyphenator = try #require(Hyphenator.shared)
        let marked = hyphenator.hyphenated("Internationalization is hyphenation.")
        #expect(marked.replacingOccurrences(of: "\u{AD}", with: "") == "Internationalization is hyphenation.")
        #expect(
            marked.hasPrefix(
                "In\u{AD}ter\u{AD}na\u{AD}tion\u{AD}al\u{AD}iza\u{AD}tion is hy\u{AD}phen\u{AD}ation"))
        // Non-letters, short words, and words whose lowercase changes length are left alone.
        #expect(hyphenator.hyphenated("a cat, 12345, İSTANBUL") == "a cat, 12345, İSTANBUL")
    }

    /// libhyphen gives one flag per Unicode scalar for a UTF-8 dictionary, not one per byte:
    /// read per byte, every break after a letter outside ASCII moved a letter early.
    @Test("break points after letters outside ASCII fall where they do in the ASCII word")
    func breakPointsAfterNonASCIILetters() throws {
        let hyphenator = try #require(Hyphenator.shared)
        // The patterns see "é" as a letter like any other: "éinternationalization" breaks as
        // "internationalization" does, one letter on.
        #expect(
            hyphenator.hyphenated("éinternationalization")
                == "éin\u{AD}ter\u{AD}na\u{AD}tion\u{AD}al\u{AD}iza\u{AD}tion")
        // Two-byte and three-byte letters before the breaks, and a letter with a combining
        // mark (two scalars, one character) that no break may split.
        let marked = hyphenator.hyphenated("ṩhyphenation")
        #expect(marked.replacingOccurrences(of: "\u{AD}", with: "") == "ṩhyphenation")
        #expect(marked.hasSuffix("phen\u{AD}ation"), "\(marked)")
        let combining = hyphenator.hyphenated("e\u{301}hyphenation")
        #expect(combining.replacingOccurrences(of: "\u{AD}", with: "") == "e\u{301}hyphenation")
        #expect(
            !combining.unicodeScalars.starts(with: ["e", "\u{AD}"]),
            "\(combining.unicodeScalars.map(\.value))")
        #expect(combining.hasSuffix("phen\u{AD}ation"), "\(combining)")
    }

    /// libhyphen also reads a word as a C string (`strstr` for its NOHYPHEN strings, `-` and
    /// `'` among them) and clears a flag at each match: a word handed over unterminated, with a
    /// hyphen somewhere in the memory after it, had a byte that far past its flags cleared (the
    /// heap corruption behind a crash of 16 threads rendering hyphenated cards in CI).
    @Test(
        "a word followed in memory by hyphens and apostrophes gets its own break points and nothing past its flags is written"
    )
    func breakFlagsIgnoreTheBytesAfterTheWord() throws {
        let hyphenator = try #require(Hyphenator.shared)
        let word = Array("hyphenation".utf8)
        func flags(of buffer: [UInt8], guardBytes: Int) -> [CChar] {
            var flags = [CChar](repeating: 0x55, count: word.count + Hyphenator.flagSlack + guardBytes)
            let found = buffer.withUnsafeBufferPointer { buffer in
                flags.withUnsafeMutableBufferPointer { flags in
                    hyphenator.breakFlags(
                        of: UnsafeBufferPointer(rebasing: buffer[0..<word.count]),
                        into: UnsafeMutableBufferPointer(
                            rebasing: flags[0..<(word.count + Hyphenator.flagSlack)]))
                }
            }
            #expect(found)
            return flags
        }
        let alone = flags(of: word, guardBytes: 0)
        for hostile in ["-", "'", "\u{2013}", "\u{2019}", "x-y'z"] {
            // The word, then 64 bytes of hostile text with no NUL: the old call cleared flag
            // `word.count + k` for a match at byte k after the word.
            let tail = Array(String(repeating: hostile, count: 64).utf8.prefix(64))
            let followed = flags(of: word + tail, guardBytes: 64)
            #expect(Array(followed[0..<word.count]) == Array(alone[0..<word.count]), "\(hostile)")
            let guardBytes = followed[(word.count + Hyphenator.flagSlack)...]
            #expect(guardBytes.allSatisfy { $0 == 0x55 }, "\(hostile): \(Array(guardBytes))")
        }
        // The flags mark hy-phen-ation.
        let breaks = (0..<word.count).filter { alone[$0] & 1 == 1 }
        #expect(breaks == [1, 5], "\(breaks)")
    }

    @Test("hyphenation fills narrow lines better, and its lines end in a drawn hyphen")
    func hyphenatedLayout() throws {
        let plain = Self.layout(hyphenation: 0)
        let hyphenated = Self.layout(hyphenation: 1)
        #expect(hyphenated.lineCount <= plain.lineCount)
        // Lines end inside words at a drawn hyphen: the line is wider than its letters alone, and
        // a PDF reader extracts the break as the soft hyphen it is (so copied text rejoins).
        let first = try #require(hyphenated.lines.first)
        let letters = TextLayout(plain: "Internationaliza", font: .systemFont(ofSize: 14))
        #expect(first.rect.width > letters.size.width + 2)
        let page = Page(size: Size(width: 120, height: 200)) { $0.draw(hyphenated, at: .zero) }
        let text = try TextChecks.pdfText(try Document(pages: [page]).data(format: .pdf))
        #expect(text.hasPrefix("Internationaliza\u{AD}\ntion"), "\(text)")
        // Without hyphenation no line ends inside a word.
        #expect(plain.lines.count == plain.totalLineCount)
        let plainPage = Page(size: Size(width: 120, height: 200)) { $0.draw(plain, at: .zero) }
        #expect(
            !(try TextChecks.pdfText(try Document(pages: [plainPage]).data(format: .pdf))).contains("\u{AD}"))
        // The text itself is unchanged.
        #expect(String(hyphenated.text.characters) == Self.text)
        // NSParagraphStyle's spellings reach it too.
        let style = NSMutableParagraphStyle()
        style.usesDefaultHyphenation = true
        #expect(style.hyphenationFactor == 0 && style.style.hyphenates)
    }

}
