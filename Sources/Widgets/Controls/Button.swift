import Canvas
import Foundation

/// A button, drawn and not interactive (UIKit's `UIButton`): a title and an image with colours
/// and images per state, or a ``Configuration`` (iOS 15's styles), in its ``Control/state``'s look.
///
/// Its intrinsic size is UIKit's: without a configuration, the image's width plus the title's,
/// and the taller of the two plus 6 pt above and below when it has a title and
/// ``contentEdgeInsets`` are zero (a `.system` button with a 15 pt title is 30 pt high), plus
/// ``contentEdgeInsets``; with one, the content plus its insets.
/// ``titleEdgeInsets`` and ``imageEdgeInsets`` move the title and image without changing the size,
/// as in UIKit.
open class Button: Control {
    /// The button's kind, which sets its default title font and colours.
    public internal(set) var buttonType: ButtonType = .custom
    /// Space around the title and image (ignored while ``configuration`` is set).
    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { contentChanged() } }
    }
    /// Moves the title within its place (its size does not change the button's).
    public var titleEdgeInsets: EdgeInsets = .zero {
        didSet { if titleEdgeInsets != oldValue { setNeedsLayout() } }
    }
    /// Moves the image within its place (its size does not change the button's).
    public var imageEdgeInsets: EdgeInsets = .zero {
        didSet { if imageEdgeInsets != oldValue { setNeedsLayout() } }
    }
    /// The look in one value; when set, it replaces the per-state titles, colours and images.
    public var configuration: Configuration? {
        didSet { if configuration != oldValue { contentChanged() } }
    }
    /// Kept for UIKit code: Vellum draws images as they are.
    public var adjustsImageWhenHighlighted = true
    /// Kept for UIKit code: Vellum draws images as they are.
    public var adjustsImageWhenDisabled = true

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: Color] = [:]
    private var images: [UInt: Image] = [:]
    private var backgroundImages: [UInt: Image] = [:]
    private let titleContent = ButtonTitleLabel()
    private let imageContent = ImageView()

    /// Creates a `.custom` button with a frame (UIKit's `UIButton(frame:)`).
    public override init(frame: Rect) {
        super.init(frame: frame)
        setUpContent()
    }

    /// Creates a `.custom` button as an archive would (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent()
    }

    /// Creates a button of a type (UIKit's `UIButton(type:)`); a subclass's `init(frame:)` runs
    /// first, and a title font it sets is kept.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        applyTypeFont()
        contentChanged()
    }

    /// Creates a `.system` button that sends an action when tapped (UIKit's
    /// `UIButton(type:primaryAction:)`).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: ControlAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a `.system` button drawn from a configuration (UIKit's
    /// `UIButton(configuration:primaryAction:)`).
    public convenience init(configuration: Configuration, primaryAction: ControlAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
        contentChanged()  // observers do not run in the class's own initializers
    }

    private func setUpContent() {
        titleContent.isHidden = true
        imageContent.isHidden = true
        addSubview(imageContent)
        addSubview(titleContent)
        applyTypeFont()
        contentChanged()
    }

    private func applyTypeFont() {
        guard !titleContent.hasCustomFont else { return }
        titleContent.font = .systemFont(ofSize: buttonType.isSystem ? 15 : 18)
        titleContent.hasCustomFont = false
    }

    // MARK: Content per state

    /// The label that shows the title (UIKit's `titleLabel`); set its font here. Its text and
    /// colour follow the state.
    public var titleLabel: Label? { titleContent }
    /// The image view that shows the image (UIKit's `imageView`).
    public var imageView: ImageView? { imageContent }

    /// Sets the title for a state (`nil` removes it: the state then shows `.normal`'s).
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentChanged()
    }

    /// The title for a state: its own, else `.normal`'s.
    public func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title's colour for a state (`nil` removes it).
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        contentChanged()
    }

    /// The title's colour set for a state: its own, else `.normal`'s; `nil` when the type's
    /// default applies.
    public func titleColor(for state: State) -> Color? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Sets the image for a state (`nil` removes it).
    public func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        contentChanged()
    }

    /// The image for a state: its own, else `.normal`'s.
    public func image(for state: State) -> Image? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Sets the image stretched behind the content for a state (`nil` removes it).
    public func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state.rawValue] = image
        contentChanged()
    }

    /// The background image for a state: its own, else `.normal`'s.
    public func backgroundImage(for state: State) -> Image? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The title shown in the current state.
    public var currentTitle: String? { configuration.map { $0.title } ?? title(for: state) }
    /// The image shown in the current state.
    public var currentImage: Image? { configuration.map { $0.image } ?? image(for: state) }
    /// The background image shown in the current state.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    /// The title's colour in the current state: the colour set for it (or for `.normal`), else
    /// the type's: the tint colour for `.system` (at 20% opacity while highlighted,
    /// `tertiaryLabel` while disabled), white for `.custom`.
    public var currentTitleColor: Color {
        let state = self.state
        if let configuration { return configuration.foregroundColor(for: state, tint: tintColor) }
        if buttonType.isSystem {
            if state.contains(.disabled), titleColors[state.rawValue] == nil { return .tertiaryLabel }
            let tint: Color = tintColor
            let base = titleColor(for: state) ?? tint
            if state.contains(.highlighted), titleColors[state.rawValue] == nil {
                return base.withAlphaComponent(base.alpha * 0.2)
            }
            return base
        }
        return titleColor(for: state) ?? .white
    }

    // MARK: Updating

    /// Updates the title and image for the new state.
    open override func controlStateDidChange() {
        contentChanged()
    }

    /// Updates the title's colour for the new tint.
    open override func tintColorDidChange() {
        contentChanged()
    }

    /// Shows the current title, colour and image, and measures again.
    private func contentChanged() {
        let title = currentTitle
        titleContent.text = title
        titleContent.isHidden = title?.isEmpty ?? true
        titleContent.textColor = currentTitleColor
        if let configuration {
            titleContent.font = configuration.buttonSize.titleFont
            titleContent.hasCustomFont = false
        }
        let image = currentImage
        imageContent.image = image
        imageContent.isHidden = image == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Size and layout

    /// The sizes of the title (zero without one) and image (zero without one).
    private var contentSizes: (title: Size, image: Size) {
        let title = titleContent.isHidden ? Size.zero : titleContent.intrinsicContentSize
        let image = imageContent.image?.size ?? .zero
        return (title, image)
    }

    /// The gap between image and title.
    private var imageTitleGap: Double {
        guard let configuration, !titleContent.isHidden, imageContent.image != nil else { return 0 }
        return configuration.imagePadding
    }

    /// The insets around the content: the configuration's, else ``contentEdgeInsets``, with
    /// UIKit's 6 pt above and below a title when they are zero.
    private var effectiveInsets: EdgeInsets {
        if let configuration { return configuration.contentInsets }
        if contentEdgeInsets == .zero, imageContent.image == nil || !titleContent.isHidden {
            return EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
        }
        return contentEdgeInsets
    }

    /// The content's size plus the insets (see ``Button``); an empty button without a
    /// configuration is 30 pt wide and as high as a line of its title font plus 12 pt, as UIKit's.
    open override var intrinsicContentSize: Size {
        var (title, image) = contentSizes
        if configuration == nil, titleContent.isHidden, imageContent.image == nil {
            let probe = Label()
            probe.font = titleContent.font
            probe.text = " "
            let line = probe.intrinsicContentSize.height
            return Size(
                width: 30 + contentEdgeInsets.horizontal, height: line + effectiveInsets.vertical)
        }
        if titleContent.isHidden { title = .zero }
        let insets = effectiveInsets
        return Size(
            width: image.width + imageTitleGap + title.width + insets.horizontal,
            height: max(image.height, title.height) + insets.vertical)
    }

    /// The intrinsic size, whatever the proposal (UIKit's `sizeThatFits(_:)` for a button).
    open override func sizeThatFits(_ size: Size) -> Size {
        intrinsicContentSize
    }

    /// Places the image then the title, side by side, by the content alignments inside the
    /// insets; the title is shortened when they do not fit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: configuration == nil ? contentEdgeInsets : effectiveInsets)
        let (title, image) = contentSizes
        let gap = imageTitleGap
        let titleWidth = max(0, min(title.width, area.width - image.width - gap))
        let total = image.width + gap + titleWidth
        var x: Double
        switch contentHorizontalAlignment {
        case .left, .leading: x = area.minX
        case .right, .trailing: x = area.maxX - total
        case .center, .fill: x = area.minX + (area.width - total) / 2
        }
        func y(_ height: Double) -> Double {
            switch contentVerticalAlignment {
            case .top: area.minY
            case .bottom: area.maxY - height
            case .center, .fill: area.minY + (area.height - height) / 2
            }
        }
        func shifted(_ rect: Rect, by insets: EdgeInsets) -> Rect {
            rect.offsetBy(dx: (insets.left - insets.right) / 2, dy: (insets.top - insets.bottom) / 2)
        }
        if imageContent.image != nil {
            imageContent.frame = shifted(
                Rect(x: x, y: y(image.height), width: image.width, height: image.height), by: imageEdgeInsets)
            x += image.width + gap
        }
        if !titleContent.isHidden {
            titleContent.frame = shifted(
                Rect(x: x, y: y(title.height), width: titleWidth, height: title.height), by: titleEdgeInsets)
        }
    }

    // MARK: Drawing

    /// Draws the configuration's background, or the state's background image, then the
    /// subclass's ``View/draw(_:)``.
    open override func draw(in context: GraphicsContext) {
        if let configuration {
            let radius = configuration.cornerRadius(height: bounds.height)
            let shape = Path(roundedRect: bounds, cornerRadius: min(radius, bounds.height / 2))
            if let fill = configuration.backgroundFill(for: state, tint: tintColor) {
                context.fill(shape, with: .color(fill))
            }
            if let stroke = configuration.background.strokeColor, configuration.background.strokeWidth > 0 {
                let width = configuration.background.strokeWidth
                let inner = Path(
                    roundedRect: bounds.inset(by: EdgeInsets(all: width / 2)),
                    cornerRadius: max(0, min(radius, bounds.height / 2) - width / 2))
                context.stroke(inner, with: .color(stroke), style: StrokeStyle(lineWidth: width))
            }
        } else if let background = currentBackgroundImage {
            context.draw(background, in: bounds)
        }
        super.draw(in: context)
    }

    /// The type, the state and the title.
    open override var debugProperties: [String] {
        var result = super.debugProperties
        result.append("type=\(buttonType)")
        if state != .normal { result.append("state=\(state.rawValue)") }
        if let currentTitle { result.append("title=\"\(currentTitle)\"") }
        return result
    }
}

/// A button's title label: a ``Label`` that remembers whether code set its font, so that
/// `UIButton(type:)` keeps a font a subclass's `init(frame:)` set.
final class ButtonTitleLabel: Label {
    /// Whether the font was set from outside the button.
    var hasCustomFont = false

    /// The font; setting it records that it was set.
    override var font: Font! {
        didSet { hasCustomFont = true }
    }
}
