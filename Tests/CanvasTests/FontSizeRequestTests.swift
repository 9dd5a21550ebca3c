import Foundation
import Testing

@testable import Canvas

/// The fontconfig half of ``FontSizeDerivation`` in the system's configuration: a rule that tests
/// the pixel size (Debian unhints DejaVu Sans below 7.5 px) makes the font Pango would load at a
/// size differ from the base's, so the size is loaded by Pango, never derived, and sizes on the
/// same side of the rule do not; the fonts that can take a match at another size are the winner
/// and the fonts with sizes of their own; the size classes read from the rules give requests
/// equal to fontconfig's full substitution.
@Suite("Font size requests")
struct FontSizeRequestTests {
    /// The system's configuration and the fonts Pango matches against in it.
    static func system() throws -> (handle: FontConfigHandle, fonts: PangoFontSet) {
        let handle = try FontConfigHandle.make(for: .system)
        return (handle, try #require(PangoFontSet(config: handle.config)))
    }

    /// The font Pango would load for `family` at `pixels` in the system's configuration, as
    /// ``FontSizeDerivation`` asks.
    static func match(_ family: String, _ pixels: Double) throws -> MatchedFont {
        let (handle, fonts) = try system()
        let request = try #require(
            FontRequest(
                font: Font(family: family, size: 10), language: "en-us", pixelSize: Int32(pixels * 1024),
                config: handle, engine: TextEngine.current))
        return try #require(request.match(in: fonts, config: handle.config))
    }

    @Test func aSizeRuleSeparatesSizesAndOnlyThoseSizes() throws {
        try #require(
            FileManager.default.fileExists(atPath: "/etc/fonts/conf.d/20-unhint-small-dejavu-sans.conf"))
        let base = try Self.match("DejaVu Sans", 10)
        let matches = try [12, 48.25, 7.5, 7.49, 5].map { try Self.match("DejaVu Sans", $0) }
        #expect(matches.map { $0.isEqualButSize(to: base) } == [true, true, true, false, false])
        // The same font, by file, at every size: only the rule's edit tells them apart.
        #expect(matches.allSatisfy { $0.file == base.file } && base.file?.hasSuffix("DejaVuSans.ttf") == true)
    }

    @Test func theRivalsAreTheWinnerAndTheFontsWithSizes() throws {
        let (_, fonts) = try Self.system()
        let base = try Self.match("DejaVu Sans", 10)
        let rivals = try #require(PangoFontSet(rivalsOf: base, in: fonts))
        #expect(rivals.files.first == base.file)
        #expect(rivals.files.count == 1 + fonts.sizedCount && rivals.sizedCount == fonts.sizedCount)
        // The colour emoji font has bitmap strikes: a size of its own, so it is a rival; matched
        // itself, it has none, and every size is matched against all fonts.
        #expect(fonts.sizedCount >= 1 && rivals.files.contains { $0.hasSuffix("NotoColorEmoji.ttf") })
        let emoji = try Self.match("Noto Color Emoji", 10)
        #expect(emoji.file?.hasSuffix("NotoColorEmoji.ttf") == true)
        #expect(PangoFontSet(rivalsOf: emoji, in: fonts) == nil)
    }

    /// Rules read for their size thresholds: pattern tests of a size against numbers count (in
    /// either quote style, through comments and other matches); font rules do not; an edit of a
    /// size, a size read into an expression or compared with anything but a number stops it.
    @Test func sizeThresholdsAreReadFromPatternRulesOnly() throws {
        func rules(_ body: String) -> String {
            "<?xml version=\"1.0\"?><fontconfig>\(body)</fontconfig>"
        }
        let persian = rules(
            """
            <!-- <match><test name="size"><double>99</double></test></match> -->
            <match><test name="family"><string>sans-serif</string></test>
              <test name="weight" compare="more_eq"><int>200</int></test>
              <test name='size' compare="more_eq"><double>24</double></test>
              <edit name="family" mode="prepend"><string>Titr</string></edit></match>
            <match target="pattern"><test name="pixelsize" compare="less"><int>9</int></test>
              <edit name="hinting"><bool>false</bool></edit></match>
            <match target="font"><test name="pixelsize" compare="less"><double>7.5</double></test>
              <edit name="hinting"><bool>false</bool></edit></match>
            """)
        let read = try #require(SizeRuleThresholds(rules: [persian, FontConfigHandle.rules]))
        #expect(read.size == [24] && read.pixelSize == [9])
        #expect(read.sizeClass(points: 23.99, pixels: 23.99) == [-1, 1])
        #expect(read.sizeClass(points: 24, pixels: 24) == [0, 1])
        #expect(read.sizeClass(points: 8, pixels: 8) == [-1, -1])
        #expect(SizeRuleThresholds(rules: [FontConfigHandle.rules])?.size == [])
        for stopping in [
            "<match><edit name=\"pixelsize\"><double>12</double></edit></match>",
            "<match><edit name=\"matrix\"><times><name>pixelsize</name><double>2</double></times></edit></match>",
            "<match><test name=\"size\" compare=\"less\"><name>pixelsize</name></test></match>",
            "<match><test name=\"size\"><range><int>1</int><int>9</int></range></test></match>",
            "<match><test name=\"size\"><double>1</double>",
        ] {
            #expect(SizeRuleThresholds(rules: [rules(stopping)]) == nil, "\(stopping)")
        }
    }

    /// A request substituted once per class of sizes and given another size of its class equals
    /// the request substituted in full at that size, in the system's configuration (whose rules
    /// prepend a family to bold sans-serif from 24 pt on, on Debian) and in Vellum's own.
    @Test func aResizedRequestIsTheRequestSubstitutedInFull() throws {
        let system = try FontConfigHandle.make(for: .system)
        let pinned = try FontConfigHandle.make(for: .pinned)
        let font = Font(family: "sans-serif", size: 10, weight: .bold)
        func request(_ points: Double, _ handle: FontConfigHandle) throws -> FontRequest {
            try #require(
                FontRequest(
                    font: font, language: "en-us", pixelSize: Int32(points * 1024), config: handle,
                    engine: TextEngine.current))
        }
        let sizes = [4, 7.49, 7.5, 8, 9, 12.015625, 23.984375, 24, 24.015625, 30, 100, 4_096]
        var compared = 0
        for handle in [system, pinned] {
            let thresholds = try #require(handle.sizeRuleThresholds)
            for base in sizes {
                let baseRequest = try request(base, handle)
                for size in sizes
                where thresholds.sizeClass(points: size, pixels: size)
                    == thresholds.sizeClass(points: base, pixels: base)
                {
                    let resized = try #require(baseRequest.copy())
                    resized.setSize(Int32(size * 1024))
                    #expect(resized.isEqual(to: try request(size, handle)), "\(base) -> \(size)")
                    compared += 1
                }
            }
        }
        #expect(compared > 100)
        // Across a threshold the request differs: resizing there would be wrong (Debian's rule).
        let systemThresholds = try #require(system.sizeRuleThresholds)
        try #require(FileManager.default.fileExists(atPath: "/etc/fonts/conf.d/65-fonts-persian.conf"))
        #expect(systemThresholds.size.contains(24))
        let resized = try #require(try request(23.984375, system).copy())
        resized.setSize(24 * 1024)
        #expect(!resized.isEqual(to: try request(24, system)))
        #expect(resized.isEqualButSize(to: try request(23.984375, system)))
    }
}
