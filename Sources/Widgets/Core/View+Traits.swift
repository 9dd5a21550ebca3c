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

    /// Device pixels per point for this view's layout, inherited from the superview unless set;
    /// the renderer sets the root's to the output's scale. Public as
    /// `traitCollection.displayScale`.
    var displayScale: Double {
        get {
            // A loop, not recursion: a deep tree must not cost stack (or time) per level twice.
            var view: View? = self
            while let v = view {
                if let scale = v.ownDisplayScale { return scale }
                view = v.superview
            }
            return GraphicsContext.vectorDisplayScale
        }
        set {
            let value = newValue.isFinite && newValue > 0 ? newValue : GraphicsContext.vectorDisplayScale
            if value != ownDisplayScale {
                ownDisplayScale = value
                invalidateTreeMeasurements()
            }
        }
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
