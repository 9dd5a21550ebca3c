extension LayoutConstraint {
    /// The part of an item a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
    ///
    /// Vellum lays views out left to right: leading is left, trailing is right. The margin
    /// attributes are the same edges of the item's ``View/layoutMarginsGuide``.
    public enum Attribute: Int, Sendable, Hashable, CustomStringConvertible {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (the left).
        case leading
        /// The trailing edge (the right).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last line's baseline (the bottom for a view without text).
        case lastBaseline
        /// The first line's baseline (the bottom for a view without text).
        case firstBaseline
        /// The left edge of the layout margins.
        case leftMargin
        /// The right edge of the layout margins.
        case rightMargin
        /// The top edge of the layout margins.
        case topMargin
        /// The bottom edge of the layout margins.
        case bottomMargin
        /// The leading edge of the layout margins.
        case leadingMargin
        /// The trailing edge of the layout margins.
        case trailingMargin
        /// The horizontal centre of the layout margins.
        case centerXWithinMargins
        /// The vertical centre of the layout margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constant width or height.
        case notAnAttribute = 0

        /// What kind of quantity the attribute is.
        enum Kind { case horizontal, vertical, dimension, none }

        /// Its kind: constraints relate attributes of the same kind only.
        var kind: Kind {
            switch self {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                .vertical
            case .width, .height: .dimension
            case .notAnAttribute: .none
            }
        }

        /// The same edge without margins, and whether it was a margin attribute.
        var withoutMargins: (attribute: Attribute, isMargin: Bool) {
            switch self {
            case .leftMargin: (.left, true)
            case .rightMargin: (.right, true)
            case .topMargin: (.top, true)
            case .bottomMargin: (.bottom, true)
            case .leadingMargin: (.leading, true)
            case .trailingMargin: (.trailing, true)
            case .centerXWithinMargins: (.centerX, true)
            case .centerYWithinMargins: (.centerY, true)
            default: (self, false)
            }
        }

        /// The name UIKit code writes (`leading`, `centerX`).
        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the first attribute relates to the second (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable, Hashable, CustomStringConvertible {
        /// First ≤ second × multiplier + constant.
        case lessThanOrEqual = -1
        /// First = second × multiplier + constant.
        case equal = 0
        /// First ≥ second × multiplier + constant.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}

extension LayoutConstraint {
    /// A layout axis, as UIKit code names it (`NSLayoutConstraint.Axis.horizontal`).
    public typealias Axis = LayoutAxis
}
