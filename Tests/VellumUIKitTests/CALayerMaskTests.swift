import Foundation
import TestSupport
import Testing
import VellumUIKit

/// `layer.mask` as UIKit code uses it: a shape layer cutting a view to a circle, a gradient
/// fading it out, a sublayer masked by another, and mask cycles, which draw unmasked.
@MainActor @Suite struct CALayerMaskTests {
    /// A 40 × 40 red view masked by a circle filling its bounds.
    static func circleView() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .red
        let circle = CAShapeLayer()
        circle.frame = view.bounds
        circle.path = UIBezierPath(ovalIn: view.bounds).cgPath
        view.layer.mask = circle
        let corner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        corner.backgroundColor = .green
        view.addSubview(corner)  // masked too: the circle hides all but its inner corner
        return view
    }

    /// Whether a pixel is red (within rasterizer rounding).
    static func isRed(_ image: UIImage, _ x: Int, _ y: Int) -> Bool {
        guard let p = image.pixel(x: x, y: y) else { return false }
        return p.alpha > 0.95 && p.red > 0.95 && p.green < 0.05 && p.blue < 0.05
    }

    @Test("a shape layer mask cuts a view to its path in PNG, PDF and SVG")
    func shapeMask() throws {
        let view = Self.circleView()
        let png = try view.image(scale: 1)
        #expect(png.pixel(x: 2, y: 2)?.alpha == 0)  // outside the circle: no background, no subview
        #expect(png.pixel(x: 9, y: 9) == .green)  // the subview inside the circle
        let renders = [
            ("PNG", png), ("PDF", try Rasterizer.pdf(try view.render(as: .pdf))),
            ("SVG", try Rasterizer.svg(try view.render(as: .svg))),
        ]
        for (format, image) in renders {
            #expect(Self.isRed(image, 20, 20), "\(format): the centre")
            #expect(Self.isRed(image, 20, 2), "\(format): inside the circle at the top")
            #expect(!Self.isRed(image, 2, 2) && !Self.isRed(image, 37, 37), "\(format): the corners")
        }
    }

    @Test("a gradient mask fades the view by its alpha; the mask's colours do not show")
    func gradientMask() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 100))
        view.backgroundColor = .blue
        let fade = CAGradientLayer()
        fade.frame = view.bounds
        fade.colors = [UIColor.green.cgColor, UIColor.green.withAlphaComponent(0).cgColor]
        view.layer.mask = fade
        let image = try view.image(scale: 1)
        let top = try #require(image.pixel(x: 10, y: 1))
        let middle = try #require(image.pixel(x: 10, y: 50))
        let bottom = try #require(image.pixel(x: 10, y: 98))
        #expect(top.alpha > 0.95 && top.blue > 0.95 && top.green < 0.05)
        #expect(abs(middle.alpha - 0.5) < 0.05 && middle.green < 0.05)
        #expect(bottom.alpha < 0.05)
    }

    @Test("a sublayer's mask, placed by its frame, hides the rest of the sublayer only")
    func sublayerMask() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .white
        let bar = CAShapeLayer()
        bar.frame = view.bounds
        bar.path = UIBezierPath(rect: view.bounds).cgPath
        bar.fillColor = UIColor.red.cgColor
        let leftHalf = CAShapeLayer()
        leftHalf.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        leftHalf.path = UIBezierPath(rect: leftHalf.bounds).cgPath
        bar.mask = leftHalf
        view.layer.addSublayer(bar)
        let image = try view.image(scale: 1)
        #expect(Self.isRed(image, 10, 10))
        #expect(image.pixel(x: 30, y: 10) == .white)  // masked off: the view's own background shows
    }

    @Test("mask cycles terminate and draw unmasked where the cycle comes round", .timeLimit(.minutes(1)))
    func cycles() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let selfMasked = CAShapeLayer()
        selfMasked.frame = view.bounds
        selfMasked.path = UIBezierPath(rect: view.bounds).cgPath
        selfMasked.fillColor = UIColor.red.cgColor
        selfMasked.mask = selfMasked
        view.layer.addSublayer(selfMasked)
        #expect(Self.isRed(try view.image(scale: 1), 5, 5))  // its own mask is ignored

        let a = CAShapeLayer()
        let b = CAShapeLayer()
        for layer in [a, b] {
            layer.frame = view.bounds
            layer.path = UIBezierPath(rect: view.bounds).cgPath
        }
        a.mask = b
        b.mask = a
        let other = UIView(frame: view.bounds)
        other.backgroundColor = .red
        other.layer.mask = a
        let image = try other.image(scale: 1)
        #expect(Self.isRed(image, 5, 5))  // a masks with b; b's mask, a, is already drawing: unmasked
        _ = try other.render(as: .svg)
        _ = try other.render(as: .pdf)
    }
}
