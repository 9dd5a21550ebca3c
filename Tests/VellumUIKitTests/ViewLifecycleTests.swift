import Testing
import VellumUIKit

/// A view that records UIKit's lifecycle and tint calls, in order.
private final class LifecycleRecorder: UIView {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.entries.append("\(name).willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { log.entries.append("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.entries.append("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() {
        log.entries.append("\(name).didMoveToWindow(\(window == nil ? "nil" : "window"))")
    }
    override func didAddSubview(_ subview: UIView) { log.entries.append("\(name).didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.entries.append("\(name).willRemoveSubview") }
    override func tintColorDidChange() { log.entries.append("\(name).tintColorDidChange") }
}

/// The calls recorded, in order.
private final class CallLog {
    var entries: [String] = []
}

/// UIKit's view lifecycle (`window`, the move hooks in UIKit's order) and tint (inherited,
/// `systemBlue` by default, `tintColorDidChange`, dimming), and `UIScreen.main`.
@Suite("View lifecycle and tint", .serialized)
struct ViewLifecycleTests {
    @Test("adding and removing call the hooks in UIKit's order; no window outside a rendered tree")
    func hooksWithoutWindow() {
        let log = CallLog()
        log.entries = []
        let parent = LifecycleRecorder("parent", log: log)
        let child = LifecycleRecorder("child", log: log)
        parent.addSubview(child)
        #expect(
            log.entries == [
                "child.willMove(toSuperview: view)", "child.didMoveToSuperview", "parent.didAddSubview",
            ])
        #expect(child.window == nil && parent.window == nil)
        log.entries = []
        parent.addSubview(child)  // already there: moves to the front, no hooks
        #expect(log.entries.isEmpty)
        child.removeFromSuperview()
        #expect(
            log.entries == [
                "parent.willRemoveSubview", "child.willMove(toSuperview: nil)", "child.didMoveToSuperview",
            ])
        #expect(child.superview == nil)
    }

    @Test("a view added to a window's tree gets window hooks over its subtree, parents first")
    func hooksInWindow() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.window === window)
        let container = UIView()
        window.addSubview(container)
        log.entries = []
        let parent = LifecycleRecorder("parent", log: log)
        let child = LifecycleRecorder("child", log: log)
        parent.addSubview(child)
        log.entries = []
        container.addSubview(parent)
        #expect(
            log.entries == [
                "parent.willMove(toSuperview: view)", "parent.willMove(toWindow: window)",
                "child.willMove(toWindow: window)", "parent.didMoveToWindow(window)",
                "child.didMoveToWindow(window)", "parent.didMoveToSuperview",
            ])
        #expect(child.window === window && parent.window === window && container.window === window)
        log.entries = []
        parent.removeFromSuperview()
        #expect(
            log.entries == [
                "parent.willMove(toSuperview: nil)", "parent.willMove(toWindow: nil)",
                "child.willMove(toWindow: nil)", "parent.didMoveToWindow(nil)", "child.didMoveToWindow(nil)",
                "parent.didMoveToSuperview",
            ])
        #expect(child.window == nil)
    }

    @Test("rendering shows a windowless root in a screen-sized window before layout; it stays")
    func renderingGivesAWindow() throws {
        let log = CallLog()
        log.entries = []
        let root = LifecycleRecorder("root", log: log)
        let leaf = LifecycleRecorder("leaf", log: log)
        root.addSubview(leaf)
        log.entries = []
        _ = try root.image(size: CGSize(width: 20, height: 10))
        #expect(
            log.entries == [
                "root.willMove(toWindow: window)", "leaf.willMove(toWindow: window)",
                "root.didMoveToWindow(window)", "leaf.didMoveToWindow(window)",
            ])
        let window = try #require(leaf.window)
        #expect(root.window === window && window.bounds == UIScreen.main.bounds)
        #expect(window.subviews.isEmpty && root.superview == nil)
        log.entries = []
        _ = try root.image(size: CGSize(width: 20, height: 10))  // already shown: no hooks
        #expect(log.entries.isEmpty)
        // Moving the rendered root under a windowless view takes it out of its window.
        let other = UIView()
        other.addSubview(root)
        #expect(root.window == nil && leaf.window == nil)
        #expect(log.entries.contains("leaf.didMoveToWindow(nil)"))
    }

    @Test("a controller's view in a UIWindow has that window before rendering")
    func controllerWindow() {
        let log = CallLog()
        let controller = UIViewController()
        let label = UILabel()
        controller.view.addSubview(label)
        #expect(label.window == nil)
        let window = UIWindow(rootViewController: controller)
        #expect(label.window === window && controller.view.window === window)
    }

    @Test("tintColor: systemBlue by default, inherited, nil inherits again; changes are told")
    func tintInheritance() {
        let log = CallLog()
        log.entries = []
        let root = LifecycleRecorder("root", log: log)
        let middle = LifecycleRecorder("middle", log: log)
        let leaf = LifecycleRecorder("leaf", log: log)
        middle.addSubview(leaf)
        root.addSubview(middle)
        #expect(leaf.tintColor == .systemBlue)
        log.entries = []
        root.tintColor = .systemRed
        #expect(
            log.entries == [
                "root.tintColorDidChange", "middle.tintColorDidChange", "leaf.tintColorDidChange",
            ])
        #expect(leaf.tintColor == .systemRed)
        log.entries = []
        middle.tintColor = .systemGreen
        #expect(log.entries == ["middle.tintColorDidChange", "leaf.tintColorDidChange"])
        log.entries = []
        root.tintColor = .systemOrange  // middle keeps its own: nothing below root changes
        #expect(log.entries == ["root.tintColorDidChange"])
        #expect(leaf.tintColor == .systemGreen)
        middle.tintColor = nil
        #expect(leaf.tintColor == .systemOrange && middle.tintColor == .systemOrange)
        // Moving under another tint tells the moved subtree, before didMoveToSuperview.
        let other = LifecycleRecorder("other", log: log)
        other.tintColor = .systemPink
        log.entries = []
        other.addSubview(leaf)
        #expect(
            log.entries == [
                "leaf.willMove(toSuperview: view)", "middle.willRemoveSubview", "leaf.tintColorDidChange",
                "leaf.didMoveToSuperview", "other.didAddSubview",
            ])
        #expect(leaf.tintColor == .systemPink)
        leaf.removeFromSuperview()
        #expect(leaf.tintColor == .systemBlue)
    }

    @Test("tintAdjustmentMode .dimmed greys the tint here and below; reading gives the effective mode")
    func dimmed() {
        let log = CallLog()
        let root = UIView()
        let leaf = UIView()
        root.addSubview(leaf)
        root.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(root.tintAdjustmentMode == .normal && leaf.tintAdjustmentMode == .normal)
        root.tintAdjustmentMode = .dimmed
        #expect(leaf.tintAdjustmentMode == .dimmed)
        #expect(leaf.tintColor == UIColor(red: 0.299, green: 0.299, blue: 0.299, alpha: 1))
        leaf.tintAdjustmentMode = .normal
        #expect(leaf.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        root.tintAdjustmentMode = .automatic
        #expect(root.tintAdjustmentMode == .normal)
    }

    @Test("UIScreen.main: a 390 × 844 pt screen; scale is the drawing's, 1 outside drawing")
    func screen() throws {
        let log = CallLog()
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 1 && UIScreen.main.nativeBounds.width == 390)
        final class ScaleProbe: UIView {
            var seen: CGFloat = 0
            override func draw(_ rect: CGRect) { seen = UIScreen.main.scale }
        }
        let probe = ScaleProbe(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        _ = try probe.image(scale: 3)
        #expect(probe.seen == 3)
    }
}
