import Canvas
import Synchronization

/// An action with a closure a control runs for its events (UIKit's `UIAction`): the Swift
/// spelling of a target and selector, which Swift on Linux cannot write.
///
/// ```swift
/// button.addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)
/// ```
public final class ControlAction {
    /// An action's name, to remove it by (UIKit's `UIAction.Identifier`).
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The name.
        public let rawValue: String
        /// Creates an identifier from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title (a menu shows it; a control ignores it).
    public var title: String
    /// The action's image (a menu shows it; a control ignores it).
    public var image: Image?
    /// The action's name, unique among a control's actions.
    public let identifier: Identifier
    /// The control that sent the action while its handler runs, else `nil`.
    public internal(set) var sender: Any?
    /// The closure the action runs, given the action.
    let handler: (ControlAction) -> Void

    /// Creates an action with a closure (`identifier` defaults to a new unique one).
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil,
        handler: @escaping (ControlAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: "vellum.action.\(ControlAction.nextNumber())")
        self.handler = handler
    }

    /// The number of the last identifier made.
    private static let counter = Atomic<Int>(0)

    private static func nextNumber() -> Int {
        counter.add(1, ordering: .relaxed).newValue
    }
}
