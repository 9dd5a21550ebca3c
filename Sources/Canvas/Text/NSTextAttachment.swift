import Foundation

/// UIKit's text attachment: an image inline in attributed text, set with
/// ``Foundation/NSAttributedString/Key/attachment`` on a U+FFFC character.
///
/// A class, as in UIKit, so code that makes one, sets its `image` and `bounds` and then builds
/// `NSAttributedString(attachment:)` ports unchanged. The attributed string takes a copy of its
/// values (a ``TextAttachment``) when it is turned into Vellum's text (when a label or string
/// drawing receives it); changes to the object after that are not seen.
open class NSTextAttachment {
    /// The image drawn in the attachment's box.
    open var image: Image?
    /// The box relative to the pen position on the baseline, y up; empty bounds take the
    /// image's size (see ``TextAttachment``).
    open var bounds: Rect

    /// Creates an attachment without an image.
    public init() {
        image = nil
        bounds = .zero
    }

    /// Creates an attachment showing `image` at its own size on the baseline.
    public init(image: Image?) {
        self.image = image
        bounds = .zero
    }

    /// Creates an attachment from file contents (UIKit's `init(data:ofType:)`): PNG, JPEG or SVG
    /// data (told apart by its bytes, whatever `uti` says) becomes its image; data that does not
    /// decode leaves it without one.
    public init(data: Data?, ofType uti: String?) {
        image = data.flatMap { try? Image(decoding: $0) }
        bounds = .zero
    }

    /// An attachment object with a value's image and bounds.
    public convenience init(_ attachment: TextAttachment) {
        self.init(image: attachment.image)
        bounds = attachment.bounds
    }

    /// The attachment's current values, as Vellum's text holds them.
    public var textAttachment: TextAttachment {
        TextAttachment(image: image, bounds: bounds)
    }
}

extension NSAttributedString {
    /// The text of one attachment: a U+FFFC character carrying it (UIKit's initializer).
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
