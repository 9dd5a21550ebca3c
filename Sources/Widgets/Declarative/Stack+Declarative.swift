import Canvas

extension Stack {
    /// Makes the stack vertical with a spacing and returns it (Withable's `vertical(spacing:)`).
    @discardableResult
    public func vertical(spacing: Double = 0) -> Self {
        axis = .vertical
        self.spacing = spacing
        return self
    }

    /// Makes the stack horizontal with a spacing and returns it.
    @discardableResult
    public func horizontal(spacing: Double = 0) -> Self {
        axis = .horizontal
        self.spacing = spacing
        return self
    }

    /// Appends arranged views and returns the stack.
    @discardableResult
    public func views(_ views: View...) -> Self {
        self.views(views)
    }

    /// Appends an array of arranged views and returns the stack.
    @discardableResult
    public func views(_ views: [View]) -> Self {
        for view in views { addArrangedSubview(view) }
        return self
    }

    /// A vertical stack of the views a builder produces: `Stack.vertical(spacing: 8) { … }`.
    public static func vertical(
        spacing: Double = 0, alignment: Alignment = .fill, distribution: Distribution = .fill,
        @ViewBuilder _ content: () -> [View]
    ) -> Stack {
        make(.vertical, spacing: spacing, alignment: alignment, distribution: distribution, views: content())
    }

    /// A horizontal stack of the views a builder produces: `Stack.horizontal(spacing: 8) { … }`.
    public static func horizontal(
        spacing: Double = 0, alignment: Alignment = .fill, distribution: Distribution = .fill,
        @ViewBuilder _ content: () -> [View]
    ) -> Stack {
        make(
            .horizontal, spacing: spacing, alignment: alignment, distribution: distribution, views: content())
    }

    private static func make(
        _ axis: LayoutAxis, spacing: Double, alignment: Alignment, distribution: Distribution, views: [View]
    ) -> Stack {
        Stack(arrangedSubviews: views).with {
            $0.axis = axis
            $0.spacing = spacing
            $0.alignment = alignment
            $0.distribution = distribution
        }
    }
}
