import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// Seed 003's genre pills between separators, shaped like the podcast app's UIKit views. (Seed
/// 002's planet card is tested as the gallery builds it, in GalleryTests/PlanetCardSceneTests.)
@Suite("Seed scenes")
struct SeedSceneTests {
    // MARK: Seed 003: genre pills between separators

    static func genrePill(_ text: String) -> PaddedLabel {
        PaddedLabel().with {
            $0.text = text
            $0.horizontalInset = 8
            $0.verticalInset = 4
            $0.backgroundColor = .systemGray5
            $0.textColor = Color(hex: "#333333")!
        }
    }

    static func podcastHeader() -> (
        root: Stack, pills: [PaddedLabel], spacer: Spacer, separators: [Separator]
    ) {
        let pills = ["Technology", "News", "Apple"].map(genrePill)
        let spacer = View.spacer
        let separators = [Separator(), Separator()]
        let root = Stack.vertical(spacing: 12) {
            Label(text: "Accidental Tech Podcast").with { $0.font = .boldSystemFont(ofSize: 22) }
            Label(text: "Marco Arment, Casey Liss, John Siracusa").with {
                $0.font = .subheadline
                $0.textColor = .secondaryLabel
            }
            separators[0]
            Stack.horizontal(spacing: 8, alignment: .center) {
                for pill in pills { pill }
                spacer
            }
            separators[1]
            Label(text: LabelLayoutTests.paragraph).with {
                $0.font = .footnote
                $0.numberOfLines = 0
            }
        }.with {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = EdgeInsets(all: 16)
            $0.backgroundColor = .white
        }
        return (root, pills, spacer, separators)
    }

    @Test("the genre pills sit in a row between two hairline separators")
    func genrePillsLayout() {
        let (root, pills, spacer, separators) = Self.podcastHeader()
        let size = root.layout(width: 375)
        let width = 343.0
        let views = root.arrangedSubviews
        let title = textSize("Accidental Tech Podcast", font: .boldSystemFont(ofSize: 22))
        let author = textSize("Marco Arment, Casey Liss, John Siracusa", font: .subheadline)
        #expect(views[0].frame == .r(16, 16, width, title.height))
        #expect(views[1].frame == .r(16, 16 + title.height + 12, width, author.height))
        var y = 16 + title.height + 12 + author.height + 12
        #expect(separators[0].frame == .r(16, y, width, 0.5))
        y += 0.5 + 12
        let font = Font.systemFont(ofSize: 12, weight: .medium)
        let pillSizes = ["Technology", "News", "Apple"].map {
            let text = textSize($0, font: font, alignment: .center)
            return Size(width: text.width + 16, height: text.height + 8)
        }
        let rowHeight = pillSizes[0].height
        #expect(views[3].frame == .r(16, y, width, rowHeight))
        var x = 0.0
        for (pill, pillSize) in zip(pills, pillSizes) {
            #expect(pill.frame == .r(x, 0, pillSize.width, pillSize.height))
            #expect(pill.layer.cornerRadius == Double(pillSize.height / 2))
            x += pillSize.width + 8
        }
        // The spacer takes the rest of the row; centred, with no height of its own.
        #expect(spacer.frame == .r(x, rowHeight / 2, width - x, 0))
        y += rowHeight + 12
        #expect(separators[1].frame == .r(16, y, width, 0.5))
        y += 0.5 + 12
        let description = textSize(LabelLayoutTests.paragraph, font: .footnote, width: width)
        #expect(views[5].frame == .r(16, y, width, description.height))
        #expect(size == Size(width: 375, height: y + description.height + 16))
    }

    @Test("the genre pills render to PNG with one-pixel separators")
    func genrePillsPNG() throws {
        let (root, _, _, separators) = Self.podcastHeader()
        let png = try root.render(as: .png(scale: 2), width: 375)
        try png.write(to: URL(fileURLWithPath: "/tmp/vellum-genre-pills.png"))
        let image = try Image(pngData: png, scale: 2)
        for separator in separators {
            let row = Int((separator.frame.minY * 2).rounded())
            let column = 200
            #expect(SeparatorTests.isSeparatorColour(image.pixel(x: column, y: row)))
            #expect(image.pixel(x: column, y: row - 1) == .white)
            #expect(image.pixel(x: column, y: row + 1) == .white)
        }
    }
}
