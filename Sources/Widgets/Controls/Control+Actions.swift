import Canvas

// A control's actions: closures (UIAction) and the Swift spelling of UIKit's target and
// selector. Vellum's documents have no touches, so only `sendActions(for:)` runs them.
extension Control {
    /// Adds an action for events (UIKit's `addAction(_:for:)`); an action with the same
    /// identifier already added for those events is replaced.
    public func addAction(_ action: ControlAction, for events: Event) {
        registeredActions.removeAll { $0.action.identifier == action.identifier && $0.events == events }
        registeredActions.append((action, events))
    }

    /// Removes an action from events (UIKit's `removeAction(_:for:)`).
    public func removeAction(_ action: ControlAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Removes the action with an identifier from events.
    public func removeAction(identifiedBy identifier: ControlAction.Identifier, for events: Event) {
        registeredActions = registeredActions.compactMap { entry in
            guard entry.action.identifier == identifier else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// The Swift spelling of UIKit's `addTarget(_:action:for:)` for a method without arguments:
    /// `addTarget(self, action: #selector(save), for: .touchUpInside)` becomes
    /// `addTarget(self, action: MyView.save, for: .touchUpInside)`. The target is held weakly.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for events: Event
    ) {
        addAction(ControlAction { [weak target] _ in target.map { action($0)() } }, for: events)
    }

    /// The Swift spelling of UIKit's `addTarget(_:action:for:)` for a method taking the sender:
    /// `#selector(tapped(_:))` becomes `MyView.tapped`, called with this control when it is a
    /// `Sender`. The target is held weakly.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: Event
    ) {
        addAction(
            ControlAction { [weak target] sent in
                guard let target, let sender = sent.sender as? Sender else { return }
                action(target)(sender)
            }, for: events)
    }

    /// The events some action is added for (UIKit's `allControlEvents`).
    public var allControlEvents: Event {
        registeredActions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The actions added for any of `events`, in the order added.
    public func actions(for events: Event) -> [ControlAction] {
        registeredActions.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
    }

    /// Runs the actions added for any of `events`, in the order added, each with this control as
    /// its ``ControlAction/sender`` (UIKit's `sendActions(for:)`). A disabled control sends too,
    /// as UIKit's does when asked directly.
    public func sendActions(for events: Event) {
        for action in actions(for: events) {
            action.sender = self
            action.handler(action)
            action.sender = nil
        }
    }

    /// Runs one action with this control as its sender (UIKit's `sendAction(_:)`).
    public func sendAction(_ action: ControlAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }
}
