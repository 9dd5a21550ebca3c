/// The UIKit flags a ``View`` keeps only so that UIKit code setting them compiles and reads them
/// back: Vellum's layout and drawing never look at them (see ``View/isOpaque``).
struct UIKitCompatibilityFlags {
    /// ``View/isOpaque`` (UIKit's default: `true`).
    var isOpaque = true
    /// ``View/isUserInteractionEnabled`` (UIKit's default: `true`).
    var isUserInteractionEnabled = true
    /// ``View/gestureRecognizers``, inert.
    var gestureRecognizers: [GestureRecognizer] = []
}
