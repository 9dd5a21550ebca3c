internal import CCairo
import Foundation

/// For tests: which of the fonts cairo makes to draw a text are held by ``ScaledFontPins``,
/// asked of cairo afresh (a new recording surface, PDF surface and image surface), not of the
/// pins' own bookkeeping.
extension ScaledFontPins {
    /// Whether each font cairo uses for `font` is held: the font itself (`font`), the one a
    /// recording surface draws it with (`recording`), the one the PDF writer makes when it
    /// replays that (`replay`), the PDF font subsetting's font of its face (`subsetting`), the one
    /// an SVG surface draws it with (`svg`), and the one an image surface at `imageScale` draws it
    /// with (`image`).
    static func coverage(of font: OpaquePointer, imageScale: Double) -> [String: Bool] {
        var result = ["font": holds(font)]
        var extents = cairo_rectangle_t(x: 0, y: 0, width: 10, height: 10)
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
        let recordingContext = cairo_create(recording)
        defer {
            cairo_destroy(recordingContext)
            cairo_surface_destroy(recording)
        }
        cairo_set_scaled_font(recordingContext, font)
        guard let recorded = cairo_get_scaled_font(recordingContext) else { return result }
        result["recording"] = holds(recorded)

        let pdf = cairo_pdf_surface_create_for_stream(nil, nil, 10, 10)
        let options = cairo_font_options_create()
        let recordedOptions = cairo_font_options_create()
        defer {
            cairo_surface_destroy(pdf)
            cairo_font_options_destroy(options)
            cairo_font_options_destroy(recordedOptions)
        }
        cairo_surface_get_font_options(pdf, options)
        cairo_scaled_font_get_font_options(recorded, recordedOptions)
        cairo_font_options_merge(options, recordedOptions)
        var matrix = cairo_matrix_t()
        var ctm = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(recorded, &matrix)
        cairo_scaled_font_get_ctm(recorded, &ctm)
        let face = cairo_scaled_font_get_font_face(recorded)
        let replayed = cairo_scaled_font_create(face, &matrix, &ctm, options)
        result["replay"] = replayed.map(holds) ?? false
        cairo_scaled_font_destroy(replayed)

        let subsetting = face.flatMap(subsettingFont(of:))
        result["subsetting"] = subsetting.map(holds) ?? false
        cairo_scaled_font_destroy(subsetting)

        let svg = cairo_svg_surface_create_for_stream(nil, nil, 10, 10)
        let svgContext = cairo_create(svg)
        defer {
            cairo_destroy(svgContext)
            cairo_surface_destroy(svg)
        }
        cairo_set_scaled_font(svgContext, font)
        result["svg"] = cairo_get_scaled_font(svgContext).map(holds) ?? false

        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4)
        let imageContext = cairo_create(image)
        defer {
            cairo_destroy(imageContext)
            cairo_surface_destroy(image)
        }
        cairo_scale(imageContext, imageScale, imageScale)
        cairo_set_scaled_font(imageContext, font)
        result["image"] = cairo_get_scaled_font(imageContext).map(holds) ?? false
        return result
    }
}
