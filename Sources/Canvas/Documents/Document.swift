internal import CCairo
import Foundation

/// Pages drawn once per output into PDF (all pages in one file), SVG (one file per page) or PNG
/// (one image per page, at any scale), in memory or to a file written atomically.
///
/// ```swift
/// var document = Document(metadata: DocumentMetadata(title: "Hello"))
/// document.addPage(size: Size(width: 200, height: 100)) { context in
///     context.fill(Rect(x: 0, y: 0, width: 200, height: 100), with: .systemBlue)
/// }
/// try document.write(to: URL(fileURLWithPath: "hello.pdf"), format: .pdf)
/// ```
public struct Document {
    /// The PDF information dictionary.
    public var metadata: DocumentMetadata
    /// The pages, in order.
    public var pages: [Page]

    /// Creates a document with metadata and pages.
    public init(metadata: DocumentMetadata = DocumentMetadata(), pages: [Page] = []) {
        self.metadata = metadata
        self.pages = pages
    }

    /// Appends a page.
    public mutating func addPage(size: Size, draw: @escaping (GraphicsContext) throws -> Void) {
        pages.append(Page(size: size, draw: draw))
    }

    /// The document in a format: the whole PDF, or one page (`page`, from 0) as SVG or PNG.
    public func data(format: DocumentFormat, page: Int = 0) throws -> Data {
        switch format {
        case .pdf:
            let sink = OutputSink()
            try Self.renderPDF(pages: pages, metadata: metadata, into: sink)
            return sink.data
        case .svg: return try Self.renderSVG(try self.page(page))
        case .png(let scale): return try Self.renderImage(try self.page(page), scale: scale).pngData()
        }
    }

    /// One page drawn into pixels at a scale, without encoding (for comparing).
    public func image(page: Int = 0, scale: Double = 1) throws -> Image {
        try Self.renderImage(try self.page(page), scale: scale)
    }

    /// Writes the document (PDF) or one page (SVG, PNG) to a file, atomically: a failure leaves
    /// an existing file untouched and creates none. `durability` says whether the file is also
    /// flushed to stable storage before the call returns (``WriteDurability``).
    public func write(
        to url: URL, format: DocumentFormat, page: Int = 0, durability: WriteDurability = .atomic
    ) throws {
        switch format {
        case .pdf:
            try Self.writePDF(pages: pages, metadata: metadata, to: url, durability: durability)
        default:
            try AtomicFile.write(try data(format: format, page: page), to: url, durability: durability)
        }
    }

    /// Streams pages produced on demand into a PDF file, atomically, holding one page at a time.
    public static func writePDF(
        pages: some Sequence<Page>, metadata: DocumentMetadata = DocumentMetadata(), to url: URL,
        durability: WriteDurability = .atomic
    ) throws {
        var drawError: (any Error)?
        do {
            try AtomicFile.write(to: url, durability: durability) { sink throws(CanvasError) in
                do {
                    try renderPDF(pages: pages, metadata: metadata, into: sink)
                } catch let error as CanvasError {
                    throw error
                } catch {
                    drawError = error
                    throw .malformedOutput(format: "pdf", reason: "a page's drawing failed")
                }
            }
        } catch {
            throw drawError ?? error
        }
    }

    private func page(_ index: Int) throws(CanvasError) -> Page {
        guard !pages.isEmpty else { throw .emptyDocument }
        guard pages.indices.contains(index) else {
            throw .pageOutOfRange(index: index, pageCount: pages.count)
        }
        return pages[index]
    }

    // MARK: Rendering

    /// Renders pages into one PDF written to `sink`: an array of one page, and a tagged PDF,
    /// directly (a structure tree cannot pass through the recording surfaces the pipeline paints),
    /// anything else through a ``PDFPipeline`` (each page drawn on this thread as the sequence
    /// yields it, and emitted on a writer thread while the next is drawn).
    static func renderPDF(pages: some Sequence<Page>, metadata: DocumentMetadata, into sink: OutputSink)
        throws
    {
        if metadata.isTagged || metadata.conformance != nil || (pages as? [Page])?.count ?? 2 <= 1 {
            return try renderPDFDirectly(pages: pages, metadata: metadata, into: sink)
        }
        let pipeline = PDFPipeline(metadata: metadata, sink: sink)
        var finished = false
        defer { if !finished { pipeline.cancel() } }
        try withExtendedLifetime(sink) {
            var count = 0
            for page in pages {
                try pipeline.submit(try record(page))
                count += 1
            }
            guard count > 0 else { throw CanvasError.emptyDocument }
            finished = true
            try pipeline.finish()
        }
    }

    /// Draws a PDF page into a recording surface (the pipeline's display list), with its links
    /// and outline entries set aside for the writer.
    static func record(_ page: Page) throws -> RecordedPage {
        try RenderLimits.validatePage(page.size)
        let (surface, context) = try GraphicsContext.recordingPDFPage(size: page.size)
        try page.draw(context)
        context.checkStatus("drawing a PDF page")
        if let error = context.firstError { throw error }
        return RecordedPage(surface: surface, size: page.size, marks: context.pdfMarks ?? [])
    }

    /// Renders pages into one PDF on this thread; a tagged one in these steps: the `Document`
    /// element begins before the first page is drawn, each page is shown only when the next one
    /// begins (so the element ends on the last page, not on an empty one after it), and after
    /// cairo finishes, ``PDFAccessibilityUpdate`` and ``PDFArtifactUpdate`` append what cairo 1.16
    /// cannot write, reading its pages back from the output one at a time.
    static func renderPDFDirectly(
        pages: some Sequence<Page>, metadata: DocumentMetadata, into sink: OutputSink
    )
        throws
    {
        if metadata.isTagged, let language = metadata.language {
            try PDFAccessibilityUpdate.validate(language: language)
        }
        let archival = metadata.conformance == .pdfA2b
        if archival { try PDFArchivalUpdate.validate(metadata) }
        let structure = metadata.isTagged ? PDFStructure() : nil
        var surface: CairoSurface?
        var outline: PDFOutline?
        var unshown: GraphicsContext?
        // Whether any page has a link, whose object cairo numbers and may not write.
        var linked = false
        func show(_ context: GraphicsContext) throws {
            cairo_show_page(context.cairo)
            try sink.check()
            context.checkStatus("ending a PDF page")
            if let error = context.firstError { throw error }
        }
        try withExtendedLifetime(sink) {
            // Finished on every path, while the sink is alive: a page may keep its context (and
            // so the surface) past a failed render, and a surface destroyed later would finish
            // then, writing through the callback to a sink long gone. A surface cairo failed is
            // abandoned instead, as finishing it can abort (``CairoHandle/finishUnlessFailed()``).
            defer { surface?.finishUnlessFailed() }
            for page in pages {
                try RenderLimits.validatePage(page.size)
                if archival { try PDFArchivalUpdate.validate(pageSize: page.size) }
                if let previous = unshown {
                    unshown = nil
                    try show(previous)
                }
                let pdf: CairoSurface
                if let surface {
                    pdf = surface
                    cairo_pdf_surface_set_size(pdf.pointer, page.size.width, page.size.height)
                } else {
                    pdf = try CairoSurface(
                        cairo_pdf_surface_create_for_stream(
                            OutputSink.callback, Unmanaged.passUnretained(sink).toOpaque(), page.size.width,
                            page.size.height), operation: "creating a PDF")
                    surface = pdf
                    setMetadata(metadata, on: pdf.pointer)
                }
                let context = try GraphicsContext(
                    surface: pdf, pageSize: page.size, displayScale: GraphicsContext.vectorDisplayScale)
                context.interpolatesImages = !archival
                if outline == nil { outline = PDFOutline(surface: pdf.pointer) }
                context.pdfOutline = outline
                if let structure {
                    context.pdfStructure = structure
                    context.clipToPageForStructure()
                    if structure.open.isEmpty { context.beginStructure(.document) }
                }
                try page.draw(context)
                linked = linked || context.wroteLinks
                // A failed write comes first: cairo only reports it as its own write error.
                try sink.check()
                if let error = context.firstError { throw error }
                if structure != nil { unshown = context } else { try show(context) }
            }
            guard let surface else { throw CanvasError.emptyDocument }
            if let last = unshown {
                last.endOpenStructure()
                try show(last)
            }
            let updates = structure != nil || archival || linked
            if updates { sink.startCapturing() }
            cairo_surface_finish(surface.pointer)
            try sink.check()
            try surface.check("finishing a PDF")
            if updates { try appendUpdate(metadata, structure, repairsObjects: linked, to: sink) }
            guard sink.endsWithEOF else {
                throw CanvasError.malformedOutput(format: "pdf", reason: "the file does not end with %%EOF")
            }
        }
    }

    /// Appends to cairo's finished PDF one update with what a tagged PDF needs (its language,
    /// its title's display, its figures' alternative texts and its artifacts marked), what PDF/A
    /// needs, and, for a document with links (`repairsObjects`), `null` for the objects cairo
    /// 1.16 numbers for them and never writes.
    static func appendUpdate(
        _ metadata: DocumentMetadata, _ structure: PDFStructure?, repairsObjects: Bool, to sink: OutputSink
    ) throws(CanvasError) {
        // The end of the file is in memory; pages and their content are read back one by one.
        var revision = try PDFRevision(tail: sink.captured ?? [], tailOffset: sink.capturedOffset) {
            sink.read($0)
        }
        if let structure {
            try PDFAccessibilityUpdate.apply(
                to: &revision, metadata: metadata, figureAlternatives: structure.figureAlternatives)
            try PDFArtifactUpdate.apply(to: &revision, writingTo: sink)
        }
        if metadata.conformance == .pdfA2b {
            try PDFArchivalUpdate.apply(to: &revision, metadata: metadata)
        } else if repairsObjects {
            revision.writeMissingObjects()
        }
        _ = sink.append(revision.update(fileLength: sink.byteCount))
        try sink.check()
    }

    static func setMetadata(_ metadata: DocumentMetadata, on surface: OpaquePointer) {
        func set(_ key: cairo_pdf_metadata_t, _ value: String?) {
            guard let value else { return }
            cairo_pdf_surface_set_metadata(surface, key, value)
        }
        set(CAIRO_PDF_METADATA_TITLE, metadata.title)
        set(CAIRO_PDF_METADATA_AUTHOR, metadata.author)
        set(CAIRO_PDF_METADATA_SUBJECT, metadata.subject)
        set(CAIRO_PDF_METADATA_KEYWORDS, metadata.keywords)
        set(CAIRO_PDF_METADATA_CREATOR, metadata.creator)
        set(CAIRO_PDF_METADATA_CREATE_DATE, DocumentMetadata.iso8601(metadata.creationDate))
        set(CAIRO_PDF_METADATA_MOD_DATE, DocumentMetadata.iso8601(metadata.modificationDate))
    }

    /// Renders one page as an SVG document with normalised surface ids; glyph outlines come from
    /// ``SVGGlyphProxy`` fonts where they may (``SVGGlyphReuse``), else from the real fonts.
    static func renderSVG(_ page: Page) throws -> Data {
        try renderSVG(page, reusingGlyphs: true).data
    }

    /// ``renderSVG(_:)``, with glyph outlines reused or not, and what became of the reuse (for
    /// tests, which compare both ways).
    ///
    /// The page draws once, whichever way: with reuse its calls are also kept on a tape
    /// (``DrawingTape``), which is played with the real fonts when the proxies' marks cannot be
    /// replaced.
    static func renderSVG(_ page: Page, reusingGlyphs: Bool) throws -> (
        data: Data, reuse: SVGGlyphReuse.Outcome
    ) {
        try RenderLimits.validatePage(page.size)
        guard reusingGlyphs else {
            return (SVGNormalizer.normalize(try drawSVG(size: page.size, reuse: nil, page.draw)), .notAsked)
        }
        let reuse = SVGGlyphReuse()
        let tape = DrawingTape()
        let drawn = try drawSVG(size: page.size, reuse: reuse) { context in
            context.tape = tape
            defer { context.tape = nil }
            try page.draw(context)
        }
        guard !reuse.proxies.isEmpty else { return (SVGNormalizer.normalize(drawn), .noProxies) }
        if let substituted = reuse.substitute(in: Array(drawn)) {
            return (SVGNormalizer.normalize(Data(substituted)), .substituted(fonts: reuse.proxies.count))
        }
        return (SVGNormalizer.normalize(try drawSVG(size: page.size, reuse: nil, tape.play)), .playedAgain)
    }

    /// Draws one page of `size` with `draw` into a finished SVG document (ids not normalised),
    /// with `reuse` attached to the surface when given.
    private static func drawSVG(
        size: Size, reuse: SVGGlyphReuse?, _ draw: (GraphicsContext) throws -> Void
    ) throws -> Data {
        let sink = OutputSink()
        try withExtendedLifetime((sink, reuse)) {
            let surface = try CairoSurface(
                cairo_svg_surface_create_for_stream(
                    OutputSink.callback, Unmanaged.passUnretained(sink).toOpaque(), size.width, size.height),
                operation: "creating an SVG")
            // Finished on every path while the sink is alive (see `renderPDF`).
            defer { cairo_surface_finish(surface.pointer) }
            cairo_svg_surface_set_document_unit(surface.pointer, CAIRO_SVG_UNIT_PT)
            reuse?.attach(to: surface.pointer)
            defer { reuse?.detach(from: surface.pointer) }
            let context = try GraphicsContext(
                surface: surface, pageSize: size, displayScale: GraphicsContext.vectorDisplayScale)
            try draw(context)
            // A cairo error (an unbalanced restore, a singular matrix) stops all later drawing.
            context.checkStatus("drawing an SVG page")
            if let error = context.firstError { throw error }
            cairo_surface_finish(surface.pointer)
            try sink.check()
            try surface.check("finishing an SVG")
        }
        return sink.data
    }

    /// Renders one page into pixels.
    static func renderImage(_ page: Page, scale: Double) throws -> Image {
        let pixels = try RenderLimits.pixelSize(of: page.size, scale: scale)
        let surface = try CairoSurface.image(pixelWidth: pixels.width, pixelHeight: pixels.height)
        let context = try GraphicsContext(surface: surface, pageSize: page.size, scale: scale)
        try page.draw(context)
        context.checkStatus("drawing a PNG page")
        if let error = context.firstError { throw error }
        defer { withExtendedLifetime(surface) {} }
        cairo_surface_flush(surface.pointer)
        return try Image(surface: surface.pointer, scale: scale)
    }
}
