import Foundation

/// An image inline in attributed text, laid out and drawn like one character on the baseline
/// (the model of UIKit's `NSTextAttachment`).
///
/// An attachment applies to each U+FFFC OBJECT REPLACEMENT CHARACTER of the run that carries it
/// (other characters of that run are drawn as text, as TextKit does); make one with
/// `AttributedString(attachment:)`. Its box comes from ``bounds``, in points relative to the
/// pen position on the baseline with y growing upwards, as in UIKit: `y: 0` sits on the
/// baseline and a negative `y` reaches below it. Empty bounds (a zero size) take the image's own
/// size. The box counts towards its line's height and advances the pen by its width; the image
/// is scaled to fill it. An attachment without an image takes its space and draws nothing.
///
/// Bounds that are not finite count as zero, negative sizes as zero, and sizes or offsets beyond
/// ``maximumExtent`` are clamped to it (the documented fallback: Pango's units overflow beyond).
public struct TextAttachment: Sendable, Hashable {
    /// The largest width, height or offset an attachment's box takes, in points.
    public static let maximumExtent = 10_000.0

    /// The image drawn in the attachment's box.
    public var image: Image? { storage.image }
    /// The box as given, relative to the pen position on the baseline, y up.
    public var bounds: Rect { storage.bounds }

    /// The values, behind one reference so an attachment adds one word to a run's attributes.
    private let storage: Storage

    private final class Storage: Sendable {
        let image: Image?
        let bounds: Rect
        init(image: Image?, bounds: Rect) {
            self.image = image
            self.bounds = bounds
        }
    }

    /// Creates an attachment showing `image` in `bounds` (empty bounds: the image's size on the
    /// baseline).
    public init(image: Image?, bounds: Rect = .zero) {
        storage = Storage(image: image, bounds: bounds)
    }

    /// The box the attachment takes, relative to the pen position on the baseline, y up: the
    /// bounds made finite and clamped, with the image's size when they are empty.
    var box: Rect {
        func clamped(_ value: Double, lowest: Double) -> Double {
            guard value.isFinite else { return 0 }
            return min(max(value, lowest), Self.maximumExtent)
        }
        let b = bounds
        var size = Size(width: clamped(b.width, lowest: 0), height: clamped(b.height, lowest: 0))
        if size == .zero, let image {
            size = Size(
                width: clamped(image.size.width, lowest: 0), height: clamped(image.size.height, lowest: 0))
        }
        return Rect(
            x: clamped(b.origin.x, lowest: -Self.maximumExtent),
            y: clamped(b.origin.y, lowest: -Self.maximumExtent),
            width: size.width, height: size.height)
    }

    /// Two attachments are equal when they show equal images in equal bounds.
    public static func == (lhs: TextAttachment, rhs: TextAttachment) -> Bool {
        lhs.storage === rhs.storage || (lhs.image == rhs.image && lhs.bounds == rhs.bounds)
    }

    /// Hashes the image and the bounds.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(image)
        hasher.combine(bounds.origin.x)
        hasher.combine(bounds.origin.y)
        hasher.combine(bounds.width)
        hasher.combine(bounds.height)
    }
}

extension AttributedString {
    /// The text of one attachment: a U+FFFC character carrying it (UIKit's
    /// `NSAttributedString(attachment:)`).
    public init(attachment: TextAttachment) {
        var container = AttributeContainer()
        container[VellumAttributes.AttachmentAttribute.self] = attachment
        self.init("\u{FFFC}", attributes: container)
    }
}
