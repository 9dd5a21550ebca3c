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
        let stack = Stack(arrangedSubviews: content()).vertical(spacing: spacing)
        stack.alignment = alignment
        stack.distribution = distribution
        return stack
    }

    /// A horizontal stack of the views a builder produces: `Stack.horizontal(spacing: 8) { … }`.
    public static func horizontal(
        spacing: Double = 0, alignment: Alignment = .fill, distribution: Distribution = .fill,
        @ViewBuilder _ content: () -> [View]
    ) -> Stack {
        let stack = Stack(arrangedSubviews: content()).horizontal(spacing: spacing)
        stack.alignment = alignment
        stack.distribution = distribution
        return stack
    }
}
