import Canvas

/// How much room a parent offers a view along one axis, with each meaning named (Yoga's
/// measure modes): the public `Size` spellings of a proposal are readings of this.
enum ProposedDimension: Hashable, Sendable {
    /// No limit: the view takes its natural length.
    case unbounded
    /// A limit the view may stay under (a zero limit is a real limit of zero).
    case atMost(Double)
    /// A length the view is given, whatever its content (``View/fixedWidth`` and
    /// ``View/fixedHeight``, and UIKit's required fitting priority).
    case exactly(Double)

    /// Reads a layout limit, as ``View/fittingSize(for:)`` takes it: infinite (or NaN) means
    /// unbounded, anything else a limit, never below zero.
    init(limit: Double) {
        self = limit.isFinite ? .atMost(max(0, limit)) : .unbounded
    }

    /// Reads one component of UIKit's fitting target (`systemLayoutSizeFitting(_:)`): zero, as in
    /// `layoutFittingCompressedSize`, and infinity mean "as the content needs".
    init(fittingTarget value: Double) {
        self = value == 0 ? .unbounded : ProposedDimension(limit: value)
    }

    /// The limit, or `nil` when unbounded.
    var limit: Double? {
        switch self {
        case .unbounded: nil
        case .atMost(let value), .exactly(let value): value
        }
    }

    /// The `Double` spelling the public `sizeThatFits(_:)` takes: infinity when unbounded.
    var length: Double { limit ?? .infinity }

    /// The room left after taking `amount` off (an inset or padding), never below zero.
    func reduced(by amount: Double) -> ProposedDimension {
        switch self {
        case .unbounded: .unbounded
        case .atMost(let value): .atMost(max(0, value - amount))
        case .exactly(let value): .exactly(max(0, value - amount))
        }
    }
}

/// The room a parent offers a view on both axes: the one type behind ``View/fittingSize(for:)``,
/// ``View/systemLayoutSizeFitting(_:)`` and `sizeThatFits(_:)`, whose `Size` spellings give 0 and
/// ∞ different meanings (see each initialiser).
struct SizeProposal: Hashable, Sendable {
    /// The width offered.
    var width: ProposedDimension
    /// The height offered.
    var height: ProposedDimension

    /// A proposal from its two dimensions.
    init(width: ProposedDimension, height: ProposedDimension) {
        self.width = width
        self.height = height
    }

    /// Reads layout limits, as ``View/fittingSize(for:)`` does: an infinite component is
    /// unbounded, a finite one (zero included) a limit.
    init(limits size: Size) {
        self.init(width: ProposedDimension(limit: size.width), height: ProposedDimension(limit: size.height))
    }

    /// Reads UIKit's fitting target, as ``View/systemLayoutSizeFitting(_:)`` does: a zero or
    /// infinite component leaves that axis to the content.
    init(fittingTarget size: Size) {
        self.init(
            width: ProposedDimension(fittingTarget: size.width),
            height: ProposedDimension(fittingTarget: size.height))
    }

    /// Reads the argument of UIKit's `sizeThatFits(_:)`: `.zero` asks for the natural size
    /// (UIKit's "no constraint"); any other size is a pair of limits.
    init(sizeThatFits size: Size) {
        self = size == .zero ? .unbounded : SizeProposal(limits: size)
    }

    /// No limit on either axis.
    static let unbounded = SizeProposal(width: .unbounded, height: .unbounded)

    /// The `Size` spelling the public `sizeThatFits(_:)` takes: infinity on unbounded axes.
    var size: Size { Size(width: width.length, height: height.length) }

    /// The room left inside insets.
    func inset(by insets: EdgeInsets) -> SizeProposal {
        SizeProposal(width: width.reduced(by: insets.horizontal), height: height.reduced(by: insets.vertical))
    }
}
