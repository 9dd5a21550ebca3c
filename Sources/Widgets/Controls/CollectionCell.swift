import Canvas
import Foundation

/// A collection's item as a view, drawn, not interactive (UIKit's `UICollectionViewCell`): a
/// ``contentView`` filling it for custom content, and backgrounds.
///
/// Its size is its frame's, or that of content pinned in ``contentView`` (a self-sizing cell).
open class CollectionCell: View {
    /// The identifier a collection would reuse the cell by (kept).
    public internal(set) var reuseIdentifier: String?
    /// The view custom content goes in, filling the cell.
    public let contentView = View()
    private var selectedState = false
    private var highlightedState = false

    /// A view behind the content, filling the cell.
    public var backgroundView: View? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    /// A view behind the content while selected or highlighted, filling the cell.
    public var selectedBackgroundView: View? {
        didSet { replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }

    /// Creates a cell with a frame (UIKit's designated initializer).
    public override init(frame: Rect) {
        super.init(frame: frame)
        contentView.pin(to: self)
    }

    /// Creates a cell as an archive would (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.pin(to: self)
    }

    private func replace(_ old: View?, with new: View?, at index: Int) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new {
            insertSubview(new, at: index)
            new.frame = bounds
        }
        updateSelectionBackground()
    }

    /// Whether the cell is selected (open: a subclass overrides it with observers).
    open var isSelected: Bool {
        get { selectedState }
        set {
            selectedState = newValue
            updateSelectionBackground()
        }
    }

    /// Whether the cell is highlighted (open: a subclass overrides it with observers).
    open var isHighlighted: Bool {
        get { highlightedState }
        set {
            highlightedState = newValue
            updateSelectionBackground()
        }
    }

    /// Called before a collection would reuse the cell (UIKit's override point); Vellum never
    /// calls it. The default does nothing.
    open func prepareForReuse() {}

    private func updateSelectionBackground() {
        selectedBackgroundView?.isHidden = !(selectedState || highlightedState)
    }

    /// Fills the backgrounds to the bounds, then lays out the content view.
    open override func layoutSubviews() {
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        super.layoutSubviews()
    }
}
