import Canvas

/// A gesture recognizer a view accepts and keeps, inert (UIKit's `UIGestureRecognizer`): a
/// document has no touches, so it never recognizes anything; ``sendActions()`` runs its actions
/// when code asks.
///
/// UIKit's `init(target: self, action: #selector(handleTap))` cannot be written on Linux: write
/// `init(target: self, action: MyView.handleTap)`, or `init()` and `addTarget(_:action:)`.
open class GestureRecognizer {
    /// The recognizer's states (UIKit's `UIGestureRecognizer.State`).
    public enum State: Int, Sendable, Hashable {
        /// Waiting for touches (always, in Vellum).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A gesture ended (UIKit's `.recognized`).
        case ended
        /// A gesture was cancelled.
        case cancelled
        /// A gesture failed.
        case failed
        /// A discrete gesture was recognized: `.ended`.
        public static let recognized = State.ended
    }

    /// The view the recognizer is attached to (``View/addGestureRecognizer(_:)``).
    public internal(set) weak var view: View?
    /// Whether the recognizer is enabled (kept; it never recognizes).
    public var isEnabled = true
    /// Always `.possible`: a page has no touches.
    public var state: State { .possible }
    /// Kept for UIKit code.
    public var cancelsTouchesInView = true
    /// Kept for UIKit code.
    public var delaysTouchesBegan = false
    /// Kept for UIKit code.
    public var delaysTouchesEnded = true
    /// The actions added, in order.
    private var actions: [(GestureRecognizer) -> Void] = []

    /// Creates a recognizer without actions.
    public init() {}

    /// Creates a recognizer that calls a method without arguments on a target (the Swift
    /// spelling of `init(target: self, action: #selector(handle))`: `action: MyView.handle`).
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a method taking the recognizer on a target (the Swift
    /// spelling of `#selector(handle(_:))`: `action: MyView.handle`).
    public convenience init<Target: AnyObject, Recognizer: GestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that runs a closure (Vellum's spelling; UIKit has none).
    public convenience init(handler: @escaping (GestureRecognizer) -> Void) {
        self.init()
        actions.append(handler)
    }

    /// Adds a method without arguments on a target (held weakly) as an action.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        actions.append { [weak target] _ in target.map { action($0)() } }
    }

    /// Adds a method taking the recognizer on a target (held weakly) as an action.
    public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        actions.append { [weak target] recognizer in
            guard let target, let recognizer = recognizer as? Recognizer else { return }
            action(target)(recognizer)
        }
    }

    /// Runs the actions, in the order added, as a recognized gesture would (for tests; Vellum
    /// never does by itself).
    public func sendActions() {
        for action in actions { action(self) }
    }

    /// The point of the gesture in a view: always zero, as no touch happened.
    public func location(in view: View?) -> Point { .zero }

    /// The number of touches: always zero.
    public var numberOfTouches: Int { 0 }
}

/// A tap recognizer, accepted and inert (UIKit's `UITapGestureRecognizer`).
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed (kept).
    public var numberOfTapsRequired = 1
    /// Fingers needed (kept).
    public var numberOfTouchesRequired = 1
}

/// A long-press recognizer, accepted and inert (UIKit's `UILongPressGestureRecognizer`).
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the press lasts (kept).
    public var minimumPressDuration = 0.5
    /// Points a press may move (kept).
    public var allowableMovement: Double = 10
}

/// A pan recognizer, accepted and inert (UIKit's `UIPanGestureRecognizer`).
open class PanGestureRecognizer: GestureRecognizer {
    /// Always zero: nothing moved.
    public func translation(in view: View?) -> Point { .zero }
    /// Kept for UIKit code.
    public func setTranslation(_ translation: Point, in view: View?) {}
    /// Always zero: nothing moved.
    public func velocity(in view: View?) -> Point { .zero }
}

/// A swipe recognizer, accepted and inert (UIKit's `UISwipeGestureRecognizer`).
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Creates directions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Rightwards.
        public static let right = Direction(rawValue: 1 << 0)
        /// Leftwards.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }
    /// The direction recognized (kept).
    public var direction: Direction = .right
}
