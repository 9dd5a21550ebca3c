import Foundation

extension NSAttributedString.Key {
    /// The font: a ``Font``.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour: a ``Color``.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour: a ``Color``.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph style: an ``NSParagraphStyle`` or a ``ParagraphStyle``.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character in points: a number.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline: an ``UnderlineStyle`` or its raw `Int`, as UIKit code passes it.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline colour: a ``Color``.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough: an ``UnderlineStyle`` or its raw `Int`.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough colour: a ``Color``.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The baseline shift in points, positive up: a number.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link: a `URL` or a `String`.
    public static let link = NSAttributedString.Key("NSLink")
    /// An inline image on U+FFFC characters: an ``NSTextAttachment`` or a ``TextAttachment``.
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// The text as an `AttributedString` in Vellum's scope; keys Vellum does not know and values
    /// of the wrong type are dropped.
    public var vellumAttributedString: AttributedString {
        var result = AttributedString()
        let whole = NSRange(location: 0, length: length)
        enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let text = (string as NSString).substring(with: range)
            result.append(AttributedString(text, attributes: Self.vellumAttributes(attributes)))
        }
        return result
    }

    /// UIKit's attributes (``Foundation/NSAttributedString/Key``) as Vellum's; keys Vellum does
    /// not know and values of the wrong type are dropped.
    public static func vellumAttributes(_ attributes: [NSAttributedString.Key: Any]) -> AttributeContainer {
        var container = AttributeContainer()
        for (key, value) in attributes {
            switch key {
            case .font: container[VellumAttributes.FontAttribute.self] = value as? Font
            case .foregroundColor:
                container[VellumAttributes.ForegroundColorAttribute.self] = value as? Color
            case .backgroundColor:
                container[VellumAttributes.BackgroundColorAttribute.self] = value as? Color
            case .paragraphStyle:
                container[VellumAttributes.ParagraphStyleAttribute.self] =
                    (value as? NSParagraphStyle)?.style ?? value as? ParagraphStyle
            case .kern: container[VellumAttributes.KernAttribute.self] = number(value)
            case .baselineOffset:
                container[VellumAttributes.BaselineOffsetAttribute.self] = number(value)
            case .underlineStyle:
                container[VellumAttributes.UnderlineStyleAttribute.self] = line(value)
            case .underlineColor:
                container[VellumAttributes.UnderlineColorAttribute.self] = value as? Color
            case .strikethroughStyle:
                container[VellumAttributes.StrikethroughStyleAttribute.self] = line(value)
            case .strikethroughColor:
                container[VellumAttributes.StrikethroughColorAttribute.self] = value as? Color
            case .link:
                container[AttributeScopes.FoundationAttributes.LinkAttribute.self] =
                    value as? URL ?? (value as? String).flatMap(URL.init(string:))
            case .attachment:
                container[VellumAttributes.AttachmentAttribute.self] =
                    (value as? NSTextAttachment)?.textAttachment ?? value as? TextAttachment
            default: break
            }
        }
        return container
    }

    private static func number(_ value: Any) -> Double? { Double(numericValue: value) }

    private static func line(_ value: Any) -> UnderlineStyle? {
        if let style = value as? UnderlineStyle { return style.rawValue == 0 ? nil : style }
        guard let raw = value as? Int ?? (value as? NSNumber)?.intValue, raw != 0 else { return nil }
        return UnderlineStyle(rawValue: raw)
    }
}

extension AttributedString {
    /// The text as an `NSMutableAttributedString` with UIKit's keys (``Foundation/NSAttributedString/Key``).
    public var nsAttributedString: NSMutableAttributedString {
        let attributed = self
        let result = NSMutableAttributedString(string: "")
        for run in attributed.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let v = run[VellumAttributes.FontAttribute.self] { attributes[.font] = v }
            if let v = run[VellumAttributes.ForegroundColorAttribute.self] {
                attributes[.foregroundColor] = v
            }
            if let v = run[VellumAttributes.BackgroundColorAttribute.self] {
                attributes[.backgroundColor] = v
            }
            if let v = run[VellumAttributes.ParagraphStyleAttribute.self] {
                attributes[.paragraphStyle] = NSParagraphStyle(style: v)
            }
            if let v = run[VellumAttributes.KernAttribute.self] { attributes[.kern] = v }
            if let v = run[VellumAttributes.BaselineOffsetAttribute.self] { attributes[.baselineOffset] = v }
            if let v = run[VellumAttributes.UnderlineStyleAttribute.self] {
                attributes[.underlineStyle] = v.rawValue
            }
            if let v = run[VellumAttributes.UnderlineColorAttribute.self] { attributes[.underlineColor] = v }
            if let v = run[VellumAttributes.StrikethroughStyleAttribute.self] {
                attributes[.strikethroughStyle] = v.rawValue
            }
            if let v = run[VellumAttributes.StrikethroughColorAttribute.self] {
                attributes[.strikethroughColor] = v
            }
            if let v = run[AttributeScopes.FoundationAttributes.LinkAttribute.self] { attributes[.link] = v }
            if let v = run[VellumAttributes.AttachmentAttribute.self] {
                attributes[.attachment] = NSTextAttachment(v)
            }
            let text = String(attributed.characters[run.range])
            result.append(NSAttributedString(string: text, attributes: attributes))
        }
        return result
    }
}

extension NSMutableAttributedString {
    /// Creates an empty mutable attributed string, as UIKit code writes `NSMutableAttributedString()`.
    public convenience init() {
        self.init(string: "")
    }
}
