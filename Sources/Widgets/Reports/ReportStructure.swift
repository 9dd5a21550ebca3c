import Canvas

/// The structure a report adds to a tagged PDF around its body's views, for one pass over the
/// pages: a streamed table's rows grouped in one `Table` element across pages, its header row
/// tagged where it first appears and an artifact where it repeats.
final class ReportStructure {
    /// The table whose `Table` element is open.
    private var openTable: ObjectIdentifier?
    /// The tables whose header row has been tagged once.
    private var taggedHeaders: Set<ObjectIdentifier> = []

    /// Draws one placed view with the structure around it: begins or ends the `Table` element
    /// as the view starts, continues or leaves a table, and makes a repeated header an artifact.
    func draw(_ view: View, in context: GraphicsContext, _ drawView: () -> Void) {
        guard context.tagsStructure else { return drawView() }
        guard let row = view as? TableRowView else {
            closeTable(in: context)
            return drawView()
        }
        if openTable != row.tableIdentity {
            closeTable(in: context)
            context.beginStructure(.table)
            openTable = row.tableIdentity
        }
        if row.isHeader, !taggedHeaders.insert(row.tableIdentity).inserted {
            context.withStructure(.artifact, drawView)
        } else {
            drawView()
        }
    }

    /// Ends the open `Table` element, if any.
    private func closeTable(in context: GraphicsContext) {
        guard openTable != nil else { return }
        context.endStructure()
        openTable = nil
    }
}
