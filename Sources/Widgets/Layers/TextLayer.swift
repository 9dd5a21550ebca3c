import Canvas
import Foundation

/// A layer that draws a string (UIKit's `CATextLayer`): plain text in ``font`` at ``fontSize``
/// and ``foregroundColor``, or attributed text, laid out in the bounds by ``alignmentMode``,
/// ``isWrapped`` and ``truncationMode``.
///
/// The text is laid out and drawn by Canvas's text layout, as a label's is, so it is real text
/// in PDF (selectable) and glyph outlines in SVG. Its top-left corner is the bounds' top left;
/// lines past the bottom of the bounds are drawn unless ``truncationMode`` cuts them or
/// ``Layer/masksToBounds`` clips them, as on iOS.
open class TextLayer: Layer {
    /// How lines sit across the bounds (Core Animation's `CATextLayerAlignmentMode`).
    public struct AlignmentMode: RawRepresentable, Sendable, Hashable {
        /// The name.
        public let rawValue: String
        /// Creates a mode from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Left for left-to-right text, right for right-to-left text.
        public static let natural = AlignmentMode(rawValue: "natural")
        /// Flush left.
        public static let left = AlignmentMode(rawValue: "left")
        /// Flush right.
        public static let right = AlignmentMode(rawValue: "right")
        /// Centred.
        public static let center = AlignmentMode(rawValue: "center")
        /// Stretched to both edges, except each paragraph's last line.
        public static let justified = AlignmentMode(rawValue: "justified")

        /// Canvas's alignment for the mode; natural for a name Core Animation does not define.
        var textAlignment: TextAlignment {
            switch self {
            case .left: .left
            case .right: .right
            case .center: .center
            case .justified: .justified
            default: .natural
            }
        }
    }

    /// Where text that does not fit is cut and marked with an ellipsis (Core Animation's
    /// `CATextLayerTruncationMode`).
    public struct TruncationMode: RawRepresentable, Sendable, Hashable {
        /// The name.
        public let rawValue: String
        /// Creates a mode from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Not truncated: text past the bounds' edge is cut off (or overflows, when wrapped).
        public static let none = TruncationMode(rawValue: "none")
        /// An ellipsis at the start of the last visible line.
        public static let start = TruncationMode(rawValue: "start")
        /// An ellipsis at the end of the last visible line.
        public static let end = TruncationMode(rawValue: "end")
        /// An ellipsis in the middle of the last visible line.
        public static let middle = TruncationMode(rawValue: "middle")
    }

    /// The text: a `String`, an `NSAttributedString` or an `AttributedString`; anything else (or
    /// `nil`) draws nothing.
    open var string: Any?
    /// The font of plain text: a ``Canvas/Font`` or a font name (`UIFont(name:size:)`'s); its size
    /// is replaced by ``fontSize``. Anything else, or a name Vellum does not know, is the system
    /// font.
    open var font: Any?
    /// The size of plain text's font, in points (36 at first, as Core Animation's); a size that is
    /// not finite and positive draws nothing.
    open var fontSize: Double = 36
    /// The colour of plain text (white at first, as Core Animation's), and of attributed runs
    /// without one of their own.
    open var foregroundColor: Color? = .white
    /// How lines sit across the bounds.
    open var alignmentMode = AlignmentMode.natural
    /// Whether text wraps at the bounds' width (one line per paragraph when false).
    open var isWrapped = false
    /// Where text that does not fit the bounds is cut with an ellipsis.
    open var truncationMode = TruncationMode.none
    /// The pixels per point of the layer's bitmap on iOS; kept, without effect: Vellum draws the
    /// text as vectors at the output's own scale.
    open var contentsScale: Double = 1

    /// The font plain text is set in.
    var resolvedFont: Font {
        switch font {
        case let font as Font: font.withSize(fontSize)
        case let name as String: Font(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        default: .systemFont(ofSize: fontSize)
        }
    }

    /// The text laid out in the bounds for an appearance; `nil` when there is nothing to draw.
    public func textLayout(userInterfaceStyle: UserInterfaceStyle = .light) -> TextLayout? {
        let width = Double(bounds.width)
        guard width.isFinite, width > 0, fontSize.isFinite, fontSize > 0 else { return nil }
        let breakMode: LineBreakMode =
            switch truncationMode {
            case .start: .byTruncatingHead
            case .middle: .byTruncatingMiddle
            case .end: .byTruncatingTail
            default: isWrapped ? .byWordWrapping : .byClipping
            }
        let font = resolvedFont
        func layout(lines: Int) -> TextLayout? {
            let options = TextLayout.Options(
                width: width, maximumNumberOfLines: lines, lineBreakMode: breakMode,
                defaults: TextDefaults(
                    font: font, color: foregroundColor ?? .clear,
                    paragraphStyle: ParagraphStyle(alignment: alignmentMode.textAlignment)),
                userInterfaceStyle: userInterfaceStyle)
            switch string {
            case let text as String:
                return text.isEmpty
                    ? nil
                    : TextLayout(
                        plain: text, font: font, color: foregroundColor ?? .clear, options: options)
            case let text as NSAttributedString:
                return text.length == 0 ? nil : TextLayout(text, options: options)
            case let text as AttributedString:
                return text.characters.isEmpty ? nil : TextLayout(text, options: options)
            default: return nil
            }
        }
        guard isWrapped else { return layout(lines: 1) }
        guard truncationMode != .none, let full = layout(lines: 0) else { return layout(lines: 0) }
        // Wrapped and truncated: as many lines as the bounds' height holds (at least one).
        let height = Double(bounds.height)
        let fitting = full.lines.filter { Double($0.rect.maxY) <= height + 0.5 }.count
        return fitting >= full.lines.count ? full : layout(lines: max(1, fitting))
    }

    /// Draws the text at the bounds' top-left corner.
    open override func draw(in context: GraphicsContext) {
        guard let layout = textLayout(userInterfaceStyle: context.userInterfaceStyle) else { return }
        context.draw(layout, at: bounds.origin)
    }
}
