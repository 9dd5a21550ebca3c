import Canvas
import Foundation
import Testing
import Widgets

/// The seeds' scenes in Vellum, shaped like their UIKit originals: Withable's planet card
/// (seed 002) and the podcast app's genre pills between separators (seed 003).
@Suite("Seed scenes")
struct SeedSceneTests {
    // MARK: Seed 002: the planet card

    struct Planet {
        var title: String
        var size: String
        var distance: String
        var mass: String
        var paragraphs: [String]
    }

    static let earth = Planet(
        title: "Earth", size: "12,742 km", distance: "1 AU", mass: "5.97 × 10²⁴ kg",
        paragraphs: [
            "Earth is the third planet from the Sun and the only astronomical object known to harbor "
                + "life. About 29.2% of Earth's surface is land consisting of continents and islands.",
            "The remaining 70.8% is covered with water, mostly by oceans but also lakes, rivers and "
                + "other fresh water, which together constitute the hydrosphere.",
        ])

    /// A 630 × 300 px picture at scale 2 (315 × 150 pt): a blue and green disc on black.
    static func earthImage() throws -> Image {
        let (width, height) = (630, 300)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x - width / 2)
                let dy = Double(y - height / 2)
                let i = (y * width + x) * 4
                bytes[i + 3] = 255
                guard dx * dx + dy * dy < 130 * 130 else { continue }
                let land = sin(Double(x) / 23) + cos(Double(y) / 17) > 0.9
                (bytes[i], bytes[i + 1], bytes[i + 2]) = land ? (60, 150, 70) : (40, 90, 200)
            }
        }
        return try Image(rgbaBytes: bytes, pixelWidth: width, pixelHeight: height, scale: 2)
    }

    /// The seed's `ContentViewController` body, line for line.
    static func planetCard(_ viewModel: Planet, image: Image) -> (root: View, body: Stack) {
        let body = Stack().vertical(spacing: 10).views(
            Label()
                .with(text: viewModel.title)
                .withTitleStyle,
            Stack().vertical(spacing: 5).views(
                Stack().horizontal(spacing: 5).views(
                    PaddedLabel()
                        .with(text: "size")
                        .withPropertyStyle
                        .withBox,
                    Label()
                        .with(text: viewModel.size)
                        .withPropertyValueStyle,
                    View.spacer
                ),
                Stack().horizontal(spacing: 5).views(
                    PaddedLabel()
                        .with(text: "distance")
                        .withPropertyStyle
                        .withBox,
                    Label()
                        .with(text: viewModel.distance)
                        .withPropertyValueStyle,
                    View.spacer
                ),
                Stack().horizontal(spacing: 5).views(
                    PaddedLabel()
                        .with(text: "mass")
                        .withPropertyStyle
                        .withBox,
                    Label()
                        .with(text: viewModel.mass)
                        .withPropertyValueStyle,
                    View.spacer
                )
            ),
            ImageView()
                .with(image: image),
            Label()
                .with(text: viewModel.paragraphs.first)
                .withParagraphStyle,
            Label()
                .with(text: viewModel.paragraphs.last)
                .withParagraphStyle,
            View.spacer
        )
        let view = View()
        view.addSubview(body)
        view.backgroundColor = .systemBackground
        body.pin(to: view, insets: EdgeInsets(top: 30, left: 30, bottom: 30, right: 30))
        return (view, body)
    }

    @Test("the planet card lays out like the seed: title, property rows, picture, paragraphs")
    func planetCardLayout() throws {
        let image = try Self.earthImage()
        let (root, body) = Self.planetCard(Self.earth, image: image)
        let size = root.layout(width: 375)
        let width = 315.0
        #expect(body.frame.minX == 30 && body.frame.minY == 30 && body.frame.width == width)
        let views = body.arrangedSubviews
        #expect(views.count == 6)
        let title = textSize("Earth", font: .largeTitle)
        #expect(views[0].frame == .r(0, 0, width, title.height))

        // The property rows: pill, value, spacer; the spacer takes what is left.
        let properties = views[1] as! Stack
        let rows = properties.arrangedSubviews.map { $0 as! Stack }
        var y = 0.0
        for (row, (name, value)) in zip(
            rows, [("size", "12,742 km"), ("distance", "1 AU"), ("mass", "5.97 × 10²⁴ kg")])
        {
            let pillText = textSize(name, font: .headline, alignment: .center)
            let pill = Size(width: pillText.width + 16, height: pillText.height + 8)
            let valueText = textSize(value, font: .body)
            let height = max(pill.height, valueText.height)
            #expect(row.frame == .r(0, y, width, height))
            let spacerX = pill.width + 5 + valueText.width + 5
            #expect(spacerX < width)
            #expect(
                frames(row.arrangedSubviews) == [
                    .r(0, 0, pill.width, height), .r(pill.width + 5, 0, valueText.width, height),
                    .r(spacerX, 0, width - spacerX, height),
                ])
            let pillView = row.arrangedSubviews[0] as! PaddedLabel
            #expect(pillView.cornerRadius == height / 2)
            y += height + 5
        }
        let propertiesHeight = y - 5
        #expect(properties.frame == .r(0, title.height + 10, width, propertiesHeight))

        // The picture spans the width at its own height; the paragraphs wrap at 315.
        let imageY = title.height + 10 + propertiesHeight + 10
        #expect(views[2].frame == .r(0, imageY, width, 150))
        let first = textSize(Self.earth.paragraphs[0], font: .footnote, width: width)
        let last = textSize(Self.earth.paragraphs[1], font: .footnote, width: width)
        #expect(views[3].frame == .r(0, imageY + 160, width, first.height))
        #expect(views[4].frame == .r(0, imageY + 160 + first.height + 10, width, last.height))
        // The trailing spacer has nothing left to take when the card fits its content.
        let end = imageY + 160 + first.height + 10 + last.height + 10
        #expect(views[5].frame == .r(0, end, width, 0))
        #expect(body.frame.height == end)
        #expect(size == Size(width: 375, height: end + 60))

        // On a phone-sized page the trailing spacer takes the rest of the height.
        root.layout(size: Size(width: 375, height: 812))
        #expect(body.frame == .r(30, 30, width, 752))
        #expect(views[5].frame == .r(0, end, width, 752 - end))
        #expect(views[4].frame == .r(0, imageY + 160 + first.height + 10, width, last.height))
    }

    @Test("the planet card renders to PNG")
    func planetCardPNG() throws {
        let (root, _) = Self.planetCard(Self.earth, image: try Self.earthImage())
        let png = try root.render(as: .png(scale: 2), width: 375)
        try png.write(to: URL(fileURLWithPath: "/tmp/vellum-planet-card.png"))
        let image = try Image(pngData: png)
        #expect(image.pixelWidth == 750)
        // The background is white outside the card's content.
        #expect(image.pixel(x: 10, y: 10) == .white)
    }

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
            #expect(pill.cornerRadius == pillSize.height / 2)
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

extension Label {
    /// The seed's title style.
    fileprivate var withTitleStyle: Self {
        with {
            $0.textColor = .label
            $0.font = .preferredFont(forTextStyle: .largeTitle)
        }
    }

    /// The seed's property name style (on a dark pill here, so the white text shows).
    fileprivate var withPropertyStyle: Self {
        with {
            $0.textColor = .systemBackground
            $0.backgroundColor = .label
            $0.font = .preferredFont(forTextStyle: .headline)
            $0.setContentCompressionResistancePriority(.required, for: .vertical)
        }
    }

    /// The seed's property value style.
    fileprivate var withPropertyValueStyle: Self {
        with {
            $0.textColor = .systemGray
            $0.font = .preferredFont(forTextStyle: .body)
        }
    }

    /// The seed's paragraph style.
    fileprivate var withParagraphStyle: Self {
        with {
            $0.textColor = .label
            $0.numberOfLines = 0
            $0.font = .preferredFont(forTextStyle: .footnote)
        }
    }
}
