import Canvas
import Foundation

/// A view that shows a control's state and keeps the actions it would send (UIKit's
/// `UIControl`), drawn, not interactive: a document has no touches, so nothing sends an event
/// unless code calls ``sendActions(for:)``.
///
/// ``isEnabled``, ``isSelected`` and ``isHighlighted`` make up ``state``, which subclasses such as
/// ``Button`` draw; setting one calls ``controlStateDidChange()``.
open class Control: View {
    /// Whether the control is enabled; a disabled control draws its `.disabled` look.
    ///
    /// Open, as UIKit's: a subclass may override it with observers.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }
    /// Whether the control is selected; a selected control draws its `.selected` look.
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }
    /// Whether the control is highlighted (UIKit: while touched); a highlighted control draws
    /// its `.highlighted` look.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }
    /// How the content sits across the control (UIKit's `contentHorizontalAlignment`).
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }
    /// How the content sits down the control (UIKit's `contentVerticalAlignment`).
    public var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }
    /// The actions added, with the events each is for, in the order added.
    var registeredActions: [(action: ControlAction, events: Event)] = []

    /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changes; subclasses update
    /// their look here. The default does nothing.
    open func controlStateDidChange() {}

    /// Creates a control with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates a control as an archive would (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The control's state: `.normal`, or the union of `.disabled`, `.selected` and
    /// `.highlighted` that apply.
    public var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
}
