import Canvas
import Foundation

/// What a report's contents and page references show, as the last pagination found it: each
/// heading's title, level, anchor, page and place, and the page labels of its sections.
///
/// The first pass knows nothing yet (contents are empty and references show a placeholder);
/// each later pass shows what the one before it found, and the report stops when a pass finds
/// what it showed (``Report``). Page-reference labels measured in a pass register here, so the
/// next pass can give them their new text before it measures them again.
final class ReportReferences {
    /// A heading with an outline title, or a block with an anchor, where the last pass placed it.
    struct Heading: Equatable {
        /// The outline title; `nil` for a block with only an anchor (not listed in contents).
        var title: String?
        var level: Int
        var anchor: String?
        /// The page's index, from 0, and its label in its section's numbering.
        var pageIndex: Int
        var pageLabel: String
        /// The heading's top on its page, in page coordinates.
        var y: Double
    }

    /// The headings of the last pass, in body order; empty before the first pass ends.
    private(set) var headings: [Heading] = []
    /// Whether a pass has ended (before, contents are empty and references show placeholders).
    private(set) var isResolved = false
    /// Whether the pass being made met a contents block or a page reference.
    var isUsed = false
    /// The page references measured so far, to update when the headings change, by identity
    /// (a report may hold thousands; each registers at every measurement).
    private var labels: [ObjectIdentifier: WeakPageReference] = [:]

    /// Each thread's references while a report lays its body out on it.
    private static let threadCurrent = ThreadLocalReference<ReportReferences>()

    /// The references of the report laying out on this thread, if any.
    static var current: ReportReferences? { threadCurrent.value }

    /// Runs `body` with `references` as this thread's current ones.
    static func withCurrent<T>(_ references: ReportReferences, _ body: () throws -> T) rethrows -> T {
        let previous = threadCurrent.value
        threadCurrent.value = references
        defer { threadCurrent.value = previous }
        return try body()
    }

    /// Whether the pass being made met a contents block, whose links need a named destination
    /// at each heading.
    var hasContents = false

    /// The PDF destination name of the heading at `y` (page coordinates) on the page at `index`
    /// (from 0): the same in the contents' links and at the heading.
    static func destination(page index: Int, y: Double) -> String {
        "vellum-heading-\(index)-\(Int((y * 1_000).rounded()))"
    }

    /// The label of the page the block named `anchor` starts on, or `nil` when no pass has found it.
    func pageLabel(for anchor: String) -> String? {
        anchorLabels[anchor]
    }

    /// Each anchor's page label (the first block with the anchor wins), for lookups in constant
    /// time however many references a report holds.
    private var anchorLabels: [String: String] = [:]

    /// Keeps a page reference to update when the headings change.
    func register(_ label: PageReferenceLabel) {
        isUsed = true
        let key = ObjectIdentifier(label)
        if labels[key]?.label !== label { labels[key] = WeakPageReference(label: label) }
    }

    /// Takes a pass's headings; returns whether they differ from what the pass showed (another
    /// pass is then needed), after giving every registered page reference its new text.
    func resolve(_ found: [Heading]) -> Bool {
        let changed = !isResolved || found != headings
        headings = found
        anchorLabels = [:]
        for heading in found {
            if let anchor = heading.anchor, anchorLabels[anchor] == nil {
                anchorLabels[anchor] = heading.pageLabel
            }
        }
        isResolved = true
        labels = labels.filter { $0.value.label != nil }
        // In a fixed order, so refreshing is deterministic.
        for entry in labels.values.compactMap(\.label).sorted(by: { $0.anchor < $1.anchor }) {
            entry.refresh(from: self)
        }
        return changed
    }
}

/// A page reference held without keeping it alive.
private struct WeakPageReference {
    weak var label: PageReferenceLabel?
}
