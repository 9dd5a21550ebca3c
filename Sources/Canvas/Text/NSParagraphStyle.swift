import Foundation

/// UIKit's name for ``TextAlignment``, so `NSTextAlignment.center` ports unchanged.
public typealias NSTextAlignment = TextAlignment
/// UIKit's name for ``LineBreakMode``, so `NSLineBreakMode.byTruncatingTail` ports unchanged.
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's name for ``WritingDirection``, so `NSWritingDirection.rightToLeft` ports unchanged.
public typealias NSWritingDirection = WritingDirection

/// UIKit's paragraph style class, so code written for UIKit ports unchanged; it wraps a
/// ``ParagraphStyle`` value.
open class NSParagraphStyle: NSObject {
    /// The value this object describes.
    public internal(set) var style: ParagraphStyle

    /// The default paragraph style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Creates the default style.
    public override init() {
        style = ParagraphStyle()
        super.init()
    }

    /// Creates an object describing `style`.
    public init(style: ParagraphStyle) {
        self.style = style
        super.init()
    }

    /// Horizontal alignment.
    public var alignment: TextAlignment { style.alignment }
    /// Space between lines, in points.
    public var lineSpacing: CGFloat { CGFloat(style.lineSpacing) }
    /// Space after the paragraph, in points.
    public var paragraphSpacing: CGFloat { CGFloat(style.paragraphSpacing) }
    /// Space before the paragraph, in points.
    public var paragraphSpacingBefore: CGFloat { CGFloat(style.paragraphSpacingBefore) }
    /// The least line height, in points.
    public var minimumLineHeight: CGFloat { CGFloat(style.minimumLineHeight) }
    /// The greatest line height, in points (0: none).
    public var maximumLineHeight: CGFloat { CGFloat(style.maximumLineHeight) }
    /// The line height factor (0: none).
    public var lineHeightMultiple: CGFloat { CGFloat(style.lineHeightMultiple) }
    /// The first line's indent, in points.
    public var firstLineHeadIndent: CGFloat { CGFloat(style.firstLineHeadIndent) }
    /// The other lines' indent, in points.
    public var headIndent: CGFloat { CGFloat(style.headIndent) }
    /// The trailing indent, in points.
    public var tailIndent: CGFloat { CGFloat(style.tailIndent) }
    /// How lines break and truncate.
    public var lineBreakMode: LineBreakMode { style.lineBreakMode }
    /// The base writing direction.
    public var baseWritingDirection: WritingDirection { style.baseWritingDirection }
    /// How eagerly words hyphenate (see ``ParagraphStyle/hyphenationFactor``).
    public var hyphenationFactor: Float { Float(style.hyphenationFactor) }
    /// Whether words hyphenate by the system's rule (see ``ParagraphStyle/usesDefaultHyphenation``).
    public var usesDefaultHyphenation: Bool { style.usesDefaultHyphenation }

    /// Compares the styles described.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.style == style
    }

    /// Hashes the style described.
    open override var hash: Int { style.hashValue }
}

/// UIKit's mutable paragraph style class: set properties, then use it as a `.paragraphStyle` value.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Horizontal alignment.
    public override var alignment: TextAlignment {
        get { style.alignment }
        set { style.alignment = newValue }
    }
    /// Space between lines, in points.
    public override var lineSpacing: CGFloat {
        get { CGFloat(style.lineSpacing) }
        set { style.lineSpacing = Double(newValue) }
    }
    /// Space after the paragraph, in points.
    public override var paragraphSpacing: CGFloat {
        get { CGFloat(style.paragraphSpacing) }
        set { style.paragraphSpacing = Double(newValue) }
    }
    /// Space before the paragraph, in points.
    public override var paragraphSpacingBefore: CGFloat {
        get { CGFloat(style.paragraphSpacingBefore) }
        set { style.paragraphSpacingBefore = Double(newValue) }
    }
    /// The least line height, in points.
    public override var minimumLineHeight: CGFloat {
        get { CGFloat(style.minimumLineHeight) }
        set { style.minimumLineHeight = Double(newValue) }
    }
    /// The greatest line height, in points (0: none).
    public override var maximumLineHeight: CGFloat {
        get { CGFloat(style.maximumLineHeight) }
        set { style.maximumLineHeight = Double(newValue) }
    }
    /// The line height factor (0: none).
    public override var lineHeightMultiple: CGFloat {
        get { CGFloat(style.lineHeightMultiple) }
        set { style.lineHeightMultiple = Double(newValue) }
    }
    /// The first line's indent, in points.
    public override var firstLineHeadIndent: CGFloat {
        get { CGFloat(style.firstLineHeadIndent) }
        set { style.firstLineHeadIndent = Double(newValue) }
    }
    /// The other lines' indent, in points.
    public override var headIndent: CGFloat {
        get { CGFloat(style.headIndent) }
        set { style.headIndent = Double(newValue) }
    }
    /// The trailing indent, in points.
    public override var tailIndent: CGFloat {
        get { CGFloat(style.tailIndent) }
        set { style.tailIndent = Double(newValue) }
    }
    /// How lines break and truncate.
    public override var lineBreakMode: LineBreakMode {
        get { style.lineBreakMode }
        set { style.lineBreakMode = newValue }
    }
    /// The base writing direction.
    public override var baseWritingDirection: WritingDirection {
        get { style.baseWritingDirection }
        set { style.baseWritingDirection = newValue }
    }
    /// How eagerly words hyphenate (see ``ParagraphStyle/hyphenationFactor``).
    public override var hyphenationFactor: Float {
        get { Float(style.hyphenationFactor) }
        set { style.hyphenationFactor = Double(newValue) }
    }
    /// Whether words hyphenate by the system's rule.
    public override var usesDefaultHyphenation: Bool {
        get { style.usesDefaultHyphenation }
        set { style.usesDefaultHyphenation = newValue }
    }
}
