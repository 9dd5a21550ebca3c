import Canvas

extension View {
    /// The traits the view is laid out and drawn with (UIKit's `traitCollection`): the
    /// appearance (the nearest ``overrideUserInterfaceStyle``, else the render's, else light),
    /// the display scale and the layout direction.
    public var traitCollection: TraitCollection {
        TraitCollection(
            userInterfaceStyle: effectiveUserInterfaceStyle, displayScale: displayScale,
            layoutDirection: effectiveUserInterfaceLayoutDirection)
    }

    /// The appearance the view's colours resolve for.
    var effectiveUserInterfaceStyle: UserInterfaceStyle {
        var view: View? = self
        while let v = view {
            if v.overrideUserInterfaceStyle != .unspecified { return v.overrideUserInterfaceStyle }
            if v.superview == nil, let rendered = v.renderedUserInterfaceStyle { return rendered }
            view = v.superview
        }
        return .light
    }

    /// The direction the view lays its content out in: right to left only when
    /// ``semanticContentAttribute`` forces it, as UIKit decides for a left-to-right app.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}
