/// What kind of element a view is to assistive technology (UIKit's `UIAccessibilityTraits`);
/// in a tagged PDF, ``header`` makes a heading and ``image`` a figure.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The traits' bits.
    public let rawValue: UInt64

    /// Creates traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none: AccessibilityTraits = []
    /// A button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// An image: a `Figure` in a tagged PDF, with ``View/accessibilityLabel`` as its alternative text.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A heading: `H1` in a tagged PDF (set ``View/structureRole`` for another level).
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
}
