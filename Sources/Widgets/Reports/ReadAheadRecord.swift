/// What a report's read-ahead (``PrefetchedBlocks``) records on each view it reads, so that a
/// view the body returns twice, or returns inside another, is laid out on the rendering thread
/// only (see ``View/markReadAhead(_:)``).
///
/// Every ``View`` stores one (Swift adds no stored property in an extension), but only Reports
/// reads or writes it. It lives on the view rather than in a table the read-ahead owns: a table
/// keyed by object identity would take a hash per view and row, grow with the report, and could
/// mistake a new view for a freed one at the same address.
struct ReadAheadRecord {
    /// The read-ahead that last read this view or a view it is inside (0: none). Each
    /// read-ahead takes a mark of its own from a process-wide counter.
    var mark = 0
}
