#ifndef VELLUM_PANGO_150_LAZY_FACES_H
#define VELLUM_PANGO_150_LAZY_FACES_H

/// Vellum's one patch of a library's internals, confined here: Pango 1.50's font interface
/// vtable, process wide, so a font's FreeType face is opened when the font is first drawn (see
/// `PangoLazyFaces` and Sources/Canvas/Compat/README.md). It depends on Pango 1.50's private
/// struct layout and does nothing under any other Pango. Included by shim.h only.

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>

/// Hands out the one FreeType face of a font file and face index (FontFaceRegistry), or NULL.
typedef void *(*vellum_face_provider)(const char *path, int index);

/// Pango 1.50's PangoCairoFontIface (pangocairo-private.h): the interface vtable of the fonts a
/// pangocairo fontconfig font map makes. Only `create_font_face` is replaced.
typedef struct {
    GTypeInterface g_iface;
    cairo_font_face_t *(*create_font_face)(PangoCairoFont *font);
    void *create_base_metrics_for_context;
    gssize cf_priv_offset;
} vellum_pango_cairo_font_iface;

/// Exported by libpangocairo, not declared in its headers.
GType pango_cairo_fc_font_get_type(void);

/// The replaced function and the face provider, kept in an inline function's statics (a header's
/// file-scope statics are not emitted when Swift imports it).
typedef struct {
    cairo_font_face_t *(*pango_create_font_face)(PangoCairoFont *font);
    vellum_face_provider face_source;
} vellum_lazy_face_state;

static inline vellum_lazy_face_state *vellum_lazy_faces(void) {
    static vellum_lazy_face_state state;
    return &state;
}

/// Pango's create_font_face (cairo_ft_font_face_create_for_pattern of the font's pattern), with
/// the font file's registry face stored in a copy of the pattern first, so cairo builds the font
/// "from the face" and never opens or closes the file itself. The face is opened here, when a
/// font is first drawn, instead of for every installed font when a configuration is made.
static inline cairo_font_face_t *vellum_create_font_face_with_registry_face(PangoCairoFont *font) {
    FcPattern *pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(font));
    FcChar8 *file = NULL;
    FT_Face existing = NULL;
    int index = 0;
    if (pattern == NULL || FcPatternGetFTFace(pattern, FC_FT_FACE, 0, &existing) == FcResultMatch
        || FcPatternGetString(pattern, FC_FILE, 0, &file) != FcResultMatch)
        return vellum_lazy_faces()->pango_create_font_face(font);
    FcPatternGetInteger(pattern, FC_INDEX, 0, &index);
    void *face = vellum_lazy_faces()->face_source((const char *)file, index);
    FcPattern *copy = face ? FcPatternDuplicate(pattern) : NULL;
    if (copy == NULL) return vellum_lazy_faces()->pango_create_font_face(font);
    FcPatternAddFTFace(copy, FC_FT_FACE, (FT_Face)face);
    cairo_font_face_t *result = cairo_ft_font_face_create_for_pattern(copy);
    FcPatternDestroy(copy);
    return result;
}

/// Replaces create_font_face in the interface vtable of pangocairo's fontconfig fonts (process
/// wide, once) with ``vellum_create_font_face_with_registry_face``. Returns 1 when the
/// replacement is in place, 0 when this Pango is not 1.50 (whose private layout it relies on) and
/// nothing was changed. Call it before any font of a pangocairo font map is drawn.
static inline int vellum_install_lazy_faces(vellum_face_provider provider) {
    if (pango_version() < PANGO_VERSION_ENCODE(1, 50, 0) || pango_version() >= PANGO_VERSION_ENCODE(1, 51, 0))
        return 0;
    gpointer klass = g_type_class_ref(pango_cairo_fc_font_get_type());
    vellum_pango_cairo_font_iface *iface = g_type_interface_peek(klass, PANGO_TYPE_CAIRO_FONT);
    if (iface == NULL || iface->create_font_face == NULL) return 0;
    if (iface->create_font_face != vellum_create_font_face_with_registry_face) {
        vellum_lazy_faces()->face_source = provider;
        vellum_lazy_faces()->pango_create_font_face = iface->create_font_face;
        iface->create_font_face = vellum_create_font_face_with_registry_face;
    }
    return 1;
}

#endif
