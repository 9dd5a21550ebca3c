import Canvas
import Fixtures
import Foundation
import TestSupport
import Testing
import Widgets

/// Trees of any depth and width build in time linear in their views; a tree deeper than
/// ``RenderLimits/maximumViewDepth`` is a typed error, never a stack overflow.
@Suite struct TreeShapeTests {
    /// A chain of `depth` views below a root, alternating pinned views and vertical stacks.
    static func chain(_ depth: Int) -> View {
        let root = View()
        var parent = root
        for level in 0..<depth {
            let child: View = level == depth - 1 ? Label(text: "leaf") : (level % 2 == 0 ? Stack() : View())
            if let stack = parent as? Stack { stack.addArrangedSubview(child) } else { child.pin(to: parent) }
            parent = child
        }
        return root
    }

    /// Renders `view` to PDF on a new thread with `stackSize` bytes of stack.
    static func renderOnThread(_ view: View, stackSize: Int) -> Result<Data, Error> {
        onNewThread(stackSize: stackSize) { try view.render(as: .pdf, width: 200) }
    }

    @Test func aTreeAtTheDepthLimitRendersWithinTwoMegabytesOfStack() throws {
        let view = Self.chain(RenderLimits.maximumViewDepth)
        #expect(view.subtreeDepth == RenderLimits.maximumViewDepth)
        let pdf = try Self.renderOnThread(view, stackSize: 2 << 20).get()
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        #expect(view.viewWithTag(0) === view)
    }

    @Test func aTreeOneLevelDeeperIsALimitError() throws {
        let view = Self.chain(RenderLimits.maximumViewDepth + 1)
        #expect(
            throws: CanvasError.limitExceeded(
                what: "a view tree \(RenderLimits.maximumViewDepth + 1) levels deep",
                limit: RenderLimits.maximumViewDepth)
        ) { try view.render(as: .png(scale: 1), width: 200) }
        // Layout refuses it quietly instead of recursing: nothing was placed.
        view.layout(size: Size(width: 200, height: 200))
        #expect(view.subviews[0].frame == .zero)
    }

    /// 200,000-level chains built top-down (pinned and stacked) and inside-out (as result builders
    /// nest), rendered (a limit error) and released, and a stack of 100,000 views added one by one.
    /// Before, building took minutes (quadratic and cubic in depth) and rendering or releasing
    /// overflowed the stack; the child's time limit catches a cliff's return, its exit a crash.
    @Test func deepAndWideTreesBuildRenderAndReleaseInAChildProcess() throws {
        let stress = try #require(ChildProcess.sibling(named: "vellum-stress"), "vellum-stress is not built")
        let result = try ChildProcess.run(
            stress, ["trees", "--depth", "200000", "--wide", "100000"], timeLimit: 60)
        #expect(result.succeeded, "status \(result.status), signalled \(result.signalled): \(result.output)")
        #expect(result.output.components(separatedBy: "200000 levels deep passes the limit of").count == 4)
        #expect(result.output.contains("100000 arranged"))
        #expect(result.errors.isEmpty, "\(result.errors)")
    }
}
