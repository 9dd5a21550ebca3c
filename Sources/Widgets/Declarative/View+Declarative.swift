import Canvas
import Foundation

extension View {
    /// A new ``Spacer``: flexible space for stacks (Withable's `UIView.spacer`).
    public static var spacer: Spacer { Spacer() }

    /// Places this view inside `superview` at `insets` from its edges, adding it as a subview if
    /// needed; the superview then sizes itself around it (Withable's `pin(to:insets:)`). A
    /// non-finite inset is 0.
    @discardableResult
    public func pin(to superview: View, insets: EdgeInsets = .zero) -> Self {
        if self.superview !== superview { superview.addSubview(self) }
        pinnedInsets = insets.finiteComponents
        superview.invalidateIntrinsicContentSize()
        superview.setNeedsLayout()
        return self
    }

    /// The view on a box: filled with the label colour (black in light, white in dark), corners
    /// rounded at least 4 pt. The Withable README's planet card styles its property names
    /// `.withPropertyStyle.withBox` with text in `.systemBackground`, so they read inverted.
    public var withBox: Self {
        with {
            $0.backgroundColor = .label
            $0.cornerRadius = max($0.cornerRadius, 4)
        }
    }

    /// The view with a fixed width and height (like width and height constraints).
    @discardableResult
    public func sized(width: Double? = nil, height: Double? = nil) -> Self {
        if let width { fixedWidth = width }
        if let height { fixedHeight = height }
        return self
    }
}

extension Label {
    /// Sets the text and returns the label: `Label().with(text: "Earth")`.
    @discardableResult
    public func with(text: String?) -> Self {
        self.text = text
        return self
    }

    /// Sets the attributed text and returns the label.
    @discardableResult
    public func with(attributedText: AttributedString?) -> Self {
        self.attributedString = attributedText
        return self
    }
}

extension ImageView {
    /// Sets the image and returns the image view: `ImageView().with(image: earth)`.
    @discardableResult
    public func with(image: Image?) -> Self {
        self.image = image
        return self
    }
}
