import Foundation
import Testing

@testable import Canvas

/// Fonts as UIKit code names them: `UIFont(name:size:)`, monospaced digits and families,
/// `pointSize`, and features that survive `withSize`.
@Suite("Fonts: UIKit's names, features and monospaced families")
struct FontTests {
    static func width(_ text: String, _ font: Font) -> Double {
        TextLayout(plain: text, font: font).size.width
    }

    @Test func monospacedDigitsGiveEveryDigitOneWidth() {
        let proportional = Font.systemFont(ofSize: 20)
        let tabular = Font.monospacedDigitSystemFont(ofSize: 20, weight: .regular)
        // Inter's 1 is narrower than its 8; with `tnum` they are as wide.
        #expect(Self.width("1111", proportional) < Self.width("8888", proportional) - 1)
        #expect(abs(Self.width("1111", tabular) - Self.width("8888", tabular)) < 0.01)
        #expect(abs(Self.width("$1,111.11", tabular) - Self.width("$8,888.88", tabular)) < 0.01)
        // Letters are untouched.
        #expect(abs(Self.width("Total", tabular) - Self.width("Total", proportional)) < 0.01)
    }

    @Test func aMonospacedFontGivesEveryCharacterOneWidth() {
        let mono = Font.monospacedSystemFont(ofSize: 14)
        #expect(mono.family == "Noto Sans Mono")
        #expect(abs(Self.width("iiii", mono) - Self.width("MMMM", mono)) < 0.01)
        #expect(Self.width("iiii", .systemFont(ofSize: 14)) < Self.width("MMMM", .systemFont(ofSize: 14)))
    }

    @Test func featuresSurviveChangesOfSizeWeightAndSlant() {
        let font = Font.monospacedDigitSystemFont(ofSize: 12, weight: .medium)
        #expect(font.withSize(20).features == [.monospacedDigits])
        #expect(font.withWeight(.bold).italic().features == [.monospacedDigits])
        #expect(font.withFeature(.slashedZero).featureSettings == "tnum,zero")
        #expect(font.description == "Inter 12 medium tnum")
        #expect(font.pointSize == 12)
        #expect(font != Font.systemFont(ofSize: 12, weight: .medium))
    }

    @Test(arguments: [
        ("Inter", Font(family: "Inter", size: 12)),
        ("Inter-SemiBold", Font(family: "Inter", size: 12, weight: .semibold)),
        ("Inter-BoldItalic", Font(family: "Inter", size: 12, weight: .bold, isItalic: true)),
        ("DejaVuSans-BoldOblique", Font(family: "DejaVu Sans", size: 12, weight: .bold, isItalic: true)),
        ("DejaVuSansMono", Font(family: "DejaVu Sans Mono", size: 12)),
        ("DejaVuSansMono-Bold", Font(family: "DejaVu Sans Mono", size: 12, weight: .bold)),
        ("DejaVu Serif", Font(family: "DejaVu Serif", size: 12)),
        ("Helvetica-Light", Font(family: "Helvetica", size: 12, weight: .light)),
        ("Inter-Italic", Font(family: "Inter", size: 12, isItalic: true)),
    ])
    func namesAsUIFontTakesThem(name: String, font: Font) {
        #expect(Font(name: name, size: 12) == font)
    }

    @Test(arguments: ["", "   ", "Inter-Wobbly", "Inter-"])
    func namesItCannotReadAreNil(name: String) {
        if name == "Inter-" {
            #expect(Font(name: name, size: 12) == Font(family: "Inter", size: 12))
        } else {
            #expect(Font(name: name, size: 12) == nil)
        }
    }
}
