import Canvas
import Foundation
import Testing

@testable import Widgets

/// Anchors and `LayoutConstraint.activate`: the constraints Vellum's layout can express.
@Suite struct LayoutConstraintTests {
    @Test("the reversed form (superview first, constant flipped) ties the same edges")
    func reversedConstraints() {
        let parent = View()
        let child = Label(text: "Child")
        parent.addSubview(child)
        LayoutConstraint.activate([
            parent.topAnchor.constraint(equalTo: child.topAnchor, constant: -10),
            parent.leftAnchor.constraint(equalTo: child.leftAnchor, constant: -12),
            parent.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: 14),
            parent.rightAnchor.constraint(equalTo: child.rightAnchor, constant: 16),
        ])
        parent.layout(size: Size(width: 200, height: 100))
        #expect(child.frame == Rect(x: 12, y: 10, width: 172, height: 76))
        let fit = parent.fittingSize(for: View.layoutFittingExpandedSize)
        #expect(
            fit
                == Size(
                    width: child.intrinsicContentSize.width + 28,
                    height: child.intrinsicContentSize.height + 24))
    }

    @Test("one edge per axis places the view at its fitting size; a centre centres it")
    func partialPins() {
        let parent = View()
        let corner = Label(text: "Corner")
        let centred = Label(text: "Centred")
        parent.addSubview(corner)
        parent.addSubview(centred)
        LayoutConstraint.activate([
            corner.topAnchor.constraint(equalTo: parent.topAnchor, constant: 8),
            corner.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -8),
            centred.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            centred.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -4),
        ])
        parent.layout(size: Size(width: 200, height: 100))
        let cornerSize = corner.intrinsicContentSize
        let centredSize = centred.intrinsicContentSize
        #expect(
            corner.frame
                == Rect(x: 192 - cornerSize.width, y: 8, width: cornerSize.width, height: cornerSize.height))
        #expect(
            centred.frame
                == Rect(
                    x: (200 - centredSize.width) / 2, y: 96 - centredSize.height,
                    width: centredSize.width, height: centredSize.height))
        // As in UIKit, nothing keeps the views inside the superview's other edges: as small as
        // the content allows is no size at all.
        let fit = parent.fittingSize(for: View.layoutFittingExpandedSize)
        #expect(fit == .zero)
    }

    @Test("constant widths and heights fix the view's size")
    func constantDimensions() {
        let box = View()
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 44), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(box.fittingSize(for: View.layoutFittingExpandedSize) == Size(width: 44, height: 20))
        let row = Stack(arrangedSubviews: [box, View.spacer])
        row.layout(width: 300)
        #expect(box.frame == Rect(x: 0, y: 0, width: 44, height: 20))
    }

    @Test("siblings, multipliers and dimensions to edges are solved now")
    func formerlyUnsupportedConstraints() {
        let parent = View()
        let a = Label(text: "A")
        let b = Label(text: "B")
        parent.addSubview(a)
        parent.addSubview(b)
        let constraints = [
            a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: parent.topAnchor),
            a.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.25),
        ]
        LayoutConstraint.activate(constraints)
        #expect(constraints.allSatisfy { $0.isActive })
        parent.layout(size: Size(width: 200, height: 100))
        #expect(a.frame.minY == b.intrinsicContentSize.height + 8 && a.frame.width == 50)
    }
}
