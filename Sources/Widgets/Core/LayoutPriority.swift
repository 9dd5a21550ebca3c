/// How strongly a view holds to its intrinsic size on one axis, on UIKit's 1…1000 scale.
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// The priority value, 1…1000.
    public var rawValue: Float

    /// Creates a priority from a value, clamped to 1…1000.
    public init(rawValue: Float) { self.rawValue = min(1000, max(1, rawValue.isNaN ? 1 : rawValue)) }

    /// Creates a priority from a value, clamped to 1…1000.
    public init(_ value: Float) { self.init(rawValue: value) }

    /// Creates a priority from a literal such as `251`.
    public init(floatLiteral value: Float) { self.init(rawValue: value) }

    /// Creates a priority from a literal such as `750`.
    public init(integerLiteral value: Int) { self.init(rawValue: Float(value)) }

    /// 1000: the view never stretches (hugging) or shrinks (compression resistance).
    public static let required = LayoutPriority(rawValue: 1000)
    /// 750: UIKit's default compression resistance.
    public static let defaultHigh = LayoutPriority(rawValue: 750)
    /// 250: UIKit's default content hugging.
    public static let defaultLow = LayoutPriority(rawValue: 250)
    /// 50: below every default.
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)
    /// 1: the lowest priority, used by ``Spacer`` so it always takes leftover space first.
    public static let lowest = LayoutPriority(rawValue: 1)

    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Adds to a priority (UIKit code writes `.defaultLow + 1`).
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(rawValue: lhs.rawValue + rhs)
    }

    /// Subtracts from a priority.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(rawValue: lhs.rawValue - rhs)
    }

    /// The value, e.g. `250`.
    public var description: String { rawValue == rawValue.rounded() ? "\(Int(rawValue))" : "\(rawValue)" }
}

/// A layout axis.
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}
