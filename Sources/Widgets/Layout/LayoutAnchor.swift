import Canvas

/// UIKit's layout anchors (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`, `NSLayoutDimension`):
/// one attribute of one view, to make a ``LayoutConstraint`` from.
public final class LayoutAnchor {
    /// What an anchor stands for.
    public enum Attribute: Sendable, Hashable {
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (the left: Vellum lays views out left to right).
        case leading
        /// The trailing edge (the right).
        case trailing
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The width.
        case width
        /// The height.
        case height

        /// The superview edge a constraint on this attribute ties, `nil` for a dimension.
        var edge: Edge? {
            switch self {
            case .top: .top
            case .bottom: .bottom
            case .leading, .left: .left
            case .trailing, .right: .right
            case .centerX: .centerX
            case .centerY: .centerY
            case .width, .height: nil
            }
        }
    }

    /// The edges and centres constraints can tie.
    enum Edge { case top, left, bottom, right, centerX, centerY }

    /// The view the anchor belongs to.
    public let view: View
    /// The attribute it stands for.
    public let attribute: Attribute

    init(_ view: View, _ attribute: Attribute) {
        self.view = view
        self.attribute = attribute
    }

    /// A constraint placing this anchor at `anchor` plus `constant` (inactive until activated).
    public func constraint(equalTo anchor: LayoutAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, anchor, constant: constant)
    }

    /// A constraint giving this width or height anchor a constant size (inactive until activated).
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, nil, constant: constant)
    }
}

extension View {
    /// The top edge's anchor.
    public var topAnchor: LayoutAnchor { LayoutAnchor(self, .top) }
    /// The bottom edge's anchor.
    public var bottomAnchor: LayoutAnchor { LayoutAnchor(self, .bottom) }
    /// The leading edge's anchor (the left edge).
    public var leadingAnchor: LayoutAnchor { LayoutAnchor(self, .leading) }
    /// The trailing edge's anchor (the right edge).
    public var trailingAnchor: LayoutAnchor { LayoutAnchor(self, .trailing) }
    /// The left edge's anchor.
    public var leftAnchor: LayoutAnchor { LayoutAnchor(self, .left) }
    /// The right edge's anchor.
    public var rightAnchor: LayoutAnchor { LayoutAnchor(self, .right) }
    /// The horizontal centre's anchor.
    public var centerXAnchor: LayoutAnchor { LayoutAnchor(self, .centerX) }
    /// The vertical centre's anchor.
    public var centerYAnchor: LayoutAnchor { LayoutAnchor(self, .centerY) }
    /// The width's anchor.
    public var widthAnchor: LayoutAnchor { LayoutAnchor(self, .width) }
    /// The height's anchor.
    public var heightAnchor: LayoutAnchor { LayoutAnchor(self, .height) }
}
