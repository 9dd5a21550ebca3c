import Canvas

// UIKit members that Vellum keeps so that UIKit code compiles and runs as written, though they
// change nothing here: a page has no safe area, no autoresizing masks, and every view is drawn
// anew and composited with its transparency at each render.
extension View {
    /// UIKit's `directionalLayoutMargins`: the ``layoutMargins``, leading on the left (build
    /// them with ``/Canvas/EdgeInsets/init(top:leading:bottom:trailing:)``).
    public var directionalLayoutMargins: EdgeInsets {
        get { layoutMargins }
        set { layoutMargins = newValue }
    }
    /// Kept for UIKit code (`isOpaque = false`): Vellum composites every view with its
    /// transparency, so the flag changes nothing.
    public var isOpaque: Bool {
        get { uiKitFlags.isOpaque }
        set { uiKitFlags.isOpaque = newValue }
    }

    /// Kept for UIKit code (`setNeedsDisplay()` after a colour changes): Vellum draws every view
    /// anew at each render, so there is nothing to schedule.
    public func setNeedsDisplay() {}

    /// Kept for UIKit code (`isUserInteractionEnabled = true`): a page has no touches.
    public var isUserInteractionEnabled: Bool {
        get { uiKitFlags.isUserInteractionEnabled }
        set { uiKitFlags.isUserInteractionEnabled = newValue }
    }

    /// The gesture recognizers added (UIKit's `gestureRecognizers`), `nil` when there are none;
    /// they are kept and never recognize anything (see ``GestureRecognizer``).
    public var gestureRecognizers: [GestureRecognizer]? {
        get { uiKitFlags.gestureRecognizers.isEmpty ? nil : uiKitFlags.gestureRecognizers }
        set {
            for recognizer in uiKitFlags.gestureRecognizers { recognizer.view = nil }
            uiKitFlags.gestureRecognizers = newValue ?? []
            for recognizer in uiKitFlags.gestureRecognizers { recognizer.view = self }
        }
    }

    /// Adds a gesture recognizer, kept and inert (UIKit's `addGestureRecognizer(_:)`); its
    /// ``GestureRecognizer/view`` becomes this view.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        uiKitFlags.gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Removes a gesture recognizer (UIKit's `removeGestureRecognizer(_:)`).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        uiKitFlags.gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
