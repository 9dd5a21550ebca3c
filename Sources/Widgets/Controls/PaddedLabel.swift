import Canvas
import Foundation

/// A label with padding around its text and pill-shaped corners (the podcast app's genre label).
///
/// Its intrinsic size is the text's plus ``horizontalInset`` on the left and right and
/// ``verticalInset`` on the top and bottom; its corner radius is always half its height.
/// Defaults: 12 pt medium text, centred, #333333 on `systemGray5`.
open class PaddedLabel: Label {
    /// Space left and right of the text (a non-finite inset is 0).
    public var horizontalInset: Double = 8 {
        didSet {
            horizontalInset = horizontalInset.finiteOrZero
            if horizontalInset != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// Space above and below the text (a non-finite inset is 0).
    public var verticalInset: Double = 4 {
        didSet {
            verticalInset = verticalInset.finiteOrZero
            if verticalInset != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    private var insets: EdgeInsets { EdgeInsets(horizontal: horizontalInset, vertical: verticalInset) }

    /// Creates a padded label with the genre-label defaults and a frame (`PaddedLabel()` gives a
    /// zero one).
    public override init(frame: Rect) {
        super.init(frame: frame)
        commonSetup()
    }

    /// Creates a padded label with the genre-label defaults as an archive would (see
    /// ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonSetup()
    }

    /// The genre label's look: 12 pt medium, centred, dark grey on light grey, clipped.
    private func commonSetup() {
        font = .systemFont(ofSize: 12, weight: .medium)
        textAlignment = .center
        textColor = Color(hex: "#333333")!
        backgroundColor = .systemGray5
        clipsToBounds = true
    }

    /// The corner radius: half the height, so the label is a pill.
    override var cornerRadius: Double {
        get { frame.height / 2 }
        set {}
    }

    /// The text's intrinsic size plus the insets on each side.
    open override var intrinsicContentSize: Size {
        let size = super.intrinsicContentSize
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    /// The text's size within the proposal less the insets, plus the insets.
    open override func sizeThatFits(_ size: Size) -> Size {
        measureText(SizeProposal(sizeThatFits: size))
    }

    /// The text's size within what the insets leave of the proposal, plus the insets: a
    /// proposal exactly as wide as the insets leaves the text a limit of zero, not "no limit".
    override func measureText(_ proposal: SizeProposal) -> Size {
        let fit = super.measureText(proposal.inset(by: insets))
        return Size(width: fit.width + insets.horizontal, height: fit.height + insets.vertical)
    }

    /// The first baseline, moved down by the top inset.
    open override func firstBaseline(in size: Size) -> Double? {
        super.firstBaseline(in: innerSize(size)).map { $0 + verticalInset }
    }

    /// The last baseline, moved down by the top inset.
    open override func lastBaseline(in size: Size) -> Double? {
        super.lastBaseline(in: innerSize(size)).map { $0 + verticalInset }
    }

    /// The text inside the insets (drawn by ``Label/draw(in:)``): laid out at the inner width,
    /// centred in the inner height.
    override func textPlacement() -> (layout: TextLayout, origin: Point)? {
        let inner = innerSize(bounds.size)
        guard inner.width > 0, inner.height > 0, let layout = drawingLayout(width: inner.width) else {
            return nil
        }
        let origin = textOrigin(for: layout, in: inner)
        return (layout, Point(x: origin.x + horizontalInset, y: origin.y + verticalInset))
    }

    private func innerSize(_ size: Size) -> Size {
        Size(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
    }

    /// The insets, with the label's state.
    open override var debugProperties: [String] {
        super.debugProperties + [
            "insets=\(Point.formatted(horizontalInset))×\(Point.formatted(verticalInset))"
        ]
    }

    /// The text's size plus the insets: a subclass's enlargement is measured beyond them.
    override var vellumIntrinsicSize: Size {
        let size = super.vellumIntrinsicSize
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }
}
