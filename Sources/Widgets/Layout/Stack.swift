import Canvas
import Foundation

/// A view that lays its arranged subviews out in a row or a column (UIStackView's model).
///
/// A stack places its arranged views itself (the algorithm is ``StackLayout``) until one of them
/// is tied by a constraint to the stack, to a sibling, to itself or to a view outside: then the
/// stack expresses its layout as constraints in the solver, as UIStackView does
/// (``StackArrangement``), and the solver places the arranged views with the other constraints.
open class Stack: View {
    /// How arranged views are sized along the stack's axis.
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        /// Natural sizes; leftover space goes to the views that hug least, a shortfall is taken
        /// from the views that resist compression least.
        case fill
        /// Every view the same size.
        case fillEqually
        /// Sizes proportional to the views' natural sizes.
        case fillProportionally
        /// Natural sizes with equal gaps (at least ``Stack/spacing``).
        case equalSpacing
        /// Natural sizes with equal distances between centres (gaps at least ``Stack/spacing``).
        case equalCentering
    }

    /// How arranged views are placed across the stack's axis.
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// Stretched across the stack.
        case fill
        /// At the top (horizontal stack) or left (vertical stack).
        case leading
        /// Centred.
        case center
        /// At the bottom (horizontal stack) or right (vertical stack).
        case trailing
        /// First baselines on one line (horizontal stacks; leading in vertical ones).
        case firstBaseline
        /// Last baselines on one line (horizontal stacks; leading in vertical ones).
        case lastBaseline

        /// UIKit's name for `.leading` in horizontal stacks.
        public static var top: Alignment { .leading }
        /// UIKit's name for `.trailing` in horizontal stacks.
        public static var bottom: Alignment { .trailing }
    }

    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Exclusivity".
    /// The views the stack arranges, in order (each is also a subview).
    @exclusivity(unchecked) public private(set) var arrangedSubviews: [View] = []
    /// The direction views are laid out in. UIKit's default: horizontal.
    public var axis: LayoutAxis = .horizontal {
        didSet { if axis != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The gap between adjacent views, unless a custom spacing follows a view. Negative gaps
    /// overlap views, as in UIKit; a non-finite gap is 0.
    public var spacing: Double = 0 {
        didSet {
            spacing = spacing.finiteOrZero
            if spacing != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// How views are sized along the axis.
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// How views are placed across the axis.
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether views are laid out inside ``View/layoutMargins`` rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { invalidateIntrinsicContentSize() } }
    }
    @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: Double] = [:]

    /// Drops the arrangement first, so ``View``'s deinit is the subviews' only owner and can free
    /// a deep tree without recursion.
    deinit { arrangedSubviews = [] }

    /// Creates a stack of views.
    public init(arrangedSubviews: [View] = []) {
        super.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Creates an empty stack as an archive would (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds a view at the end of the arrangement (and as a subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at an index (and adds it as a subview).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        // Only a subview can be arranged already (a removed view leaves the arrangement), so a
        // new view costs no search: adding n views one by one stays linear.
        if view.superview === self { arrangedSubviews.removeAll { $0 === view } }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        invalidateIntrinsicContentSize()
    }

    /// Removes a view from the arrangement; it stays a subview (as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        invalidateIntrinsicContentSize()
    }

    /// Drops a removed subview from the arrangement.
    open override func willRemoveSubview(_ subview: View) {
        removeArrangedSubview(subview)
    }

    /// Sets the gap after one arranged view, replacing ``spacing`` there (a non-finite gap is 0).
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing.finiteOrZero
        invalidateIntrinsicContentSize()
    }

    /// The gap after an arranged view: its custom spacing, or ``spacing``.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    /// The arrangement's size within a proposal.
    open override func sizeThatFits(_ size: Size) -> Size {
        StackLayout(stack: self).arrange(in: size).fittingSize
    }

    /// The arrangement's unconstrained size.
    open override var intrinsicContentSize: Size {
        sizeThatFits(Size(width: Double.infinity, height: Double.infinity))
    }

    /// A stack places its arranged subviews itself, unless it arranges them by constraints.
    override func placesSubviewByItself(_ view: View) -> Bool {
        view.superview === self && !arrangesSubviewsByConstraints && arrangedSubviews.contains { $0 === view }
    }

    /// Whether an arranged view takes part in a constraint that ties its own frame to the stack,
    /// a sibling, itself or a view outside (see ``ConstraintStorage/arrangementReferences``).
    override var arrangesSubviewsByConstraints: Bool {
        arrangedSubviews.contains { ($0.constraintRecord?.arrangementReferences ?? 0) > 0 }
    }

    override func arrangesSubviewByConstraints(_ view: View) -> Bool {
        view.superview === self && arrangesSubviewsByConstraints && arrangedSubviews.contains { $0 === view }
    }

    /// Places the arranged views per ``StackLayout`` (or, when the stack arranges them by
    /// constraints, leaves them to the solver); other subviews keep their frames (pinned ones are
    /// placed at their insets).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !arrangesSubviewsByConstraints else { return }
        let arrangement = StackLayout(stack: self).arrange(in: bounds.size)
        // Right to left: a horizontal stack's arrangement is mirrored, so the first arranged
        // view sits at the right (leading) edge.
        let mirrored = axis == .horizontal && effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (view, frame) in zip(arrangement.views, arrangement.frames) {
            view.frame = mirrored ? frame.mirrored(within: bounds.width) : frame
        }
    }

    /// The first arranged view's first baseline (horizontal stacks: the highest one).
    open override func firstBaseline(in size: Size) -> Double? {
        let arrangement = StackLayout(stack: self).arrange(in: size)
        let baselines = zip(arrangement.views, arrangement.frames).compactMap { view, frame in
            view.firstBaseline(in: frame.size).map { $0 + frame.minY }
        }
        return axis == .vertical ? baselines.first : baselines.min()
    }

    /// The last arranged view's last baseline (horizontal stacks: the lowest one).
    open override func lastBaseline(in size: Size) -> Double? {
        let arrangement = StackLayout(stack: self).arrange(in: size)
        let baselines = zip(arrangement.views, arrangement.frames).compactMap { view, frame in
            view.lastBaseline(in: frame.size).map { $0 + frame.minY }
        }
        return axis == .vertical ? baselines.last : baselines.max()
    }

    /// Axis, spacing, distribution and alignment.
    open override var debugProperties: [String] {
        super.debugProperties + [
            "axis=\(axis)", "spacing=\(Point.formatted(spacing))", "distribution=\(distribution)",
            "alignment=\(alignment)",
        ]
    }
}

extension Rect {
    /// The rectangle reflected across the vertical centre line of a width starting at 0.
    func mirrored(within width: Double) -> Rect {
        Rect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}
