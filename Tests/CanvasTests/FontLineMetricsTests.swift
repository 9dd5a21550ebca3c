import Foundation
import Testing

@testable import Canvas

/// A font's UIKit-style metrics agree with the labels Vellum lays out and with the font file.
@Suite struct FontLineMetricsTests {
    @Test(arguments: [11.0, 17, 34])
    func lineHeightAndAscenderAreAOneLineLabelsHeightAndBaseline(_ size: Double) throws {
        let font = Font.system(size: size)
        let layout = TextLayout(plain: "Quiet", font: font)
        let line = try #require(layout.lines.first)
        #expect(font.lineHeight == Double(layout.size.height))
        #expect(font.ascender == Double(line.baseline))
        #expect(font.descender == Double(line.baseline - line.rect.height))
        #expect(font.descender < 0 && font.leading == 0)
    }

    @Test func capAndXHeightsAreInterProportions() {
        // Inter's cap height is 0.727 em and its x height 0.546 em (its OS/2 table; outlines are
        // flat-topped, so the ink of "H" and "x" reaches exactly there).
        let font = Font.system(size: 100)
        #expect(abs(font.capHeight - 72.7) < 0.5, "\(font.capHeight)")
        #expect(abs(font.xHeight - 54.6) < 0.5, "\(font.xHeight)")
        #expect(Font.system(size: 20).capHeight < Font.system(size: 40).capHeight)
    }
}
