import Canvas
import Foundation

/// A view that lays its arranged views out in rows, left to right, starting a new row when the
/// next view would not fit (a wrapping row of tags or pills).
///
/// Each view keeps its natural size (at most the row's width); views in a row are top-aligned,
/// separated by ``spacing``; rows are separated by ``lineSpacing``. A hidden view takes no space.
open class FlowStack: View {
    /// The views laid out, in order (each is also a subview).
    public private(set) var arrangedSubviews: [View] = []
    /// The gap between views in a row (a non-finite gap is 0).
    public var spacing: Double = 8 {
        didSet {
            spacing = spacing.finiteOrZero
            if spacing != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// The gap between rows (a non-finite gap is 0).
    public var lineSpacing: Double = 8 {
        didSet {
            lineSpacing = lineSpacing.finiteOrZero
            if lineSpacing != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// Creates a flow of views.
    public init(arrangedSubviews: [View] = []) {
        super.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Creates an empty stack as an archive would (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Drops the arrangement first, so ``View``'s deinit is the subviews' only owner and can free
    /// a deep tree without recursion.
    deinit { arrangedSubviews = [] }

    /// Adds a view at the end (and as a subview).
    public func addArrangedSubview(_ view: View) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// Drops a removed subview from the arrangement.
    open override func willRemoveSubview(_ subview: View) {
        arrangedSubviews.removeAll { $0 === subview }
    }

    /// Appends views and returns the flow.
    @discardableResult
    public func views(_ views: View...) -> Self {
        for view in views { addArrangedSubview(view) }
        return self
    }

    /// The frames of the visible views wrapped at a width, and the size they need.
    public func arrange(width: Double) -> (frames: [(View, Rect)], size: Size) {
        var frames: [(View, Rect)] = []
        var x = 0.0
        var y = 0.0
        var rowHeight = 0.0
        var widest = 0.0
        for view in arrangedSubviews where !view.isHidden {
            var size = view.fittingSize(for: Size(width: width, height: .infinity))
            size.width = min(size.width, width)
            if x > 0, x + size.width > width {
                y += rowHeight + lineSpacing
                x = 0
                rowHeight = 0
            }
            frames.append((view, Rect(origin: Point(x: x, y: y), size: size)))
            widest = max(widest, x + size.width)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return (frames, Size(width: widest, height: frames.isEmpty ? 0 : y + rowHeight))
    }

    /// The rows' size when wrapped at the proposed width.
    open override func sizeThatFits(_ size: Size) -> Size {
        arrange(width: size.width).size
    }

    /// The views on one row.
    open override var intrinsicContentSize: Size {
        arrange(width: .infinity).size
    }

    /// Places the views in rows within the bounds' width.
    /// A stack places its arranged subviews itself: constraints on them do not.
    override func placesSubviewByItself(_ view: View) -> Bool {
        arrangedSubviews.contains { $0 === view }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (view, frame) in arrange(width: bounds.width).frames { view.frame = frame }
    }
}
