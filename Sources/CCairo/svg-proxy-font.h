#ifndef VELLUM_SVG_PROXY_FONT_H
#define VELLUM_SVG_PROXY_FONT_H

/// The C side of `SVGGlyphProxy`: a cairo user font whose glyphs are marks naming the real font's
/// glyph, so an SVG document's glyph outlines can be written once per process (see
/// Sources/Canvas/Compat/README.md). Included by shim.h only.

#include <cairo.h>
#include <stdlib.h>

/// What an SVG glyph proxy font (``vellum_svg_proxy_face_create``) knows: the number Vellum gave
/// it and the font whose glyphs it stands for (a reference of its own).
typedef struct {
    unsigned int serial;
    cairo_scaled_font_t *real;
} vellum_svg_proxy_info;

/// The x and y of the first point of every glyph outline a proxy font draws: a point no glyph
/// outline of a real font starts at, so the outlines are found in cairo's SVG.
static const double vellum_svg_proxy_mark = -8191.5;

static void vellum_svg_proxy_info_free(void *data) {
    vellum_svg_proxy_info *info = (vellum_svg_proxy_info *)data;
    cairo_scaled_font_destroy(info->real);
    free(info);
}

/// The glyph callback of a proxy font: the glyph's outline is a mark that names the proxy
/// (`serial`, in two 12-bit halves) and the glyph (in two 12-bit halves, the second plus 8192),
/// drawn in device units so cairo's SVG prints it as "M -8191.5 -8191.5 L s0 s1 L g0 g1 "; the
/// glyph's extents are the
/// real font's (up to rounding in the last bit), so cairo measures the glyph as it would the
/// real one.
static inline cairo_status_t vellum_svg_proxy_render(
    cairo_scaled_font_t *scaled, unsigned long glyph, cairo_t *cr, cairo_text_extents_t *extents, void *key) {
    vellum_svg_proxy_info *info =
        (vellum_svg_proxy_info *)cairo_font_face_get_user_data(cairo_scaled_font_get_font_face(scaled), key);
    if (info == NULL || glyph >= (1ul << 24)) return CAIRO_STATUS_USER_FONT_ERROR;
    // The real font as cairo draws it where the proxy is drawn: the proxy's options (the
    // surface's merged in), so the extents are those of the font cairo would have used.
    cairo_matrix_t font_matrix, ctm;
    cairo_scaled_font_get_font_matrix(scaled, &font_matrix);
    cairo_scaled_font_get_ctm(scaled, &ctm);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_scaled_font_get_font_options(scaled, options);
    cairo_scaled_font_t *drawn =
        cairo_scaled_font_create(cairo_scaled_font_get_font_face(info->real), &font_matrix, &ctm, options);
    cairo_font_options_destroy(options);
    cairo_glyph_t one = {glyph, 0, 0};
    cairo_text_extents_t real;
    cairo_scaled_font_glyph_extents(drawn, &one, 1, &real);
    cairo_status_t status = cairo_scaled_font_status(drawn);
    cairo_scaled_font_destroy(drawn);
    if (status != CAIRO_STATUS_SUCCESS) return CAIRO_STATUS_USER_FONT_ERROR;
    cairo_matrix_t inverse = font_matrix;
    if (cairo_matrix_invert(&inverse) != CAIRO_STATUS_SUCCESS) return CAIRO_STATUS_USER_FONT_ERROR;
    double xs[4] = {real.x_bearing, real.x_bearing + real.width, real.x_bearing, real.x_bearing + real.width};
    double ys[4] = {real.y_bearing, real.y_bearing, real.y_bearing + real.height, real.y_bearing + real.height};
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    for (int i = 0; i < 4; i++) {
        cairo_matrix_transform_point(&inverse, &xs[i], &ys[i]);
        if (i == 0 || xs[i] < x0) x0 = xs[i];
        if (i == 0 || ys[i] < y0) y0 = ys[i];
        if (i == 0 || xs[i] > x1) x1 = xs[i];
        if (i == 0 || ys[i] > y1) y1 = ys[i];
    }
    double ax = real.x_advance, ay = real.y_advance;
    cairo_matrix_transform_distance(&inverse, &ax, &ay);
    extents->x_bearing = x0;
    extents->y_bearing = y0;
    extents->width = x1 - x0;
    extents->height = y1 - y0;
    extents->x_advance = ax;
    extents->y_advance = ay;
    // A glyph without ink (a space) still draws its mark, so every symbol of a proxy names its
    // glyph; its extents are then a point at its bearing (cairo measures a glyph of zero width
    // by what it drew, which would be the mark).
    if (extents->width == 0) extents->width = 1e-9;
    cairo_identity_matrix(cr);
    cairo_move_to(cr, vellum_svg_proxy_mark, vellum_svg_proxy_mark);
    cairo_line_to(cr, info->serial & 0xFFF, (info->serial >> 12) & 0xFFF);
    // The glyph's point lies below every serial's (its y is 8192 or more): the two never
    // coincide, which would make cairo drop the second as a degenerate segment.
    cairo_line_to(cr, glyph & 0xFFF, 8192 + ((glyph >> 12) & 0xFFF));
    cairo_fill(cr);
    return CAIRO_STATUS_SUCCESS;
}

/// The key of a proxy face's ``vellum_svg_proxy_info`` (one per copy of this header's code: the
/// face is made and read by the same copy).
static inline const cairo_user_data_key_t *vellum_svg_proxy_key(void) {
    static cairo_user_data_key_t key;
    return &key;
}

static cairo_status_t vellum_svg_proxy_render_glyph(
    cairo_scaled_font_t *scaled, unsigned long glyph, cairo_t *cr, cairo_text_extents_t *extents) {
    return vellum_svg_proxy_render(scaled, glyph, cr, extents, (void *)vellum_svg_proxy_key());
}

/// A scaled font that stands for `real` (same matrices and options) in an SVG document, whose
/// glyph outlines are marks naming `serial` and the glyph (see ``vellum_svg_proxy_render``);
/// NULL when cairo cannot make it. Transfer full.
static inline cairo_scaled_font_t *vellum_svg_proxy_font_create(unsigned int serial, cairo_scaled_font_t *real) {
    cairo_font_face_t *face = cairo_user_font_face_create();
    vellum_svg_proxy_info *info = (vellum_svg_proxy_info *)malloc(sizeof *info);
    if (info == NULL) {
        cairo_font_face_destroy(face);
        return NULL;
    }
    info->serial = serial;
    info->real = cairo_scaled_font_reference(real);
    cairo_user_font_face_set_render_glyph_func(face, vellum_svg_proxy_render_glyph);
    if (cairo_font_face_set_user_data(face, vellum_svg_proxy_key(), info, vellum_svg_proxy_info_free)
        != CAIRO_STATUS_SUCCESS) {
        vellum_svg_proxy_info_free(info);
        cairo_font_face_destroy(face);
        return NULL;
    }
    cairo_matrix_t font_matrix, ctm;
    cairo_scaled_font_get_font_matrix(real, &font_matrix);
    cairo_scaled_font_get_ctm(real, &ctm);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_scaled_font_get_font_options(real, options);
    cairo_scaled_font_t *proxy = cairo_scaled_font_create(face, &font_matrix, &ctm, options);
    cairo_font_options_destroy(options);
    cairo_font_face_destroy(face);
    if (cairo_scaled_font_status(proxy) != CAIRO_STATUS_SUCCESS) {
        cairo_scaled_font_destroy(proxy);
        return NULL;
    }
    return proxy;
}

#endif
