import Canvas

extension View {
    /// How a view that keeps its frame follows its superview's size (UIKit's
    /// `UIView.AutoresizingMask`): the flexible parts of each axis share the change.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin grows and shrinks.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows and shrinks.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows and shrinks.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows and shrinks.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view follows its superview's size while it keeps its frame
    /// (``translatesAutoresizingMaskIntoConstraints``); empty (UIKit's default) keeps the frame
    /// as it is.
    public var autoresizingMask: AutoresizingMask {
        get { constraintRecord?.autoresizingMask ?? [] }
        set {
            guard newValue != autoresizingMask else { return }
            constraintStorage.autoresizingMask = newValue
            if !newValue.isEmpty { superview?.constraintStorage.hasAutoresizingSubviews = true }
        }
    }

    /// Whether the view resizes its subviews by their masks when its size changes (UIKit's
    /// default: `true`).
    public var autoresizesSubviews: Bool {
        get { constraintRecord?.autoresizesSubviews ?? true }
        set { constraintStorage.autoresizesSubviews = newValue }
    }

    /// Resizes the subviews that keep their frames by their masks, after this view's size changed
    /// from `old`: on each axis the change is shared by the flexible parts in proportion to their
    /// lengths (equally when they are all zero), as UIKit does.
    func autoresizeSubviews(from old: Size) {
        guard autoresizesSubviews else { return }
        let new = bounds.size
        for view in subviews where view.translatesAutoresizingMaskIntoConstraints && view.pinnedEdges == nil {
            let mask = view.autoresizingMask
            guard !mask.isEmpty, !placesSubviewByItself(view) else { continue }
            let (x, width) = Self.share(
                new.width - old.width, start: view.frame.minX, length: view.frame.width,
                end: old.width - view.frame.maxX,
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ))
            let (y, height) = Self.share(
                new.height - old.height, start: view.frame.minY, length: view.frame.height,
                end: old.height - view.frame.maxY,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ))
            view.frame = Rect(x: x, y: y, width: width, height: height)
        }
    }

    /// One axis's new origin and length when `delta` is shared among the flexible parts.
    private static func share(
        _ delta: Double, start: Double, length: Double, end: Double, flexible: (Bool, Bool, Bool)
    ) -> (Double, Double) {
        guard delta.isFinite, delta != 0 else { return (start, length) }
        let parts = [(flexible.0, max(0, start)), (flexible.1, max(0, length)), (flexible.2, max(0, end))]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty else { return (start, length) }
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        func portion(_ index: Int) -> Double {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * parts[index].1 / total : delta / Double(flexibleParts.count)
        }
        return (start + portion(0), max(0, length + portion(1)))
    }
}
