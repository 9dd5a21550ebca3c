import Canvas

/// Flexible empty space: no intrinsic size and the lowest hugging and compression priorities,
/// so in a stack it takes the leftover space before any other view does, and gives it up first.
///
/// (UIKit code uses a plain `UIView` for this and relies on UIKit's tie-breaking; a `Spacer`
/// says what it means.)
open class Spacer: View {
    /// The lowest priority: a spacer stretches first.
    open override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .lowest }

    /// The lowest priority: a spacer shrinks first.
    open override func defaultCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        .lowest
    }
}
