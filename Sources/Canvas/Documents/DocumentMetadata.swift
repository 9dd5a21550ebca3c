import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A PDF's information dictionary: title, author, subject, creator and dates.
///
/// Dates default to ``pinnedDate`` so equal input gives byte-identical PDFs; set them to
/// `Date()` for documents that should carry the time they were made.
public struct DocumentMetadata: Sendable, Hashable {
    /// The document's title.
    public var title: String?
    /// The document's author.
    public var author: String?
    /// The document's subject.
    public var subject: String?
    /// Keywords, comma-separated.
    public var keywords: String?
    /// The application that made the document.
    public var creator: String?
    /// The creation date written into the PDF.
    public var creationDate: Date
    /// The modification date written into the PDF.
    public var modificationDate: Date
    /// The document's natural language as a BCP 47 tag (`"en-US"`), written as the catalog's
    /// `/Lang` in a tagged PDF; a tag that is not well formed makes the render throw
    /// `CanvasError/invalidMetadata(_:)`.
    public var language: String?
    /// Whether the PDF is tagged: a structure tree of headings, paragraphs, tables and figures
    /// in reading order (PDF 32000-1 §14.8), the ``language``, and a viewer that shows the
    /// ``title``. Off, the PDF is drawn on two threads and carries no structure: the fastest output.
    public var isTagged: Bool
    /// The PDF standard the document conforms to, such as ``PDFConformance/pdfA2b`` for
    /// archiving; `nil` (the default) for plain PDF.
    public var conformance: PDFConformance?

    /// 2000-01-01T00:00:00Z, the default date, so output is reproducible.
    public static let pinnedDate = Date(timeIntervalSince1970: 946_684_800)

    /// Creates metadata; every field is optional.
    public init(
        title: String? = nil, author: String? = nil, subject: String? = nil, keywords: String? = nil,
        creator: String? = "Vellum", creationDate: Date = DocumentMetadata.pinnedDate,
        modificationDate: Date = DocumentMetadata.pinnedDate, language: String? = nil, isTagged: Bool = false,
        conformance: PDFConformance? = nil
    ) {
        self.title = title
        self.author = author
        self.subject = subject
        self.keywords = keywords
        self.creator = creator
        self.creationDate = creationDate
        self.modificationDate = modificationDate
        self.language = language
        self.isTagged = isTagged
        self.conformance = conformance
    }

    /// The date as ISO 8601 in UTC, the form cairo's metadata call takes.
    static func iso8601(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970.isFinite ? date.timeIntervalSince1970 : 0
        // Years 1900…9999: four-digit years in the Gregorian calendar (earlier dates, and times
        // before 1970, were once all clamped to 1970).
        let clamped = min(max(seconds, -2_208_988_800), 253_402_300_799)
        // gmtime_r, not ISO8601DateFormatter: making a formatter was a tenth of a small PDF's cost.
        var time = time_t(clamped.rounded(.down))
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let year = String(parts.tm_year + 1900)
        return "\(year)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):"
            + "\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
