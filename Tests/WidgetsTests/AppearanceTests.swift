import Canvas
import Foundation
import Testing
import VellumTesting
import Widgets

/// Light and dark: the render's appearance, `overrideUserInterfaceStyle` on a subtree, and
/// labels whose text colours follow it.
@Suite("Appearance")
struct AppearanceTests {
    /// A 40 × 20 view filled with the system background, holding a 20 × 20 label-coloured box on
    /// its right.
    static func tile() -> View {
        let tile = View(frame: Rect(x: 0, y: 0, width: 40, height: 20)).with {
            $0.backgroundColor = .systemBackground
        }
        tile.addSubview(
            View(frame: Rect(x: 20, y: 0, width: 20, height: 20)).with { $0.backgroundColor = .label })
        return tile
    }

    @Test("the render's appearance resolves every semantic colour")
    func renderAppearance() throws {
        let light = try Self.tile().image(scale: 1)
        #expect(light.pixel(x: 5, y: 5) == .white && light.pixel(x: 30, y: 5) == .black)
        let dark = try Self.tile().image(scale: 1, userInterfaceStyle: .dark)
        #expect(dark.pixel(x: 5, y: 5) == .black && dark.pixel(x: 30, y: 5) == .white)
        // The view's traits say so while it is laid out and drawn.
        let tile = Self.tile()
        _ = try tile.render(as: .svg, userInterfaceStyle: .dark)
        #expect(tile.traitCollection.userInterfaceStyle == .dark)
        _ = try tile.render(as: .svg)
        #expect(tile.traitCollection.userInterfaceStyle == .light)
    }

    @Test("overrideUserInterfaceStyle applies to the view and its subviews, whatever the render's")
    func overrideOnASubtree() throws {
        let page = View(frame: Rect(x: 0, y: 0, width: 80, height: 20)).with {
            $0.backgroundColor = .systemBackground
        }
        let forcedDark = Self.tile().with { $0.overrideUserInterfaceStyle = .dark }
        forcedDark.frame.origin.x = 40
        page.addSubview(forcedDark)
        let image = try page.image(scale: 1)
        #expect(image.pixel(x: 5, y: 5) == .white)  // the page: light
        #expect(image.pixel(x: 45, y: 5) == .black && image.pixel(x: 70, y: 5) == .white)  // the tile: dark
        #expect(forcedDark.subviews[0].traitCollection.userInterfaceStyle == .dark)
        // Forcing light inside a dark render.
        let lightInDark = Self.tile().with { $0.overrideUserInterfaceStyle = .light }
        #expect(try lightInDark.image(scale: 1, userInterfaceStyle: .dark).pixel(x: 5, y: 5) == .white)
    }

    @Test("a label's text follows its appearance, and its layouts are rebuilt when the appearance changes")
    func labelsFollowTheAppearance() throws {
        let label = Label(text: "██████").with {
            $0.font = .systemFont(ofSize: 20)
            $0.textColor = .label
        }
        func darkestAndLightest(_ style: UserInterfaceStyle) throws -> (Double, Double) {
            let image = try label.image(scale: 1, userInterfaceStyle: style)
            let reds = (0..<image.pixelWidth).compactMap { x -> Double? in
                guard let p = image.pixel(x: x, y: image.pixelHeight / 2), p.alpha > 0.9 else { return nil }
                return p.red
            }
            return (reds.min() ?? -1, reds.max() ?? -1)
        }
        #expect(try darkestAndLightest(.light) == (0, 0))
        #expect(try darkestAndLightest(.dark) == (1, 1))
        #expect(try darkestAndLightest(.light) == (0, 0))
        // Sizes do not depend on the appearance.
        let size = label.intrinsicContentSize
        _ = try label.render(as: .pdf, userInterfaceStyle: .dark)
        #expect(label.intrinsicContentSize == size)
    }

    @Test("a dynamic colour made from a provider follows the appearance in views")
    func dynamicColoursInViews() throws {
        let brand = Color { $0.userInterfaceStyle == .dark ? .red : .blue }
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10)).with { $0.backgroundColor = brand }
        #expect(try view.image(scale: 1).pixel(x: 5, y: 5) == .blue)
        #expect(try view.image(scale: 1, userInterfaceStyle: .dark).pixel(x: 5, y: 5) == .red)
    }

    @Test("snapshot strategies take an appearance, so a test records both")
    func snapshotsInBothAppearances() {
        let card = Stack().vertical(spacing: 6).views(
            Label(text: "Boarding").with { $0.font = .preferredFont(forTextStyle: .headline) },
            Label(text: "Gate 12 · Seat 14A").with { $0.textColor = .secondaryLabel },
            Separator())
        let page = View().with { $0.backgroundColor = .secondarySystemBackground }
        card.pin(to: page, insets: EdgeInsets(all: 12))
        for style in [UserInterfaceStyle.light, .dark] {
            assertSnapshot(
                of: page, as: .png(width: 200, scale: 2, userInterfaceStyle: style), named: style.rawValue)
        }
    }
}
