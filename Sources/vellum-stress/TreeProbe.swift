import Canvas
import Foundation
import Widgets

/// Builds the tree shapes the hardening issue names and times them: chains of pinned or stacked
/// views built top-down or inside-out, and wide stacks.
enum TreeProbe {
    /// A chain of `depth` views, each pinned in (or stacked in) the one above, built from the root.
    static func chainTopDown(_ depth: Int, stacked: Bool) -> View {
        let root = View()
        var parent = root
        for level in 0..<depth {
            let child: View = level == depth - 1 ? Label(text: "leaf") : (stacked ? Stack() : View())
            if let stack = parent as? Stack { stack.addArrangedSubview(child) } else { child.pin(to: parent) }
            parent = child
        }
        return root
    }

    /// The same chain built from the leaf outwards, as result builders nest.
    static func chainInsideOut(_ depth: Int) -> View {
        var view: View = Label(text: "leaf")
        for _ in 0..<depth { view = Stack().vertical(spacing: 0).views(view) }
        return view
    }

    /// A stack with `count` labels added one by one.
    static func wide(_ count: Int) -> Stack {
        let stack = Stack().vertical(spacing: 0)
        for index in 0..<count { stack.addArrangedSubview(Label(text: "\(index)")) }
        return stack
    }

    /// Seconds `body` takes.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
