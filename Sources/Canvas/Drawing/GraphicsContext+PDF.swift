internal import CCairo
import Foundation

extension GraphicsContext {
    /// Makes a rectangle a clickable link to a URL in PDF output (SVG and PNG ignore it).
    ///
    /// cairo 1.16 writes no links for a page that draws nothing else.
    public func addLink(to url: URL, in rect: Rect) {
        tape?.append { $0.addLink(to: url, in: rect) }
        if let recorder { return recorder.recordLink(to: url, in: rect) }
        tagLink("uri='\(Self.quoted(url.absoluteString))'", in: rect)
    }

    /// Makes a rectangle a clickable link to the named destination `name` in the same PDF
    /// (``addDestination(_:at:)``, on any page, before or after this one); SVG and PNG ignore it.
    /// A page being recorded into a display list cannot hold such a link: the recording is given
    /// up and the page drawn again.
    public func addLink(toDestination name: String, in rect: Rect) {
        tape?.append { $0.addLink(toDestination: name, in: rect) }
        if let recorder { return recorder.fail() }
        tagLink("dest='\(Self.quoted(name))'", in: rect)
    }

    /// Writes a link tag to `target` (cairo's `uri='…'` or `dest='…'`) over `rect`, or sets it
    /// aside for the PDF writer when the page is being recorded.
    private func tagLink(_ target: String, in rect: Rect) {
        guard isPDF || pdfMarks != nil, rect.isFinite, rect.width > 0, rect.height > 0 else { return }
        let (x0, y0, x1, y1) = deviceCorners(of: rect)
        let attributes = "\(target) rect=[\(min(x0, x1)) \(min(y0, y1)) \(abs(x1 - x0)) \(abs(y1 - y0))]"
        if pdfMarks != nil {
            pdfMarks?.append(.link(attributes: attributes))
            return
        }
        cairo_tag_begin(cairo, CAIRO_TAG_LINK, attributes)
        cairo_tag_end(cairo, CAIRO_TAG_LINK)
        wroteLinks = true
        checkStatus("adding a link")
    }

    /// Names a point of the current page as a destination for links
    /// (``addLink(toDestination:in:)``); SVG and PNG ignore it. A page being recorded into a
    /// display list cannot hold one: the recording is given up and the page drawn again.
    public func addDestination(_ name: String, at point: Point) {
        tape?.append { $0.addDestination(name, at: point) }
        if let recorder { return recorder.fail() }
        guard point.isFinite else { return }
        var x = Double(point.x)
        var y = Double(point.y)
        cairo_user_to_device(cairo, &x, &y)
        if pdfMarks != nil {
            pdfMarks?.append(.destination(name: name, x: x, y: y))
            return
        }
        guard isPDF else { return }
        cairo_tag_begin(cairo, CAIRO_TAG_DEST, "name='\(Self.quoted(name))' x=\(x) y=\(y)")
        cairo_tag_end(cairo, CAIRO_TAG_DEST)
        checkStatus("adding a destination")
    }

    /// Adds a PDF outline (bookmark) entry pointing at a point of the current page; `level` 0 is
    /// top level, 1 nests under the last level-0 entry, and so on. SVG and PNG ignore it.
    public func addOutlineItem(_ title: String, level: Int = 0, at point: Point = .zero) {
        tape?.append { $0.addOutlineItem(title, level: level, at: point) }
        if let recorder { return recorder.recordOutlineItem(title, level: level, at: point) }
        guard point.isFinite else { return }
        var x = Double(point.x)
        var y = Double(point.y)
        cairo_user_to_device(cairo, &x, &y)
        if pdfMarks != nil {
            pdfMarks?.append(.outline(title: title, level: level, x: x, y: y))
            return
        }
        guard isPDF, let outline = pdfOutline else { return }
        let name = outline.add(title: title, level: level)
        cairo_tag_begin(cairo, CAIRO_TAG_DEST, "name='\(name)' x=\(x) y=\(y)")
        cairo_tag_end(cairo, CAIRO_TAG_DEST)
        checkStatus("adding an outline entry")
    }

    /// A context that draws a PDF page of `size` into a new recording surface, as the PDF
    /// pipeline draws pages: links and outline entries set aside in ``pdfMarks`` for the writer.
    /// The context holds its own reference to the surface; the owner is returned with it.
    static func recordingPDFPage(size: Size) throws(CanvasError) -> (
        surface: CairoSurface, context: GraphicsContext
    ) {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: size.width, height: size.height)
        let surface = try CairoSurface(
            cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents),
            operation: "recording a PDF page")
        let context = try GraphicsContext(surface: surface, pageSize: size, displayScale: vectorDisplayScale)
        context.pdfMarks = []
        return (surface, context)
    }

    /// Whether the surface is a PDF.
    var isPDF: Bool { cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_PDF }

    /// Whether the drawing goes into a vector document: a PDF or SVG surface, or a PDF page being
    /// recorded. There a clip that cuts no ink can be left out without changing the document's
    /// look; on raster output it is kept, since cairo's image compositor rounds glyph coverage
    /// under a clip differently (by up to 4 levels in a channel) and pixel references are exact.
    package var drawsVectorDocument: Bool { isVector || pdfMarks != nil }

    /// A string made safe inside cairo's single-quoted attribute values.
    static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
