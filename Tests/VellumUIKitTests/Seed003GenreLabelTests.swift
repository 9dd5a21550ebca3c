import TestSupport
import Testing
import VellumTesting
import VellumUIKit

@testable import UIKitSeeds

/// Seed 003's `GenreLabel` and `SeparatorView` as the episode writes them (UIKitSeeds), loaded as
/// from a nib so their `awakeFromNib` setup runs: sizes, pixels and hairlines against Vellum's
/// own `PaddedLabel` and `Separator`.
@Suite("Seed 003: genre label and separator")
struct Seed003GenreLabelTests {
    @Test("a label subclass that enlarges intrinsicContentSize is sized by it, as Auto Layout does")
    func intrinsicContentSizeOverridesSizeALabelSubclass() throws {
        let genre = try #require(GenreLabel.loadedFromNib()).with {
            $0.text = "Technology"
            $0.horizontalInset = 8
            $0.verticalInset = 4
        }
        let pill = PaddedLabel().with { $0.text = "Technology" }  // the same insets, font and alignment
        let text = textSize("Technology", font: .systemFont(ofSize: 12, weight: .medium), alignment: .center)
        let expected = Size(width: text.width + 16, height: text.height + 8)
        #expect(genre.intrinsicContentSize == expected)
        #expect(genre.sizeThatFits(Size(width: Double.infinity, height: Double.infinity)) == expected)
        #expect(genre.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == expected)
        genre.sizeToFit()
        #expect(genre.frame.size == expected)
        // In a stack it takes the same frame as Vellum's own padded label.
        let row = Stack(arrangedSubviews: [genre, pill, View.spacer]).with { $0.spacing = 6 }
        row.layout(width: 300)
        #expect(genre.frame == Rect(size: expected))
        #expect(
            pill.frame == Rect(x: expected.width + 6, y: 0, width: expected.width, height: expected.height))
        // A narrower proposal wraps the text inside the insets, as PaddedLabel does.
        genre.numberOfLines = 0
        pill.numberOfLines = 0
        let narrow = Size(width: 50, height: Double.infinity)
        #expect(genre.sizeThatFits(narrow) == pill.sizeThatFits(narrow))
        #expect(genre.sizeThatFits(narrow).height > expected.height)
    }

    @Test("the seed's genre label draws its text centred in its padded frame")
    func aGenreLabelDrawsLikeAPaddedLabel() throws {
        func picture(_ label: Label) throws -> Image {
            label.text = "Comedy"
            let page = View().with { $0.backgroundColor = .white }
            label.pin(to: page, insets: EdgeInsets(all: 4))
            return try page.image(width: 120, scale: 2)
        }
        let genre = try picture(
            try #require(GenreLabel.loadedFromNib()).with {
                $0.horizontalInset = 8
                $0.verticalInset = 4
            })
        let pill = try picture(PaddedLabel().with { $0.backgroundColor = .systemGray5 })
        #expect(genre.pixelWidth == pill.pixelWidth && genre.pixelHeight == pill.pixelHeight)
        // The same pill, text at the same place: the pixels agree to 1/255.
        var differing = 0
        for y in 0..<pill.pixelHeight {
            for x in 0..<pill.pixelWidth {
                guard let a = genre.pixel(x: x, y: y), let b = pill.pixel(x: x, y: y) else { continue }
                if max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue)) > 1.5 / 255 {
                    differing += 1
                }
            }
        }
        #expect(differing == 0)
        // And the corners are round: outside the pill's curve is the page's white.
        #expect(genre.pixel(x: 9, y: 9) == .white)
    }

    @Test(
        "seed 003's SeparatorView, drawn with UIKit's calls, lays down one device pixel of ink",
        arguments: [1.0, 2.0, 3.0])
    func aPortedSeparatorViewDrawsAHairline(scale: Double) throws {
        func ink(_ line: View) throws -> (rows: [Int], amount: Double) {
            let page = View().with { $0.backgroundColor = .white }
            line.sized(height: 9).pin(to: page)
            let image = try page.image(size: Size(width: 40, height: 9), scale: scale)
            var rows: [Int] = []
            var amount = 0.0
            for y in 0..<image.pixelHeight {
                let darkness = (0..<image.pixelWidth).reduce(0.0) { sum, x in
                    sum + (1 - (image.pixel(x: x, y: y)?.green ?? 1))
                }
                if darkness > 0 { rows.append(y) }
                amount += darkness
            }
            return (rows, amount)
        }
        let ported = try ink(try #require(SeparatorView.loadedFromNib()))
        let vellum = try ink(Separator())
        // Vellum's Separator snaps to one whole pixel row at mid-height; the seed's stroke, centred
        // on mid-height, covers the same amount, split over the two rows around it at scale 2.
        let middle = Int(4.5 * scale)
        #expect(vellum.rows.count == 1)
        #expect(ported.rows.allSatisfy { abs($0 - middle) <= 1 } && !ported.rows.isEmpty, "\(ported.rows)")
        #expect(
            abs(ported.amount - vellum.amount) < vellum.amount * 0.02, "\(ported.amount) \(vellum.amount)")
        // Outside drawing there is no current context and the screen scale is 1.
        #expect(GraphicsContext.current == nil)
        #expect(Screen.main.scale == 1)
    }

    @Test("the seed's views set themselves up only when loaded from a nib or prepared for Interface Builder")
    func setupRunsOnNibLoadingAndInterfaceBuilderPreparation() throws {
        // Made in code, as UIKit would: `awakeFromNib` never runs, so no theme.
        let coded = GenreLabel()
        #expect(coded.backgroundColor == nil && !coded.clipsToBounds)
        #expect(try #require(SeparatorView.loadedFromNib()).backgroundColor == .clear)
        let nib = try #require(GenreLabel.loadedFromNib())
        #expect(nib.backgroundColor == Theme.Colors.gray2 && nib.clipsToBounds)
        #expect(nib.font == UIFont.systemFont(ofSize: 12, weight: .medium) && nib.textAlignment == .center)
        let designable = GenreLabel().preparedForInterfaceBuilder()
        #expect(designable.backgroundColor == Theme.Colors.gray2)
        // Rendering does not call either hook.
        let rendered = GenreLabel().with { $0.text = "News" }
        _ = try rendered.render(as: .svg, width: 80)
        #expect(rendered.backgroundColor == nil)
    }

    @Test("the genre labels page matches its reviewed references in light and dark")
    func genreLabelsSnapshots() {
        for style in [UserInterfaceStyle.light, .dark] {
            assertSnapshot(
                of: Seeds.genreLabels(), as: .png(width: 320, scale: 2, userInterfaceStyle: style),
                named: style.rawValue)
        }
    }
}
