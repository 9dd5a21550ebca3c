internal import CCairo
import Foundation

/// A drawing destination: one page of a PDF, an SVG or a PNG (CGContext's role).
///
/// Coordinates are points with the origin at the top-left and y pointing down, whatever the
/// output format. Drawing calls do not throw: input that cairo cannot take (a non-finite
/// coordinate, a huge radius) is skipped and recorded, cairo's own status is checked after each
/// text draw, and the document that owns the context throws the first error when the page ends.
///
/// Ownership: the context owns its `cairo_t` (transfer full from cairo_create) and destroys it in
/// deinit. A context is used on the thread that made it, during one synchronous render.
public final class GraphicsContext {
    let cairo: OpaquePointer
    /// The size of the page being drawn, in points.
    public let pageSize: Size
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Exclusivity".
    /// The first error drawing ran into, if any.
    @exclusivity(unchecked) public private(set) var firstError: CanvasError?
    /// Device pixels per point: the PNG scale, or ``vectorDisplayScale`` for PDF and SVG.
    /// A hairline is `1 / displayScale` points thick.
    public let displayScale: Double
    /// The outline of the PDF being written, shared by its pages (nil for SVG and PNG).
    var pdfOutline: PDFOutline?
    /// For a PDF page drawn into a recording surface (``PDFPipeline``): the links and outline
    /// entries, which the writer adds to the PDF page (nil otherwise).
    var pdfMarks: [PDFMark]?
    /// The structure tree of the tagged PDF being written, shared by its pages (nil when the
    /// output is not tagged).
    var pdfStructure: PDFStructure?
    /// Core Graphics-style state (see GraphicsContext+CoreGraphics.swift): colours and line width,
    /// saved and restored with the cairo state, and the path being built.
    @exclusivity(unchecked) var coreGraphicsState = CoreGraphicsState()
    @exclusivity(unchecked) var coreGraphicsStack: [CoreGraphicsState] = []
    @exclusivity(unchecked) var currentPath = Path()
    /// Set while a page is recorded into a display list (``RecordedPages``): drawing calls are
    /// recorded instead of painted, and state calls are both recorded and applied.
    @exclusivity(unchecked) var recorder: DisplayListRecorder?
    /// Set while an SVG page is drawn with glyph reuse (``DrawingTape``): every call is also
    /// kept, to be played again with the real fonts if the reuse cannot be kept.
    @exclusivity(unchecked) var tape: DrawingTape?
    /// Whether a link was written on this context's page (the document then gets the objects
    /// cairo 1.16 numbers for links without writing them, see ``Document``).
    var wroteLinks = false
    /// Whether images are smoothed when scaled (cairo's good filter, which a PDF records as
    /// `/Interpolate true`); off for PDF/A, which forbids interpolation, so scaled images show
    /// their pixels there.
    var interpolatesImages = true
    /// The filter images are painted with, by ``interpolatesImages``.
    var imageFilter: cairo_filter_t { interpolatesImages ? CAIRO_FILTER_GOOD : CAIRO_FILTER_FAST }
    /// The matrix Core Text would place glyphs with (Core Graphics' `textMatrix`, which is not
    /// part of the saved state): kept as set and otherwise unused, since Vellum's text drawing,
    /// like UIKit's string drawing, places text by its own origin (identity at first).
    public var textMatrix = Transform.identity
    /// Each thread's ``current`` context.
    static let threadCurrent = ThreadLocalReference<GraphicsContext>()
    /// The display scale assumed for PDF and SVG output, where a hairline is 0.5 pt.
    public static let vectorDisplayScale: Double = 2

    init(
        surface: CairoSurface, pageSize: Size, scale: Double = 1, displayScale: Double? = nil
    ) throws(CanvasError) {
        let cr = cairo_create(surface.pointer)!
        if let error = CanvasError.cairo(cairo_status(cr), "creating a context") {
            cairo_destroy(cr)
            throw error
        }
        cairo = cr
        self.pageSize = pageSize
        self.displayScale = displayScale ?? scale
        if scale != 1 { cairo_scale(cr, scale, scale) }
    }

    deinit { cairo_destroy(cairo) }

    // MARK: Filling and stroking

    /// Fills a rectangle with a colour.
    public func fill(_ rect: Rect, with color: Color) {
        fill(Path(rect), with: .color(color))
    }

    /// Fills a path's interior with a paint; `rule` decides the interior where subpaths overlap.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .winding) {
        tape?.append { $0.fill(path, with: paint, rule: rule) }
        if let shadow = coreGraphicsState.shadow, let bounds = path.boundingRect {
            castShadow(shadow, covering: bounds) { $0.fill(path, with: paint, rule: rule) }
        }
        guard setPath(path), setPaint(paint) else { return }
        setFillRule(rule)
        if let recorder {
            recorder.recordFill(path, paint: paint, style: userInterfaceStyle, rule: rule)
            cairo_new_path(cairo)
            return
        }
        cairo_fill(cairo)
    }

    /// Strokes a rectangle's outline; the line is centred on the edges.
    public func stroke(_ rect: Rect, with color: Color, lineWidth: Double = 1) {
        stroke(Path(rect), with: .color(color), style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes a path with a paint and a stroke style. A line width outside 0..<10,000, or a dash
    /// length or phase that is negative, not finite or beyond ``RenderLimits/maximumCoordinate``,
    /// records ``CanvasError/invalidGeometry(_:)`` and draws nothing.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle = StrokeStyle()) {
        tape?.append { $0.stroke(path, with: paint, style: style) }
        guard
            check(
                style.lineWidth.isFinite && style.lineWidth >= 0 && style.lineWidth < 10_000,
                "line width \(style.lineWidth)")
        else { return }
        guard
            check(
                style.dash.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= RenderLimits.maximumCoordinate }
                    && style.dashPhase.isFinite && abs(style.dashPhase) <= RenderLimits.maximumCoordinate,
                "dash pattern \(style.dash) with phase \(style.dashPhase)")
        else { return }
        if let shadow = coreGraphicsState.shadow, let bounds = path.boundingRect {
            // A miter reaches at most cairo's miter limit (10) half-widths past a corner.
            let reach = style.lineWidth / 2 * (style.lineJoin == .miter ? 10 : 1.5) + 1
            castShadow(shadow, covering: bounds.insetBy(dx: -reach, dy: -reach)) {
                $0.stroke(path, with: paint, style: style)
            }
        }
        guard setPath(path), setPaint(paint) else { return }
        cairo_set_line_width(cairo, style.lineWidth)
        let cap: cairo_line_cap_t =
            switch style.lineCap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        let join: cairo_line_join_t =
            switch style.lineJoin {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_cap(cairo, cap)
        cairo_set_line_join(cairo, join)
        // Every length counts: dropping a bad one would swap the dashes and gaps that follow it.
        if style.dash.contains(where: { $0 > 0 }) {
            cairo_set_dash(cairo, style.dash, Int32(style.dash.count), style.dashPhase)
        } else {
            cairo_set_dash(cairo, nil, 0, 0)
        }
        if let recorder {
            recorder.recordStroke(path, paint: paint, style: userInterfaceStyle, stroke: style)
            cairo_new_path(cairo)
            return
        }
        cairo_stroke(cairo)
    }

    /// Strokes a straight line between two points.
    public func strokeLine(
        from start: Point, to end: Point, with color: Color, style: StrokeStyle = StrokeStyle()
    ) {
        var path = Path()
        path.move(to: start)
        path.addLine(to: end)
        stroke(path, with: .color(color), style: style)
    }

    // MARK: Images and text

    /// Draws an image scaled to fill `rect`; a resizable image (``Image/resizable(capInsets:resizingMode:)``)
    /// keeps its caps' size and fills the rest by its resizing mode. An SVG image draws as vectors,
    /// and a JPEG goes into PDF and SVG as its own bytes (``Image/init(decoding:scale:)``). `alpha` (0…1; clamped, and 1
    /// when not finite) fades the image, which the context's blend mode combines with the page
    /// inside `rect` only.
    public func draw(_ image: Image, in rect: Rect, alpha: Double = 1) {
        tape?.append { $0.draw(image, in: rect, alpha: alpha) }
        let image = image.resolvingTint(for: userInterfaceStyle)
        let alpha = alpha.isFinite ? min(1, max(0, alpha)) : 1
        recorder?.fail()
        guard check(rect.isFinite, "image rectangle \(rect.compactDescription)"), rect.width > 0,
            rect.height > 0
        else { return }
        let sx = rect.width / Double(image.pixelWidth)
        let sy = rect.height / Double(image.pixelHeight)
        // Bounded like a path, and a scale cairo can invert (1e-300 would put cairo in an error state).
        guard
            check(
                Path(rect).isDrawable && sx * sy > 0 && (sx * sy).isFinite && isOnDeviceRange(rect.origin)
                    && isOnDeviceRange(Point(x: rect.maxX, y: rect.maxY)),
                "image rectangle \(rect.compactDescription)")
        else { return }
        guard alpha > 0 else { return }
        if let shadow = coreGraphicsState.shadow {
            castShadow(shadow, covering: rect) { $0.draw(image, in: rect, alpha: alpha) }
        }
        if image.capInsets == .zero {
            if !paintSource(of: image, in: rect, alpha: alpha) {
                paint(image, in: rect, tiled: false, alpha: alpha)
            }
        } else {
            drawNineSlice(image, in: rect, alpha: alpha)
        }
        checkStatus("drawing an image")
    }

    /// Draws laid-out text with its top-left corner at `point`.
    public func draw(_ text: TextLayout, at point: Point) {
        tape?.append { $0.draw(text, at: point) }
        // The step above draws the whole text again; the calls drawing it makes (attachment
        // images, links) must not be taped a second time.
        let taping = tape
        tape = nil
        defer { tape = taping }
        guard check(point.isFinite, "text origin \(point.compactDescription)") else { return }
        let far = Point(x: point.x + text.size.width, y: point.y + text.size.height)
        guard
            check(
                isOnDeviceRange(point) && isOnDeviceRange(far),
                "text at \(point.compactDescription) beyond the output's range")
        else { return }
        if let shadow = coreGraphicsState.shadow {
            // The layout box with room for glyphs that ink past it (an italic's overhang, a tall
            // accent): a quarter of its height up to 25 pt, at least 2 pt.
            let pad = max(2, min(Double(text.size.height), 100) / 4)
            castShadow(shadow, covering: Rect(origin: point, size: text.size).insetBy(dx: -pad, dy: -pad)) {
                $0.draw(text, at: point)
            }
        }
        text.draw(at: point, in: self)
    }

    /// A rectangle moved and resized so its edges fall on device pixel boundaries (rounding
    /// each edge to the nearest pixel, and keeping at least one pixel of height and width when the
    /// rectangle had any), for hairlines that stay one device pixel thick.
    public func alignedToPixels(_ rect: Rect) -> Rect {
        guard rect.isFinite else { return rect }
        let (x0, y0, x1, y1) = deviceCorners(of: rect)
        let scale = displayScale
        // In vector documents (a PDF page being recorded too) device units are points: snap to
        // the display scale's grid instead.
        let grid = drawsVectorDocument ? scale : 1
        func snap(_ v: Double) -> Double { (v * grid).rounded() / grid }
        var (sx0, sy0, sx1, sy1) = (snap(x0), snap(y0), snap(x1), snap(y1))
        if rect.width > 0, sx1 <= sx0 { sx1 = sx0 + 1 / grid }
        if rect.height > 0, sy1 <= sy0 { sy1 = sy0 + 1 / grid }
        cairo_device_to_user(cairo, &sx0, &sy0)
        cairo_device_to_user(cairo, &sx1, &sy1)
        return Rect(x: min(sx0, sx1), y: min(sy0, sy1), width: abs(sx1 - sx0), height: abs(sy1 - sy0))
    }

    /// The rectangle's top-left and bottom-right corners in device coordinates.
    func deviceCorners(of rect: Rect) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        var x0 = Double(rect.minX)
        var y0 = Double(rect.minY)
        var x1 = Double(rect.maxX)
        var y1 = Double(rect.maxY)
        cairo_user_to_device(cairo, &x0, &y0)
        cairo_user_to_device(cairo, &x1, &y1)
        return (x0, y0, x1, y1)
    }

    /// Whether the surface is PDF or SVG (device units are points).
    var isVector: Bool {
        let type = cairo_surface_get_type(cairo_get_target(cairo))
        return type == CAIRO_SURFACE_TYPE_PDF || type == CAIRO_SURFACE_TYPE_SVG
    }

    // MARK: Internals

    /// Records the first error; later ones are dropped.
    func record(_ error: CanvasError) {
        if firstError == nil { firstError = error }
    }

    /// Records an invalid-geometry error unless `condition` holds; returns `condition`.
    @discardableResult
    func check(_ condition: Bool, _ what: @autoclosure () -> String) -> Bool {
        if !condition { record(.invalidGeometry(what())) }
        return condition
    }

    /// Checks cairo's status and records a failure.
    func checkStatus(_ operation: String) {
        if let error = CanvasError.cairo(cairo_status(cairo), operation) { record(error) }
    }

    /// Whether a point in user space lands within ``RenderLimits/maximumDeviceCoordinate`` on the
    /// output, under the current transform.
    private func isOnDeviceRange(_ point: Point) -> Bool {
        var x = Double(point.x)
        var y = Double(point.y)
        cairo_user_to_device(cairo, &x, &y)
        let limit = RenderLimits.maximumDeviceCoordinate
        return x.isFinite && y.isFinite && abs(x) <= limit && abs(y) <= limit
    }

    func setPath(_ path: Path) -> Bool {
        guard check(path.isDrawable, "a path with non-finite or out-of-range coordinates") else {
            return false
        }
        let onDevice = path.elements.allSatisfy {
            switch $0 {
            case .move(let p), .line(let p): isOnDeviceRange(p)
            case .curve(let p, let c1, let c2):
                isOnDeviceRange(p) && isOnDeviceRange(c1) && isOnDeviceRange(c2)
            case .close: true
            }
        }
        guard check(onDevice, "a path beyond the output's coordinate range after the current transform")
        else { return false }
        cairo_new_path(cairo)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cairo, p.x, p.y)
            case .line(let p): cairo_line_to(cairo, p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cairo)
            }
        }
        return true
    }

    private func setPaint(_ paint: Paint) -> Bool {
        switch paint {
        case .color(let dynamic):
            let c = dynamic.resolved(for: userInterfaceStyle)
            cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
            return true
        case .linearGradient(let gradient, let start, let end):
            guard check(start.isFinite && end.isFinite, "gradient points") else { return false }
            return setGradient(cairo_pattern_create_linear(start.x, start.y, end.x, end.y), gradient)
        case .radialGradient(let gradient, let center, let r0, let r1):
            guard check(center.isFinite && r0.isFinite && r1.isFinite && r0 >= 0 && r1 >= 0, "gradient radii")
            else { return false }
            return setGradient(
                cairo_pattern_create_radial(center.x, center.y, r0, center.x, center.y, r1), gradient)
        }
    }

    /// Owns a new gradient pattern, adds its stops and makes it the source (the context keeps its
    /// own reference; the owner frees the pattern's).
    private func setGradient(_ created: OpaquePointer?, _ gradient: Gradient) -> Bool {
        do throws(CanvasError) {
            let pattern = try CairoPattern(created, operation: "creating a gradient")
            for stop in gradient.stops where stop.location.isFinite {
                let c = stop.color.resolved(for: userInterfaceStyle)
                cairo_pattern_add_color_stop_rgba(
                    pattern.pointer, min(1, max(0, stop.location)), c.red, c.green, c.blue, c.alpha)
            }
            try pattern.check("creating a gradient")
            cairo_set_source(cairo, pattern.pointer)
            return true
        } catch {
            record(error)
            return false
        }
    }
}
