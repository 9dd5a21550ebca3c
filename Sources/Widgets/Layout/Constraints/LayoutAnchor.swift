import Canvas

/// One attribute of a view or layout guide, to make a ``LayoutConstraint`` from (UIKit's
/// `NSLayoutAnchor`): ``LayoutXAxisAnchor`` for horizontal positions, ``LayoutYAxisAnchor`` for
/// vertical ones and ``LayoutDimension`` for sizes, so that only constraints UIKit accepts compile.
open class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    /// The item the anchor belongs to.
    let item: ItemReference
    /// The attribute it stands for.
    let attribute: LayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) {
        self.item = ItemReference(item)
        self.attribute = attribute
    }

    /// An anchor for a constraint's item (its ``LayoutConstraint/firstAnchor``).
    init(_ item: ItemReference, _ attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A constraint between this anchor and another.
    func make(
        _ relation: LayoutConstraint.Relation, _ other: LayoutAnchor?, multiplier: Double = 1,
        constant: Double
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item.object as Any, attribute: attribute, relatedBy: relation,
            toItem: other?.item.object, attribute: other?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }

    /// A constraint making this anchor equal to `anchor` plus `constant` (inactive until
    /// activated).
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint
    {
        make(.equal, anchor, constant: constant)
    }

    /// A constraint keeping this anchor at or after `anchor` plus `constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// A constraint keeping this anchor at or before `anchor` plus `constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }

    /// The item and attribute, e.g. `Label:0x….leading`.
    public var description: String { "\(item.name).\(attribute)" }
}

extension LayoutAnchor {
    /// Whether two anchors stand for the same attribute of the same item, whatever their kinds
    /// (`constraint.firstAnchor == view.topAnchor`). UIKit keeps one anchor object per item and
    /// attribute; Vellum makes them on demand, so they compare by what they stand for.
    public static func == <Other>(lhs: LayoutAnchor, rhs: LayoutAnchor<Other>) -> Bool {
        lhs.attribute == rhs.attribute && lhs.item.object != nil && lhs.item.object === rhs.item.object
    }

    /// Whether two anchors stand for different attributes or items.
    public static func != <Other>(lhs: LayoutAnchor, rhs: LayoutAnchor<Other>) -> Bool {
        !(lhs == rhs)
    }
}

/// The distance UIKit's "system spacing" stands for between two sibling views' edges: 8 pt.
let systemSpacing = 8.0

/// A horizontal position: leading, trailing, left, right, centre (UIKit's `NSLayoutXAxisAnchor`).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// A constraint placing this anchor the system spacing (8 pt) × `multiplier` after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// A constraint placing this anchor at least the system spacing × `multiplier` after `anchor`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// A constraint placing this anchor at most the system spacing × `multiplier` after `anchor`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical position: top, bottom, centre, baselines (UIKit's `NSLayoutYAxisAnchor`).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// A constraint placing this anchor the system spacing (8 pt) × `multiplier` below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// A constraint placing this anchor at least the system spacing × `multiplier` below `anchor`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// A constraint placing this anchor at most the system spacing × `multiplier` below `anchor`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A width or height (UIKit's `NSLayoutDimension`).
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// A constraint giving this dimension a constant size.
    public func constraint(equalToConstant c: Double) -> LayoutConstraint { make(.equal, nil, constant: c) }

    /// A constraint keeping this dimension at least `c`.
    public func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }

    /// A constraint keeping this dimension at most `c`.
    public func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }

    /// A constraint making this dimension `anchor` × `m` + `c` (half a card's width, 9/16 of a
    /// width).
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: Double, constant c: Double = 0)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// A constraint keeping this dimension at least `anchor` × `m` + `c`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: Double, constant c: Double = 0
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// A constraint keeping this dimension at most `anchor` × `m` + `c`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier m: Double, constant c: Double = 0
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// The anchors a view and a layout guide both have (UIKit declares the same set on each).
public protocol LayoutAnchorProviding: AnyObject {}

extension LayoutAnchorProviding {
    /// The top edge's anchor.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge's anchor.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The leading edge's anchor (the left edge).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge's anchor (the right edge).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The left edge's anchor.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge's anchor.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The horizontal centre's anchor.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The vertical centre's anchor.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width's anchor.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height's anchor.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

extension View: LayoutAnchorProviding {
    /// The first line's baseline (the bottom for a view without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The last line's baseline (the bottom for a view without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
}
