import Canvas

/// The layout guides a view has: the ones it is given (margins, safe area, readable content) and
/// the ones added to it.
extension View {
    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [LayoutGuide] { constraintRecord?.guides ?? [] }

    /// Adds a guide: its anchors can then be constrained, in this view's coordinates.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .custom else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        constraintStorage.guides.append(guide)
    }

    /// Removes a guide added to this view.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        constraintStorage.guides.removeAll { $0 === guide }
        guide.owningView = nil
        constraintsChanged()
    }

    /// The guide for the bounds inset by ``layoutMargins`` (UIKit's `layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide {
        builtInGuide(.layoutMargins, \.layoutMarginsGuide, "UIViewLayoutMarginsGuide")
    }

    /// The guide for the bounds inset by ``safeAreaInsets`` (the bounds themselves unless they
    /// are set: a page has no notch or bars).
    public var safeAreaLayoutGuide: LayoutGuide {
        builtInGuide(.safeArea, \.safeAreaLayoutGuide, "UIViewSafeAreaLayoutGuide")
    }

    /// The guide for text meant to be read: the layout margins, at most
    /// ``LayoutGuide/readableWidth`` wide, centred in them.
    public var readableContentGuide: LayoutGuide {
        builtInGuide(.readableContent, \.readableContentGuide, "UIViewReadableContentGuide")
    }

    /// One of the guides every view has, made when first asked for.
    private func builtInGuide(
        _ kind: LayoutGuide.Kind, _ slot: ReferenceWritableKeyPath<ConstraintStorage, LayoutGuide?>,
        _ identifier: String
    ) -> LayoutGuide {
        let record = constraintStorage
        if let guide = record[keyPath: slot] { return guide }
        let guide = LayoutGuide(kind: kind, owningView: self, identifier: identifier)
        record[keyPath: slot] = guide
        return guide
    }

    /// Insets from the bounds that content should keep clear of, as a device's bars and notch do
    /// in UIKit: zero unless set (to render a screen-shaped view, say). ``safeAreaLayoutGuide``
    /// follows them.
    public var safeAreaInsets: EdgeInsets {
        get { constraintRecord?.safeAreaInsets ?? .zero }
        set {
            let insets = newValue.finiteComponents
            guard insets != safeAreaInsets else { return }
            constraintStorage.safeAreaInsets = insets
            constraintsChanged()
        }
    }

    /// Places this view inside a guide's owning view at `insets` from the guide's edges (the
    /// guide's own insets added: a safe area's or the layout margins'), as
    /// ``pin(to:insets:)`` does with a view.
    @discardableResult
    public func pin(to guide: LayoutGuide, insets: EdgeInsets = .zero) -> Self {
        guard let owner = guide.owningView else { return self }
        let extra = guide.insets ?? .zero
        return pin(
            to: owner,
            insets: EdgeInsets(
                top: insets.top + extra.top, left: insets.left + extra.left,
                bottom: insets.bottom + extra.bottom,
                right: insets.right + extra.right))
    }
}
