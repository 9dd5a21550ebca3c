import Canvas

// UIKit's tint: a colour set on a view applies to every view below it that sets none, with
// `systemBlue` where nobody sets one. Each view keeps what it inherits (TintState), updated by a
// walk of the subtree when a tint is set or a view moves under another tint, so reading
// `tintColor` costs nothing and building an untinted tree walks nothing.
extension View {
    /// The tint as UIKit's getter gives it: own, else inherited, else `systemBlue`; greyed when
    /// dimmed.
    var resolvedTintColor: Color {
        let base = tint.own ?? tint.inherited ?? .systemBlue
        return isTintDimmed ? base.dimmedTint : base
    }

    /// Whether the view's tint is shown dimmed: its own mode, or the superview's when automatic.
    var isTintDimmed: Bool {
        switch tint.ownMode {
        case .dimmed: true
        case .normal: false
        case .automatic: tint.inheritsDimmed
        }
    }

    /// How the tint is shown (UIKit's `tintAdjustmentMode`): reading it gives the effective mode
    /// (`.normal` or `.dimmed`, the superview's when this view's is `.automatic`); setting
    /// `.dimmed` greys ``tintColor`` here and below. A change calls ``tintColorDidChange()``
    /// where the tint changes.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { isTintDimmed ? .dimmed : .normal }
        set {
            guard newValue != tint.ownMode else { return }
            let previous = resolvedTintColor
            tint.ownMode = newValue
            tintDidChange(from: previous)
        }
    }

    /// The setter of ``tintColor``.
    func setOwnTintColor(_ color: Color?) {
        let previous = resolvedTintColor
        tint.own = color
        tintDidChange(from: previous)
    }

    /// Tells this view, when its tint changed from `previous`, and updates the views below.
    private func tintDidChange(from previous: Color) {
        if resolvedTintColor != previous { tintColorDidChange() }
        passTintToSubviews()
    }

    /// The colour and dimming this view passes to its subviews.
    private var tintForSubviews: (color: Color?, dimmed: Bool) {
        (tint.own ?? tint.inherited, isTintDimmed)
    }

    /// Gives a subview just attached (or this view's subviews) what they inherit, calling
    /// ``tintColorDidChange()`` on each view whose tint changes, the view before its subviews.
    /// A subtree whose inherited values are already right is not walked.
    func passTintToSubviews() {
        var pending: [(view: View, color: Color?, dimmed: Bool)] = []
        let passed = tintForSubviews
        for subview in subviews.reversed() { pending.append((subview, passed.color, passed.dimmed)) }
        inheritTint(&pending)
    }

    /// Updates a subview just attached to this view from this view's tint.
    func passTint(to subview: View) {
        let passed = tintForSubviews
        var pending = [(view: subview, color: passed.color, dimmed: passed.dimmed)]
        inheritTint(&pending)
    }

    /// Removes the inherited tint from a view that left its superview.
    func clearInheritedTint() {
        var pending = [(view: self, color: Color?.none, dimmed: false)]
        inheritTint(&pending)
    }

    private func inheritTint(_ pending: inout [(view: View, color: Color?, dimmed: Bool)]) {
        while let (view, color, dimmed) = pending.popLast() {
            guard view.tint.inherited != color || view.tint.inheritsDimmed != dimmed else { continue }
            let previous = view.resolvedTintColor
            view.tint.inherited = color
            view.tint.inheritsDimmed = dimmed
            if view.resolvedTintColor != previous { view.tintColorDidChange() }
            let passed = view.tintForSubviews
            for subview in view.subviews.reversed() { pending.append((subview, passed.color, passed.dimmed)) }
        }
    }
}

extension Color {
    /// A tint as a dimmed view shows it: its grey (Rec. 601 luma), with its opacity, resolved
    /// for each appearance.
    var dimmedTint: Color {
        Color(dynamicProvider: { traits in
            let c = self.resolved(for: traits.userInterfaceStyle)
            let luma = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
            return Color(red: luma, green: luma, blue: luma, alpha: c.alpha)
        })
    }
}
