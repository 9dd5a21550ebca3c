import CCairo
import Foundation
import Testing

@testable import Canvas

/// The fontconfig half of ``FontSizeDerivation`` on a configuration of its own: a rule that tests
/// the pixel size makes the font Pango would load at a size differ from the base's (so the size
/// is loaded by Pango, never derived), sizes on the same side of the rule do not, and the fonts
/// that can take a match at another size are the winner and the fonts with sizes of their own.
@Suite("Font size requests")
struct FontSizeRequestTests {
    /// A configuration of two bundled fonts, a bitmap-sized colour emoji font when the system has
    /// one, and a rule unhinting the mono font below 7.5 px (as Debian's DejaVu rules do).
    static func configuration() throws -> (config: OpaquePointer, fonts: UnsafeMutablePointer<FcFontSet>) {
        let config = try #require(FcConfigCreate())
        let files = BundledFonts.files.filter {
            $0.hasSuffix("NotoSansMono-Regular.ttf") || $0.hasSuffix("NotoSansHebrew-Regular.ttf")
        }
        #expect(files.count == 2)
        for file in files + ["/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"]
        where access(file, R_OK) == 0 {
            #expect(FcConfigAppFontAddFile(config, file) != 0)
        }
        let rule = """
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig><match target="font">
              <test name="family"><string>Noto Sans Mono</string></test>
              <test compare="less" name="pixelsize"><double>7.5</double></test>
              <edit name="hinting"><bool>false</bool></edit>
            </match></fontconfig>
            """
        #expect(FcConfigParseAndLoadFromMemory(config, rule, 1) != 0)
        return (config, try #require(vellum_pango_config_fonts(config)))
    }

    /// The font Pango would load for Noto Sans Mono at `pixels`, as `FontSizeDerivation` asks.
    static func match(_ pixels: Double, _ config: OpaquePointer, _ fonts: UnsafeMutablePointer<FcFontSet>)
        throws -> OpaquePointer
    {
        let description = try #require(pango_font_description_from_string("Noto Sans Mono"))
        defer { pango_font_description_free(description) }
        let request = try #require(
            vellum_pango_font_request(
                description, pango_language_from_string("en-us"), Int32(pixels * 1024), 72, config, nil))
        defer { FcPatternDestroy(request) }
        return try #require(vellum_pango_match(config, fonts, request))
    }

    @Test func aSizeRuleSeparatesSizesAndOnlyThoseSizes() throws {
        let (config, fonts) = try Self.configuration()
        defer {
            FcFontSetDestroy(fonts)
            FcConfigDestroy(config)
        }
        let base = try Self.match(10, config, fonts)
        let patterns = try [12, 48.25, 7.5, 7.49, 5].map { try Self.match($0, config, fonts) }
        defer { (patterns + [base]).forEach { FcPatternDestroy($0) } }
        let equal = patterns.map { vellum_patterns_equal_but_size(base, $0) != 0 }
        #expect(equal == [true, true, true, false, false])
        // The same font, by file, at every size: only the rule's edit tells them apart.
        #expect(patterns.allSatisfy { FontConfigHandle.file(of: $0) == FontConfigHandle.file(of: base) })
    }

    @Test func theRivalsAreTheWinnerAndTheFontsWithSizes() throws {
        let (config, fonts) = try Self.configuration()
        defer {
            FcFontSetDestroy(fonts)
            FcConfigDestroy(config)
        }
        let base = try Self.match(10, config, fonts)
        defer { FcPatternDestroy(base) }
        let rivals = try #require(vellum_size_rivals(fonts, base))
        defer { FcFontSetDestroy(rivals) }
        let files = (0..<Int(rivals.pointee.nfont)).compactMap {
            FontConfigHandle.file(of: rivals.pointee.fonts[$0]!)
        }
        let sized = (0..<Int(fonts.pointee.nfont)).filter {
            vellum_pattern_has_size(fonts.pointee.fonts[$0]) != 0
        }
        #expect(files.first == FontConfigHandle.file(of: base))
        #expect(files.count == 1 + sized.count)
        #expect(files.dropFirst().allSatisfy { $0.hasSuffix("NotoColorEmoji.ttf") })
        // A winner with a size of its own has no rivals: every size is matched against all fonts.
        if let emoji = sized.first.map({ fonts.pointee.fonts[$0]! }) {
            #expect(vellum_size_rivals(fonts, emoji) == nil)
        }
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
        let description = try #require(pango_font_description_from_string("Inter,sans-serif Bold"))
        defer { pango_font_description_free(description) }
        let language = pango_language_from_string("en-us")
        let sizes = [4, 7.49, 7.5, 8, 9, 12.015625, 23.984375, 24, 24.015625, 30, 100, 4_096]
        var compared = 0
        for handle in [system, pinned] {
            let thresholds = try #require(handle.sizeRuleThresholds)
            for base in sizes {
                let baseRequest = try #require(
                    vellum_pango_font_request(
                        description, language, Int32(base * 1024), 72, handle.config, nil))
                defer { FcPatternDestroy(baseRequest) }
                for size in sizes
                where thresholds.sizeClass(points: size, pixels: size)
                    == thresholds.sizeClass(points: base, pixels: base)
                {
                    let full = try #require(
                        vellum_pango_font_request(
                            description, language, Int32(size * 1024), 72, handle.config, nil))
                    let resized = try #require(FcPatternDuplicate(baseRequest))
                    vellum_pango_font_request_set_size(resized, Int32(size * 1024), 72)
                    #expect(FcPatternEqual(full, resized) != 0, "\(base) -> \(size)")
                    FcPatternDestroy(full)
                    FcPatternDestroy(resized)
                    compared += 1
                }
            }
        }
        #expect(compared > 100)
        // Across a threshold the request differs: resizing there would be wrong (Debian's rule).
        let systemThresholds = try #require(system.sizeRuleThresholds)
        if FileManager.default.fileExists(atPath: "/etc/fonts/conf.d/65-fonts-persian.conf") {
            #expect(systemThresholds.size.contains(24))
        }
        if systemThresholds.size.contains(24) {
            let below = try #require(
                vellum_pango_font_request(
                    description, language, Int32(23.984375 * 1024), 72, system.config, nil))
            let full = try #require(
                vellum_pango_font_request(description, language, 24 * 1024, 72, system.config, nil))
            let resized = try #require(FcPatternDuplicate(below))
            vellum_pango_font_request_set_size(resized, 24 * 1024, 72)
            #expect(FcPatternEqual(full, resized) == 0)
            [below, full, resized].forEach { FcPatternDestroy($0) }
        }
    }
}
