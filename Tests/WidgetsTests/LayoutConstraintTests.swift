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
        #expect(child.pinnedInsets == EdgeInsets(top: 10, left: 12, bottom: 14, right: 16))
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
        // The superview fits around them, free edges taking no room.
        let fit = parent.fittingSize(for: View.layoutFittingExpandedSize)
        #expect(fit.width == max(cornerSize.width + 8, centredSize.width))
        #expect(fit.height == max(cornerSize.height + 8, centredSize.height + 4))
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

    @Test("constraints Vellum cannot express stay inactive and change nothing")
    func unsupportedConstraints() {
        let parent = View()
        let a = Label(text: "A")
        let b = Label(text: "B")
        parent.addSubview(a)
        parent.addSubview(b)
        let sibling = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)
        let acrossAxes = a.leadingAnchor.constraint(equalTo: parent.topAnchor)
        let notInHierarchy = a.topAnchor.constraint(equalTo: View().topAnchor)
        let negativeWidth = a.widthAnchor.constraint(equalToConstant: -5)
        let dimensionToEdge = a.widthAnchor.constraint(equalTo: parent.widthAnchor)
        LayoutConstraint.activate([sibling, acrossAxes, notInHierarchy, negativeWidth, dimensionToEdge])
        for constraint in [sibling, acrossAxes, notInHierarchy, negativeWidth, dimensionToEdge] {
            #expect(!constraint.isActive)
        }
        #expect(a.pinnedInsets == nil && a.fixedWidth == nil)
        let supported = a.topAnchor.constraint(equalTo: parent.topAnchor, constant: 4)
        supported.isActive = true
        #expect(supported.isActive)
    }
}
