import Foundation
import Testing
import VellumUIKit

// A file that imports Foundation beside VellumUIKit, as many UIKit files do. Before Canvas's
// geometry became Foundation's, `CGRect`, `CGSize` and `CGPoint` were ambiguous here ("is
// ambiguous for type lookup") and this file did not compile: compiling is half of the test.

/// A view written the way UIKit code writes one, with `CGRect`, `CGSize` and `CGPoint` in type
/// position: its own designated initializer, a stored geometry property, and an override.
private final class FramedBadge: UIView {
    let inset: CGSize
    var anchor: CGPoint = .zero
    var drift = CGVector(dx: 2, dy: -1)

    init(frame: CGRect, inset: CGSize) {
        self.inset = inset
        super.init(frame: frame)
    }

    override init(frame: CGRect) {
        self.inset = CGSize(width: 4, height: 2)
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 40 + 2 * inset.width, height: 16 + 2 * inset.height)
    }

    var contentRect: CGRect { bounds.insetBy(dx: inset.width, dy: inset.height) }
}

@Suite struct FoundationGeometryTests {
    @Test func canvasGeometryIsFoundationGeometry() {
        #expect(Rect.self == CGRect.self)
        #expect(Size.self == CGSize.self)
        #expect(Point.self == CGPoint.self)
        // No conversion between the two: a Canvas value is a Foundation value.
        let rect: Rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let foundation: CGRect = rect
        #expect(foundation.origin == CGPoint(x: 1, y: 2))
    }

    @Test func aSubclassWithGeometryInTypePositionLaysOut() {
        let badge = FramedBadge(frame: CGRect(x: 10, y: 20, width: 60, height: 30))
        #expect(badge.frame == CGRect(x: 10, y: 20, width: 60, height: 30))
        #expect(badge.contentRect == CGRect(x: 4, y: 2, width: 52, height: 26))
        #expect(badge.intrinsicContentSize == CGSize(width: 48, height: 20))
        #expect(badge.drift == CGVector(dx: 2, dy: -1))
        let custom = FramedBadge(frame: .zero, inset: CGSize(width: 1, height: 1))
        #expect(custom.intrinsicContentSize == CGSize(width: 42, height: 18))
    }

    @Test func rectanglesHaveCoreGraphicsSemantics() {
        // A negative size is standardized, as on Apple platforms.
        let flipped = CGRect(x: 10, y: 0, width: -4, height: 2)
        #expect(flipped.width == 4 && flipped.minX == 6 && flipped.maxX == 10)
        // Disjoint rectangles intersect in `.null`; Canvas's `overlap(with:)` says `nil`.
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(CGRect(x: 20, y: 0, width: 5, height: 5)).isNull)
        #expect(a.overlap(with: CGRect(x: 20, y: 0, width: 5, height: 5)) == nil)
        // Insetting past the middle gives `.null`; Canvas's `inset(by:)` stops at zero size.
        #expect(a.insetBy(dx: 6, dy: 0).isNull)
        #expect(
            a.inset(by: UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 6)).size
                == CGSize(width: 0, height: 10))
        #expect(
            UIEdgeInsetsInsetRect(a, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == CGRect(x: 2, y: 1, width: 4, height: 6))
    }

    @Test func cgFloatAndDoubleMixWithoutConversions() {
        let width: CGFloat = 120.5
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 20))
        let half: Double = label.bounds.width / 2
        #expect(half == 60.25)
        let point = CGPoint(x: CGFloat(half), y: label.frame.midY)
        #expect(point == CGPoint(x: 60.25, y: 10))
        #expect(CGVector() == .zero && CGVector.zero.description == "(0.0, 0.0)")
    }
}

@Suite struct CGFloatInExpectationsTests {
    @Test func aCGFloatAndAnEqualDoubleAreUnequalInsideExpect() {
        // The README's advice, proved: outside `#expect` the comparison converts implicitly;
        // inside, swift-testing captures the operands as two types and compares them as such.
        let width: CGFloat = 120.5
        let expected: Double = 120.5
        let compared = width == expected
        #expect(compared)
        withKnownIssue("a CGFloat and a Double captured by #expect compare unequal") {
            #expect(width == expected)
        }
        #expect(width == CGFloat(expected))
    }
}
