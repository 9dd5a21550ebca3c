import Canvas
import Foundation

/// A table's row as a view, drawn, not interactive (UIKit's `UITableViewCell`): a
/// ``contentView`` for custom content, or the style's built-in ``textLabel``,
/// ``detailTextLabel`` and ``imageView``, and an accessory (a chevron, a checkmark, an info
/// button) drawn at the right.
///
/// Sizes, as UIKit's: 16 pt margins left and right, the image then the text 16 pt after it; the
/// accessory 16 pt from the right with the content view ending 10 pt before it. A cell is 44 pt
/// high, or taller when its text needs it (11 pt above and below), or exactly as high as
/// content pinned or constrained in ``contentView`` (a self-sizing cell).
open class TableCell: View {
    /// The built-in layouts of the labels (UIKit's `UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable, Hashable {
        /// An image and a text (17 pt); no detail label.
        case `default`
        /// The text at the left, the detail (17 pt, secondary) at the right.
        case value1
        /// The text (15 pt, bold, tint) right-aligned in a column, the detail (15 pt) after it.
        case value2
        /// The text (17 pt) above the detail (12 pt).
        case subtitle
    }

    /// What the cell draws at its right (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable, Hashable {
        /// Nothing.
        case none
        /// A grey chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint colour.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a selected cell is drawn (UIKit's `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable, Hashable {
        /// Not drawn selected.
        case none
        /// `systemGray4` behind the content (as `.default` since iOS 7).
        case blue
        /// `systemGray4` behind the content.
        case gray
        /// `systemGray4` behind the content.
        case `default`
    }

    /// The layout of the built-in labels.
    public let style: CellStyle
    /// The identifier a table would reuse the cell by (kept).
    public let reuseIdentifier: String?
    /// The view custom content goes in: the cell less the accessory's column.
    public let contentView = View()
    /// The accessory drawn at the right.
    public var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { accessoryChanged() } }
    }
    /// A view shown at the right instead of ``accessoryType``'s drawing.
    public var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            accessoryChanged()
        }
    }
    /// How the cell is drawn while selected.
    public var selectionStyle: SelectionStyle = .default
    /// A view behind the content, filling the cell.
    public var backgroundView: View? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    /// A view behind the content while selected or highlighted, filling the cell.
    public var selectedBackgroundView: View? {
        didSet { replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }
    /// The separator's insets (kept: a lone cell draws no separator).
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Kept for UIKit code.
    public var indentationLevel = 0
    /// Kept for UIKit code.
    public var indentationWidth: Double = 10
    private var selectedState = false
    private var highlightedState = false
    private var builtInText: Label?
    private var builtInDetail: Label?
    private var builtInImage: ImageView?
    let accessoryDrawing = CellAccessoryView()

    /// Creates a cell of a style (UIKit's designated initializer).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUp()
    }

    /// Creates a `.default` cell with a frame.
    public override init(frame: Rect) {
        style = .default
        reuseIdentifier = nil
        super.init(frame: frame)
        setUp()
    }

    /// Creates a `.default` cell as an archive would (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        contentView.layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        addSubview(contentView)
        accessoryDrawing.isHidden = true
        addSubview(accessoryDrawing)
    }

    private func replace(_ old: View?, with new: View?, at index: Int) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: index) }
        updateSelectionBackground()
    }

    // MARK: Built-in content

    /// The text label (UIKit's `textLabel`), made and added to ``contentView`` when first read.
    public var textLabel: Label? {
        if let builtInText { return builtInText }
        let label = Label()
        switch style {
        case .value2:
            label.font = .systemFont(ofSize: 15, weight: .bold)
            label.textColor = tintColor
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 17)
        }
        builtInText = label
        contentView.addSubview(label)
        return label
    }

    /// The detail label (UIKit's `detailTextLabel`), `nil` for `.default` cells; made and added
    /// to ``contentView`` when first read.
    public var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if let builtInDetail { return builtInDetail }
        let label = Label()
        switch style {
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2: label.font = .systemFont(ofSize: 15)
        default: label.font = .systemFont(ofSize: 12)
        }
        builtInDetail = label
        contentView.addSubview(label)
        return label
    }

    /// The image view at the left (UIKit's `imageView`), made and added to ``contentView`` when
    /// first read; it takes room only with an image.
    public var imageView: ImageView? {
        if let builtInImage { return builtInImage }
        let view = ImageView()
        builtInImage = view
        contentView.addSubview(view)
        return view
    }

    // MARK: Selection

    /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted; setting it calls ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects the cell (UIKit's override point; `animated` changes nothing).
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        updateSelectionBackground()
    }

    /// Highlights the cell or not (UIKit's override point; `animated` changes nothing).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        updateSelectionBackground()
    }

    /// Called before a table would reuse the cell (UIKit's override point); Vellum never calls
    /// it. The default does nothing.
    open func prepareForReuse() {}

    /// Shows the selected background while selected or highlighted, when the style draws one.
    private func updateSelectionBackground() {
        selectedBackgroundView?.isHidden = !(selectedState || highlightedState) || selectionStyle == .none
        setNeedsLayout()
    }

    /// Draws `systemGray4` behind the content while selected or highlighted, unless
    /// ``selectionStyle`` is `.none` or a ``selectedBackgroundView`` is set.
    open override func draw(in context: GraphicsContext) {
        if selectedState || highlightedState, selectionStyle != .none, selectedBackgroundView == nil {
            context.fill(bounds, with: .systemGray4)
        }
        super.draw(in: context)
    }

    private func accessoryChanged() {
        accessoryDrawing.kind = accessoryView == nil ? accessoryType : .none
        accessoryDrawing.isHidden = accessoryDrawing.kind == .none
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Size and layout

    /// The accessory shown: the accessory view, else the drawing, else none.
    private var shownAccessory: View? {
        if let accessoryView { return accessoryView }
        return accessoryDrawing.kind == .none ? nil : accessoryDrawing
    }

    /// The width ``contentView`` gets in a cell of a width.
    private func contentWidth(in width: Double) -> Double {
        guard let accessory = shownAccessory else { return width }
        return max(
            0,
            width - 16
                - accessory.fittingSize(for: Size(width: Double.infinity, height: Double.infinity)).width - 10
        )
    }

    /// No intrinsic width; the height is as for an unlimited width.
    open override var intrinsicContentSize: Size {
        Size(
            width: View.noIntrinsicMetric,
            height: sizeThatFits(Size(width: Double.infinity, height: Double.infinity)).height)
    }

    /// The proposed width, and the height of the content at it (see ``TableCell``).
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width.isFinite && size.width > 0 ? size.width : Screen.main.bounds.width
        let inner = contentWidth(in: width)
        // Content pinned or tied by constraints to the content view: its height at this width
        // (exactly, for constraints: UIKit's self-sizing cell).
        if contentView.isConstraintRegionTop || contentView.hasVisiblePinnedSubviews {
            return Size(width: width, height: contentView.fittingSize(takingWidth: inner).height)
        }
        return Size(width: width, height: max(44, builtInContentHeight(width: inner) + 22))
    }

    /// The height of the built-in labels and image in a content view of a width.
    private func builtInContentHeight(width: Double) -> Double {
        let textWidth = max(0, width - 32 - imageColumnWidth)
        let text = labelSize(builtInText, width: textWidth)
        let detail = labelSize(builtInDetail, width: textWidth)
        let image = builtInImage?.image?.size.height ?? 0
        let labels = style == .subtitle ? text.height + detail.height : max(text.height, detail.height)
        return max(labels, image)
    }

    /// The room the image takes before the text: its width and 16 pt, or none without one.
    private var imageColumnWidth: Double {
        guard let image = builtInImage?.image else { return 0 }
        return image.size.width + 16
    }

    private func labelSize(_ label: Label?, width: Double) -> Size {
        guard let label, !(label.text ?? "").isEmpty, !label.isHidden else { return .zero }
        return label.fittingSize(for: Size(width: width, height: .infinity))
    }

    /// Places the backgrounds, the accessory, the content view and the built-in content.
    open override func layoutSubviews() {
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        if let accessory = shownAccessory {
            let size = accessory.fittingSize(for: Size(width: Double.infinity, height: Double.infinity))
            accessory.frame = Rect(
                x: bounds.width - 16 - size.width, y: (bounds.height - size.height) / 2,
                width: size.width, height: size.height)
            contentView.frame = Rect(
                x: 0, y: 0, width: max(0, accessory.frame.minX - 10), height: bounds.height)
        } else {
            contentView.frame = bounds
        }
        layoutBuiltInContent()
        super.layoutSubviews()
    }

    /// Places the image, text and detail in ``contentView`` by the style.
    private func layoutBuiltInContent() {
        let area = contentView.bounds
        let right = shownAccessory == nil ? 16.0 : 0
        var x = 16.0
        if let imageView = builtInImage, let image = imageView.image {
            imageView.frame = Rect(
                x: x, y: (area.height - image.size.height) / 2, width: image.size.width,
                height: image.size.height)
            x = imageView.frame.maxX + 16
        }
        let width = max(0, area.width - x - right)
        let text = labelSize(builtInText, width: width)
        let detail = labelSize(builtInDetail, width: width)
        switch style {
        case .default:
            builtInText?.frame = Rect(
                x: x, y: (area.height - text.height) / 2, width: width, height: text.height)
        case .subtitle:
            let top = (area.height - text.height - detail.height) / 2
            builtInText?.frame = Rect(x: x, y: top, width: width, height: text.height)
            builtInDetail?.frame = Rect(x: x, y: top + text.height, width: width, height: detail.height)
        case .value1:
            let detailWidth = min(detail.width, width)
            let textWidth = min(text.width, max(0, width - detailWidth - 8))
            builtInText?.frame = Rect(
                x: x, y: (area.height - text.height) / 2, width: textWidth, height: text.height)
            builtInDetail?.frame = Rect(
                x: x + width - detailWidth, y: (area.height - detail.height) / 2, width: detailWidth,
                height: detail.height)
        case .value2:
            let column = min(91, width)
            builtInText?.frame = Rect(
                x: x, y: (area.height - text.height) / 2, width: column, height: text.height)
            builtInDetail?.frame = Rect(
                x: x + column + 6, y: (area.height - detail.height) / 2, width: max(0, width - column - 6),
                height: detail.height)
        }
    }

    /// Updates the `.value2` text colour for the new tint.
    open override func tintColorDidChange() {
        if style == .value2 { builtInText?.textColor = tintColor }
    }
}
