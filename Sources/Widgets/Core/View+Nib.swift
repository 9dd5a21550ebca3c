import Foundation

extension View {
    /// Makes a view as Interface Builder would load it from a nib: through
    /// ``init(coder:)`` (with an empty archive), then ``awakeFromNib()`` on it and every view
    /// below it, so setup that UIKit code keeps in `awakeFromNib` runs. `nil` when the class's
    /// `init?(coder:)` returns `nil`.
    public static func loadedFromNib() -> Self? {
        guard let view = Self(coder: EmptyArchive()) else { return nil }
        view.awakeFromNibRecursively()
        return view
    }

    /// Calls ``awakeFromNib()`` on this view and every view below it, parents first, as a nib's
    /// objects are woken once all are made.
    public func awakeFromNibRecursively() {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            view.awakeFromNib()
            pending += view.subviews.reversed()
        }
    }

    /// The view after ``prepareForInterfaceBuilder()`` ran on it and every view below it, as
    /// Interface Builder prepares an `@IBDesignable` view for its preview.
    @discardableResult
    public func preparedForInterfaceBuilder() -> Self {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            view.prepareForInterfaceBuilder()
            pending += view.subviews.reversed()
        }
        return self
    }
}

/// A coder with nothing in it, for ``View/loadedFromNib()``: keyed, every `decode…(forKey:)`
/// answers `nil`, `false` or zero and `containsValue(forKey:)` is `false`, as a view's unarchiver
/// does for keys its nib does not set. (Not `NSKeyedUnarchiver`: building one on several threads
/// at once is not safe in swift-corelibs-foundation.)
final class EmptyArchive: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
}
