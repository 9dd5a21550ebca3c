extension Control {
    /// The states a control draws a look for (UIKit's `UIControl.State`); a button looks up the
    /// exact combination, then `.normal`.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Creates a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted.
        public static let normal: State = []
        /// Touched (see ``Control/isHighlighted``).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled (see ``Control/isEnabled``).
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (see ``Control/isSelected``).
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (kept for UIKit code; a page has no focus).
        public static let focused = State(rawValue: 1 << 3)
        /// The bits UIKit leaves to apps.
        public static let application = State(rawValue: 0x00FF_0000)
        /// The bits UIKit reserves.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
