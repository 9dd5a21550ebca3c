import Foundation
import Testing

@testable import Canvas

/// The guard against cairo 1.16's scaled-font race (``ScaledFontPins``): every font cairo makes
/// to draw Vellum's text, on the drawing thread and on the PDF writer's, is held for good, so no
/// thread can drop one to zero while another makes it again. Which fonts cairo makes is asked
/// of cairo afresh (``ScaledFontPins/coverage(of:imageScale:)``); the stress that crashed before
/// the guard runs in `ConcurrencyTests`.
@Suite("Scaled font pins", .enabled(if: ScaledFontPins.isNeeded, "this cairo has no scaled-font race"))
struct ScaledFontPinsTests {
    /// A page showing `layout`.
    static func page(_ layout: TextLayout) -> Page {
        Page(size: Size(width: layout.size.width + 20, height: layout.size.height + 20)) {
            $0.draw(layout, at: Point(x: 10, y: 10))
        }
    }

    /// The scaled fonts of `layout`'s lines, as this thread's engine built them.
    static func fonts(of layout: TextLayout) -> [OpaquePointer] {
        LaidOutText.cached(for: layout.key, engine: .current).drawnScaledFonts
    }

    /// Plain text (shaped words) and other scripts (Pango's lines, several fonts a line), written
    /// as a three-page PDF through the two-thread pipeline, an SVG and a PNG at 2×: the font of
    /// every run and each font cairo draws it with, on both threads, is held.
    @Test(arguments: [
        "Invoice 4242 total $1,234.56", "Earth שלום 漢字 مرحبا", "नमस्ते दुनिया สวัสดี 🎉",
    ])
    func everyFontCairoMakesIsHeld(text: String) throws {
        let layout = TextLayout(plain: text, font: .systemFont(ofSize: 13.25, weight: .semibold))
        let pdf = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pins-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: pdf) }
        try Document.writePDF(pages: (0..<3).map { _ in Self.page(layout) }, to: pdf)
        _ = try Document(pages: [Self.page(layout)]).image(scale: 2)
        _ = try Document(pages: [Self.page(layout)]).data(format: .svg)

        let fonts = Self.fonts(of: layout)
        #expect(!fonts.isEmpty)
        for font in fonts {
            let coverage = ScaledFontPins.coverage(of: font, imageScale: 2)
            #expect(coverage.values.allSatisfy { $0 }, "\(text): \(coverage)")
            #expect(coverage.count == 6)
        }
        #expect(ScaledFontPins.overflow == 0)
    }

    /// The check can fail: a transform never drawn with (an image at 7×) makes a font nobody
    /// held.
    @Test func aFontNeverDrawnIsNotHeld() throws {
        let layout = TextLayout(plain: "Never at seven", font: .systemFont(ofSize: 12.75))
        _ = try Document(pages: [Self.page(layout)]).image(scale: 2)
        let font = try #require(Self.fonts(of: layout).first)
        #expect(ScaledFontPins.coverage(of: font, imageScale: 2)["image"] == true)
        #expect(ScaledFontPins.coverage(of: font, imageScale: 7)["image"] == false)
    }
}
