import Canvas
import Foundation

/// The root that shows a view controller's view and keeps the controller alive (UIKit's
/// `UIWindow` with its `rootViewController`).
///
/// A controller's view refers to its controller weakly, as in UIKit, so a controller nobody
/// holds is gone by the time its view is rendered, and its `viewWillLayoutSubviews` and
/// `viewDidLayoutSubviews` are not called. Render a controller through a window:
///
/// ```swift
/// let window = Window(rootViewController: BoardingPassViewController())
/// try window.write(to: url, as: .pdf, width: 340)
/// ```
open class Window: View {
    /// The controller whose view fills the window; setting it loads the view (``ViewController/view``)
    /// and pins it to the window's edges.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            installRootView()
        }
    }

    /// Creates a window showing a controller's view.
    public convenience init(rootViewController: ViewController) {
        self.init(frame: .zero)
        self.rootViewController = rootViewController
        installRootView()  // property observers do not run in the class's own initializers
    }

    private func installRootView() {
        rootViewController?.view.pin(to: self)
    }
}
