#ifndef VELLUM_CRSVG_SHIM_H
#define VELLUM_CRSVG_SHIM_H

/// librsvg behind plain C types, for `SVGDocument` in Canvas: a separate module because rsvg.h
/// needs librsvg's and gdk-pixbuf's include paths (pkg-config librsvg-2.0), which CCairo's
/// pangocairo flags lack. Swift calls only the `vellum_svg_` functions, so no GLib type is named
/// across the two modules.

#include <stdio.h>
#include <string.h>
#include <librsvg/rsvg.h>

/// The pixels per inch SVG lengths in physical units (`in`, `cm`, `pt`) convert at: CSS's 96.
static const double vellum_svg_dpi = 96;

/// Copies a GError's message into `message` (capacity bytes) and frees the error.
static inline void vellum_svg_take_error(GError *error, const char *fallback, char *message, size_t capacity) {
    snprintf(message, capacity, "%s", error != NULL && error->message != NULL ? error->message : fallback);
    if (error != NULL) g_error_free(error);
}

/// Parses `size` bytes of SVG with librsvg's default limits (no XML_PARSE_HUGE) and no base file,
/// so no URL but `data:` can be resolved: no file is read and no network is touched. Returns the
/// handle (release it with ``vellum_svg_release``) or NULL with a message.
static inline void *vellum_svg_open(const unsigned char *data, size_t size, char *message, size_t capacity) {
    GInputStream *stream = g_memory_input_stream_new_from_data(data, (gssize)size, NULL);
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_stream_sync(stream, NULL, RSVG_HANDLE_FLAGS_NONE, NULL, &error);
    g_object_unref(stream);
    if (handle == NULL) {
        vellum_svg_take_error(error, "librsvg could not read the SVG", message, capacity);
        return NULL;
    }
    if (error != NULL) g_error_free(error);
    rsvg_handle_set_dpi(handle, vellum_svg_dpi);
    return handle;
}

/// Releases a handle made by ``vellum_svg_open``.
static inline void vellum_svg_release(void *handle) { g_object_unref(handle); }

/// The document's intrinsic size in CSS pixels: its `width` and `height` when both are absolute,
/// else its `viewBox`'s size. Returns 0, or -1 when the document states neither.
static inline int vellum_svg_intrinsic_size(void *handle, double *width, double *height) {
    if (rsvg_handle_get_intrinsic_size_in_pixels((RsvgHandle *)handle, width, height)) return 0;
    gboolean has_width = FALSE, has_height = FALSE, has_viewbox = FALSE;
    RsvgLength w, h;
    RsvgRectangle viewbox = {0, 0, 0, 0};
    rsvg_handle_get_intrinsic_dimensions((RsvgHandle *)handle, &has_width, &w, &has_height, &h, &has_viewbox,
                                         &viewbox);
    if (!has_viewbox) return -1;
    *width = viewbox.width;
    *height = viewbox.height;
    // A percentage width or height of the viewBox's size (100% by default).
    if (has_width && w.unit == RSVG_UNIT_PERCENT) *width *= w.length;
    if (has_height && h.unit == RSVG_UNIT_PERCENT) *height *= h.length;
    return 0;
}

/// Renders the whole document into `cr`, fitted to a viewport of `width` × `height` at the
/// origin of `cr`'s user space. Returns 0, or -1 with a message.
static inline int vellum_svg_render(void *handle, void *cr, double width, double height, char *message,
                                    size_t capacity) {
    RsvgRectangle viewport = {0, 0, width, height};
    GError *error = NULL;
    if (rsvg_handle_render_document((RsvgHandle *)handle, (cairo_t *)cr, &viewport, &error)) {
        if (error != NULL) g_error_free(error);
        return 0;
    }
    vellum_svg_take_error(error, "librsvg could not render the SVG", message, capacity);
    return -1;
}

#endif
