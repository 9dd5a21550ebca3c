import Foundation
import Testing

@testable import Canvas

@Suite("Colour: hex forms, clamping and the UIKit palette")
struct ColorTests {
    @Test func sixDigitHexGivesEachByteOver255() throws {
        let color = try #require(Color(hex: "#336699"))
        #expect(color.red == 0x33 / 255.0 && color.green == 0x66 / 255.0 && color.blue == 0x99 / 255.0)
        #expect(color.alpha == 1)
        #expect(Color(hex: "336699") == color)
        #expect(Color(hex: "#aBcDeF") == Color(hex: "#ABCDEF"))
    }

    @Test func threeDigitHexRepeatsEachDigit() {
        #expect(Color(hex: "#f80") == Color(hex: "#FF8800"))
        #expect(Color(hex: "000") == .black)
        #expect(Color(hex: "#FFF") == .white)
    }

    @Test func eightDigitHexCarriesAlpha() throws {
        let color = try #require(Color(hex: "#FF000080"))
        #expect(color.red == 1 && color.green == 0 && color.blue == 0)
        #expect(color.alpha == 128 / 255.0)
        #expect(Color(hex: "00000000") == .clear)
    }

    @Test(arguments: [
        "", "#", "##fff", "#ff", "#ffff", "#fffff", "#fffffff", "#fffffffff", "#ggg", "#12345g", " #fff",
        "#fff ",
        "0x123456", "#-12", "#+1+2+3", "#１２３", "#ＦＦＦ", "#١٢٣", "fff\u{0}",
    ])
    func malformedHexIsNil(hex: String) {
        #expect(Color(hex: hex) == nil, "\(hex.debugDescription)")
    }

    @Test func hexStringRoundTripsEveryByte() throws {
        for value in 0...255 {
            let byte = String(format: "%02X", value)
            for hex in ["#\(byte)0000", "#00\(byte)00", "#0000\(byte)", "#123456\(byte == "FF" ? "" : byte)"]
            {
                let color = try #require(Color(hex: hex), "\(hex)")
                #expect(color.hexString == hex)
                #expect(Color(hex: color.hexString) == color)
            }
        }
    }

    @Test func hexStringOmitsAlphaOnlyWhenOpaque() {
        #expect(Color.red.hexString == "#FF0000")
        #expect(Color.red.withAlphaComponent(0.5).hexString == "#FF000080")
        #expect(Color.clear.hexString == "#00000000")
        #expect(Color(white: 0.5).description == "#808080")
    }

    @Test func componentsAreClampedToTheUnitRange() {
        let color = Color(red: -1, green: 2, blue: .nan, alpha: .infinity)
        #expect(color == Color(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(Color(red: 0.5, green: 0.5, blue: 0.5, alpha: -.infinity).alpha == 0)
        #expect(Color(white: 3) == .white)
        #expect(Color.red.withAlphaComponent(.nan).alpha == 0)
        #expect(Color.red.withAlphaComponent(2).alpha == 1)
        #expect(Color(red255: 300, green: -4, blue: 255) == Color(red: 1, green: 0, blue: 1))
    }

    @Test func eightBitComponentsAreOver255() {
        let color = Color(red255: 51, green: 102, blue: 153, alpha: 0.5)
        #expect(color == Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
    }

    @Test func withAlphaKeepsTheHue() {
        let color = Color.systemBlue.withAlphaComponent(0.3)
        #expect(
            color.red == Color.systemBlue.red && color.blue == Color.systemBlue.blue && color.alpha == 0.3)
    }

    @Test func paletteMatchesUIKitsDocumentedValues() {
        let expected: [(Color, String)] = [
            (.systemBlue, "#007AFF"), (.systemGreen, "#34C759"), (.systemRed, "#FF3B30"),
            (.systemOrange, "#FF9500"), (.systemYellow, "#FFCC00"), (.systemPink, "#FF2D55"),
            (.systemPurple, "#AF52DE"), (.systemTeal, "#5AC8FA"), (.systemIndigo, "#5856D6"),
            (.systemBrown, "#A2845E"), (.systemMint, "#00C7BE"), (.systemCyan, "#32ADE6"),
            (.systemGray, "#8E8E93"), (.systemGray2, "#AEAEB2"), (.systemGray3, "#C7C7CC"),
            (.systemGray4, "#D1D1D6"), (.systemGray5, "#E5E5EA"), (.systemGray6, "#F2F2F7"),
            (.link, "#007AFF"), (.label, "#000000"), (.systemBackground, "#FFFFFF"),
            (.secondarySystemBackground, "#F2F2F7"), (.opaqueSeparator, "#C6C6C8"),
            // #3C3C43 at 60 %, 30 %, 18 % and 29 %: alpha bytes 153, 77, 46 and 74.
            (.secondaryLabel, "#3C3C4399"), (.tertiaryLabel, "#3C3C434D"), (.quaternaryLabel, "#3C3C432E"),
            (.separator, "#3C3C434A"),
        ]
        for (color, hex) in expected {
            #expect(color.hexString == hex)
        }
    }

    @Test func aColorIsDrawnAsItsBytes() throws {
        // The colour reaches the pixels unchanged: #336699 fills as (51, 102, 153).
        let color = try #require(Color(hex: "#336699"))
        var document = Document()
        document.addPage(size: Size(width: 4, height: 4)) {
            $0.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: color)
        }
        let image = try document.image()
        #expect(Array(image.rgbaBytes.prefix(4)) == [0x33, 0x66, 0x99, 0xFF])
        #expect(image.pixel(x: 1, y: 1)?.hexString == "#336699")
    }
}
