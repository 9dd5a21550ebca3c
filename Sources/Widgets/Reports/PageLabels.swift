/// Labels pages in a report's sections as they are paginated: a page that starts a section
/// (``ReportPageContent/numbering``) restarts the count in the section's numbering.
struct PageLabels {
    private var numbering = PageNumbering.arabic
    private var start = 1
    private var firstIndex = 0

    /// The label of the page at `index` (from 0, in order), which starts `section` if set.
    mutating func label(forPageAt index: Int, starting section: (numbering: PageNumbering, start: Int)?)
        -> String
    {
        if let section {
            numbering = section.numbering
            start = section.start
            firstIndex = index
        }
        return numbering.label(for: start + index - firstIndex)
    }
}
