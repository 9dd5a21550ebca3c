import Foundation

extension View {
    /// Makes a view as Interface Builder would load it from a nib: through
    /// ``init(coder:)`` (with an empty archive), then ``awakeFromNib()`` on it and every view
    /// below it, so setup that UIKit code keeps in `awakeFromNib` runs. `nil` when the class's
    /// `init?(coder:)` returns `nil`.
    public static func loadedFromNib() -> Self? {
        guard let view = Self(coder: EmptyArchive.coder()) else { return nil }
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

/// An archive with nothing in it, for ``View/loadedFromNib()``: every `decode…` answers `nil` or
/// zero, as a view's unarchiver does for keys its nib does not set.
enum EmptyArchive {
    static func coder() -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver?.requiresSecureCoding = false
        return unarchiver ?? NSKeyedUnarchiver(forReadingWith: archiver.encodedData)
    }
}
