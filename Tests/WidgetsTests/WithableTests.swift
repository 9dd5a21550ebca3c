import Canvas
import Foundation
import Testing
import Widgets

/// `with { $0.… }` on objects (in place, returning the receiver's own type) and on values (a
/// modified copy).
@Suite("Withable")
struct WithableTests {
    @Test("with on a subclass returns the subclass and configures it in place")
    func returnsSubclass() {
        let label: PaddedLabel = PaddedLabel().with { $0.horizontalInset = 4 }
        #expect(label.horizontalInset == 4)
        let original = Label()
        let same = original.with { $0.text = "Hi" }
        #expect(same === original)
        #expect(original.text == "Hi")
        // Chains keep the type too.
        let stack: Stack = Stack().with { $0.spacing = 3 }.with { $0.axis = .vertical }
        #expect(stack.spacing == 3 && stack.axis == .vertical)
    }

    @Test("with rethrows the closure's error")
    func rethrowsErrors() {
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            try View().with { _ in throw Failure() }
        }
        #expect(throws: Failure.self) {
            try EdgeInsets.zero.with { _ in throw Failure() }
        }
    }

    @Test("with on a value type returns a modified copy and leaves the original")
    func valueTypesCopy() {
        let zero = EdgeInsets.zero
        let insets = zero.with { $0.top = 8 }
        #expect(insets == EdgeInsets(top: 8, left: 0, bottom: 0, right: 0))
        #expect(zero == EdgeInsets(all: 0))
        let style = ParagraphStyle.default.with {
            $0.alignment = .center
            $0.lineSpacing = 4
        }
        #expect(style.alignment == .center && style.lineSpacing == 4)
        #expect(ParagraphStyle.default.alignment == .natural && ParagraphStyle.default.lineSpacing == 0)
        let size = Size(width: 1, height: 2).with { $0.width = 5 }
        #expect(size == Size(width: 5, height: 2))
    }

    @Test("with works on any class that adopts Withable, such as NSParagraphStyle")
    func foundationObjects() {
        let style = NSMutableParagraphStyle().with { $0.lineSpacing = 6 }
        #expect(style.lineSpacing == 6)
    }

    /// Styles as extensions, the seed's way.
    @Test("styles written as extensions chain like the seed's")
    func styleExtensions() {
        let label = Label().with(text: "mass").withSmallCaps.withBox
        #expect(label.text == "mass")
        #expect(label.font == .systemFont(ofSize: 11, weight: .semibold))
        #expect(label.layer.cornerRadius == 4)
        #expect(label.backgroundColor == .label)
    }
}

extension Label {
    fileprivate var withSmallCaps: Self {
        with { $0.font = .systemFont(ofSize: 11, weight: .semibold) }
    }
}
