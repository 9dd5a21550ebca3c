import Canvas
import Foundation

/// Anything that can be configured inline with `with { $0.… }` (the Withable pattern).
public protocol Withable {}

extension Withable where Self: AnyObject {
    /// Runs `configure` on this object, then returns it, so it can be made and set up in one
    /// expression: `Label().with { $0.text = "Hi" }`. Returns the receiver's own type.
    @discardableResult
    public func with(_ configure: (Self) throws -> Void) rethrows -> Self {
        try configure(self)
        return self
    }
}

extension Withable {
    /// Returns a copy of this value changed by `configure`:
    /// `EdgeInsets.zero.with { $0.top = 8 }`.
    public func with(_ configure: (inout Self) throws -> Void) rethrows -> Self {
        var copy = self
        try configure(&copy)
        return copy
    }
}

// Every Foundation object, as the seed's `extension NSObject: Withable {}` makes it
// (`DateFormatter().with { $0.dateStyle = .medium }`); `NSParagraphStyle` is one.
extension NSObject: Withable {}
extension ParagraphStyle: Withable {}
extension Font: Withable {}
extension Color: Withable {}
extension EdgeInsets: Withable {}
extension Point: Withable {}
extension Size: Withable {}
extension Rect: Withable {}
extension StrokeStyle: Withable {}
extension TextLayout.Options: Withable {}
extension DocumentMetadata: Withable {}
