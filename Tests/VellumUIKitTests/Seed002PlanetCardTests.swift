import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

@testable import UIKitSeeds

/// Seed 002's planet card, Withable's `ContentViewController` as written: exact frames of the
/// title, the property rows, the picture and the paragraphs.
@Suite("Seed 002: planet card")
struct Seed002PlanetCardTests {
    static func card() -> ContentViewController {
        Image.register(EarthAsset.image(), named: "earth")
        return ContentViewController()
    }

    @Test("the planet card lays out like the seed: title, property rows, picture, paragraphs")
    func planetCardLayout() throws {
        let controller = Self.card()
        let root: View = controller.view
        // The seed keeps `body` private: reach it as the only subview `viewDidLoad` pinned.
        #expect(root.subviews.count == 1)
        let body = try #require(root.subviews.first as? Stack)
        let earth = controller.viewModel
        let size = root.layout(width: 375)
        let width = 315.0
        #expect(body.frame.minX == 30 && body.frame.minY == 30 && body.frame.width == width)
        let views = body.arrangedSubviews
        #expect(views.count == 6)
        let title = textSize("Earth", font: .largeTitle)
        #expect(views[0].frame == Rect(x: 0, y: 0, width: width, height: title.height))

        // The property rows: boxed name, value, spacer; the spacer takes what is left.
        let properties = try #require(views[1] as? Stack)
        let rows = properties.arrangedSubviews.compactMap { $0 as? Stack }
        #expect(rows.count == 3)
        var y = 0.0
        let values = [earth.properties.size, earth.properties.distance, earth.properties.mass]
        for (row, (name, value)) in zip(rows, zip(["size", "distance", "mass"], values)) {
            let pill = textSize(name, font: .headline)
            let valueText = textSize(value, font: .body)
            let height = max(pill.height, valueText.height)
            #expect(row.frame == Rect(x: 0, y: y, width: width, height: height))
            let spacerX = pill.width + 5 + valueText.width + 5
            #expect(spacerX < width)
            #expect(
                row.arrangedSubviews.map(\.frame) == [
                    Rect(x: 0, y: 0, width: pill.width, height: height),
                    Rect(x: pill.width + 5, y: 0, width: valueText.width, height: height),
                    Rect(x: spacerX, y: 0, width: width - spacerX, height: height),
                ])
            // `withPropertyStyle.withBox`: the name in the background colour on a label-coloured box.
            let box = try #require(row.arrangedSubviews[0] as? Label)
            #expect(box.layer.cornerRadius == 4 && box.backgroundColor == .label)
            #expect(box.textColor == .systemBackground)
            y += height + 5
        }
        let propertiesHeight = y - 5
        #expect(properties.frame == Rect(x: 0, y: title.height + 10, width: width, height: propertiesHeight))

        // The picture spans the width at its own height (the asset is 315 × 130 pt, and
        // UIImageView's default content mode fills the bounds); the paragraphs wrap at 315.
        let imageY = title.height + 10 + propertiesHeight + 10
        let picture = try #require(views[2] as? ImageView)
        #expect(picture.frame == Rect(x: 0, y: imageY, width: width, height: 130))
        #expect(picture.contentMode == .scaleToFill)
        #expect(picture.imageRect(in: picture.bounds.size) == Rect(x: 0, y: 0, width: width, height: 130))
        let first = textSize(earth.paragraphs[0], font: .footnote, width: width)
        let last = textSize(earth.paragraphs[1], font: .footnote, width: width)
        #expect(views[3].frame == Rect(x: 0, y: imageY + 140, width: width, height: first.height))
        #expect(
            views[4].frame
                == Rect(x: 0, y: imageY + 140 + first.height + 10, width: width, height: last.height))
        // The trailing spacer has nothing left to take when the card fits its content.
        let end = imageY + 140 + first.height + 10 + last.height + 10
        #expect(views[5].frame == Rect(x: 0, y: end, width: width, height: 0))
        #expect(body.frame.height == end)
        #expect(size == Size(width: 375, height: end + 60))

        // On a phone-sized page the trailing spacer takes the rest of the height.
        root.layout(size: Size(width: 375, height: 812))
        #expect(body.frame == Rect(x: 30, y: 30, width: width, height: 752))
        #expect(views[5].frame == Rect(x: 0, y: end, width: width, height: 752 - end))
        #expect(
            views[4].frame
                == Rect(x: 0, y: imageY + 140 + first.height + 10, width: width, height: last.height))
    }

    @Test("the planet card renders to PNG with a white background outside the card")
    func planetCardPNG() throws {
        let png = try Self.card().view.render(as: .png(scale: 2), width: 375)
        let image = try Image(pngData: png)
        #expect(image.pixelWidth == 750)
        #expect(image.pixel(x: 10, y: 10) == .white)
    }
}
