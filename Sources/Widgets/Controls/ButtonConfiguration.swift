import Canvas

extension Button {
    /// A button's look in one value (UIKit's `UIButton.Configuration`, iOS 15): a style
    /// (`plain`, `tinted`, `gray`, `filled` and the bordered ones), title, image, colours,
    /// corners and insets. The button draws it for its state: disabled greys it, highlighted fades
    /// its background.
    public struct Configuration: Hashable, Sendable {
        /// The styles a configuration starts from.
        enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled
        }

        /// How round a configured button's corners are (UIKit's `CornerStyle`).
        public enum CornerStyle: Hashable, Sendable {
            /// The background's ``BackgroundConfiguration/cornerRadius``.
            case fixed
            /// By the button's size: 4 (mini), 6 (small), 8 (medium), 12 (large) points.
            case dynamic
            /// 4 points.
            case small
            /// 8 points.
            case medium
            /// 12 points.
            case large
            /// Half the height: a capsule.
            case capsule
        }

        /// A configured button's size (UIKit's `UIButton.Configuration.Size`): its title's font
        /// and its default insets.
        public enum Size: Hashable, Sendable {
            /// 13 pt titles, 3 × 8 pt insets.
            case mini
            /// 15 pt titles, 5 × 10 pt insets.
            case small
            /// 17 pt titles, 7 × 12 pt insets.
            case medium
            /// 17 pt titles, 14 × 20 pt insets.
            case large
        }

        let style: Style
        /// The title, or `nil` for none.
        public var title: String?
        /// The image, before the title, or `nil` for none.
        public var image: Image?
        /// The gap between the image and the title.
        public var imagePadding: Double = 0
        /// The colour of the title (and what it tints), or `nil` for the style's: white on
        /// `filled`, the tint colour otherwise.
        public var baseForegroundColor: Color?
        /// The colour the style's background is made from, or `nil` for the tint colour.
        public var baseBackgroundColor: Color?
        /// How round the corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size, which sets the title's font and the default insets.
        public var buttonSize: Size = .medium
        /// The background: a fill replacing the style's, the radius of `.fixed` corners, a stroke.
        public var background = BackgroundConfiguration()
        /// The insets set, if any.
        private var explicitContentInsets: EdgeInsets?

        /// Space around the content, UIKit's defaults by ``buttonSize`` until set.
        public var contentInsets: EdgeInsets {
            get { explicitContentInsets ?? buttonSize.defaultInsets }
            set { explicitContentInsets = newValue }
        }

        init(style: Style) { self.style = style }

        /// No background; the title in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A faint tint background; the title in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background; the title in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint background; a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// UIKit's `borderless()`: `plain()`.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// UIKit's `bordered()`: `gray()`.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// UIKit's `borderedTinted()`: `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// UIKit's `borderedProminent()`: `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// The title's colour for a state and tint.
        func foregroundColor(for state: Control.State, tint: Color) -> Color {
            if state.contains(.disabled) { return .tertiaryLabel }
            return baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        /// The background's fill for a state and tint, or `nil` for none.
        func backgroundFill(for state: Control.State, tint: Color) -> Color? {
            let base = baseBackgroundColor ?? tint
            var fill: Color?
            if let color = background.backgroundColor {
                fill = color
            } else {
                switch style {
                case .plain: fill = nil
                case .tinted: fill = base.withAlphaComponent(base.alpha * 0.15)
                case .gray: fill = .systemGray5
                case .filled: fill = base
                }
            }
            guard let color = fill else { return nil }
            if state.contains(.disabled) { return style == .plain ? color : .tertiarySystemFill }
            if state.contains(.highlighted) { return color.withAlphaComponent(color.alpha * 0.8) }
            return color
        }

        /// The corners' radius for a button of a height.
        func cornerRadius(height: Double) -> Double {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .dynamic: buttonSize.dynamicCornerRadius
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            }
        }
    }
}

extension Button.Configuration.Size {
    /// UIKit's insets for the size.
    var defaultInsets: EdgeInsets {
        switch self {
        case .mini: EdgeInsets(top: 3, left: 8, bottom: 3, right: 8)
        case .small: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        case .medium: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
        case .large: EdgeInsets(top: 14, left: 20, bottom: 14, right: 20)
        }
    }

    /// The title's font.
    var titleFont: Font {
        switch self {
        case .mini: .systemFont(ofSize: 13)
        case .small: .systemFont(ofSize: 15)
        case .medium, .large: .systemFont(ofSize: 17)
        }
    }

    /// The radius of `.dynamic` corners.
    var dynamicCornerRadius: Double {
        switch self {
        case .mini: 4
        case .small: 6
        case .medium: 8
        case .large: 12
        }
    }
}
