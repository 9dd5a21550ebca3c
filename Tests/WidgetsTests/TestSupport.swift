import Canvas
import Foundation
import Testing
import Widgets

/// A view with a fixed intrinsic size (and optional baselines) set by the test, so a stack's frames
/// can be computed by hand from the rules in ``StackLayout``'s doc comment.
final class Box: View {
    required init?(coder: NSCoder) { return nil }
    /// The size the box reports as its intrinsic size; ``View/noIntrinsicMetric`` on an axis
    /// leaves it without one.
    var intrinsic: Size {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The first baseline's distance from the top, or `nil` for a box without text.
    var firstBaselineOffset: Double?
    /// The last baseline's distance from the top, or `nil` for a box without text.
    var lastBaselineOffset: Double?

    init(_ width: Double, _ height: Double) {
        intrinsic = Size(width: width, height: height)
        super.init(frame: .zero)
    }

    /// A box without an intrinsic size on either axis.
    convenience init() {
        self.init(View.noIntrinsicMetric, View.noIntrinsicMetric)
    }

    override var intrinsicContentSize: Size { intrinsic }

    override func firstBaseline(in size: Size) -> Double? { firstBaselineOffset }

    override func lastBaseline(in size: Size) -> Double? { lastBaselineOffset }

    /// Sets the hugging priority on an axis and returns the box.
    func hugging(_ priority: LayoutPriority, _ axis: LayoutAxis) -> Box {
        setContentHuggingPriority(priority, for: axis)
        return self
    }

    /// Sets the compression resistance on an axis and returns the box.
    func resisting(_ priority: LayoutPriority, _ axis: LayoutAxis) -> Box {
        setContentCompressionResistancePriority(priority, for: axis)
        return self
    }
}

/// A view that counts its `layoutSubviews()` calls.
final class CountingView: View {
    var layoutCount = 0

    override func layoutSubviews() {
        layoutCount += 1
        super.layoutSubviews()
    }
}

extension Rect {
    /// `Rect(x:y:width:height:)`, short enough for tables of expected frames.
    static func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }
}

/// Whether two numbers agree to within floating-point noise (sums of thirds and the like).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two frames agree to within floating-point noise.
func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

/// The frames of views, for comparing with an expected list in one `#expect`.
func frames(_ views: [View]) -> [Rect] {
    views.map(\.frame)
}

/// A solid-colour image of a pixel size at a scale.
func solidImage(width: Int, height: Int, scale: Double = 1, color: (UInt8, UInt8, UInt8) = (30, 90, 200))
    throws -> Image
{
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) { bytes += [color.0, color.1, color.2, 255] }
    return try Image(rgbaBytes: bytes, pixelWidth: width, pixelHeight: height, scale: scale)
}

/// A temporary directory for files a test writes, removed by the caller.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("vellum-widgets-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
