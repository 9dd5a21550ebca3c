import Canvas
import Synchronization

/// A linear relation between two items' attributes, solved with the others as UIKit's Auto
/// Layout solves them (UIKit's `NSLayoutConstraint`):
/// `first.attribute (==, <=, >=) second.attribute × multiplier + constant`, at a priority.
///
/// Items are views and ``LayoutGuide``s. Make constraints from anchors or with
/// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``, then activate them:
///
/// ```swift
/// avatar.translatesAutoresizingMaskIntoConstraints = false
/// name.translatesAutoresizingMaskIntoConstraints = false
/// LayoutConstraint.activate([
///     avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
///     avatar.widthAnchor.constraint(equalToConstant: 48),
///     avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
///     name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
///     name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
/// ])
/// ```
///
/// An active constraint is held by the nearest common ancestor of its items (its
/// ``View/constraints``); the views it positions are laid out by the solver of the topmost
/// view whose subtree they are constrained in (see ``View/translatesAutoresizingMaskIntoConstraints``
/// and the Auto Layout article). Activation never stops the program: a constraint that cannot
/// be made (no common ancestor, NaN constants, a position related to a size) stays inactive and
/// says why in ``activationError``; required constraints that contradict each other are broken
/// as UIKit breaks them and reported in ``View/layoutConflicts``.
open class LayoutConstraint: CustomStringConvertible {
    /// The item whose attribute is constrained (a ``View`` or a ``LayoutGuide``).
    public var firstItem: AnyObject? { first.object }
    /// The constrained attribute.
    public let firstAttribute: Attribute
    /// How the first attribute relates to the second.
    public let relation: Relation
    /// The item related to, or `nil` for a constant width or height.
    public var secondItem: AnyObject? { second?.object }
    /// The first item's constrained attribute as an anchor (UIKit's `firstAnchor`).
    public var firstAnchor: LayoutAnchor<AnyObject> { LayoutAnchor(first, firstAttribute) }
    /// The second item's attribute as an anchor, or `nil` for a constant width or height
    /// (UIKit's `secondAnchor`).
    public var secondAnchor: LayoutAnchor<AnyObject>? { second.map { LayoutAnchor($0, secondAttribute) } }
    /// The attribute related to (``Attribute/notAnAttribute`` for a constant).
    public let secondAttribute: Attribute
    /// The second attribute's factor.
    public let multiplier: Double

    /// The amount added to the second attribute (or the constant size). Changing it on an active
    /// constraint re-solves incrementally at the next layout; a NaN or infinite value, or one
    /// beyond ``largestMagnitude``, is refused (the constant keeps its value).
    public var constant: Double {
        didSet {
            guard constant.isFinite, abs(constant) <= Self.largestMagnitude else {
                constant = oldValue
                return
            }
            if constant != oldValue { activeStateChanged() }
        }
    }

    /// How much the constraint counts: ``LayoutPriority/required`` (1000, the default) must
    /// hold; lower priorities are satisfied as well as their order allows.
    public var priority: LayoutPriority = .required {
        didSet { if priority != oldValue { activeStateChanged() } }
    }

    /// A name shown in descriptions and conflict reports.
    public var identifier: String?

    /// Whether the constraint takes part in layout; setting it activates or deactivates it.
    public var isActive: Bool {
        get { installation != nil }
        set {
            if newValue {
                activationError = nil
                do throws(LayoutConstraintError) { try install() } catch { activationError = error }
            } else {
                uninstall()
            }
        }
    }

    /// Why the last activation failed, or `nil`.
    public private(set) var activationError: LayoutConstraintError?

    /// The first item, held weakly as UIKit holds it.
    let first: ItemReference
    /// The second item, or `nil`.
    let second: ItemReference?
    /// Where the constraint is installed while active.
    var installation: Installation?

    /// Creates an inactive constraint from its parts (UIKit's designated form):
    /// `view1.attr1 relation view2.attr2 × multiplier + constant`.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: Double, constant c: Double
    ) {
        first = ItemReference(view1 as AnyObject)
        second = view2.map { ItemReference($0 as AnyObject) }
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
    }

    // MARK: Activation

    /// Activates constraints (UIKit's `activate(_:)`); those that cannot be made stay inactive,
    /// each with its ``activationError``.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates constraints (UIKit's `deactivate(_:)`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Activates constraints, or throws the first one's error and activates none of them.
    ///
    /// - Throws: ``LayoutConstraintError`` for a constraint that cannot be made.
    public static func activateChecked(_ constraints: [LayoutConstraint]) throws(LayoutConstraintError) {
        for constraint in constraints { try constraint.validate() }
        activate(constraints)
    }

    /// The items' views, the common ancestor that holds the constraint, and what it implies.
    struct Installation {
        /// The view holding the constraint (the items' nearest common ancestor).
        unowned let host: View
        /// The order of activation, for breaking conflicts at the most recent constraint.
        let sequence: Int
        /// The views the constraint lays out although they did not opt out of their frames.
        let impliedViews: [View]
        /// Whether it is a required constant width or height, applied as the view's fixed size.
        let isFixedSize: Bool
        /// The items whose own frames it ties into the solver (see
        /// ``ConstraintStorage/arrangementReferences``).
        let referencedViews: [View]
    }

    /// The largest constant or multiplier a constraint may have: 10⁹ (a page is at most 14,400 pt
    /// wide), so the solver's arithmetic stays far from overflow.
    public static let largestMagnitude = 1e9

    /// The count of activations so far, for ``Installation/sequence``.
    private static let activations = Atomic<Int>(0)

    /// Checks the constraint can be made; returns the items' views and their common ancestor.
    @discardableResult
    func validate() throws(LayoutConstraintError) -> (first: View, second: View?, host: View) {
        guard constant.isFinite, multiplier.isFinite else { throw .nonFiniteValue(description) }
        guard abs(constant) <= Self.largestMagnitude, abs(multiplier) <= Self.largestMagnitude else {
            throw .outOfRange(description)
        }
        guard let firstView = first.owningView else { throw .invalidItem(description) }
        let kind = firstAttribute.kind
        guard kind != .none else { throw .invalidAttributes(description) }
        guard let second else {
            guard kind == .dimension else { throw .invalidAttributes(description) }
            return (firstView, nil, firstView)
        }
        guard let secondView = second.owningView else { throw .invalidItem(description) }
        guard secondAttribute.kind == kind || (kind == .dimension && secondAttribute.kind == .dimension),
            kind == .dimension || multiplier != 0
        else { throw .invalidAttributes(description) }
        guard let host = firstView.nearestCommonAncestor(with: secondView) else {
            throw .noCommonAncestor(description)
        }
        return (firstView, secondView, host)
    }

    /// Installs the constraint on its items' common ancestor.
    private func install() throws(LayoutConstraintError) {
        guard installation == nil else { return }
        let (firstView, secondView, host) = try validate()
        let isFixedSize = isConstantSize
        // A view positioned by the constraint joins the solver although it kept UIKit's default of
        // translating its frame: the first item (what the constraint places), and an item tied to
        // one of its ancestors (the reversed form, `superview.top == child.top - 8`).
        var implied: [View] = []
        if !isFixedSize {
            if let view = first.view, view !== host { implied.append(view) }
            if secondView != nil, let view = second?.view, view !== host, view !== first.view,
                view.isDescendant(of: firstView)
            {
                implied.append(view)
            }
        }
        for view in implied { view.constraintStorage.impliedLayoutCount += 1 }
        let referenced = isFixedSize ? [] : referencedViews()
        installation = Installation(
            host: host, sequence: Self.activations.add(1, ordering: .relaxed).newValue, impliedViews: implied,
            isFixedSize: isFixedSize, referencedViews: referenced)
        host.constraintStorage.installed.append(self)
        if isFixedSize { applyFixedSize(to: firstView) }
        for view in referenced { view.changeArrangementReferences(by: 1) }
        host.constraintsChanged()
    }

    /// The items whose own frames the constraint ties to something outside their subtrees: a
    /// sibling, an ancestor, the item itself (an aspect ratio) or nothing (an optional or
    /// inequal constant size). A subview tied to its superview is inside the superview's subtree,
    /// so the superview is not among them.
    private func referencedViews() -> [View] {
        func ties(_ item: ItemReference, to other: ItemReference?) -> View? {
            guard let view = item.view else { return nil }
            guard let other else { return view }
            if other.view === view { return view }
            guard let owner = other.owningView else { return nil }
            return owner.isDescendant(of: view) ? nil : view
        }
        var views: [View] = []
        if let view = ties(first, to: second) { views.append(view) }
        if let second, let view = ties(second, to: first), view !== first.view { views.append(view) }
        return views
    }

    /// Whether the constraint is a required constant width or height of a view, applied as the
    /// view's fixed size rather than solved.
    private var isConstantSize: Bool {
        second == nil && relation == .equal && priority == .required && first.view != nil && constant >= 0
    }

    /// Removes the constraint from its host.
    private func uninstall() {
        guard let installation else { return }
        self.installation = nil
        let host = installation.host
        host.constraintStorage.installed.removeAll { $0 === self }
        for view in installation.impliedViews { view.constraintStorage.impliedLayoutCount -= 1 }
        for view in installation.referencedViews { view.changeArrangementReferences(by: -1) }
        if installation.isFixedSize, let view = first.view {
            if firstAttribute == .width { view.fixedWidth = nil } else { view.fixedHeight = nil }
        }
        host.constraintsChanged()
    }

    /// Sets the fixed width or height a required constant size stands for.
    private func applyFixedSize(to view: View) {
        if firstAttribute == .width { view.fixedWidth = constant } else { view.fixedHeight = constant }
    }

    /// Re-installs or re-applies the constraint after its constant or priority changed.
    private func activeStateChanged() {
        guard let installation else { return }
        if installation.isFixedSize != isConstantSize {
            uninstall()
            isActive = true
        } else if installation.isFixedSize, let view = first.view {
            applyFixedSize(to: view)
        } else {
            installation.host.constraintConstantChanged()
        }
    }

    // MARK: Description

    /// The constraint as UIKit prints it: `Label:0x….leading == View:0x….trailing + 12 @750`.
    public var description: String {
        var text = "\(first.name).\(firstAttribute) \(relation) "
        if let second {
            text += "\(second.name).\(secondAttribute)"
            if multiplier != 1 { text += " * \(Point.formatted(multiplier))" }
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + Point.formatted(abs(constant)) }
        } else {
            text += Point.formatted(constant)
        }
        if priority != .required { text += " @\(priority)" }
        if let identifier { text = "'\(identifier)' " + text }
        return text
    }
}
