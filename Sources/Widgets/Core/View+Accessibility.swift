import Canvas

extension View {
    /// A short description of the view for assistive technology (UIKit's name); a figure's
    /// alternative text in a tagged PDF.
    public var accessibilityLabel: String? {
        get { accessibility?.label }
        set { accessibilityState.label = newValue }
    }

    /// What kind of element the view is (UIKit's name): ``AccessibilityTraits/header`` makes a
    /// heading in a tagged PDF, ``AccessibilityTraits/image`` a figure.
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibility?.traits ?? [] }
        set { accessibilityState.traits = newValue }
    }

    /// Whether the view is one element to assistive technology (UIKit's name; true for labels
    /// and image views unless set). Set on a view of another class with an
    /// ``accessibilityLabel``, it makes the view a figure in a tagged PDF; set false, the view
    /// makes no element of its own (its subviews still do).
    public var isAccessibilityElement: Bool {
        get { accessibility?.isElement ?? (self is Label || self is ImageView) }
        set { accessibilityState.isElement = newValue }
    }

    /// The element the view makes in a tagged PDF, set explicitly (`.heading(level: 2)`,
    /// `.list`, `.listItem`, `.artifact` for decoration); `nil`, the default, leaves it to
    /// ``resolvedStructureRole``.
    public var structureRole: StructureRole? {
        get { accessibility?.structureRole ?? nil }
        set { accessibilityState.structureRole = .some(newValue) }
    }

    /// The element the view makes in a tagged PDF, in order of precedence: its
    /// ``structureRole``; a heading for the ``AccessibilityTraits/header`` trait; a figure for the
    /// ``AccessibilityTraits/image`` trait, an image view, or any other view that is an
    /// accessibility element with a label; none for a view that is not an element; a header
    /// or data cell for a label or an image cell in a table row; a paragraph for any other
    /// label; a table and its rows for ``TableView`` and ``TableRowView``; a table of contents
    /// for a report's contents; none for other views
    /// (stacks and containers, whose subviews make the elements).
    public var resolvedStructureRole: StructureRole? {
        if let role = accessibility?.structureRole, let role { return role }
        let traits = accessibilityTraits
        if traits.contains(.header) { return .heading(level: 1) }
        if traits.contains(.image) || self is ImageView {
            return .figure(alternativeText: accessibilityLabel)
        }
        if let isElement = accessibility?.isElement {
            guard isElement else { return nil }
            if !(self is Label), let label = accessibilityLabel { return .figure(alternativeText: label) }
        }
        switch self {
        case is Label:
            guard let row = superview as? TableRowView else { return .paragraph }
            return row.isHeader ? .tableHeaderCell : .tableCell
        case is TableImageCellView:
            guard let row = superview as? TableRowView else { return nil }
            return row.isHeader ? .tableHeaderCell : .tableCell
        case is ContentsView: return .tableOfContents
        case is TableView: return .table
        case is TableRowView: return .tableRow
        default: return nil
        }
    }

    private var accessibilityState: AccessibilityState {
        if let accessibility { return accessibility }
        let state = AccessibilityState()
        accessibility = state
        return state
    }
}
