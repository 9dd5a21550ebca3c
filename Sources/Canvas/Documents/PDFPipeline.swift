internal import CCairo
import Foundation
import Synchronization

/// A page drawn into a cairo recording surface, the display list the writer plays into the PDF.
///
/// `@unchecked Sendable`: the drawing thread hands the page over whole and never touches it
/// again; a recording surface holds only cairo objects (paths, colours, glyph runs with their
/// scaled fonts), which cairo lets any thread use, and no Pango object.
struct RecordedPage: @unchecked Sendable {
    let surface: CairoSurface
    let size: Size
    let marks: [PDFMark]
}

/// Writes a PDF on two threads: the caller draws each page into a recording surface while the
/// writer thread plays finished pages into cairo's PDF surface and emits them (the half of the
/// work that does not need the caller's Pango state). At most ``depth`` pages wait between them,
/// so memory stays that of a few pages however long the document.
///
/// The writer owns the PDF surface and the output sink from the first page to ``finish()``: the
/// caller checks the writer's first error at each ``submit(_:)`` and must call ``finish()`` or
/// ``cancel()`` before the sink is used again.
final class PDFPipeline: @unchecked Sendable {
    /// Pages that may wait for the writer.
    static let depth = 2

    private struct State {
        var pages: [RecordedPage] = []
        var closed = false
        var error: CanvasError?
    }

    // `@unchecked Sendable`: `state` is behind a mutex; `sink` and `metadata` are used by the
    // writer thread alone until `done` is signalled.
    private let state = Mutex(State())
    private let slots = DispatchSemaphore(value: PDFPipeline.depth)
    private let waiting = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private let sink: OutputSink
    private let metadata: DocumentMetadata
    private var joined = false

    /// Starts the writer thread for a PDF written to `sink`.
    init(metadata: DocumentMetadata, sink: OutputSink) {
        self.metadata = metadata
        self.sink = sink
        let thread = Thread { [self] in
            write()
            done.signal()
        }
        thread.start()
    }

    /// Hands a drawn page to the writer (waiting while ``depth`` pages wait); throws the writer's
    /// first error.
    ///
    /// The page moves into the queue: the caller keeps no reference, so the writer, which plays
    /// the recording surface into the PDF, is also the thread that releases it. Released on the
    /// caller's thread after the writer is done with it, the surface would detach the snapshot
    /// cairo's PDF surface took of it while the writer goes on with the next pages (cairo
    /// surfaces are not for two threads at once).
    func submit(_ page: consuming RecordedPage) throws(CanvasError) {
        slots.wait()
        var handed: RecordedPage? = consume page
        let error = state.withLock { state -> CanvasError? in
            if state.error == nil, let page = handed.take() { state.pages.append(page) }
            return state.error
        }
        if let error {
            slots.signal()
            throw error
        }
        waiting.signal()
    }

    /// Waits for the writer to emit every page and finish the PDF; throws its first error.
    func finish() throws(CanvasError) {
        close()
        if let error = state.withLock({ $0.error }) { throw error }
    }

    /// Stops the writer after the pages it has (it discards them) and waits for it.
    func cancel() {
        state.withLock { state in
            if state.error == nil { state.error = .malformedOutput(format: "pdf", reason: "cancelled") }
        }
        close()
    }

    private func close() {
        guard !joined else { return }
        joined = true
        state.withLock { $0.closed = true }
        waiting.signal()
        done.wait()
    }

    // MARK: The writer thread

    /// The writer's loop: each page in order, then the PDF's end.
    private func write() {
        var surface: CairoSurface?
        var context: OpaquePointer?
        var outline: PDFOutline?
        // Whether any page has a link, whose object cairo numbers and may not write.
        var linked = false
        defer { if let context { cairo_destroy(context) } }
        while true {
            waiting.wait()
            let next = state.withLock { state -> (page: RecordedPage?, stop: Bool) in
                if state.pages.isEmpty { return (nil, state.closed) }
                return (state.pages.removeFirst(), false)
            }
            if next.stop { break }
            guard let page = next.page else { continue }
            slots.signal()
            guard state.withLock({ $0.error == nil }) else { continue }
            do throws(CanvasError) {
                if surface == nil {
                    let created = try CairoSurface(
                        cairo_pdf_surface_create_for_stream(
                            OutputSink.callback, Unmanaged.passUnretained(sink).toOpaque(), page.size.width,
                            page.size.height), operation: "creating a PDF")
                    Document.setMetadata(metadata, on: created.pointer)
                    surface = created
                    context = cairo_create(created.pointer)
                    outline = PDFOutline(surface: created.pointer)
                } else if let surface {
                    cairo_pdf_surface_set_size(surface.pointer, page.size.width, page.size.height)
                }
                linked = linked || page.marks.contains { if case .link = $0 { true } else { false } }
                try emit(page, into: context!, outline: outline!)
            } catch {
                state.withLock { $0.error = $0.error ?? error }
            }
        }
        guard state.withLock({ $0.error == nil }) else {
            // Finished now, while the sink is alive, unless cairo failed it: finishing a failed
            // surface can abort (``CairoHandle/finishUnlessFailed()``).
            surface?.finishUnlessFailed()
            return
        }
        do throws(CanvasError) {
            guard let surface else { throw .emptyDocument }
            if linked { sink.startCapturing() }
            cairo_surface_finish(surface.pointer)
            try sink.check()
            try surface.check("finishing a PDF")
            if linked { try Document.appendUpdate(metadata, nil, repairsObjects: true, to: sink) }
            guard sink.endsWithEOF else {
                throw .malformedOutput(format: "pdf", reason: "the file does not end with %%EOF")
            }
        } catch {
            state.withLock { $0.error = $0.error ?? error }
        }
    }

    /// Plays one recorded page onto the PDF page, adds its links and outline entries, and ends
    /// the page.
    private func emit(_ page: RecordedPage, into cr: OpaquePointer, outline: PDFOutline) throws(CanvasError) {
        cairo_save(cr)
        cairo_set_source_surface(cr, page.surface.pointer, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
        for mark in page.marks {
            switch mark {
            case .link(let attributes):
                cairo_tag_begin(cr, CAIRO_TAG_LINK, attributes)
                cairo_tag_end(cr, CAIRO_TAG_LINK)
            case .outline(let title, let level, let x, let y):
                let name = outline.add(title: title, level: level)
                cairo_tag_begin(cr, CAIRO_TAG_DEST, "name='\(name)' x=\(x) y=\(y)")
                cairo_tag_end(cr, CAIRO_TAG_DEST)
            case .destination(let name, let x, let y):
                cairo_tag_begin(cr, CAIRO_TAG_DEST, "name='\(GraphicsContext.quoted(name))' x=\(x) y=\(y)")
                cairo_tag_end(cr, CAIRO_TAG_DEST)
            }
        }
        // A failed write comes first: cairo only reports it as its own write error.
        try sink.check()
        try CanvasError.check(cairo_status(cr), "drawing a PDF page")
        cairo_show_page(cr)
        try sink.check()
        try CanvasError.check(cairo_status(cr), "ending a PDF page")
    }
}
