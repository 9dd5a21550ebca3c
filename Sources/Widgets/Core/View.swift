import Canvas
import Foundation

// This file is longer than Vellum's other files on purpose: View is UIView's counterpart, and the
// members subclasses override (geometry, hierarchy hooks, appearance, sizing, layout, drawing,
// nib hooks, debugProperties) and the stored state (the layer's corners, border and shadow) must
// be declared in the class body, since Swift cannot override a member declared in an extension or
// add stored properties in one. What cannot be overridden lives beside it: View+Description.swift,
// View+Traits.swift, View+Nib.swift, View+Conversion.swift, View+Rendering.swift, FiniteValues.swift.

/// A rectangle in a retained view tree that lays out its subviews and draws itself (UIView's
/// model, without a constraint solver).
///
/// The layout protocol, in one place: proposals go down, sizes come up, the parent places.
/// ``sizeThatFits(_:)`` answers how big a view would be within a proposal (a component may be
/// `.infinity`); ``intrinsicContentSize`` is the unconstrained natural size;
/// ``layoutSubviews()`` sets the children's frames inside ``bounds``. Parents measure children
/// through ``fittingSize(for:)``, which applies the fixed sizes (``sized(width:height:)``) and caches
/// the answer until ``invalidateIntrinsicContentSize()``; ``systemLayoutSizeFitting(_:)`` is the
/// same question with UIKit's reading of its target (zero means as small as the content allows).
///
/// Drawing happens in ``draw(in:)``, in local coordinates, after the background and before the
/// subviews; the renderer applies alpha, clipping and the border.
open class View: Withable {
    /// The value of an intrinsic size component that the view does not have.
    public static let noIntrinsicMetric: Double = -1

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    @exclusivity(unchecked) public var frame: Rect {
        didSet {
            if frame.size != oldValue.size { setNeedsLayout() }
        }
    }

    /// The view's rectangle in its own coordinates: origin zero, the frame's size.
    public var bounds: Rect {
        get { Rect(size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The frame's centre, in the superview's coordinates.
    public var center: Point {
        get { frame.center }
        set {
            frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// A width the view always has when a parent lays it out, or `nil`: what
    /// ``sized(width:height:)`` and `widthAnchor.constraint(equalToConstant:)` set. A negative
    /// width is 0; a non-finite one is ignored (`nil`). Internal, so a subclass may use the name.
    var fixedWidth: Double? {
        didSet {
            fixedWidth = fixedWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
            if fixedWidth != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// A height the view always has when a parent lays it out, or `nil`: what
    /// ``sized(width:height:)`` and `heightAnchor.constraint(equalToConstant:)` set. Internal, so
    /// a subclass may use the name.
    var fixedHeight: Double? {
        didSet {
            fixedHeight = fixedHeight.flatMap { $0.isFinite ? max(0, $0) : nil }
            if fixedHeight != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    // MARK: Hierarchy

    /// The views inside this one, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The view that contains this one.
    public var superview: View? { unretainedSuperview }
    /// The superview, held without a reference count: a parent holds its subviews strongly, and
    /// every way a view stops being one clears this first (``removeFromSuperview()``, and the
    /// parent's deinit for each subview it held), so it never outlives the parent.
    ///
    /// Why not `weak`: a weak reference gives the parent a side table, and every retain and
    /// release of a view with subviews then goes through it; walking to the root for a trait
    /// (``effectiveUserInterfaceStyle``, asked on every text layout) loaded each ancestor
    /// through it as well. That was 7% of the CPU time of a 10,000-row report.
    @exclusivity(unchecked) private unowned(unsafe) var unretainedSuperview: View?
    /// Insets from the superview's bounds that this view is pinned to on all four edges (see
    /// ``pin(to:insets:)``); `nil` when it is not pinned, or pinned on fewer edges by anchors.
    public internal(set) var pinnedInsets: EdgeInsets? {
        get {
            guard let e = pinnedEdges, let top = e.top, let left = e.left, let bottom = e.bottom,
                let right = e.right
            else { return nil }
            return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        }
        set {
            pinnedEdges = newValue.map {
                PinnedEdges(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right)
            }
        }
    }
    /// Where the view sits in its superview, edge by edge (``pin(to:insets:)`` sets all four;
    /// layout anchors may set some); `nil` when its frame is set by hand or by a stack.
    var pinnedEdges: PinnedEdges?

    // MARK: Appearance
    // (`@exclusivity(unchecked)`: see the note at the layout state below.)

    /// Whether the view (and its subviews) is skipped when drawing and when its superview
    /// measures itself around its content (a stack's arranged views, a container's pinned ones).
    @exclusivity(unchecked) public var isHidden = false {
        didSet { if isHidden != oldValue { superview?.arrangedSubviewVisibilityChanged() } }
    }
    /// The opacity of the view and its subviews, 0…1.
    @exclusivity(unchecked) public var alpha: Double = 1
    /// The colour the view's bounds are filled with before it draws, or `nil` for none.
    @exclusivity(unchecked) public var backgroundColor: Color?
    // The layer's properties (``ViewLayer``): stored here, reached as `layer.cornerRadius` and
    // so on, as in UIKit. They are internal so that a subclass may declare members of the same
    // names, which UIKit leaves free (`private let cornerRadius: CGFloat` in a UIView subclass).

    /// The radius of the background's, border's, clip's and shadow's corners.
    @exclusivity(unchecked) var cornerRadius: Double = 0
    /// Which corners ``cornerRadius`` rounds.
    @exclusivity(unchecked) var maskedCorners: CornerMask = .all
    /// The shape of the rounded corners.
    @exclusivity(unchecked) var cornerCurve: CornerCurve = .circular
    /// The border's width, drawn inside the bounds above the content (``hairlineBorderWidth``: one
    /// device pixel).
    @exclusivity(unchecked) var borderWidth: Double = 0
    /// A border width meaning "one device pixel at whatever scale the view is drawn at".
    public static let hairlineBorderWidth: Double = -1
    /// The border's colour.
    @exclusivity(unchecked) var borderColor: Color = .label
    /// The shadow's colour, opacity, offset, radius and shape (see ``ViewLayer``).
    @exclusivity(unchecked) var shadowColor: Color? = .black
    @exclusivity(unchecked) var shadowOpacity: Double = 0
    var shadowOffset = Size(width: 0, height: -3)
    var shadowRadius: Double = 3
    var shadowPath: Path?
    /// The appearance this view and its subviews use, overriding the superview's and the
    /// render's (UIKit's `overrideUserInterfaceStyle`); `.unspecified` inherits.
    @exclusivity(unchecked) public var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified
    /// Which way the view lays its content out (UIKit's `semanticContentAttribute`):
    /// `.forceRightToLeft` makes a horizontal ``Stack`` place its first arranged subview at the
    /// right.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { setNeedsLayout() } }
    }
    /// How an image view fits its image, and what UIKit's `contentMode = .redraw` asked of any
    /// view (Vellum draws every view anew at each render, so `.redraw` changes nothing).
    public var contentMode: ContentMode = .scaleToFill
    /// Whether subviews and drawing are clipped to the (rounded) bounds.
    @exclusivity(unchecked) public var clipsToBounds = false
    /// Space inside the edges that content should keep clear of (stacks use it when
    /// `isLayoutMarginsRelativeArrangement` is on). UIKit's default: 8 pt on each edge. A
    /// non-finite component is 0.
    public var layoutMargins = EdgeInsets(all: 8) {
        didSet {
            layoutMargins = layoutMargins.finiteComponents
            if layoutMargins != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// UIKit's `directionalLayoutMargins`: the ``layoutMargins``, leading on the left (build
    /// them with ``/Canvas/EdgeInsets/init(top:leading:bottom:trailing:)``).
    public var directionalLayoutMargins: EdgeInsets {
        get { layoutMargins }
        set { layoutMargins = newValue }
    }
    /// The view itself: a page has no notch or bars, so UIKit code that pins to the safe area
    /// (`body.pin(to: view.safeAreaLayoutGuide)`) pins to the view.
    public var safeAreaLayoutGuide: View { self }
    /// Always zero: a page has no safe area to keep clear of.
    public var safeAreaInsets: EdgeInsets { .zero }
    /// Kept for UIKit code (`translatesAutoresizingMaskIntoConstraints = false`): Vellum has no
    /// autoresizing masks, so the flag changes nothing (see ``LayoutConstraint``).
    public var translatesAutoresizingMaskIntoConstraints = true
    /// A number that identifies the view (see ``viewWithTag(_:)``).
    public var tag = 0
    /// Device pixels per point for this view's layout, inherited from the superview unless set;
    /// the renderer sets the root's to the output's scale. Public as
    /// `traitCollection.displayScale`.
    var displayScale: Double {
        get {
            // A loop, not recursion: a deep tree must not cost stack (or time) per level twice.
            var view: View? = self
            while let v = view {
                if let scale = v.ownDisplayScale { return scale }
                view = v.superview
            }
            return GraphicsContext.vectorDisplayScale
        }
        set {
            let value = newValue.isFinite && newValue > 0 ? newValue : GraphicsContext.vectorDisplayScale
            if value != ownDisplayScale {
                ownDisplayScale = value
                invalidateTreeMeasurements()
            }
        }
    }
    private var ownDisplayScale: Double?
    /// The appearance the renderer gives the root (`nil`: light).
    @exclusivity(unchecked) var renderedUserInterfaceStyle: UserInterfaceStyle?

    // MARK: Layout state

    // `@exclusivity(unchecked)` on the stored properties below: each is read and written in
    // single statements on the thread using the object, never across a call that reaches it
    // again, so the runtime's access check (about 5% of a report's instructions) has nothing
    // to catch (see ARCHITECTURE.md, "Exclusivity").
    @exclusivity(unchecked) private var hugging: [LayoutAxis: LayoutPriority] = [:]
    @exclusivity(unchecked) private var compression: [LayoutAxis: LayoutPriority] = [:]
    @exclusivity(unchecked) private var needsLayout = true
    /// Whether this view or a view below it may need layout; lets ``layoutIfNeeded()`` skip
    /// subtrees that are laid out.
    @exclusivity(unchecked) private var subtreeNeedsLayout = true
    @exclusivity(unchecked) private var measurements = InlineCache<SizeProposal, Size>(capacity: 64)
    /// The controller whose ``ViewController/view`` this is, told before and after layout.
    weak var owningController: ViewController?
    @exclusivity(unchecked) private var isAskingIntrinsicSize = false
    /// The read-ahead of a report's body that last read this view or a view it is inside (0:
    /// none), so a view the body returns twice, or inside another, is laid out on the rendering
    /// thread only (see ``markReadAhead(_:)``).
    @exclusivity(unchecked) var readAheadMark = 0

    /// Creates a view with a frame (UIView's designated initializer: a subclass's own
    /// initializers call `super.init(frame:)`, as UIKit code does).
    public init(frame: Rect) {
        self.frame = frame
    }

    /// Creates a view as an archive would (UIKit's `init?(coder:)`), with a zero frame.
    ///
    /// Vellum does not archive views: nothing in `coder` is read. The initializer is required, as
    /// in UIKit, so UIKit subclasses compile as written (`required init?(coder:)` calling
    /// `super.init(coder:)`), and a subclass that declares its own designated initializer writes
    /// one too. ``loadedFromNib()`` creates a view through it, then calls ``awakeFromNib()``.
    public required init?(coder: NSCoder) {
        self.frame = .zero
    }

    /// Frees a subtree this view alone owns with a loop instead of a deinit per level, so a deep
    /// tree cannot overflow the stack when it is released. Subviews held elsewhere are left whole.
    /// Every subview freed here, or held elsewhere and so left whole, stops pointing at its
    /// freed parent (see ``unretainedSuperview``).
    deinit {
        var pending = subviews
        subviews = []
        for view in pending { view.unretainedSuperview = nil }
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                let children = view.subviews
                view.subviews = []
                for child in children { child.unretainedSuperview = nil }
                pending += children
            }
        }
    }

    /// Creates a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Subviews

    /// Adds a view on top of the others, removing it from its previous superview. A view that is
    /// already a subview moves to the top and keeps its role (its pin, its place in a stack's
    /// arrangement), as in UIKit.
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index (0 is the back), removing it from its previous superview. A view
    /// that is already a subview moves to the index (counted without it) and keeps its role.
    ///
    /// Adding a view inside itself or inside its own subtree would make a cycle that no layout
    /// could finish: it is a programming error and stops the program, as UIKit's exception does.
    open func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(0, index), subviews.count))
            return
        }
        // Only a view with subviews can hold this one (a leaf is the common case: no walk).
        if !view.subviews.isEmpty {
            var ancestor: View? = self
            while let a = ancestor {
                precondition(a !== view, "a view cannot be added inside itself")
                ancestor = a.superview
            }
        }
        // The subtree's measurements depend on its display scale alone: keep them when it is
        // unchanged, so adding a built subtree costs nothing per view below it (and a new leaf,
        // with nothing measured, costs no walk to the root).
        let hasMeasurements = !view.measurements.isEmpty || !view.subviews.isEmpty
        let previousScale = hasMeasurements ? view.displayScale : 0
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.unretainedSuperview = self
        if hasMeasurements, view.displayScale != previousScale { view.invalidateTreeMeasurements() }
        view.markNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let parent = unretainedSuperview else { return }
        parent.subviews.removeAll { $0 === self }
        unretainedSuperview = nil
        pinnedEdges = nil
        parent.willRemoveSubview(self)
        parent.invalidateIntrinsicContentSize()
        parent.setNeedsLayout()
    }

    /// Called when a subview is removed; stacks drop it from their arranged views.
    open func willRemoveSubview(_ subview: View) {}

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// The first view in this subtree (this view included, depth first) with a tag.
    public func viewWithTag(_ tag: Int) -> View? {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            pending += view.subviews.reversed()
        }
        return nil
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }

    // MARK: Sizing

    /// The view's natural size, per axis; ``noIntrinsicMetric`` on an axis it has none on.
    /// A plain view has none, unless a visible subview is pinned inside it: then it is the size
    /// of its visible pinned subviews plus their insets, as ``sizeThatFits(_:)`` answers it.
    ///
    /// Hidden pinned subviews do not count, in either answer, so a container whose pinned content
    /// is all hidden measures as empty (not as its current bounds). This is how stacks treat
    /// hidden views (UIStackView's rule); Auto Layout would keep a hidden view's constraints.
    open var intrinsicContentSize: Size {
        if subviews.contains(where: { $0.pinnedEdges != nil && !$0.isHidden }) {
            return sizeThatFits(Size(width: .infinity, height: .infinity))
        }
        return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// How big the view would be within a proposal (components may be infinite).
    ///
    /// The default: the size of the visible pinned subviews plus their insets (hidden ones do
    /// not count, see ``intrinsicContentSize``); otherwise the intrinsic size, with 0 on an axis
    /// without one.
    open func sizeThatFits(_ size: Size) -> Size {
        var result = Size.zero
        var pinned = false
        for view in subviews where !view.isHidden {
            guard let edges = view.pinnedEdges else { continue }
            pinned = true
            let insets = edges.insets
            let inner = Size(
                width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
            let fit = view.fittingSize(for: inner)
            result.width = max(result.width, fit.width + insets.horizontal)
            result.height = max(result.height, fit.height + insets.vertical)
        }
        if pinned { return result }
        // A subclass whose intrinsicContentSize asks sizeThatFits (a UIKit habit) gets UIKit's
        // default answer, the current size, instead of endless recursion.
        guard !isAskingIntrinsicSize else { return bounds.size }
        isAskingIntrinsicSize = true
        defer { isAskingIntrinsicSize = false }
        let intrinsic = intrinsicContentSize
        return Size(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    /// The smallest size UIKit's fitting asks for: a zero component means "as small as the
    /// content allows" (measured without a limit on that axis).
    public static let layoutFittingCompressedSize = Size.zero
    /// The largest size UIKit's fitting asks for: unbounded on both axes.
    public static let layoutFittingExpandedSize = Size(width: .infinity, height: .infinity)

    /// The size the view needs to hold its content near a target size, as UIKit's
    /// `systemLayoutSizeFitting(_:)` answers it: a zero component (as in
    /// ``layoutFittingCompressedSize``) or an infinite one leaves that axis unbounded, any other
    /// value limits it. `Size(width: 300, height: 0)` gives the height the content needs at
    /// 300 pt, the self-sizing-cell recipe.
    public final func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        fittingSize(for: SizeProposal(fittingTarget: targetSize))
    }

    /// The size the view needs at a target size, with UIKit's fitting priorities: an axis at
    /// ``LayoutPriority/required`` takes the target's value exactly; any other priority leaves it
    /// to the content (measured without a limit on that axis).
    ///
    /// ```swift
    /// let height = cell.systemLayoutSizeFitting(
    ///     Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
    ///     verticalFittingPriority: .fittingSizeLevel
    /// ).height
    /// ```
    public final func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> Size {
        func dimension(_ value: Double, _ priority: LayoutPriority) -> ProposedDimension {
            priority >= .required && value.isFinite ? .exactly(max(0, value)) : .unbounded
        }
        return fittingSize(
            for: SizeProposal(
                width: dimension(targetSize.width, horizontal), height: dimension(targetSize.height, vertical)
            ))
    }

    /// The size a parent gives this view for a proposal (components may be infinite, and a zero
    /// component is a limit of zero): ``sizeThatFits(_:)`` with the fixed sizes
    /// (``sized(width:height:)``) applied, cached until the view is invalidated. Layout code calls this.
    public final func fittingSize(for proposal: Size) -> Size {
        fittingSize(for: SizeProposal(limits: proposal))
    }

    /// The size for a proposal with named modes: fixed sizes (``sized(width:height:)``) make an axis
    /// exact; an exact axis answers its length whatever the content measures.
    final func fittingSize(for proposal: SizeProposal) -> Size {
        var proposal = proposal
        if let w = fixedWidth { proposal.width = .exactly(w) }
        if let h = fixedHeight { proposal.height = .exactly(h) }
        if let cached = measurements[proposal] { return cached }
        var size = measure(proposal)
        if case .exactly(let w) = proposal.width { size.width = w }
        if case .exactly(let h) = proposal.height { size.height = h }
        size.width = size.width.isFinite ? max(0, size.width) : 0
        size.height = size.height.isFinite ? max(0, size.height) : 0
        measurements.insert(size, for: proposal)
        return size
    }

    /// Measures the view for a proposal (uncached): ``sizeThatFits(_:)`` with the proposal's
    /// `Size` spelling. Vellum's own classes override this to read the proposal's modes directly
    /// where their public `sizeThatFits(_:)` keeps UIKit's reading of `.zero`.
    func measure(_ proposal: SizeProposal) -> Size {
        sizeThatFits(proposal.size)
    }

    /// Resizes the view to the size that fits its current size's width (or unbounded when zero).
    public func sizeToFit() {
        let width = frame.width > 0 ? frame.width : .infinity
        frame.size = fittingSize(for: Size(width: width, height: .infinity))
    }

    /// Forgets cached measurements of this view and its ancestors and schedules layout:
    /// call it when something that affects the intrinsic size changes.
    public func invalidateIntrinsicContentSize() {
        var view: View? = self
        while let v = view {
            // An ancestor with nothing cached that already waits for layout was invalidated since
            // it was last measured, and so were its ancestors: stop there, so building a tree
            // costs time linear in its views, whatever its depth.
            if v !== self, v.measurements.isEmpty, v.needsLayout { return }
            v.measurements.removeAll()
            v.markNeedsLayout()
            view = v.superview
        }
    }

    /// Forgets the measurements of every view in this subtree (its display scale changed); a
    /// loop over the subtree, not recursion, so depth costs no stack.
    private func invalidateTreeMeasurements() {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            view.measurements.removeAll()
            view.needsLayout = true
            view.subtreeNeedsLayout = true
            pending += view.subviews
        }
        markNeedsLayout()
        superview?.invalidateIntrinsicContentSize()
    }

    /// Called when an arranged subview is hidden or shown.
    func arrangedSubviewVisibilityChanged() {
        invalidateIntrinsicContentSize()
    }

    /// The priority with which the view resists growing beyond its intrinsic size on an axis.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        hugging[axis] ?? defaultContentHuggingPriority(for: axis)
    }

    /// Sets the priority with which the view resists growing on an axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        hugging[axis] = priority
        superview?.invalidateIntrinsicContentSize()
    }

    /// The priority with which the view resists shrinking below its intrinsic size on an axis.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compression[axis] ?? defaultCompressionResistancePriority(for: axis)
    }

    /// Sets the priority with which the view resists shrinking on an axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        compression[axis] = priority
        superview?.invalidateIntrinsicContentSize()
    }

    /// The hugging priority when none was set: 250 (UIKit's default).
    open func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .defaultLow }

    /// The compression resistance when none was set: 750 (UIKit's default).
    open func defaultCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority { .defaultHigh }

    // MARK: Layout

    /// Marks the view as needing ``layoutSubviews()`` at the next ``layoutIfNeeded()``.
    public func setNeedsLayout() { markNeedsLayout() }

    /// Sets ``needsLayout`` and tells the ancestors that a view below them needs layout.
    private func markNeedsLayout() {
        needsLayout = true
        subtreeNeedsLayout = true
        var ancestor = superview
        while let a = ancestor, !a.subtreeNeedsLayout {
            a.subtreeNeedsLayout = true
            ancestor = a.superview
        }
    }

    /// Lays out this view if it needs it, then its subviews that need it, recursively; subtrees
    /// where nothing changed are not visited.
    ///
    /// A subtree deeper than ``RenderLimits/maximumViewDepth`` is not laid out (rendering it
    /// throws): layout recurses once per level and would overflow the stack.
    public func layoutIfNeeded() {
        guard needsLayout || subtreeNeedsLayout, subtreeDepth <= RenderLimits.maximumViewDepth else { return }
        layoutSubtreeIfNeeded()
    }

    /// ``layoutIfNeeded()`` without the depth check, for the subviews of a checked root.
    private func layoutSubtreeIfNeeded() {
        guard needsLayout || subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        // A controller's view tells it before its own layout and after its whole subtree's, when
        // every frame below it is final (UIKit's Auto Layout has solved them all by then too).
        let controller = needsLayout ? owningController : nil
        controller?.viewWillLayoutSubviews()
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for view in subviews { view.layoutSubtreeIfNeeded() }
        controller?.viewDidLayoutSubviews()
    }

    /// How many levels of subviews lie below this view (0 for a leaf), counted without recursion.
    public var subtreeDepth: Int {
        var deepest = 0
        var pending: [(view: View, depth: Int)] = [(self, 0)]
        while let (view, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            for subview in view.subviews { pending.append((subview, depth + 1)) }
        }
        return deepest
    }

    /// Sets the frames of the subviews; the default places pinned subviews at their insets.
    open func layoutSubviews() {
        for view in subviews {
            guard let edges = view.pinnedEdges else { continue }
            view.frame = edges.frame(for: view, in: bounds)
        }
    }

    /// The first baseline's distance from the top when the view has a size, or `nil` when the
    /// view has no text (stacks then align its bottom).
    open func firstBaseline(in size: Size) -> Double? {
        for view in subviews where view.pinnedEdges != nil && !view.isHidden {
            let frame = view.pinnedEdges!.frame(for: view, in: Rect(size: size))
            if let b = view.firstBaseline(in: frame.size) { return b + frame.minY }
        }
        return nil
    }

    /// The last baseline's distance from the top when the view has a size, or `nil`.
    open func lastBaseline(in size: Size) -> Double? {
        for view in subviews.reversed() where view.pinnedEdges != nil && !view.isHidden {
            let frame = view.pinnedEdges!.frame(for: view, in: Rect(size: size))
            if let b = view.lastBaseline(in: frame.size) { return b + frame.minY }
        }
        return nil
    }

    // MARK: Drawing

    /// Draws the view's own content in local coordinates (origin at the top-left of ``bounds``),
    /// after its background and before its subviews. The default calls ``draw(_:)``.
    open func draw(in context: GraphicsContext) { draw(bounds) }

    /// The box ``draw(in:)`` inks, in the view's coordinates, when Vellum knows it without
    /// drawing (its own label classes, with text laid out without Pango); `nil` when it does not.
    /// The renderer skips the clip of a view whose ink lies well inside its rounded bounds.
    func inkBounds() -> Rect? { nil }

    /// UIKit's drawing override: draws into ``/Canvas/GraphicsContext/current`` (UIKit's
    /// `UIGraphicsGetCurrentContext()`) within `rect`, the bounds. The default draws nothing.
    /// Views that draw the Vellum way override ``draw(in:)`` instead.
    open func draw(_ rect: Rect) {}

    /// Called on a view made by ``loadedFromNib()`` (UIKit calls it after loading a nib or
    /// storyboard); the default does nothing. Override it for setup that Interface Builder-style
    /// code keeps there, calling `super.awakeFromNib()`. Vellum's rendering never calls it.
    open func awakeFromNib() {}

    /// Called by ``preparedForInterfaceBuilder()`` (Interface Builder calls it on an
    /// `@IBDesignable` view before drawing its preview); the default does nothing. Vellum's
    /// rendering never calls it.
    open func prepareForInterfaceBuilder() {}

    /// Kept for UIKit code (`setNeedsDisplay()` after a colour changes): Vellum draws every view
    /// anew at each render, so there is nothing to schedule.
    public func setNeedsDisplay() {}

    /// Kept for UIKit code (`isOpaque = false`): Vellum composites every view with its
    /// transparency, so the flag changes nothing.
    public var isOpaque = true

    // MARK: Description

    /// Key state shown by ``recursiveDescription``, e.g. `text="Hi" lines=2`.
    open var debugProperties: [String] {
        var result: [String] = []
        if isHidden { result.append("hidden") }
        if alpha < 1 { result.append("alpha=\(alpha)") }
        if let bg = backgroundColor { result.append("background=\(bg)") }
        if cornerRadius > 0 { result.append("cornerRadius=\(Point.formatted(cornerRadius))") }
        if borderWidth > 0 { result.append("border=\(Point.formatted(borderWidth)) \(borderColor)") }
        if borderWidth == View.hairlineBorderWidth { result.append("border=hairline \(borderColor)") }
        if tag != 0 { result.append("tag=\(tag)") }
        return result
    }
}
