#ifndef VELLUM_SVG_LOADER_H
#define VELLUM_SVG_LOADER_H

/// librsvg, loaded when the first SVG image is read (dlopen), not linked: a program that draws
/// no SVG never maps librsvg, libxml2 and ICU's common library (about 3 MB of memory and their
/// relocations at every start). librsvg 2.x's ABI is stable; the few types and functions used
/// are declared here as rsvg.h declares them. Swift calls only the `vellum_svg_` functions.

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <gio/gio.h>

typedef struct { double x, y, width, height; } VellumRsvgRectangle;
typedef struct { double length; int unit; } VellumRsvgLength;
/// RSVG_UNIT_PERCENT, the first of rsvg.h's `RsvgUnit`.
static const int vellum_rsvg_unit_percent = 0;

/// The librsvg functions Vellum calls, resolved once.
typedef struct {
    void *(*new_from_stream_sync)(GInputStream *, GFile *, int, GCancellable *, GError **);
    void (*set_dpi)(void *, double);
    gboolean (*intrinsic_size_in_pixels)(void *, double *, double *);
    void (*intrinsic_dimensions)(void *, gboolean *, VellumRsvgLength *, gboolean *, VellumRsvgLength *, gboolean *,
                                 VellumRsvgRectangle *);
    gboolean (*render_document)(void *, cairo_t *, const VellumRsvgRectangle *, GError **);
} VellumRsvg;

/// Resolves librsvg's functions into `f`; 1 when all were found.
static inline int vellum_rsvg_load(VellumRsvg *f) {
    void *library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return 0;
    *(void **)&f->new_from_stream_sync = dlsym(library, "rsvg_handle_new_from_stream_sync");
    *(void **)&f->set_dpi = dlsym(library, "rsvg_handle_set_dpi");
    *(void **)&f->intrinsic_size_in_pixels = dlsym(library, "rsvg_handle_get_intrinsic_size_in_pixels");
    *(void **)&f->intrinsic_dimensions = dlsym(library, "rsvg_handle_get_intrinsic_dimensions");
    *(void **)&f->render_document = dlsym(library, "rsvg_handle_render_document");
    return f->new_from_stream_sync != NULL && f->set_dpi != NULL && f->intrinsic_size_in_pixels != NULL &&
           f->intrinsic_dimensions != NULL && f->render_document != NULL;
}

/// librsvg's functions, loaded on the first call (under a lock: SVG images are few); NULL when
/// librsvg 2.52 or later cannot be loaded. Kept in the function's statics: a header's file-scope
/// statics are not emitted when Swift imports it.
static inline const VellumRsvg *vellum_rsvg(void) {
    static VellumRsvg functions;
    static int state; // 0 not tried, 1 loaded, -1 not available
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&lock);
    if (state == 0) state = vellum_rsvg_load(&functions) ? 1 : -1;
    pthread_mutex_unlock(&lock);
    return state == 1 ? &functions : NULL;
}

/// The pixels per inch SVG lengths in physical units (`in`, `cm`, `pt`) convert at: CSS's 96.
static const double vellum_svg_dpi = 96;

/// Copies a GError's message into `message` (capacity bytes) and frees the error.
static inline void vellum_svg_take_error(GError *error, const char *fallback, char *message, size_t capacity) {
    snprintf(message, capacity, "%s", error != NULL && error->message != NULL ? error->message : fallback);
    if (error != NULL) g_error_free(error);
}

/// Parses `size` bytes of SVG with librsvg's default limits (no XML_PARSE_HUGE) and no base file,
/// so no URL but `data:` can be resolved: no file is read and no network is touched. Returns the
/// handle (release it with ``vellum_svg_release``) or NULL with a message (also when librsvg
/// cannot be loaded).
static inline void *vellum_svg_open(const unsigned char *data, size_t size, char *message, size_t capacity) {
    const VellumRsvg *rsvg = vellum_rsvg();
    if (rsvg == NULL) {
        snprintf(message, capacity, "%s", "librsvg-2.so.2 (2.52 or later) could not be loaded");
        return NULL;
    }
    GInputStream *stream = g_memory_input_stream_new_from_data(data, (gssize)size, NULL);
    GError *error = NULL;
    void *handle = rsvg->new_from_stream_sync(stream, NULL, 0, NULL, &error);
    g_object_unref(stream);
    if (handle == NULL) {
        vellum_svg_take_error(error, "librsvg could not read the SVG", message, capacity);
        return NULL;
    }
    if (error != NULL) g_error_free(error);
    rsvg->set_dpi(handle, vellum_svg_dpi);
    return handle;
}

/// Releases a handle made by ``vellum_svg_open``.
static inline void vellum_svg_release(void *handle) { g_object_unref(handle); }

/// The document's intrinsic size in CSS pixels: its `width` and `height` when both are absolute,
/// else its `viewBox`'s size. Returns 0, or -1 when the document states neither.
static inline int vellum_svg_intrinsic_size(void *handle, double *width, double *height) {
    const VellumRsvg *rsvg = vellum_rsvg();
    if (rsvg->intrinsic_size_in_pixels(handle, width, height)) return 0;
    gboolean has_width = FALSE, has_height = FALSE, has_viewbox = FALSE;
    VellumRsvgLength w, h;
    VellumRsvgRectangle viewbox = {0, 0, 0, 0};
    rsvg->intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
    if (!has_viewbox) return -1;
    *width = viewbox.width;
    *height = viewbox.height;
    // A percentage width or height of the viewBox's size (100% by default).
    if (has_width && w.unit == vellum_rsvg_unit_percent) *width *= w.length;
    if (has_height && h.unit == vellum_rsvg_unit_percent) *height *= h.length;
    return 0;
}

/// Renders the whole document into `cr`, fitted to a viewport of `width` × `height` at the
/// origin of `cr`'s user space. Returns 0, or -1 with a message.
static inline int vellum_svg_render(void *handle, void *cr, double width, double height, char *message,
                                    size_t capacity) {
    VellumRsvgRectangle viewport = {0, 0, width, height};
    GError *error = NULL;
    if (vellum_rsvg()->render_document(handle, (cairo_t *)cr, &viewport, &error)) {
        if (error != NULL) g_error_free(error);
        return 0;
    }
    vellum_svg_take_error(error, "librsvg could not render the SVG", message, capacity);
    return -1;
}

#endif
