import Canvas
import Foundation

/// The owner of a view and the code that sets it up (UIKit's `UIViewController`, without
/// presentation, navigation or a life cycle beyond loading and layout).
///
/// The first read of ``view`` calls ``loadView()`` (which makes a plain ``View`` unless
/// overridden) and then ``viewDidLoad()``, once. When the view is laid out (by rendering it, or
/// by ``View/layoutIfNeeded()``), ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()``
/// are called around its ``View/layoutSubviews()``, as UIKit calls them. Render a controller by
/// rendering its view: `try controller.view.render(as: .png(scale: 2), width: 375)`.
open class ViewController {
    private var loadedView: View?
    private var isLoadingView = false

    /// The nib name given at creation (Vellum loads no nibs: it is kept for UIKit code).
    public let nibName: String?
    /// The bundle given at creation (kept for UIKit code).
    public let nibBundle: Bundle?
    /// A title for the controller's content.
    public var title: String?

    /// Creates a controller (UIKit's designated initializer; the nib is not loaded).
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        self.nibBundle = bundle
    }

    /// Creates a controller without a nib.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller as an archive would (UIKit's `init?(coder:)`); nothing is read from
    /// `coder`.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
    }

    /// The controller's root view, loaded on first read: ``loadView()``, then ``viewDidLoad()``.
    /// Setting it (in ``loadView()``, or later) replaces the view without calling either.
    public var view: View! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
        }
    }

    /// Whether the view has been loaded (or set).
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { view = View(frame: Self.defaultViewFrame) }
        isLoadingView = false
        viewDidLoad()
    }

    /// Makes the view: the default sets ``view`` to a plain ``View``. An override sets ``view``
    /// itself and does not call `super`.
    open func loadView() {
        view = View(frame: Self.defaultViewFrame)
    }

    /// The frame of the view ``loadView()`` makes (and of one made for an override that set
    /// none): a phone screen's points, as UIKit's default view fills the screen.
    static let defaultViewFrame = Rect(size: Size(width: 375, height: 667))

    /// Called once after the view is loaded; the default does nothing.
    open func viewDidLoad() {}

    /// Called before the view lays out its subviews; the default does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called after the view has laid out its subviews; the default does nothing.
    open func viewDidLayoutSubviews() {}
}
