import Canvas
import Foundation

/// A label showing the page a report block starts on ("see page 12"): the block named by
/// `anchor` (``ReportBlock/anchor``, or ``ReportBlock/heading(_:outline:level:anchor:)``),
/// anywhere in the body, before or after the label.
///
/// The text is `format` applied to the page's label in its section's numbering. Until the
/// report has paginated once, and for an anchor no block has, `format` gets `"?"`. Outside a
/// report the label shows `format("?")`.
open class PageReferenceLabel: Label {
    /// The anchor of the block whose page is shown.
    public let anchor: String
    /// Makes the text from the page's label.
    public let format: (String) -> String

    /// Creates a page reference to the block named `anchor`.
    public init(to anchor: String, format: @escaping (String) -> String = { "page \($0)" }) {
        self.anchor = anchor
        self.format = format
        super.init(frame: .zero)
        text = format("?")
    }

    /// Not available: a page reference is made in code.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Takes the current page label from the report laying it out, then measures as a label.
    open override func sizeThatFits(_ size: Size) -> Size {
        refreshFromCurrentReport()
        return super.sizeThatFits(size)
    }

    /// Takes the current page label from the report laying it out, then measures as a label.
    open override var intrinsicContentSize: Size {
        refreshFromCurrentReport()
        return super.intrinsicContentSize
    }

    /// Registers with the report laying the label out on this thread, if any, and takes its text.
    private func refreshFromCurrentReport() {
        guard let references = ReportReferences.current else { return }
        references.register(self)
        refresh(from: references)
    }

    /// Sets the text for the page `references` found for the anchor.
    func refresh(from references: ReportReferences) {
        let shown = format(references.pageLabel(for: anchor) ?? "?")
        if text != shown { text = shown }
    }
}
