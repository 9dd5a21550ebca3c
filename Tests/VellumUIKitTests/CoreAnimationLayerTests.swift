import Canvas
import Foundation
import Testing
import VellumUIKit

@testable import UIKitSeeds

/// Layers added to a view's layer as UIKit code adds them: a progress ring of two shape layers
/// (its `strokeEnd` is the progress) and a gradient banner behind a label; pixels checked.
@Suite struct CoreAnimationLayerTests {
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.pixelWidth + x) * 4
        return image.rgbaBytes[i..<(i + 4)].map(Int.init)
    }

    func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 3) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    func rgba(_ color: UIColor) -> [Int] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { Int(($0 * 255).rounded()) }
    }

    @Test(
        "a quarter of the ring is green from twelve o'clock; the rest is the track", arguments: [0.25, 0.75])
    func progressRing(progress: Double) throws {
        let ring = LayerProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.progress = progress
        let image = try ring.image(scale: 1)
        let green = rgba(.systemGreen)
        let track = rgba(.systemGray5)
        // On the ring (radius 46): right (3 o'clock) is a quarter of the way round, bottom half.
        #expect(close(pixel(image, 96, 50), progress >= 0.25 ? green : track, 40))
        #expect(close(pixel(image, 50, 96), progress >= 0.5 ? green : track))
        #expect(close(pixel(image, 4, 50), progress >= 0.75 ? green : track, 40))
        // Just past twelve o'clock the progress has started; the centre is empty.
        #expect(close(pixel(image, 56, 4), green))
        #expect(pixel(image, 50, 50)[3] == 0)
        #expect(ring.layer.sublayers?.count == 2)
    }

    @Test("a gradient layer inserted at 0 is drawn behind the label, across the bounds, clipped")
    func gradientBanner() throws {
        let banner = GradientBannerView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        let image = try banner.image(scale: 1)
        #expect(close(pixel(image, 1, 40), rgba(.systemPink), 4))
        #expect(close(pixel(image, 298, 40), rgba(.systemOrange), 4))
        // The rounded corner is clipped away; the label's white text is above the gradient.
        #expect(pixel(image, 0, 0)[3] == 0)
        let label = banner.titleLabel.frame
        let bytes = image.rgbaBytes
        var white = 0
        for x in Int(label.minX)..<Int(label.maxX) {
            for y in Int(label.minY)..<Int(label.maxY) {
                let i = (y * image.pixelWidth + x) * 4
                if bytes[i..<(i + 4)].allSatisfy({ $0 == 255 }) { white += 1 }
            }
        }
        #expect(white > 20)
    }

    @Test("sublayers: order, z-position, removal, position and anchor point")
    func sublayerTree() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CAShapeLayer()
        let b = CAGradientLayer()
        let c = CAShapeLayer()
        view.layer.addSublayer(a)
        view.layer.insertSublayer(b, below: a)
        view.layer.insertSublayer(c, above: b)
        #expect(view.layer.sublayers?.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        c.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 2)
        let inner = CAShapeLayer()
        a.addSublayer(inner)
        #expect(inner.superlayer === a && a.sublayers?.count == 1)
        inner.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        inner.position = CGPoint(x: 50, y: 50)
        #expect(inner.frame == CGRect(x: 40, y: 45, width: 20, height: 10))
        inner.anchorPoint = CGPoint(x: 0, y: 0)
        inner.position = CGPoint(x: 5, y: 5)
        #expect(inner.frame.origin == CGPoint(x: 5, y: 5))
        inner.removeFromSuperlayer()
        #expect(a.sublayers == nil && inner.superlayer == nil)
    }

    @Test("strokeStart and strokeEnd trim a path by its length")
    func trimming() {
        var path = CGPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let part = path.trimmed(from: 0.25, to: 0.75)
        #expect(
            part.elements == [
                .move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)),
                .line(to: CGPoint(x: 100, y: 50)),
            ])
        #expect(path.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(path.trimmed(from: 0, to: 1) == path)
    }
}
