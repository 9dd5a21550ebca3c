import Canvas
import TestSupport
import Testing
import Widgets

/// The view tree: subviews, tags, invalidation, sizing, layout passes and the tree dump.
@Suite("View hierarchy")
struct ViewHierarchyTests {
    static func ids(_ views: [View]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

    @Test("addSubview, insertSubview(at:), removeFromSuperview and reordering keep the tree consistent")
    func subviews() {
        let root = View()
        let a = View()
        let b = View()
        let c = View()
        root.addSubview(a)
        root.addSubview(c)
        root.insertSubview(b, at: 1)
        #expect(Self.ids(root.subviews) == Self.ids([a, b, c]))
        #expect(a.superview === root && b.superview === root)
        root.bringSubviewToFront(a)
        #expect(Self.ids(root.subviews) == Self.ids([b, c, a]))
        root.sendSubviewToBack(c)
        #expect(Self.ids(root.subviews) == Self.ids([c, b, a]))
        // Out-of-range indices are clamped.
        let d = View()
        root.insertSubview(d, at: 99)
        #expect(root.subviews.last === d)
        let e = View()
        root.insertSubview(e, at: -3)
        #expect(root.subviews.first === e)
        // Adding to another parent moves the view.
        let other = View()
        other.addSubview(b)
        #expect(b.superview === other)
        #expect(Self.ids(root.subviews) == Self.ids([e, c, a, d]))
        b.removeFromSuperview()
        #expect(b.superview == nil && other.subviews.isEmpty)
        // Removing a view without a superview does nothing.
        b.removeFromSuperview()
        #expect(b.superview == nil)
        #expect(a.isDescendant(of: root) && !b.isDescendant(of: root) && root.isDescendant(of: root))
    }

    @Test(
        "a view outliving its superview has none: a freed parent's subviews, and every view in a freed subtree held elsewhere, read nil"
    )
    func superviewAfterParentIsFreed() {
        // Views held by the test: a direct child, a grandchild under a child the tree alone
        // owns, and a child of a middle view that is itself held (its subtree stays whole).
        let child = Label(text: "child")
        let grandchild = Label(text: "grandchild")
        let held = Stack.vertical { Label(text: "inside held") }
        let insideHeld = held.subviews[0]
        do {
            let owned = View()
            owned.addSubview(grandchild)
            let root = View()
            root.addSubview(child)
            root.addSubview(owned)
            root.addSubview(held)
            #expect(grandchild.superview === owned && owned.superview === root && held.superview === root)
        }
        #expect(child.superview == nil)
        #expect(grandchild.superview == nil)
        #expect(held.superview == nil)
        // The held view keeps its own subtree, and the freed parent is not walked for traits.
        #expect(insideHeld.superview === held)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(grandchild.textLayout(width: 100)?.lines.count == 1)
        // A deep chain released from its root leaves a held leaf without a parent.
        let leaf = View()
        do {
            var top = View()
            top.addSubview(leaf)
            for _ in 0..<10_000 {
                let next = View()
                next.addSubview(top)
                top = next
            }
        }
        #expect(leaf.superview == nil)
        // Moving a view to a new parent and releasing the old one keeps the new parent.
        let moved = View()
        let newParent = View()
        do {
            let oldParent = View()
            oldParent.addSubview(moved)
            newParent.addSubview(moved)
        }
        #expect(moved.superview === newParent && newParent.subviews.count == 1)
    }

    @Test("adding a view that is already a subview moves it to the front and keeps its role")
    func addingExistingSubview() {
        let a = Box(10, 10)
        let b = Box(20, 10)
        let stack = Stack(arrangedSubviews: [a, b])
        stack.addSubview(a)
        #expect(Self.ids(stack.subviews) == Self.ids([b, a]))
        #expect(Self.ids(stack.arrangedSubviews) == Self.ids([a, b]))
        stack.layout(size: Size(width: 30, height: 10))
        #expect(frames([a, b]) == [.r(0, 0, 10, 10), .r(10, 0, 20, 10)])
        // A pinned view stays pinned.
        let parent = View()
        let child = Box(5, 5).pin(to: parent, insets: EdgeInsets(all: 2))
        parent.addSubview(View())
        parent.insertSubview(child, at: 1)
        #expect(child.pinnedInsets == EdgeInsets(all: 2))
        #expect(parent.intrinsicContentSize == Size(width: 9, height: 9))
        #expect(parent.subviews[1] === child)
    }

    @Test("frame, bounds and center describe the same rectangle")
    func geometry() {
        let view = View(frame: .r(10, 20, 30, 40))
        #expect(view.bounds == .r(0, 0, 30, 40))
        #expect(view.center == Point(x: 25, y: 40))
        view.center = Point(x: 0, y: 0)
        #expect(view.frame == .r(-15, -20, 30, 40))
        view.bounds = .r(5, 5, 10, 10)
        #expect(view.frame == .r(-15, -20, 10, 10))
        #expect(view.bounds == .r(0, 0, 10, 10))
    }

    @Test("viewWithTag finds the view itself or the first tagged descendant, depth first")
    func viewWithTag() {
        let root = View().with { $0.tag = 1 }
        let branch = View().with { $0.tag = 2 }
        let leaf = View().with { $0.tag = 3 }
        let twin = View().with { $0.tag = 3 }
        branch.addSubview(leaf)
        root.addSubview(branch)
        root.addSubview(twin)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(2) === branch)
        #expect(root.viewWithTag(3) === leaf)
        #expect(root.viewWithTag(4) == nil)
        #expect(twin.viewWithTag(3) === twin)
    }

    @Test("invalidating a view's intrinsic size re-measures its ancestors")
    func invalidationPropagates() {
        let box = Box(40, 10)
        let inner = Stack(arrangedSubviews: [box])
        let outer = Stack(arrangedSubviews: [inner, Box(10, 10)]).vertical()
        #expect(outer.intrinsicContentSize == Size(width: 40, height: 20))
        box.intrinsic = Size(width: 70, height: 15)
        #expect(inner.intrinsicContentSize == Size(width: 70, height: 15))
        #expect(outer.intrinsicContentSize == Size(width: 70, height: 25))
        box.setContentHuggingPriority(.required, for: .horizontal)
        inner.layout(size: Size(width: 100, height: 15))
        #expect(box.frame == .r(0, 0, 70, 15))
    }

    @Test("sizeToFit sizes a view to what it needs at its current width")
    func sizeToFit() {
        let label = Label(text: LabelLayoutTests.paragraph)
        label.sizeToFit()
        #expect(label.frame.size == textSize(LabelLayoutTests.paragraph, font: .body))
        label.numberOfLines = 0
        label.frame = .r(5, 6, 160, 10)
        label.sizeToFit()
        #expect(
            label.frame
                == Rect(
                    origin: Point(x: 5, y: 6),
                    size: textSize(LabelLayoutTests.paragraph, font: .body, width: 160)))
        let box = Box(30, 20)
        box.sizeToFit()
        #expect(box.frame.size == Size(width: 30, height: 20))
        let empty = View()
        empty.sizeToFit()
        #expect(empty.frame.size == .zero)
    }

    /// Counts the visits of `layoutIfNeeded` by counting reads of `subviews` would be fragile; a
    /// deep branch that is laid out instead checks that nothing below it is laid out again.
    @Test("layoutIfNeeded skips branches where nothing changed")
    func layoutSkipsUnchangedBranches() {
        let root = CountingView()
        let left = CountingView()
        let right = CountingView()
        let leaf = CountingView()
        root.addSubview(left)
        root.addSubview(right)
        right.addSubview(leaf)
        root.layoutIfNeeded()
        #expect([root, left, right, leaf].map(\.layoutCount) == [1, 1, 1, 1])
        // A leaf deep in one branch needs layout: only it is laid out, through its ancestors' flags.
        leaf.setNeedsLayout()
        root.layoutIfNeeded()
        #expect([root, left, right, leaf].map(\.layoutCount) == [1, 1, 1, 2])
        // Laying out a branch directly clears its flags; the root's next pass finds nothing to do.
        leaf.setNeedsLayout()
        right.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect([root, left, right, leaf].map(\.layoutCount) == [1, 1, 1, 3])
    }

    @Test("layoutIfNeeded lays a view out only when it needs it")
    func layoutOnlyWhenNeeded() {
        let root = CountingView()
        let child = CountingView()
        root.addSubview(child)
        root.layoutIfNeeded()
        #expect(root.layoutCount == 1 && child.layoutCount == 1)
        root.layoutIfNeeded()
        #expect(root.layoutCount == 1 && child.layoutCount == 1)
        // Moving without resizing needs no layout; resizing does.
        root.frame.origin = Point(x: 10, y: 10)
        child.frame.origin = Point(x: 3, y: 3)
        root.layoutIfNeeded()
        #expect(root.layoutCount == 1 && child.layoutCount == 1)
        root.frame.size = Size(width: 100, height: 100)
        root.layoutIfNeeded()
        #expect(root.layoutCount == 2 && child.layoutCount == 1)
        // Setting the same size again does nothing.
        root.frame.size = Size(width: 100, height: 100)
        root.layoutIfNeeded()
        #expect(root.layoutCount == 2)
        child.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.layoutCount == 2 && child.layoutCount == 2)
        // A child's intrinsic size change lays out the parent again.
        child.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(root.layoutCount == 3 && child.layoutCount == 3)
        // Adding a subview lays the parent out again.
        root.addSubview(View())
        root.layoutIfNeeded()
        #expect(root.layoutCount == 4 && child.layoutCount == 3)
    }

    @Test("the laid-out tree dumps as an indented description")
    func recursiveDescription() {
        let top = Box(View.noIntrinsicMetric, 20).with {
            $0.tag = 7
            $0.backgroundColor = .red
        }
        let separator = Separator()
        let bottom = Box(30, 30).with { $0.alpha = 0.5 }
        let hidden = Box(30, 30).with { $0.isHidden = true }
        let column = Stack().vertical(spacing: 4).views(top, separator, bottom, hidden).with {
            $0.layer.cornerRadius = 2.5
        }
        column.layout(width: 100)
        let expected = """
            <Stack frame=(0, 0, 100, 58.5) cornerRadius=2.5 axis=vertical spacing=4 distribution=fill \
            alignment=fill>
               | <Box frame=(0, 0, 100, 20) background=#FF0000 tag=7>
               | <Separator frame=(0, 24, 100, 0.5) axis=horizontal color=#C6C6C8>
               | <Box frame=(0, 28.5, 100, 30) alpha=0.5>
               | <Box frame=(0, 0, 0, 0) hidden>

            """
        #expect(column.recursiveDescription == expected)
    }

    @Test("a label's and an image view's state show in the tree dump")
    func controlDescriptions() throws {
        let label = Label(text: "Hello\nworld").with { $0.numberOfLines = 2 }
        #expect(label.debugProperties == ["text=\"Hello\\nworld\"", "font=\"Inter 17 regular\"", "lines=2"])
        let image = ImageView(image: try solidImage(width: 4, height: 2))
        #expect(image.debugProperties == ["image=4×2px", "mode=scaleToFill"])
        let pill = PaddedLabel().with(text: "News")
        #expect(pill.debugProperties.last == "insets=8×4")
    }
}
