import Canvas
import Foundation

/// A view that shows one or more lines of read-only text (UILabel's model).
///
/// Its intrinsic size is the text's unwrapped size (or its size at ``preferredMaxLayoutWidth``
/// when that is set and ``numberOfLines`` is not 1); in a stack it gets its height for the width
/// it is given. Measurements are cached until something that affects them changes.
open class Label: View {
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Exclusivity".
    /// The text as set: a plain string stays a string (most labels), so measuring it never builds
    /// an `AttributedString`.
    @exclusivity(unchecked) private var storage: Content?
    /// Whether the text was last set as a plain string (styled by the label's own properties).
    @exclusivity(unchecked) private var isPlain = true

    private enum Content {
        case plain(String)
        case attributed(AttributedString)
        case styled(StyledText)
    }

    /// The text as an attributed string (made on demand for plain text).
    private var content: AttributedString? {
        switch storage {
        case .plain(let string): AttributedString(string)
        case .attributed(let text): text
        case .styled(let text): text.attributedString
        case nil: nil
        }
    }
    /// Layouts wrapped at a width, by width.
    @exclusivity(unchecked) private var layouts: [Double: TextLayout] = [:]
    /// The layout without a width (each paragraph on one line unless it breaks itself).
    @exclusivity(unchecked) private var unwrappedLayout: TextLayout?
    /// Whether the label is of a class outside Vellum's (``VellumViewClasses``: a user's subclass
    /// of any of Vellum's label classes may enlarge its intrinsic size or draw anything), decided
    /// once rather than at every measurement.
    private lazy var isUserSubclass = !VellumViewClasses.contains(type(of: self))
    @exclusivity(unchecked) private var isMeasuringEnlargement = false
    /// Layouts with fonts shrunk to fit a width (``adjustsFontSizeToFitWidth``), by width.
    @exclusivity(unchecked) private var shrunkLayouts: [Double: TextLayout] = [:]
    /// The appearance the cached layouts' colours were resolved for.
    @exclusivity(unchecked) private var layoutStyle: UserInterfaceStyle = .light

    /// The text shown, in ``font`` and ``textColor``; setting it replaces ``attributedText``.
    /// The string is never parsed as markup.
    public var text: String? {
        get {
            switch storage {
            case .plain(let string): string
            case .attributed(let text): String(text.characters)
            case .styled(let text): text.string
            case nil: nil
            }
        }
        set {
            storage = newValue.map { .plain($0) }
            isPlain = true
            textChanged()
        }
    }

    /// The text with attributes, UIKit's way (keys `.font`, `.foregroundColor`,
    /// `.paragraphStyle`…); runs without a font or colour use ``font`` and ``textColor``.
    ///
    /// For a label given plain ``text``, the getter returns it with ``font`` and ``textColor``
    /// (and a paragraph style for ``textAlignment`` other than natural) over the whole string,
    /// as UILabel's does.
    ///
    /// On Linux, swift-corelibs-foundation (Swift 6.3) never frees an `NSAttributedString`'s
    /// attributes, so each one built, and each read of this getter, leaks a little (upstream fix
    /// swiftlang/swift-corelibs-foundation#5256). In long-running processes prefer
    /// ``attributedString`` with Swift's `AttributedString`, which Vellum reads without copying.
    public var attributedText: NSAttributedString? {
        get {
            guard var content else { return nil }
            if isPlain {
                var container = AttributeContainer()
                container[VellumAttributes.FontAttribute.self] = labelFont
                container[VellumAttributes.ForegroundColorAttribute.self] = labelTextColor
                if textAlignment != .natural {
                    container[VellumAttributes.ParagraphStyleAttribute.self] = ParagraphStyle(
                        alignment: textAlignment)
                }
                content.mergeAttributes(container)
            }
            return content.nsAttributedString
        }
        set {
            storage = newValue.map { .attributed($0.vellumAttributedString) }
            isPlain = false
            textChanged()
        }
    }

    /// The text with attributes in Vellum's `AttributedString` scope.
    public var attributedString: AttributedString? {
        get { content }
        set {
            storage = newValue.map { .attributed($0) }
            isPlain = false
            textChanged()
        }
    }

    /// The text as parsed markup (`Markup.styledText(from:)`), laid out as it
    /// is: the fast way to show big or generated markup. `nil` when the text was set otherwise.
    public var styledText: StyledText? {
        get {
            if case .styled(let text) = storage { return text }
            return nil
        }
        set {
            storage = newValue.map { .styled($0) }
            isPlain = false
            textChanged()
        }
    }

    /// The font of text without its own (UIKit's default: 17 pt system).
    ///
    /// Implicitly unwrapped, as UIKit's `UIFont!`: it is never `nil` when read, UIKit code's
    /// `if let font = label.font` and `label.font?.pointSize` compile, and setting `nil` restores
    /// the default. Open, so a subclass may override it with observers.
    open var font: Font! {
        get { labelFont }
        set {
            let font = newValue ?? .body
            if font != labelFont {
                labelFont = font
                textChanged()
            }
        }
    }
    /// The colour of text without its own (the label colour at first).
    ///
    /// Implicitly unwrapped, as UIKit's `UIColor!`: never `nil` when read; setting `nil` restores
    /// the default. Open, so a subclass may override it with observers.
    open var textColor: Color! {
        get { labelTextColor }
        set {
            let color = newValue ?? .label
            if color != labelTextColor {
                labelTextColor = color
                textChanged()
            }
        }
    }
    /// The font as stored: ``font``'s value, which the label's own code reads.
    private var labelFont: Font = .body
    /// The text colour as stored: ``textColor``'s value.
    private var labelTextColor: Color = .label
    /// The alignment of paragraphs without their own paragraph style.
    public var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { textChanged() } }
    }
    /// The most lines shown, across the whole text; 0 for no limit. UIKit's default: 1.
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textChanged() } }
    }
    /// How lines wrap and how the last visible line is truncated.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textChanged() } }
    }
    /// Whether a one-line label draws its text in smaller fonts, down to ``minimumScaleFactor``,
    /// instead of truncating it when it is wider than the label (UILabel's property). Sizes are
    /// measured at the full font sizes, as UIKit's are; the shrunk text is centred vertically.
    public var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { textChanged() } }
    }
    /// The smallest fraction of each font's size that ``adjustsFontSizeToFitWidth`` shrinks to;
    /// 0 (UIKit's default) shrinks nothing. Past it, the text is truncated.
    public var minimumScaleFactor: Double = 0 {
        didSet { if minimumScaleFactor != oldValue { textChanged() } }
    }
    /// The width a multi-line label wraps at when computing its intrinsic size (0: unwrapped).
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textChanged() } }
    }

    /// Creates a label showing a string.
    public convenience init(text: String?) {
        self.init()
        self.text = text
    }

    /// Drops the cached layouts when the label's appearance changed since they were made: their
    /// colours were resolved for the old one. Sizes do not depend on it.
    private func updateLayoutStyle() {
        let style = effectiveUserInterfaceStyle == .dark ? UserInterfaceStyle.dark : .light
        guard style != layoutStyle else { return }
        layoutStyle = style
        layouts.removeAll()
        unwrappedLayout = nil
        shrunkLayouts.removeAll()
    }

    private func textChanged() {
        layouts.removeAll()
        unwrappedLayout = nil
        shrunkLayouts.removeAll()
        invalidateIntrinsicContentSize()
    }

    /// Whether there is text to lay out (not `nil`, not empty).
    private var hasText: Bool {
        switch storage {
        case nil: false
        case .plain(let string): !string.isEmpty
        case .attributed(let text): !text.characters.isEmpty
        case .styled(let text): !text.isEmpty
        }
    }

    /// The text laid out at a width (`nil`: unwrapped), with the label's settings.
    public func textLayout(width: Double?) -> TextLayout? {
        guard hasText else { return nil }
        updateLayoutStyle()
        if let width {
            if let cached = layouts[width] { return cached }
            // A label given exactly its unwrapped width (a pill, a label beside a spacer) has the
            // same lines as its unwrapped layout: reuse it instead of laying the text out again.
            if let natural = unwrappedLayout, !natural.isTruncated,
                abs(natural.size.width - width) <= layoutTolerance
            {
                layouts[width] = natural
                return natural
            }
        } else if let unwrappedLayout {
            return unwrappedLayout
        }
        guard let layout = makeLayout(width: width, maximumNumberOfLines: max(0, numberOfLines)) else {
            return nil
        }
        if let width {
            if layouts.count > 8 { layouts.removeAll() }
            layouts[width] = layout
        } else {
            unwrappedLayout = layout
        }
        return layout
    }

    /// The text laid out, uncached, at a width (`nil`: unwrapped) with a line limit and the
    /// label's other settings; `nil` without text.
    private func makeLayout(width: Double?, maximumNumberOfLines: Int) -> TextLayout? {
        guard hasText else { return nil }
        updateLayoutStyle()
        let options = TextLayout.Options(
            width: width, maximumNumberOfLines: maximumNumberOfLines, lineBreakMode: lineBreakMode,
            defaults: TextDefaults(
                font: labelFont, color: labelTextColor,
                paragraphStyle: ParagraphStyle(alignment: textAlignment)),
            userInterfaceStyle: layoutStyle)
        switch storage {
        case .plain(let string):
            return TextLayout(plain: string, font: labelFont, color: labelTextColor, options: options)
        case .styled(let text): return TextLayout(text, options: options)
        default: return TextLayout(content ?? AttributedString(), options: options)
        }
    }

    /// The text as drawn at a width: ``textLayout(width:)``, or, when
    /// ``adjustsFontSizeToFitWidth`` is on and one line does not fit, the text with every font
    /// scaled by the largest factor (at least ``minimumScaleFactor``) that fits it.
    public func drawingLayout(width: Double) -> TextLayout? {
        let scaling = minimumScaleFactor.isFinite ? min(1, minimumScaleFactor) : 0
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, scaling > 0, scaling < 1, width > 0,
            let natural = textLayout(width: nil), natural.size.width > width + layoutTolerance
        else { return textLayout(width: width) }
        updateLayoutStyle()
        if let cached = shrunkLayouts[width] { return cached }
        // Made after the cache: styled text becomes an attributed string only to be shrunk.
        guard let content else { return textLayout(width: width) }
        // Text widths grow in proportion to font sizes; a second step absorbs what does not.
        var scale = max(scaling, width / natural.size.width)
        var layout = shrunkLayout(content, scale: scale, width: width)
        if layout.isTruncated, scale > scaling {
            scale = max(scaling, scale * width / shrunkLayout(content, scale: scale, width: nil).size.width)
            layout = shrunkLayout(content, scale: scale, width: width)
        }
        if shrunkLayouts.count > 8 { shrunkLayouts.removeAll() }
        shrunkLayouts[width] = layout
        return layout
    }

    private func shrunkLayout(_ content: AttributedString, scale: Double, width: Double?) -> TextLayout {
        var scaled = content
        for run in content.runs {
            let runFont = run[VellumAttributes.FontAttribute.self] ?? labelFont
            var container = AttributeContainer()
            container[VellumAttributes.FontAttribute.self] = runFont.withSize(runFont.effectiveSize * scale)
            scaled[run.range].mergeAttributes(container)
        }
        let options = TextLayout.Options(
            width: width, maximumNumberOfLines: 1, lineBreakMode: lineBreakMode,
            defaults: TextDefaults(
                font: labelFont.withSize(labelFont.effectiveSize * scale), color: labelTextColor,
                paragraphStyle: ParagraphStyle(alignment: textAlignment)),
            userInterfaceStyle: layoutStyle)
        return TextLayout(scaled, options: options)
    }

    /// The text's size: unwrapped, or wrapped at ``preferredMaxLayoutWidth``.
    ///
    /// As UIKit's, a subclass's label measures itself through
    /// ``textRect(forBounds:limitedToNumberOfLines:)`` (bounds as wide as
    /// ``preferredMaxLayoutWidth`` for a multi-line label, else unbounded), so a subclass that
    /// enlarges that rectangle enlarges the label.
    open override var intrinsicContentSize: Size {
        guard isUserSubclass else { return textIntrinsicSize }
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity
        let rect = textRect(
            forBounds: Rect(x: 0, y: 0, width: width, height: .infinity),
            limitedToNumberOfLines: numberOfLines)
        return rect.size
    }

    /// The rectangle the text takes within bounds when it shows at most `numberOfLines` lines
    /// (0: no limit), UILabel's override point for sizing.
    ///
    /// The default wraps the text at the bounds' width (unwrapped when it is infinite) and returns
    /// the text's size, no larger than the bounds, at the bounds' origin. A subclass that pads
    /// its text (UIKit's padded-label recipe) insets the bounds, calls `super`, and outsets the
    /// answer; ``intrinsicContentSize`` and ``sizeThatFits(_:)`` then include the padding.
    open func textRect(forBounds bounds: Rect, limitedToNumberOfLines numberOfLines: Int) -> Rect {
        let width: Double? = bounds.width.isFinite ? max(0, bounds.width) : nil
        let layout: TextLayout?
        if numberOfLines == self.numberOfLines {
            layout = textLayout(width: width)
        } else {
            layout = makeLayout(width: width, maximumNumberOfLines: max(0, numberOfLines))
        }
        guard let layout else { return Rect(origin: bounds.origin, size: .zero) }
        return Rect(
            origin: bounds.origin,
            size: Size(
                width: min(layout.size.width, max(0, bounds.width)),
                height: min(layout.size.height, max(0, bounds.height))))
    }

    /// Label's own intrinsic size, whatever a subclass makes of ``intrinsicContentSize``.
    /// The intrinsic size Vellum's own class gives (the text's, for a label): what a user
    /// subclass's ``intrinsicContentSize`` is compared with to find its enlargement.
    var vellumIntrinsicSize: Size { textIntrinsicSize }

    private var textIntrinsicSize: Size {
        let width: Double? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        return textLayout(width: width)?.size ?? .zero
    }

    /// The text's size when wrapped at the proposed width (unwrapped when it is infinite, or when
    /// the proposal is `.zero`, UIKit's "no constraint").
    ///
    /// A subclass that enlarges ``intrinsicContentSize`` (UIKit's padded-label recipe: add insets
    /// to `super.intrinsicContentSize`) gets the same enlargement here, with the text measured in
    /// what is left of the proposal, so stacks and fitting size it as UIKit's Auto Layout would.
    open override func sizeThatFits(_ size: Size) -> Size {
        measureText(SizeProposal(sizeThatFits: size))
    }

    /// Layout's measurement: Vellum's own label classes read the proposal's modes directly (a
    /// zero width is a limit of zero); a user subclass goes through its `sizeThatFits(_:)`.
    override func measure(_ proposal: SizeProposal) -> Size {
        isUserSubclass ? super.measure(proposal) : measureText(proposal)
    }

    /// The text's size within a proposal, wrapped at its width limit (or at
    /// ``preferredMaxLayoutWidth`` when unbounded), plus a user subclass's enlargement.
    func measureText(_ proposal: SizeProposal) -> Size {
        let extra = subclassEnlargement
        var width = proposal.width.reduced(by: extra.width).limit
        if width == nil, numberOfLines != 1, preferredMaxLayoutWidth > 0 { width = preferredMaxLayoutWidth }
        guard let layout = textLayout(width: width) else {
            return Size(width: max(0, extra.width), height: max(0, extra.height))
        }
        return Size(
            width: max(0, min(layout.size.width, width ?? .infinity) + extra.width),
            height: max(0, layout.size.height + extra.height))
    }

    /// How much a subclass's ``intrinsicContentSize`` exceeds the text's own (zero for Vellum's
    /// labels, which size themselves, and on an axis a subclass reports no metric for).
    private var subclassEnlargement: Size {
        // A subclass whose intrinsicContentSize asks sizeThatFits would otherwise recurse forever.
        guard isUserSubclass, !isMeasuringEnlargement else { return .zero }
        isMeasuringEnlargement = true
        defer { isMeasuringEnlargement = false }
        let reported = intrinsicContentSize
        let own = vellumIntrinsicSize
        func enlargement(_ value: Double, _ base: Double) -> Double {
            value.isFinite && value != View.noIntrinsicMetric ? value - base : 0
        }
        return Size(
            width: enlargement(reported.width, own.width), height: enlargement(reported.height, own.height))
    }

    /// Where the text's top sits in a label of a height: centred vertically, as UILabel does.
    func textOrigin(for layout: TextLayout, in size: Size) -> Point {
        Point(x: 0, y: ((size.height - layout.size.height) / 2))
    }

    /// The first line's baseline in a label of a size.
    open override func firstBaseline(in size: Size) -> Double? {
        guard let layout = textLayout(width: size.width), let b = layout.firstBaseline else { return nil }
        return textOrigin(for: layout, in: size).y + b
    }

    /// The last visible line's baseline in a label of a size.
    open override func lastBaseline(in size: Size) -> Double? {
        guard let layout = textLayout(width: size.width), let b = layout.lastBaseline else { return nil }
        return textOrigin(for: layout, in: size).y + b
    }

    /// Draws the text, wrapped at the bounds' width and centred vertically; a label without area
    /// (a zero frame, as UIKit's) draws nothing. A subclass's label draws through
    /// ``drawText(in:)`` with its bounds, as UIKit's does.
    open override func draw(in context: GraphicsContext) {
        guard isUserSubclass else {
            guard let placement = textPlacement() else { return }
            context.draw(placement.layout, at: placement.origin)
            return
        }
        if GraphicsContext.current === context {
            drawText(in: bounds)
        } else {
            context.withCurrent { drawText(in: bounds) }
        }
    }

    /// Draws the text in a rectangle of the view, into the current context
    /// (``/Canvas/GraphicsContext/current``), UILabel's override point for drawing.
    ///
    /// The default wraps the text at the rectangle's width and centres it vertically in it, as
    /// the label draws in its bounds; a rectangle without area draws nothing. A subclass that pads
    /// its text calls `super.drawText(in: rect.inset(by: insets))`.
    open func drawText(in rect: Rect) {
        // In the bounds, through textPlacement(), which Vellum's PaddedLabel overrides.
        guard let context = GraphicsContext.current,
            let placement = rect == bounds ? textPlacement() : textPlacement(in: rect)
        else { return }
        context.draw(placement.layout, at: placement.origin)
    }

    /// The text as ``draw(in:)`` draws it: its layout and its top-left corner in the bounds, or
    /// `nil` when it draws nothing.
    func textPlacement() -> (layout: TextLayout, origin: Point)? {
        textPlacement(in: bounds)
    }

    /// The text as ``drawText(in:)`` draws it in a rectangle: its layout and its top-left corner,
    /// or `nil` when it draws nothing.
    private func textPlacement(in rect: Rect) -> (layout: TextLayout, origin: Point)? {
        guard rect.width > 0, rect.height > 0, rect.isFinite, let layout = drawingLayout(width: rect.width)
        else { return nil }
        let offset = textOrigin(for: layout, in: rect.size)
        return (layout, Point(x: rect.minX + offset.x, y: rect.minY + offset.y))
    }

    /// The text's ink, when this is one of Vellum's own label classes (a subclass may draw
    /// anything) and the text was laid out without Pango.
    override func inkBounds() -> Rect? {
        guard !isUserSubclass, let placement = textPlacement() else { return nil }
        return placement.layout.inkBounds(at: placement.origin)
    }

    /// The text (shortened), the line limit and the font.
    open override var debugProperties: [String] {
        var result = super.debugProperties
        if let text {
            let short = text.count > 40 ? String(text.prefix(39)) + "…" : text
            result.append("text=\"\(short.replacingOccurrences(of: "\n", with: "\\n"))\"")
        }
        if isPlain { result.append("font=\"\(labelFont)\"") }
        if numberOfLines != 1 { result.append("lines=\(numberOfLines)") }
        return result
    }
}
