/// Where a page sits in a report, for headers and footers ("Page 3 of 12").
public struct PageInfo: Sendable, Hashable {
    /// The page's number, from 1.
    public let number: Int
    /// How many pages the report has, or `nil` when the report does not count pages first
    /// (``Report/countsPages`` is off).
    public let count: Int?
    /// The page's label in its section's numbering (``ReportBlock/section(numbering:startingAt:)``):
    /// "iii" in roman front matter; the number itself when the report has no sections.
    public let label: String

    /// Creates page information; the label is the number unless given.
    public init(number: Int, count: Int?, label: String? = nil) {
        self.number = number
        self.count = count
        self.label = label ?? String(number)
    }

    /// `Page 3 of 12`, or `Page 3` when the count is unknown.
    public var pageOfCount: String {
        count.map { "Page \(number) of \($0)" } ?? "Page \(number)"
    }
}
