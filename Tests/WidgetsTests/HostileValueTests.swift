import Canvas
import Foundation
import Testing

@testable import Widgets

/// Values no one should pass, passed anyway: layout and rendering must neither crash nor hang,
/// and must end in a picture or a typed error.
@Suite struct HostileValueTests {
    static let hostile: [Double] = [
        .nan, .infinity, -.infinity, -25, 0, 1e300, -1e300, .leastNonzeroMagnitude,
    ]

    static func tree(_ value: Double) -> View {
        let root = View().with {
            $0.backgroundColor = .white
            $0.layer.cornerRadius = value
            $0.layer.borderWidth = value
            $0.alpha = value
        }
        let label = Label(text: "Hostile \(value)").with {
            $0.font = .systemFont(ofSize: value)
            $0.numberOfLines = 0
            $0.preferredMaxLayoutWidth = value
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = value
        }
        let pill = PaddedLabel(text: "pill").with {
            $0.horizontalInset = value
            $0.verticalInset = value
        }
        let box = View().with {
            $0.backgroundColor = .systemBlue
            $0.fixedWidth = value
            $0.fixedHeight = value
        }
        let stack = Stack(arrangedSubviews: [label, pill, box, Separator(), View.spacer]).with {
            $0.spacing = value
            $0.layoutMargins = EdgeInsets(all: value)
            $0.isLayoutMarginsRelativeArrangement = true
            $0.setCustomSpacing(value, after: label)
        }
        stack.pin(to: root, insets: EdgeInsets(top: value, left: value, bottom: value, right: value))
        let manual = Label(text: "manual")
        manual.frame = Rect(x: value, y: value, width: value, height: value)
        root.addSubview(manual)
        return root
    }

    @Test(arguments: hostile)
    func hostileValuesRenderOrThrowTypedErrors(value: Double) {
        for format in [DocumentFormat.png(scale: 1), .pdf, .svg] {
            do {
                _ = try Self.tree(value).render(as: format, width: 300)
            } catch is CanvasError {
                // A typed refusal is fine.
            } catch {
                Issue.record("untyped error \(error) for \(value) in \(format)")
            }
        }
    }

    @Test(arguments: hostile)
    func hostileValuesLayOutToFiniteFrames(value: Double) {
        let root = Self.tree(value)
        let size = root.layout(width: 300)
        #expect(size.width.isFinite && size.height.isFinite)
        var stack: [View] = [root]
        while let view = stack.popLast() {
            stack += view.subviews
            if view.frame.origin.x.isNaN || view.frame.size.width.isNaN || view.frame.size.height.isNaN {
                // Only a frame set by hand may be NaN; layout never makes one.
                #expect((view as? Label)?.text == "manual", "\(type(of: view)) \(view.frame)")
            }
        }
    }
}
