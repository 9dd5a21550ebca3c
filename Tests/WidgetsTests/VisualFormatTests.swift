import Canvas
import Foundation
import Testing

@testable import Widgets

/// The visual format language: the constraints a string describes, laid out, and the errors of
/// strings that cannot be read.
@Suite struct VisualFormatTests {
    func boxes(_ count: Int, in parent: View) -> [View] {
        (0..<count).map { _ in
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            return view
        }
    }

    @Test("H and V strings with standard spacing, numbers, metrics, sizes and equal widths")
    func rowAndColumn() throws {
        let card = View()
        let v = boxes(3, in: card)
        let views = ["a": v[0], "b": v[1], "c": v[2]]
        let metrics: [String: Any] = ["gap": 12, "side": CGFloat(30)]
        LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-[a]-gap-[b(==a)]-[c(side)]-|", metrics: metrics, views: views)
                + LayoutConstraint.constraints(
                    withVisualFormat: "V:|-10-[a(40)]", options: [.alignAllTop], metrics: nil, views: views)
                + LayoutConstraint.constraints(
                    withVisualFormat: "H:[a]-gap-[b]-[c]", options: [.alignAllTop, .alignAllBottom],
                    metrics: metrics,
                    views: views))
        card.layout(size: Size(width: 300, height: 100))
        // 20 + a + 12 + b + 8 + 30 + 20 = 300, a == b.
        let width = (300 - 20 - 12 - 8 - 30 - 20) / 2.0
        #expect(v[0].frame == Rect(x: 20, y: 10, width: width, height: 40))
        #expect(v[1].frame == Rect(x: 20 + width + 12, y: 10, width: width, height: 40))
        #expect(v[2].frame == Rect(x: 250, y: 10, width: 30, height: 40))
        #expect(card.layoutConflicts.isEmpty)
    }

    @Test("relations and priorities in connections and sizes; adjacent views")
    func relationsAndPriorities() throws {
        let card = View()
        let v = boxes(2, in: card)
        let constraints = try LayoutConstraint.visualFormatConstraints(
            "V:|[a(>=20,<=50@750)][b(==a@999)]-(>=8)-|", views: ["a": v[0], "b": v[1]])
        // |[a: 1; a's two sizes: 2; b == a: 1; a adjacent to b: 1; b to |: 1.
        #expect(constraints.count == 6)
        let h = try LayoutConstraint.visualFormatConstraints("H:|[a]|", views: ["a": v[0]])
        let h2 = try LayoutConstraint.visualFormatConstraints("H:|[b]|", views: ["b": v[1]])
        LayoutConstraint.activate(constraints + h + h2)
        card.layout(size: Size(width: 100, height: 200))
        // Nothing asks for more than the minimum: a and b are equal (999), a within 20…50, the
        // column ends at least 8 pt above the bottom.
        #expect(v[0].frame.minY == 0 && v[1].frame.minY == v[0].frame.maxY)
        #expect(abs(v[0].frame.height - v[1].frame.height) < 0.01)
        #expect(v[0].frame.height >= 20 - 0.01 && v[0].frame.height <= 50 + 0.01)
        #expect(v[1].frame.maxY <= 192 + 0.01)
        #expect(v[0].frame.width == 100)
    }

    @Test("strings that cannot be read are typed errors; the UIKit spelling returns none")
    func errors() {
        let card = View()
        let a = boxes(1, in: card)[0]
        let lone = View()
        let cases: [(String, [String: View])] = [
            ("H:|-[a", ["a": a]), ("H:|-[missing]-|", ["a": a]), ("H:[a]-(>=x)-|", ["a": a]),
            ("H:|-[a]-|", ["a": lone]), ("H:[a]junk", ["a": a]), ("H:[]", ["a": a]),
            ("H:|-(==)-[a]", ["a": a]),
        ]
        for (format, views) in cases {
            #expect(throws: VisualFormatError.self, "\(format)") {
                try LayoutConstraint.visualFormatConstraints(format, views: views)
            }
            #expect(
                LayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views).isEmpty)
        }
    }

    @Test("an autoresizing mask shares a superview's size change among its flexible parts")
    func autoresizing() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let stretches = View(frame: Rect(x: 10, y: 10, width: 100, height: 20))
        stretches.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let floats = View(frame: Rect(x: 150, y: 50, width: 40, height: 40))
        floats.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let centred = View(frame: Rect(x: 50, y: 0, width: 100, height: 10))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = View(frame: Rect(x: 5, y: 5, width: 5, height: 5))
        for view in [stretches, floats, centred, fixed] { parent.addSubview(view) }
        parent.frame.size = Size(width: 300, height: 160)
        #expect(stretches.frame == Rect(x: 10, y: 10, width: 200, height: 20))
        #expect(floats.frame == Rect(x: 250, y: 110, width: 40, height: 40))
        #expect(centred.frame == Rect(x: 100, y: 0, width: 100, height: 10))
        #expect(fixed.frame == Rect(x: 5, y: 5, width: 5, height: 5))
        parent.autoresizesSubviews = false
        parent.frame.size = Size(width: 100, height: 100)
        #expect(stretches.frame.width == 200)
    }
}
