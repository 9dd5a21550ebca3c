import Foundation
import Synchronization

/// Required constraints that could not all hold, and the one the solver broke to go on (what
/// UIKit logs as "Unable to simultaneously satisfy constraints").
///
/// As in UIKit, the constraint broken is the most recently activated of those that contradict
/// the ones already solved; it stays active and is solved again at the next layout. Read a
/// tree's conflicts from ``View/layoutConflicts`` after layout; they also appear in
/// ``View/recursiveDescription``. A class, because it refers to the constraints themselves.
///
/// Nothing is written to stderr unless ``logsToStandardError`` is set, for code that wants UIKit's
/// console message.
public final class LayoutConflict: CustomStringConvertible {
    /// Whether each conflict is also written to stderr as it is found, as UIKit logs it (off by
    /// default: a renderer on a server keeps stderr for its own use).
    public static var logsToStandardError: Bool {
        get { logging.load(ordering: .relaxed) }
        set { logging.store(newValue, ordering: .relaxed) }
    }
    private static let logging = Atomic<Bool>(false)

    /// The constraint left unsatisfied, or `nil` when it was the laid-out view's own size (its
    /// content needs more room than its bounds give, with every constraint required).
    public let brokenConstraint: LayoutConstraint?
    /// The active required constraints that share a view or guide with the broken one (directly
    /// or through each other): the set to look in for the contradiction.
    public let involvedConstraints: [LayoutConstraint]

    init(broken: LayoutConstraint?, involved: [LayoutConstraint]) {
        brokenConstraint = broken
        involvedConstraints = involved
        if Self.logsToStandardError { FileHandle.standardError.write(Data((description + "\n").utf8)) }
    }

    /// The report, as UIKit's log words it.
    public var description: String {
        let broken = brokenConstraint.map { "\($0)" } ?? "the view's size"
        let lines = involvedConstraints.map { "    \($0)" }.joined(separator: "\n")
        return "Unable to simultaneously satisfy constraints; broke \(broken). Involved:\n\(lines)"
    }
}
