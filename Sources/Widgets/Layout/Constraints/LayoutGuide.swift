import Canvas

/// A rectangle that takes part in Auto Layout without being drawn (UIKit's `UILayoutGuide`): a
/// space between views, a column, or one of the guides every view has (its layout margins, its
/// safe area, its readable content).
///
/// Add a guide to a view with ``View/addLayoutGuide(_:)``, constrain its anchors as a view's, and
/// read ``layoutFrame`` after layout.
open class LayoutGuide: LayoutAnchorProviding, CustomStringConvertible {
    /// Which rectangle a guide stands for.
    enum Kind {
        /// A guide the user added: its frame comes from its constraints.
        case custom
        /// The owning view's bounds inset by its ``View/layoutMargins``.
        case layoutMargins
        /// The owning view's bounds inset by its ``View/safeAreaInsets``.
        case safeArea
        /// The layout margins, at most ``LayoutGuide/readableWidth`` wide and centred in them.
        case readableContent
    }

    /// The widest the readable content guide gets: UIKit's at the default text size.
    public static let readableWidth = 672.0

    /// What the guide stands for.
    let kind: Kind

    /// The view the guide belongs to (set by ``View/addLayoutGuide(_:)``).
    public internal(set) weak var owningView: View?

    /// A name for descriptions and conflict reports.
    public var identifier = ""

    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it.
    public internal(set) var layoutFrame = Rect.zero

    /// Creates a guide to add to a view.
    public init() { kind = .custom }

    init(kind: Kind, owningView: View, identifier: String) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = identifier
    }

    /// The guide's insets from its owner's bounds, for the guides that are insets.
    var insets: EdgeInsets? {
        guard let owningView else { return nil }
        switch kind {
        case .layoutMargins: return owningView.layoutMargins
        case .safeArea: return owningView.safeAreaInsets
        case .custom, .readableContent: return nil
        }
    }

    /// The kind of guide and its frame.
    public var description: String {
        "<\(type(of: self)) '\(identifier)' layoutFrame=\(layoutFrame.compactDescription)>"
    }
}
