import Foundation

/// The line style of an underline or a strikethrough (NSUnderlineStyle's model).
///
/// Pango draws ``single`` and ``double`` underlines; a ``thick`` underline is drawn single, and
/// any strikethrough is one line.
public struct UnderlineStyle: OptionSet, Sendable, Hashable {
    /// The raw bits, as in NSUnderlineStyle.
    public let rawValue: Int
    /// Creates a style from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A single line.
    public static let single = UnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = UnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = UnderlineStyle(rawValue: 0x09)
}

/// UIKit's name for ``UnderlineStyle``, so `NSUnderlineStyle.single.rawValue` ports unchanged.
public typealias NSUnderlineStyle = UnderlineStyle

/// Vellum's attributes for Foundation's `AttributedString`.
public struct VellumAttributes: AttributeScope {
    /// The run's font.
    public let font: FontAttribute
    /// The run's text colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the run's glyphs.
    public let backgroundColor: BackgroundColorAttribute
    /// The run's underline style.
    public let underlineStyle: UnderlineStyleAttribute
    /// The underline's colour (the text colour when absent).
    public let underlineColor: UnderlineColorAttribute
    /// The run's strikethrough style.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// The strikethrough's colour (the text colour when absent).
    public let strikethroughColor: StrikethroughColorAttribute
    /// Extra space after each character, in points.
    public let kern: KernAttribute
    /// The baseline shift, in points (positive is up).
    public let baselineOffset: BaselineOffsetAttribute
    /// The paragraph style (read from a paragraph's first character, as TextKit does).
    public let paragraphStyle: ParagraphStyleAttribute
    /// An inline image on the run's U+FFFC characters (UIKit's `NSTextAttachment`).
    public let attachment: AttachmentAttribute
    /// Foundation's attributes, for `link`: a linked run keeps its own colours (give it a
    /// colour or an underline to show it), and PDF output makes its area clickable.
    public let foundation: AttributeScopes.FoundationAttributes

    /// The run's font.
    public enum FontAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = Font
        /// The key's name.
        public static let name = "VellumFont"
    }
    /// The run's text colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = Color
        /// The key's name.
        public static let name = "VellumForegroundColor"
    }
    /// The colour behind the run's glyphs.
    public enum BackgroundColorAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = Color
        /// The key's name.
        public static let name = "VellumBackgroundColor"
    }
    /// The run's underline style.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = UnderlineStyle
        /// The key's name.
        public static let name = "VellumUnderlineStyle"
    }
    /// The underline's colour.
    public enum UnderlineColorAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = Color
        /// The key's name.
        public static let name = "VellumUnderlineColor"
    }
    /// The run's strikethrough style.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = UnderlineStyle
        /// The key's name.
        public static let name = "VellumStrikethroughStyle"
    }
    /// The strikethrough's colour.
    public enum StrikethroughColorAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = Color
        /// The key's name.
        public static let name = "VellumStrikethroughColor"
    }
    /// Extra space after each character, in points.
    public enum KernAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = Double
        /// The key's name.
        public static let name = "VellumKern"
    }
    /// The baseline shift, in points (positive is up).
    public enum BaselineOffsetAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = Double
        /// The key's name.
        public static let name = "VellumBaselineOffset"
    }
    /// The paragraph style.
    public enum ParagraphStyleAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = ParagraphStyle
        /// The key's name.
        public static let name = "VellumParagraphStyle"
    }
    /// An inline image on the run's U+FFFC characters.
    public enum AttachmentAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = TextAttachment
        /// The key's name.
        public static let name = "VellumAttachment"
    }
}

extension AttributeScopes {
    /// Vellum's attributes: font, colours, underline, strikethrough, kern, baseline offset,
    /// paragraph style, attachment, and Foundation's link.
    public var vellum: VellumAttributes.Type { VellumAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets `attributed.font = …` and `container.paragraphStyle = …` reach Vellum's attributes.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<VellumAttributes, T>) -> T {
        self[T.self]
    }
}

/// The effective attributes of one run, with defaults filled in.
struct ResolvedAttributes: Hashable, Sendable {
    /// Attributes held by reference, for spans to share (see ``TextSpan``).
    final class Box: Sendable {
        let value: ResolvedAttributes
        init(_ value: ResolvedAttributes) { self.value = value }
    }

    var font: Font
    var foregroundColor: Color
    var backgroundColor: Color?
    var underline: UnderlineStyle?
    var underlineColor: Color?
    var strikethrough: UnderlineStyle?
    var strikethroughColor: Color?
    var kern: Double
    var baselineOffset: Double
    var paragraphStyle: ParagraphStyle?
    var link: URL?
    var attachment: TextAttachment?

    /// The attributes of text that sets none: the defaults' font and colour (resolved for `style`).
    init(defaults: TextDefaults, style: UserInterfaceStyle) {
        font = defaults.font
        foregroundColor = defaults.color.resolved(for: style)
        backgroundColor = nil
        underline = nil
        underlineColor = nil
        strikethrough = nil
        strikethroughColor = nil
        kern = 0
        baselineOffset = 0
        paragraphStyle = nil
        link = nil
        attachment = nil
    }

    /// The attributes of a run Markup styled: what the run's attribute container
    /// (``Markup/Style/attributes``) resolves to, whatever the defaults, since it sets a font and
    /// a colour.
    init(_ markup: Markup.Style, style: UserInterfaceStyle) {
        font = markup.font
        foregroundColor = markup.color.resolved(for: style)
        backgroundColor = markup.background?.resolved(for: style)
        underline = markup.underline
        underlineColor = nil
        strikethrough = markup.strikethrough
        strikethroughColor = nil
        kern = 0
        baselineOffset = markup.baselineOffset ?? 0
        paragraphStyle = nil
        link = nil
        attachment = nil
    }

    /// A run's attributes, its colours resolved for `style`.
    init(_ run: AttributedString.Runs.Run, defaults: TextDefaults, style: UserInterfaceStyle) {
        font = run[VellumAttributes.FontAttribute.self] ?? defaults.font
        foregroundColor = (run[VellumAttributes.ForegroundColorAttribute.self] ?? defaults.color).resolved(
            for: style)
        backgroundColor = run[VellumAttributes.BackgroundColorAttribute.self]?.resolved(for: style)
        underline = run[VellumAttributes.UnderlineStyleAttribute.self]
        underlineColor = run[VellumAttributes.UnderlineColorAttribute.self]?.resolved(for: style)
        strikethrough = run[VellumAttributes.StrikethroughStyleAttribute.self]
        strikethroughColor = run[VellumAttributes.StrikethroughColorAttribute.self]?.resolved(for: style)
        kern = run[VellumAttributes.KernAttribute.self] ?? 0
        baselineOffset = run[VellumAttributes.BaselineOffsetAttribute.self] ?? 0
        paragraphStyle = run[VellumAttributes.ParagraphStyleAttribute.self]
        link = run[AttributeScopes.FoundationAttributes.LinkAttribute.self]
        attachment = run[VellumAttributes.AttachmentAttribute.self]
    }
}
