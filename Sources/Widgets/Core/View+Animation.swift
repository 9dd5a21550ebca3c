import Canvas

// UIKit's block animations. Vellum draws still pictures, so an animation has nothing to show
// between its states: the changes run at once, and the completion handler is told the animation
// finished. UIKit code that animates (a constraint's new constant, then `layoutIfNeeded()` inside
// `animate`) renders its final state.

extension View {
    /// Options for block animations (UIKit's `UIView.AnimationOptions`): accepted, and without
    /// effect on what Vellum draws.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The options' bits, UIKit's values.
        public let rawValue: UInt

        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay subviews out during the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let touches through during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the presentation state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards and forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignore an enclosing animation's duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignore an enclosing animation's curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Draw the views' new contents at every frame.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views instead of removing and adding them in transitions.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore an enclosing animation's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// A constant pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip around the vertical axis from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip around the vertical axis from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip around the horizontal axis from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip around the horizontal axis from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Runs `animations` at once and then `completion` with `true` (UIKit's
    /// `animate(withDuration:delay:options:animations:completion:)`; see the file's note).
    public static func animate(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once and then `completion` with `true`.
    public static func animate(
        withDuration duration: Double, animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
    }

    /// Runs `animations` at once and then `completion` with `true` (UIKit's spring animation).
    public static func animate(
        withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// Runs `animations` at once and then `completion` with `true` (UIKit's
    /// `transition(with:duration:options:animations:completion:)`).
    public static func transition(
        with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }

    /// Runs `animations` at once and then `completion` with `true`; the keyframes they add run
    /// as they are added (UIKit's `animateKeyframes(withDuration:delay:options:animations:completion:)`).
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// Runs a keyframe's changes at once (UIKit's
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`).
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: () -> Void
    ) {
        animations()
    }

    /// Runs `actionsWithoutAnimation` (UIKit's `performWithoutAnimation(_:)`).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}
