internal import CCairo

extension GraphicsContext {
    /// The most pixels a shadow's mask may have; a larger shadow is computed at a lower resolution.
    static let maximumShadowMaskPixels = 1_000_000
    /// The mask's resolution for a blurred shadow: pixels per blur radius (σ).
    static let pixelsPerBlurRadius = 8.0
    /// The largest blur radius drawn, in points; larger radii are drawn at this one.
    public static let maximumShadowRadius = 1_000.0

    /// Paints `shadow` behind what `shape` draws: `shape` draws into an alpha mask covering
    /// `bounds` (plus the blur's reach), the mask is blurred, and the shadow's colour is painted
    /// through it at the shadow's offset. Colours in `shape` do not matter, only coverage, so a
    /// view's whole content casts one shadow as it does in UIKit. The mask has the display
    /// scale's resolution; PDF and SVG embed it as an image mask.
    ///
    /// A blur radius above ``maximumShadowRadius`` is that radius (the shadow is invisibly faint
    /// long before); an offset or bounds beyond ``RenderLimits/maximumCoordinate`` records
    /// ``CanvasError/invalidGeometry(_:)`` and draws nothing.
    public func drawShadow(_ shadow: Shadow, covering bounds: Rect, shape: (GraphicsContext) -> Void) {
        // Kept as one call that plays the shape's own tape (filled as the shape draws below).
        let shapeTape = tape.map { _ in DrawingTape() }
        if let shapeTape {
            tape?.append { $0.drawShadow(shadow, covering: bounds) { shapeTape.play(in: $0) } }
        }
        recorder?.fail()
        guard shadow.isVisible, bounds.isFinite, bounds.width > 0, bounds.height > 0 else { return }
        let limit = RenderLimits.maximumCoordinate
        guard
            check(
                abs(shadow.offset.width) <= limit && abs(shadow.offset.height) <= limit
                    && max(abs(bounds.minX), abs(bounds.minY), abs(bounds.maxX), abs(bounds.maxY)) <= limit,
                "shadow at \(bounds.compactDescription) offset by \(shadow.offset.compactDescription)")
        else { return }
        let radius = min(shadow.blurRadius, Self.maximumShadowRadius)
        // Step 1: the mask's resolution and padding.
        let extent = 3 * radius + 1  // a Gaussian has faded to nothing three σ out
        let outer = bounds.insetBy(dx: -extent, dy: -extent)
        // A blur of σ points needs no more than a few pixels per σ: larger shadows are computed
        // coarser (and drawn smoothly scaled), so their cost does not grow with the radius.
        var pixelsPerPoint = radius > 0 ? min(displayScale, Self.pixelsPerBlurRadius / radius) : displayScale
        while (outer.width * pixelsPerPoint) * (outer.height * pixelsPerPoint)
            > Double(Self.maximumShadowMaskPixels), pixelsPerPoint > 1e-3
        {
            pixelsPerPoint /= 2
        }
        let pixelWidth = Int((outer.width * pixelsPerPoint).rounded(.up))
        let pixelHeight = Int((outer.height * pixelsPerPoint).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth * pixelHeight <= Self.maximumShadowMaskPixels * 2
        else { return }
        do throws(CanvasError) {
            // Step 2: the shape's coverage.
            let mask = try CairoSurface(
                cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pixelWidth), Int32(pixelHeight)),
                operation: "creating a shadow mask")
            defer { withExtendedLifetime(mask) {} }
            let maskContext = try GraphicsContext(
                surface: mask, pageSize: outer.size, scale: pixelsPerPoint, displayScale: pixelsPerPoint)
            maskContext.userInterfaceStyle = userInterfaceStyle
            cairo_translate(maskContext.cairo, -outer.minX, -outer.minY)
            maskContext.tape = shapeTape
            maskContext.withCurrent { shape(maskContext) }
            maskContext.tape = nil
            if let error = maskContext.firstError { record(error) }
            // Step 3: the blur.
            cairo_surface_flush(mask.pointer)
            if let data = cairo_image_surface_get_data(mask.pointer) {
                AlphaBlur.blur(
                    data, width: pixelWidth, height: pixelHeight,
                    stride: Int(cairo_image_surface_get_stride(mask.pointer)),
                    sigma: radius * pixelsPerPoint)
            }
            cairo_surface_mark_dirty(mask.pointer)
            // Step 4: the mask coloured, as an image (drawn as images are, which PDF, SVG and PNG
            // readers all place alike; a cairo mask pattern is scaled differently by SVG readers).
            let color = shadow.color.resolved(for: userInterfaceStyle)
            let tinted = try CairoSurface.image(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
            defer { withExtendedLifetime(tinted) {} }
            Self.tint(mask: mask.pointer, into: tinted.pointer, color: color)
            // Step 5: the image at the shadow's offset.
            cairo_save(cairo)
            cairo_translate(cairo, outer.minX + shadow.offset.width, outer.minY + shadow.offset.height)
            cairo_scale(cairo, 1 / pixelsPerPoint, 1 / pixelsPerPoint)
            cairo_set_source_surface(cairo, tinted.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), imageFilter)
            cairo_new_path(cairo)
            cairo_rectangle(cairo, 0, 0, Double(pixelWidth), Double(pixelHeight))
            cairo_fill(cairo)
            cairo_restore(cairo)
            checkStatus("drawing a shadow")
        } catch {
            record(error)
        }
    }

    /// Fills an ARGB32 image with `color` at each A8 mask pixel's coverage (premultiplied, as
    /// cairo stores it).
    private static func tint(mask: OpaquePointer, into image: OpaquePointer, color: Color) {
        cairo_surface_flush(image)
        guard let source = cairo_image_surface_get_data(mask),
            let target = cairo_image_surface_get_data(image)
        else { return }
        let width = Int(cairo_image_surface_get_width(mask))
        let height = Int(cairo_image_surface_get_height(mask))
        let sourceStride = Int(cairo_image_surface_get_stride(mask))
        let targetStride = Int(cairo_image_surface_get_stride(image))
        let alpha = color.alpha
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(target + y * targetStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let a = Double(source[y * sourceStride + x]) / 255 * alpha
                func channel(_ v: Double) -> UInt32 { UInt32((v * a * 255).rounded()) }
                row[x] =
                    channel(1) << 24 | channel(color.red) << 16 | channel(color.green) << 8
                    | channel(color.blue)
            }
        }
        cairo_surface_mark_dirty(image)
    }

    /// Paints `shadow` behind a path's interior (filled by `rule`).
    public func drawShadow(_ shadow: Shadow, of path: Path, rule: FillRule = .winding) {
        recorder?.fail()
        guard let bounds = path.boundingRect else { return }
        drawShadow(shadow, covering: bounds) { $0.fill(path, with: .color(.black), rule: rule) }
    }
}
