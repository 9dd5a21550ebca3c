import Canvas
import Foundation
import Testing
import VellumUIKit

@testable import UIKitSeeds

/// Core Graphics gradients as UIKit code draws them (the corpus's `GradientHeaderView`): the
/// colours along the gradient, the clip that bounds it, quad curves and path bounds.
@Suite struct CoreGraphicsGradientTests {
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.pixelWidth + x) * 4
        return image.rgbaBytes[i..<(i + 4)].map(Int.init)
    }

    func rgb(_ color: UIColor) -> [Int] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b].map { Int(($0 * 255).rounded()) }
    }

    @Test("a linear gradient runs from the top colour to the bottom one inside the curved clip")
    func gradientHeader() throws {
        let header = GradientHeaderView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let image = try header.image(scale: 1)
        let top = pixel(image, 100, 0)
        let bottom = pixel(image, 100, 99)
        for (channel, (t, b)) in zip(rgb(header.topColor), rgb(header.bottomColor)).enumerated() {
            #expect(abs(top[channel] - t) <= 3, "top channel \(channel): \(top) vs \(rgb(header.topColor))")
            // The curve dips to y = 88 at the middle: the last row there is near the end colour.
            #expect(abs(bottom[channel] - b) <= 40 || abs(pixel(image, 100, 85)[channel] - b) <= 40)
        }
        // Halfway down, halfway between the colours.
        let middle = pixel(image, 100, 50)
        for (channel, (t, b)) in zip(rgb(header.topColor), rgb(header.bottomColor)).enumerated() {
            #expect(abs(middle[channel] - (t + b) / 2) <= 4, "middle \(middle)")
        }
        // Below the curve at the sides, nothing is drawn.
        #expect(pixel(image, 2, 95)[3] == 0 && pixel(image, 197, 95)[3] == 0)
        #expect(top[3] == 255)
    }

    @Test("CGGradient refuses what is not a colour; evenly spaced without locations")
    func gradientInitializers() {
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(
            CGGradient(
                colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                locations: nil) != nil)
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        #expect(
            CGGradient(
                colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil,
                count: 2) != nil)
    }

    @Test("quad curves end where asked and bound the path with their control point")
    func quadCurves() {
        var path = CGPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 60))
        #expect(path.currentPoint == CGPoint(x: 100, y: 0))
        // The cubic's control points sit two thirds of the way to the quad's control point.
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 40))
        let bezier = UIBezierPath()
        bezier.move(to: CGPoint(x: 0, y: 0))
        bezier.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 10, y: 0))
        #expect(bezier.currentPoint == CGPoint(x: 10, y: 10))
    }
}
