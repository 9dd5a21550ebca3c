import Foundation
import Testing
import VellumUIKit

/// A view sizing its sublayer in `layoutSublayers(of:)`, as UIKit code often does instead of in
/// `layoutSubviews()`.
final class GradientBackedView: UIView {
    let gradientLayer = CAGradientLayer()
    private(set) var calls: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.systemRed.cgColor, UIColor.systemBlue.cgColor]
        layer.addSublayer(gradientLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        calls.append("layoutSublayers")
        gradientLayer.frame = bounds
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        calls.append("layoutSubviews")
    }
}

/// `layoutSublayers(of:)` and `textMatrix`, the layer-delegate and Core Text corners of UIKit
/// drawing code.
@Suite struct LayerDelegateTests {
    @Test("layoutSublayers(of:) runs for each layout pass, and its super runs layoutSubviews")
    func layoutSublayersRunsAroundLayoutSubviews() throws {
        let view = GradientBackedView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        view.layoutIfNeeded()
        #expect(view.calls == ["layoutSubviews", "layoutSublayers"])
        #expect(view.gradientLayer.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        view.layoutIfNeeded()
        #expect(view.gradientLayer.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
        // The gradient fills the new bounds when drawn: red at the top, blue at the bottom.
        let image = try view.image(scale: 1)
        let top = try #require(image.pixel(x: 100, y: 0))
        let bottom = try #require(image.pixel(x: 100, y: 59))
        #expect(top.red > 0.8 && top.blue < 0.4)
        #expect(bottom.blue > 0.8 && bottom.red < 0.4)
    }

    @Test("textMatrix keeps what is set, outside the saved state, and does not move string drawing")
    func textMatrixIsKept() throws {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 20)).image { context in
            let cg = context.cgContext
            #expect(cg.textMatrix == .identity)
            cg.saveGState()
            cg.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
            cg.restoreGState()
            #expect(cg.textMatrix == CGAffineTransform(scaleX: 1, y: -1))
            ("Hi" as NSString).draw(
                at: CGPoint(x: 0, y: 0), withAttributes: [.foregroundColor: UIColor.black])
        }
        let plain = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 20)).image { _ in
            ("Hi" as NSString).draw(
                at: CGPoint(x: 0, y: 0), withAttributes: [.foregroundColor: UIColor.black])
        }
        #expect(drawn.rgbaBytes == plain.rgbaBytes)
    }
}
