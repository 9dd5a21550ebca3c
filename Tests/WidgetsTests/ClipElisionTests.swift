import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// A view that clips to its rounded bounds draws its clip into a vector document only when the
/// clip could cut something: a pill whose text lies well inside its rounded ends is written
/// without one, and looks the same as the pill drawn with it.
@Suite("Clips that cut nothing")
struct ClipElisionTests {
    /// A subclass of Vellum's pill: its drawing is the user's, so its ink is not known and its
    /// clip is always drawn. It draws exactly what `PaddedLabel` draws.
    final class ClippedPill: PaddedLabel {}

    static func pill(_ text: String, keepingTheClip: Bool = false) -> PaddedLabel {
        (keepingTheClip ? ClippedPill() : PaddedLabel()).with {
            $0.text = text
            $0.horizontalInset = 8
            $0.verticalInset = 4
        }
    }

    static func svg(_ view: View) throws -> String {
        String(decoding: try view.render(as: .svg), as: UTF8.self)
    }

    @Test("a pill's text inset from its rounded ends is written without a clip, and looks the same")
    func insetTextDrawsWithoutAClip() throws {
        let plain = try Self.svg(Self.pill("Comedy"))
        let clipped = try Self.svg(Self.pill("Comedy", keepingTheClip: true))
        #expect(!plain.contains("clipPath"))
        #expect(clipped.contains("clipPath"))
        // Rasterised by librsvg and by poppler, the two documents are the same pixels.
        let plainPixels = try Rasterizer.svg(Data(plain.utf8))
        let clippedPixels = try Rasterizer.svg(Data(clipped.utf8))
        #expect(plainPixels.pixelWidth == clippedPixels.pixelWidth)
        #expect(plainPixels.rgbaBytes == clippedPixels.rgbaBytes)
        let plainPDF = try Rasterizer.pdf(Self.pill("Comedy").render(as: .pdf))
        let clippedPDF = try Rasterizer.pdf(Self.pill("Comedy", keepingTheClip: true).render(as: .pdf))
        #expect(plainPDF.rgbaBytes == clippedPDF.rgbaBytes)
    }

    @Test("text that reaches the rounded ends keeps the clip")
    func textIntoTheCornersKeepsTheClip() throws {
        let tight = Self.pill("Comedy").with {
            $0.horizontalInset = 0
            $0.verticalInset = 0
        }
        #expect(try Self.svg(tight).contains("clipPath"))
    }

    /// A pill squeezed by its frame truncates its text to what fits ("A…"), and text Pango lays
    /// out (Hebrew) is read into glyph runs whose ink is known: both are written without a clip
    /// and rasterise to the same pixels as with it.
    @Test("truncated text and text Pango lays out that lie inside are written without a clip")
    func truncatedAndPangoTextInsideDrawWithoutAClip() throws {
        for (plain, clipped) in [
            (
                Self.pill("A much longer genre name"),
                Self.pill("A much longer genre name", keepingTheClip: true)
            ),
            (Self.pill("שלום עולם"), Self.pill("שלום עולם", keepingTheClip: true)),
        ] {
            plain.sized(width: 40)
            clipped.sized(width: 40)
            let plainSVG = try Self.svg(Stack.horizontal { plain })
            let clippedSVG = try Self.svg(Stack.horizontal { clipped })
            #expect(!plainSVG.contains("clipPath") && clippedSVG.contains("clipPath"))
            #expect(
                try Rasterizer.svg(Data(plainSVG.utf8)).rgbaBytes
                    == Rasterizer.svg(Data(clippedSVG.utf8)).rgbaBytes)
        }
    }

    @Test("text with colour glyphs keeps the clip: its ink is not known without asking Pango")
    func colourGlyphTextKeepsTheClip() throws {
        #expect(try Self.svg(Self.pill("Party \u{1F389}")).contains("clipPath"))
    }

    @Test("a view with subviews keeps its clip")
    func subviewsKeepTheClip() throws {
        let host = View().with {
            $0.clipsToBounds = true
            $0.layer.cornerRadius = 8
            $0.frame = Rect(x: 0, y: 0, width: 80, height: 40)
        }
        let child = View().with {
            $0.backgroundColor = .systemBlue
            $0.frame = Rect(x: 20, y: 10, width: 20, height: 10)
        }
        host.addSubview(child)
        #expect(try Self.svg(host).contains("clipPath"))
    }
}
