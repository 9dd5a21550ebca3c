import Canvas
import Foundation

/// The process-wide setup that makes snapshots independent of the machine they are taken on.
public enum SnapshotEnvironment {
    /// The outcome of pinning the fonts, computed once on first use.
    private static let preparation: Result<Void, CanvasError> = Result { () throws(CanvasError) in
        try FontConfiguration.use(.pinned)
    }

    /// Switches the text engine to the pinned fonts (``/Canvas/FontSource/pinned``), once per process.
    ///
    /// References then do not depend on which other fonts a machine has installed. Calling it
    /// again, from any thread, does nothing more. `assertSnapshot` and `verifySnapshot` call it
    /// before rendering; call it yourself before rendering outside an assertion. It changes
    /// ``/Canvas/FontConfiguration`` for the whole process, including other tests that run in it.
    ///
    /// - Throws: ``/Canvas/CanvasError/fontConfiguration(_:)`` when the pinned fonts are not installed
    ///   (the `fonts-inter` and `fonts-dejavu-core` packages); every later call throws it again.
    public static func prepare() throws {
        try preparation.get()
    }
}
