extension Button {
    /// A button's kind (UIKit's `UIButton.ButtonType`), which sets its default title font and
    /// colours: `.system` titles are 15 pt in the tint colour, `.custom` ones 18 pt white.
    public enum ButtonType: Int, Sendable, Hashable {
        /// No look of its own: 18 pt white titles (UIKit's default for `UIButton()`).
        case custom
        /// The system look: 15 pt titles in the tint colour, faded while highlighted.
        case system
        /// A detail disclosure button (drawn as `.system`).
        case detailDisclosure
        /// A light info button (drawn as `.system`).
        case infoLight
        /// A dark info button (drawn as `.system`).
        case infoDark
        /// An add-contact button (drawn as `.system`).
        case contactAdd
        /// A close button (drawn as `.system`).
        case close

        /// UIKit's `.plain`: `.system`.
        public static let plain = ButtonType.system
        /// UIKit's `.roundedRect`: `.system`.
        public static let roundedRect = ButtonType.system

        /// Whether the type draws the system look (every type but `.custom`).
        var isSystem: Bool { self != .custom }
    }
}
