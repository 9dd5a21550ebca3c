import Canvas
import Foundation

// The class body holds what Swift requires there: stored state (in small structs where it is
// one concept's) and the members subclasses override, as thin entry points. The logic is in
// extensions named for what they do: View+Hierarchy, View+Measurement, View+LayoutPass,
// View+PinnedContent, View+Geometry, View+Layer, View+Traits, View+UIKitCompatibility, View+Nib,
// View+Conversion, View+Description, View+Rendering, View+Window, View+Tint; a report's read-ahead keeps its record and
// its logic in Reports (ReadAheadRecord, View+ReadAhead).

/// A rectangle in a retained view tree that lays out its subviews and draws itself (UIView's
/// model, with Auto Layout where constraints are activated).
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
    // `@exclusivity(unchecked)` on hot stored properties: each is read and written in single
    // statements on the thread using the object, never across a call that reaches it again, so
    // the runtime's access check (about 5% of a report's instructions) has nothing to catch (see
    // ARCHITECTURE.md, "Exclusivity").

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates; with a ``transform``, the smallest
    /// rectangle holding the transformed view, as in UIKit.
    ///
    /// Setting it places the untransformed view: with a transform, the view gets the rectangle's
    /// size and centre and is then transformed about that centre (UIKit calls the frame of a
    /// transformed view undefined; layout that sets frames keeps the transform this way, as
    /// Auto Layout does through `center` and `bounds`).
    ///
    /// Open, as UIKit's: a subclass may override it with observers
    /// (`override var frame: CGRect { didSet { … } }`), which run whenever layout sets it.
    open var frame: Rect {
        get {
            guard transformBox != nil else { return untransformedFrame }
            return Rect(size: untransformedFrame.size).applying(transformToSuperview)
        }
        set {
            let oldSize = untransformedFrame.size
            untransformedFrame = newValue
            guard newValue.size != oldSize else { return }
            if constraintRecord?.hasAutoresizingSubviews == true { autoresizeSubviews(from: oldSize) }
            setNeedsLayout()
        }
    }

    /// The frame before the ``transform``: the view's size, and its place when untransformed.
    @exclusivity(unchecked) var untransformedFrame: Rect

    /// The view's transform when it is not the identity (see View+Transform.swift).
    var transformBox: ViewTransform?

    /// The view's rectangle in its own coordinates: origin zero, the untransformed frame's size;
    /// setting it sets that size.
    ///
    /// Open, as UIKit's: a subclass may override it with observers
    /// (`override var bounds: CGRect { didSet { … } }`), which run when it is set.
    open var bounds: Rect {
        get { Rect(size: untransformedFrame.size) }
        set { frame = Rect(origin: untransformedFrame.origin, size: newValue.size) }
    }

    // MARK: Hierarchy (see View+Hierarchy.swift)

    /// The views inside this one, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    /// The superview, held `unowned`: a parent holds its subviews strongly, and every way a
    /// view stops being one clears this first (``removeFromSuperview()``, and the parent's deinit
    /// for each subview it held), so it never outlives the parent; if it ever did, reading it
    /// would stop the program rather than read freed memory.
    ///
    /// Not `weak`: a weak reference gives the parent a side table, and every retain and release
    /// of a view with subviews then goes through it, as does each step of a walk to the root for
    /// a trait (``effectiveUserInterfaceStyle``, asked on every text layout). `unowned` keeps the
    /// counts inline, and loading it retains the parent as loading `unowned(unsafe)` did. Measured
    /// (2026-12, release, static stdlib) against `unowned(unsafe)`: W2 through `Report`, 1,000
    /// rows, +0.09% instructions (callgrind; `weak` +1.6%), 10,000 rows within the noise (CPU
    /// time's best run +1%); 1.2 M `traitCollection` reads, no change (`weak`: 2.8 times as long);
    /// building and freeing a tree, +6% (`weak` +52%).
    @exclusivity(unchecked) unowned var unretainedSuperview: View?
    /// Where the view sits in its superview, edge by edge (``pin(to:insets:)`` sets all four;
    /// layout anchors may set some); `nil` when its frame is set by hand or by a stack.
    var pinnedEdges: PinnedEdges?
    /// The view's Auto Layout record (see View+Constraints.swift), `nil` until it takes part.
    var constraintRecord: ConstraintStorage?
    /// The controller whose ``ViewController/view`` this is, told before and after layout.
    weak var owningController: ViewController?

    // MARK: Appearance

    /// Whether the view (and its subviews) is skipped when drawing and when its superview
    /// measures itself around its content (a stack's arranged views, a container's pinned ones).
    @exclusivity(unchecked) public var isHidden = false {
        didSet { if isHidden != oldValue { superview?.arrangedSubviewVisibilityChanged() } }
    }
    /// The opacity of the view and its subviews, 0…1.
    @exclusivity(unchecked) public var alpha: Double = 1
    /// The colour the view's bounds are filled with before it draws, or `nil` for none.
    ///
    /// Open, as UIKit's: a subclass may override it with observers
    /// (`override var backgroundColor: UIColor? { didSet { … } }`).
    @exclusivity(unchecked) open var backgroundColor: Color?
    /// The layer's corners, border and shadow, reached as `layer.borderWidth` and so on, as in
    /// UIKit (see ``ViewLayer``).
    @exclusivity(unchecked) var layerStyle = LayerStyle()
    /// The appearance this view and its subviews use, overriding the superview's and the
    /// render's (UIKit's `overrideUserInterfaceStyle`); `.unspecified` inherits.
    @exclusivity(unchecked) public var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified
    /// Which way the view lays its content out (UIKit's `semanticContentAttribute`):
    /// `.forceRightToLeft` makes a horizontal ``Stack`` place its first arranged subview at the
    /// right.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        // Leading and trailing constraints read the other way: the constraint region prepares
        // again, and measurements are forgotten.
        didSet { if semanticContentAttribute != oldValue { invalidateIntrinsicContentSize() } }
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
    /// A number that identifies the view (see ``viewWithTag(_:)``).
    public var tag = 0
    /// The display scale set on this view, if any (see ``displayScale``, in View+Traits.swift).
    var ownDisplayScale: Double?
    /// The appearance the renderer gives the root (`nil`: light).
    @exclusivity(unchecked) var renderedUserInterfaceStyle: UserInterfaceStyle?
    /// UIKit flags kept for UIKit code only (see View+UIKitCompatibility.swift).
    var uiKitFlags = UIKitCompatibilityFlags()
    /// The window the view is in, and the one a rendered root is shown in (see View+Window.swift).
    var windowAttachment = WindowAttachment()
    /// The tint set here and the one inherited (see View+Tint.swift).
    var tint = TintState()

    /// The colour controls and drawing code tint with (UIKit's `tintColor`): the one set on this
    /// view, else the nearest superview's, else `systemBlue`, UIKit's default; greyed while
    /// ``tintAdjustmentMode`` is `.dimmed`. Setting `nil` inherits again. Setting it calls
    /// ``tintColorDidChange()`` on this view and on each view below that inherits it.
    ///
    /// Open, as UIKit's: a subclass may override it with observers.
    open var tintColor: Color! {
        get { resolvedTintColor }
        set { setOwnTintColor(newValue) }
    }

    // MARK: Layout state

    /// The cached measurements and the layout priorities (see View+Measurement.swift).
    @exclusivity(unchecked) var measurement = MeasurementState()
    /// Whether this view, or a view below it, needs layout (see View+LayoutPass.swift).
    @exclusivity(unchecked) var layoutPass = LayoutPassState()
    /// A report's read-ahead's record of this view (see ``ReadAheadRecord``, in Reports).
    @exclusivity(unchecked) var readAhead = ReadAheadRecord()

    // MARK: Life cycle

    /// Creates a view with a frame (UIView's designated initializer: a subclass's own
    /// initializers call `super.init(frame:)`, as UIKit code does).
    public init(frame: Rect) {
        self.untransformedFrame = frame
    }

    /// Creates a view as an archive would (UIKit's `init?(coder:)`), with a zero frame.
    ///
    /// Vellum does not archive views: nothing in `coder` is read. The initializer is required, as
    /// in UIKit, so UIKit subclasses compile as written (`required init?(coder:)` calling
    /// `super.init(coder:)`), and a subclass that declares its own designated initializer writes
    /// one too. ``loadedFromNib()`` creates a view through it, then calls ``awakeFromNib()``.
    public required init?(coder: NSCoder) {
        self.untransformedFrame = .zero
    }

    /// Frees a subtree this view alone owns with a loop instead of a deinit per level (see
    /// ``releaseSubtree()``), so a deep tree cannot overflow the stack when it is released.
    deinit { releaseSubtree() }

    /// Creates a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Hierarchy hooks (see View+Hierarchy.swift)

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
        attach(view, at: index)
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        detachFromSuperview()
    }

    /// Called when a subview is removed; stacks drop it from their arranged views.
    open func willRemoveSubview(_ subview: View) {}

    /// Called after a subview is added (after its ``didMoveToSuperview()``); the default does
    /// nothing.
    open func didAddSubview(_ subview: View) {}

    /// Called before the view moves to a superview, or to none (`nil`: it is being removed);
    /// the default does nothing. Moving within the same superview calls nothing.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved to a superview or was removed from one; the default does
    /// nothing.
    open func didMoveToSuperview() {}

    /// Called before the view's ``window`` changes, on the moved view and then on each view below
    /// it; the default does nothing.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called after the view's ``window`` changed (it joined a window, a rendered page's
    /// included, or left one), on the moved view and then on each view below it; the default
    /// does nothing.
    open func didMoveToWindow() {}

    /// Called when the view's ``tintColor`` changes: it was set here or above, the view moved
    /// under another tint, or ``tintAdjustmentMode`` changed; the default does nothing.
    open func tintColorDidChange() {}

    // MARK: Sizing (see View+Measurement.swift)

    /// The view's natural size, per axis; ``noIntrinsicMetric`` on an axis it has none on.
    /// A plain view has none, unless a visible subview is pinned inside it: then it is the size
    /// of its visible pinned subviews plus their insets, as ``sizeThatFits(_:)`` answers it.
    ///
    /// Hidden pinned subviews do not count, in either answer, so a container whose pinned content
    /// is all hidden measures as empty (not as its current bounds). This is how stacks treat
    /// hidden views (UIStackView's rule); Auto Layout would keep a hidden view's constraints.
    open var intrinsicContentSize: Size {
        if hasVisiblePinnedSubviews {
            return sizeThatFits(Size(width: Double.infinity, height: Double.infinity))
        }
        return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// How big the view would be within a proposal (components may be infinite).
    ///
    /// The default: the size of the visible pinned subviews plus their insets (hidden ones do
    /// not count, see ``intrinsicContentSize``); otherwise the intrinsic size, with 0 on an axis
    /// without one.
    open func sizeThatFits(_ size: Size) -> Size {
        pinnedContentSize(fitting: size) ?? intrinsicSizeOrBounds()
    }

    /// Measures the view for a proposal (uncached): ``sizeThatFits(_:)`` with the proposal's
    /// `Size` spelling. Vellum's own classes override this to read the proposal's modes directly
    /// where their public `sizeThatFits(_:)` keeps UIKit's reading of `.zero`.
    func measure(_ proposal: SizeProposal) -> Size {
        sizeThatFits(proposal.size)
    }

    /// The hugging priority when none was set: 250 (UIKit's default).
    open func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .defaultLow }

    /// The compression resistance when none was set: 750 (UIKit's default).
    open func defaultCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority { .defaultHigh }

    // MARK: Layout (see View+LayoutPass.swift and View+PinnedContent.swift)

    /// Sets the frames of the subviews; the default places pinned subviews at their insets and,
    /// when the view is the top of a constrained region, every view the solver places (so a
    /// subclass calls `super.layoutSubviews()` first, as in UIKit).
    open func layoutSubviews() {
        layoutPinnedSubviews()
        layoutConstrainedSubviews()
    }

    /// Lays out the view's layer: the layout pass's call for a view that needs layout (UIKit's
    /// `layoutSublayers(of:)`, which a view receives as its layer's delegate). The default runs
    /// ``layoutSubviews()``; a subclass overrides it to size its sublayers to the new bounds,
    /// calling super first, as UIKit code does.
    open func layoutSublayers(of layer: ViewLayer) {
        layoutSubviews()
    }

    /// Whether this view sets `view`'s frame itself (a stack its arranged subviews), so that
    /// constraints on `view` do not place it.
    func placesSubviewByItself(_ view: View) -> Bool { false }

    /// Adds or updates the view's constraints before layout when ``setNeedsUpdateConstraints()``
    /// scheduled it (UIKit's constraint pass); the default does nothing. Overrides call
    /// `super.updateConstraints()` last, as UIKit asks.
    open func updateConstraints() {}

    /// The first baseline's distance from the top when the view has a size, or `nil` when the
    /// view has no text (stacks then align its bottom).
    open func firstBaseline(in size: Size) -> Double? {
        pinnedFirstBaseline(in: size)
    }

    /// The last baseline's distance from the top when the view has a size, or `nil`.
    open func lastBaseline(in size: Size) -> Double? {
        pinnedLastBaseline(in: size)
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

    /// The radius of the background's, border's, clip's and shadow's corners (see
    /// ``LayerStyle``). In the class body because a subclass may compute it (a pill's is half
    /// its height); internal, so a subclass may declare a member of the same name, which UIKit
    /// leaves free (`private let cornerRadius: CGFloat` in a UIView subclass).
    var cornerRadius: Double {
        get { layerStyle.cornerRadius }
        set { layerStyle.cornerRadius = newValue }
    }

    // MARK: Nib hooks (see View+Nib.swift)

    /// Called on a view made by ``loadedFromNib()`` (UIKit calls it after loading a nib or
    /// storyboard); the default does nothing. Override it for setup that Interface Builder-style
    /// code keeps there, calling `super.awakeFromNib()`. Vellum's rendering never calls it.
    open func awakeFromNib() {}

    /// Called by ``preparedForInterfaceBuilder()`` (Interface Builder calls it on an
    /// `@IBDesignable` view before drawing its preview); the default does nothing. Vellum's
    /// rendering never calls it.
    open func prepareForInterfaceBuilder() {}

    // MARK: Description (see View+Description.swift)

    /// Key state shown by ``recursiveDescription``, e.g. `text="Hi" lines=2`.
    open var debugProperties: [String] { baseDebugProperties }
}
