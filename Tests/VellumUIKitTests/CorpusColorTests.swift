import Testing
import VellumTesting
import VellumUIKit

@testable import UIKitSeeds

/// A view that reads its colour's components inside `draw(_:)`, where UIKit's current trait
/// collection is the appearance being drawn.
private final class ComponentProbe: UIView {
    var color: UIColor = .systemBlue
    var read: [CGFloat] = []
    override func draw(_ rect: CGRect) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        read = [r, g, b, a]
    }
}

/// UIColor's and CGColor's component API as UIKit code calls it (`getRed`/`getHue` with `&`
/// pointers, `UIColor(hue:…)`, `UIColor(cgColor:)`, `components`, `colorSpace`), and the corpus's
/// colour badge that darkens its colour with it.
@Suite("Corpus: colour components")
struct CorpusColorTests {
    @Test("getRed and getHue write the components into CGFloat variables")
    func gettersWriteComponents() {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(
            UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [1, 0.5, 0.25, 0.75])
        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1
        #expect(
            UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getHue(
                &h, saturation: &s, brightness: &v, alpha: &a))
        #expect([h, s, v, a] == [1.0 / 12, 1, 1, 1])
        UIColor(red: 0, green: 0.5, blue: 1, alpha: 0.5).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect([h, s, v, a] == [7.0 / 12, 1, 1, 0.5])
        UIColor(red: 0.5, green: 0.25, blue: 0.5, alpha: 1).getHue(
            &h, saturation: &s, brightness: &v, alpha: nil)
        #expect([h, s, v] == [5.0 / 6, 0.5, 0.5])
        // Greys and black: hue 0, saturation 0.
        UIColor(white: 0.5, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect([h, s, v] == [0, 0, 0.5])
        UIColor.black.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect([h, s, v] == [0, 0, 0])
        // `nil` skips a component, as with UIKit's pointers.
        g = -1
        UIColor.red.getRed(&r, green: nil, blue: &b, alpha: nil)
        #expect(r == 1 && b == 0 && g == -1)
    }

    @Test("UIColor(hue:saturation:brightness:alpha:) is HSB, exactly, in each of the six sectors")
    func hueInitializer() {
        #expect(
            UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
                == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(
            UIColor(hue: 0.25, saturation: 1, brightness: 1, alpha: 1)
                == UIColor(red: 0.5, green: 1, blue: 0, alpha: 1))
        #expect(
            UIColor(hue: 0.5, saturation: 1, brightness: 0.5, alpha: 1)
                == UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1))
        #expect(
            UIColor(hue: 0.75, saturation: 0.5, brightness: 1, alpha: 0.5)
                == UIColor(red: 0.75, green: 0.5, blue: 1, alpha: 0.5))
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(
            UIColor(hue: 0.6, saturation: 0, brightness: 0.25, alpha: 1) == UIColor(white: 0.25, alpha: 1))
        // Round trip through getHue for colours of every sector.
        for hue in stride(from: 0.0, to: 1, by: 1.0 / 24) {
            var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
            UIColor(hue: hue, saturation: 0.5, brightness: 0.75, alpha: 1).getHue(
                &h, saturation: &s, brightness: &v, alpha: &a)
            #expect(abs(h - hue) < 1e-12 && abs(s - 0.5) < 1e-12 && v == 0.75, "\(hue)")
        }
    }

    @Test("a dynamic colour's components are those of the appearance being drawn")
    func dynamicColoursResolveForTheCurrentTraits() throws {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [0, 122.0 / 255, 1, 1])
        let cases: [(UIUserInterfaceStyle, [CGFloat])] = [
            (.light, [0, 122.0 / 255, 1, 1]), (.dark, [10.0 / 255, 132.0 / 255, 1, 1]),
        ]
        for (style, expected) in cases {
            let probe = ComponentProbe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            _ = try probe.image(size: CGSize(width: 10, height: 10), scale: 1, userInterfaceStyle: style)
            #expect(probe.read == expected, "\(style)")
        }
    }

    @Test("CGColor's components and colour space, and UIColor(cgColor:)")
    func coreGraphicsColours() throws {
        let color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        let cgColor = color.cgColor
        #expect(cgColor.components == [0.25, 0.5, 0.75, 0.5])
        #expect(cgColor.numberOfComponents == 4)
        #expect(cgColor.colorSpace?.name == CGColorSpace.sRGB)
        #expect(cgColor.colorSpace?.numberOfComponents == 3)
        #expect(UIColor(cgColor: cgColor) == color)
        #expect(CGColorSpace(name: CGColorSpace.sRGB) == CGColorSpaceCreateDeviceRGB())
        #expect(CGColorSpace(name: "kCGColorSpaceDisplayP3") == nil)
    }

    @Test("the badge darkens its colour by a quarter of its brightness and picks its text colour")
    func badgeColours() {
        let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let darker = orange.darker(by: 0.25)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        darker.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [0.75, 0.375, 0, 1])
        #expect(UIColor.black.darker() == .black)
        #expect(UIColor.systemYellow.isLight && !UIColor.systemRed.isLight)
    }

    @Test("the colour badges page matches its reviewed references in light and dark")
    func colorBadgesSnapshots() {
        for style in [UserInterfaceStyle.light, .dark] {
            assertSnapshot(
                of: Corpus.colorBadges(), as: .png(width: 240, scale: 2, userInterfaceStyle: style),
                named: style.rawValue)
        }
    }
}
