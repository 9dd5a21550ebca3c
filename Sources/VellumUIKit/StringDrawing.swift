// UIKit's string drawing (`NSStringDrawing`): strings and attributed strings measured and drawn
// into the current context, as custom views and charts place text in `draw(_:)`.
//
// Text without a font is drawn in the 12-point system font and without a colour in black, as
// UIKit's string drawing does. Drawing outside a drawing context (no
// `UIGraphicsGetCurrentContext()`) does nothing.

/// Options of ``Swift/StringProtocol/boundingRect(with:options:attributes:context:)`` and
/// ``Swift/StringProtocol/draw(with:options:attributes:context:)`` (UIKit's
/// `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lays the text out in lines within the width, the rectangle's origin at the top-left;
    /// without it the text is one line and the origin is its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted; Vellum's line heights already include the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted; measurements are always typographic.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Ends the last line that fits the rectangle's height with an ellipsis when text is left.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's `NSStringDrawingContext`: accepted for its signature; Vellum does not scale text down.
public final class NSStringDrawingContext {
    /// The smallest scale UIKit may shrink text to; Vellum keeps 1.
    public var minimumScaleFactor: Double = 0
    /// The scale the text was drawn at: always 1.
    public private(set) var actualScaleFactor: Double = 1
    /// The rectangle the last measurement or drawing covered.
    public internal(set) var totalBounds: Rect = .zero

    /// Creates a context.
    public init() {}
}

/// How string drawing lays text out: the attributes UIKit's defaults fill in, and the layouts of
/// each kind of call.
enum StringDrawing {
    /// UIKit's defaults for text drawn without a font or colour.
    static let defaults = TextDefaults(font: .systemFont(ofSize: 12), color: .black)

    /// The text with UIKit's attributes.
    static func attributed(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> AttributedString
    {
        AttributedString(string, attributes: NSAttributedString.vellumAttributes(attributes ?? [:]))
    }

    /// `text` laid out for a call: in lines within `width` (unlimited when `nil`, not positive or
    /// not finite), at most `lines` lines (0 for no limit). With `truncating`, a text cut by the
    /// limit ends its last visible line in an ellipsis (`truncatesLastVisibleLine`), whatever the
    /// paragraph style's break mode.
    static func layout(_ text: AttributedString, width: Double?, lines: Int = 0, truncating: Bool = false)
        -> TextLayout
    {
        var options = TextLayout.Options(width: width.flatMap { $0 > 0 && $0 < 1e9 ? $0 : nil })
        options.defaults = defaults
        options.maximumNumberOfLines = lines
        if truncating, lines > 0 { options.lineBreakMode = .byTruncatingTail }
        // Dynamic colours resolve for the appearance being drawn (light outside drawing).
        if let context = GraphicsContext.current { options.userInterfaceStyle = context.userInterfaceStyle }
        return TextLayout(text, options: options)
    }

    /// The lines that fit `height` (at least one), for truncating the last visible line.
    static func lines(of text: AttributedString, width: Double?, fitting height: Double) -> Int {
        let full = layout(text, width: width)
        guard height.isFinite, height > 0 else { return 0 }
        let fitting = full.lines.prefix { $0.rect.maxY <= height + 1e-9 }.count
        return fitting >= full.lines.count ? 0 : max(1, fitting)
    }

    /// The rectangle `boundingRect(with:options:…)` answers.
    static func boundingRect(
        _ text: AttributedString, size: Size, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) -> Rect {
        let rect: Rect
        if options.contains(.usesLineFragmentOrigin) {
            let lines =
                options.contains(.truncatesLastVisibleLine)
                ? Self.lines(of: text, width: size.width, fitting: size.height) : 0
            rect = Rect(
                origin: .zero, size: layout(text, width: size.width, lines: lines, truncating: true).size)
        } else {
            // One line, the origin at its baseline.
            let line = layout(text, width: nil, lines: 1)
            let baseline = line.lines.first?.baseline ?? 0
            rect = Rect(x: 0, y: -baseline, width: line.size.width, height: line.size.height)
        }
        context?.totalBounds = rect
        return rect
    }

    /// Draws `text` into the current context as `draw(with:options:…)` does.
    static func draw(_ text: AttributedString, with rect: Rect, options: NSStringDrawingOptions) {
        guard let context = GraphicsContext.current else { return }
        if options.contains(.usesLineFragmentOrigin) {
            let lines =
                options.contains(.truncatesLastVisibleLine)
                ? Self.lines(of: text, width: rect.width, fitting: rect.height) : 0
            context.draw(layout(text, width: rect.width, lines: lines, truncating: true), at: rect.origin)
        } else {
            let line = layout(text, width: nil, lines: 1)
            let baseline = line.lines.first?.baseline ?? 0
            context.draw(line, at: Point(x: rect.minX, y: rect.minY - baseline))
        }
    }

    /// Draws `text` wrapped within `rect` and clipped to it, as `draw(in:)` does.
    static func draw(_ text: AttributedString, in rect: Rect) {
        guard let context = GraphicsContext.current, rect.width > 0, rect.height > 0 else { return }
        context.withSavedState {
            context.clip(to: rect)
            context.draw(layout(text, width: rect.width), at: rect.origin)
        }
    }

    /// Draws `text` on lines of unlimited width from `point`, as `draw(at:)` does.
    static func draw(_ text: AttributedString, at point: Point) {
        GraphicsContext.current?.draw(layout(text, width: nil), at: point)
    }
}

/// Text UIKit's string drawing works on: `String`, `Substring` and `NSString` (UIKit code
/// writes `("Total" as NSString).draw(at:withAttributes:)` as often as the `String` form).
public protocol UIKitDrawableString {
    /// The text to draw.
    var stringForDrawing: String { get }
}

extension String: UIKitDrawableString {
    /// The string itself.
    public var stringForDrawing: String { self }
}

extension Substring: UIKitDrawableString {
    /// The substring as a string.
    public var stringForDrawing: String { String(self) }
}

extension NSString: UIKitDrawableString {
    /// The string bridged to Swift.
    public var stringForDrawing: String { self as String }
}

extension UIKitDrawableString {
    /// The size the string takes drawn with the attributes (UIKit's `size(withAttributes:)`):
    /// lines of unlimited width, one per line break.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> Size {
        StringDrawing.layout(StringDrawing.attributed(stringForDrawing, attributes), width: nil).size
    }

    /// Draws the string with its top-left corner at `point` in the current context.
    public func draw(at point: Point, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.attributed(stringForDrawing, attributes), at: point)
    }

    /// Draws the string wrapped within `rect` and clipped to it, in the current context.
    public func draw(in rect: Rect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.attributed(stringForDrawing, attributes), in: rect)
    }

    /// The rectangle the string takes within `size` (UIKit's
    /// `boundingRect(with:options:attributes:context:)`; see ``NSStringDrawingOptions``).
    public func boundingRect(
        with size: Size, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext? = nil
    ) -> Rect {
        StringDrawing.boundingRect(
            StringDrawing.attributed(stringForDrawing, attributes), size: size, options: options,
            context: context
        )
    }

    /// Draws the string in `rect` as ``boundingRect(with:options:attributes:context:)`` measures
    /// it, in the current context.
    public func draw(
        with rect: Rect, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext? = nil
    ) {
        StringDrawing.draw(
            StringDrawing.attributed(stringForDrawing, attributes), with: rect, options: options)
        context?.totalBounds = rect
    }
}

extension NSAttributedString {
    /// The size the text takes drawn (UIKit's `size()`): lines of unlimited width.
    public func size() -> Size {
        StringDrawing.layout(vellumAttributedString, width: nil).size
    }

    /// Draws the text with its top-left corner at `point` in the current context.
    public func draw(at point: Point) {
        StringDrawing.draw(vellumAttributedString, at: point)
    }

    /// Draws the text wrapped within `rect` and clipped to it, in the current context.
    public func draw(in rect: Rect) {
        StringDrawing.draw(vellumAttributedString, in: rect)
    }

    /// The rectangle the text takes within `size` (see ``NSStringDrawingOptions``).
    public func boundingRect(
        with size: Size, options: NSStringDrawingOptions = [], context: NSStringDrawingContext? = nil
    ) -> Rect {
        StringDrawing.boundingRect(vellumAttributedString, size: size, options: options, context: context)
    }

    /// Draws the text in `rect` as ``boundingRect(with:options:context:)`` measures it, in the
    /// current context.
    public func draw(
        with rect: Rect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext? = nil
    ) {
        StringDrawing.draw(vellumAttributedString, with: rect, options: options)
        context?.totalBounds = rect
    }
}
