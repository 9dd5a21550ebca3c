extension Control {
    /// The events a control's actions are added for (UIKit's `UIControl.Event`). Vellum sends
    /// none by itself; ``Control/sendActions(for:)`` runs the actions of an event.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Creates an event set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved in.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved out.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was chosen.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with Return.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The bits UIKit leaves to apps.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The bits UIKit reserves.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
