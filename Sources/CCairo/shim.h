#ifndef VELLUM_CCAIRO_SHIM_H
#define VELLUM_CCAIRO_SHIM_H

#include <cairo.h>
#include <stdlib.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
#include <libdeflate.h>
#include <hyphen.h>
#include <hb-aat.h>

/// O_TMPFILE as a constant Swift can see (glibc defines it only under _GNU_SOURCE, as
/// __O_TMPFILE, which is 020000000 | O_DIRECTORY on Linux's common architectures).
#include <fcntl.h>
#ifdef O_TMPFILE
static const int vellum_o_tmpfile = O_TMPFILE;
#else
static const int vellum_o_tmpfile = 020000000 | O_DIRECTORY;
#endif

/// PANGO_SCALE as a constant Swift can see (the macro is not imported).
static const int vellum_pango_scale = PANGO_SCALE;

/// Casts a PangoFontMap made by pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
/// to the PangoFcFontMap it is, so its fontconfig configuration can be set.
static inline PangoFcFontMap *vellum_fc_font_map(PangoFontMap *map) {
    return PANGO_FC_FONT_MAP(map);
}

/// g_object_unref for any GObject-derived pointer.
static inline void vellum_object_unref(void *object) { g_object_unref(object); }

/// g_object_ref for any GObject-derived pointer.
static inline void vellum_object_ref(void *object) { g_object_ref(object); }

/// The cairo scaled font a PangoFont made by a pangocairo font map draws with (transfer none).
static inline cairo_scaled_font_t *vellum_scaled_font(PangoFont *font) {
    return pango_cairo_font_get_scaled_font(PANGO_CAIRO_FONT(font));
}

/// The bidirectional class of a character as Pango's bidi resolution (fribidi) sees it: the one
/// bidi query pango exports, deprecated since pango 1.44 but present through 1.5x.
static inline PangoBidiType vellum_bidi_type(gunichar character) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    return pango_bidi_type_for_unichar(character);
    G_GNUC_END_IGNORE_DEPRECATIONS
}

/// PANGO_GLYPH_EMPTY and PANGO_GLYPH_UNKNOWN_FLAG as constants Swift can see.
static const PangoGlyph vellum_glyph_empty = PANGO_GLYPH_EMPTY;
static const PangoGlyph vellum_glyph_unknown_flag = PANGO_GLYPH_UNKNOWN_FLAG;

/// Stores `face` in `pattern` as FC_FT_FACE. cairo then builds the font's unscaled font "from the
/// face" and never closes it: see FontFaceRegistry.swift for why Vellum needs that.
static inline int vellum_pattern_add_face(FcPattern *pattern, void *face) {
    return FcPatternAddFTFace(pattern, FC_FT_FACE, (FT_Face)face);
}

/// FT_New_Face, with a plain pointer to the face for Swift.
static inline void *vellum_ft_new_face(void *library, const char *path, long index) {
    FT_Face face = NULL;
    if (FT_New_Face((FT_Library)library, path, index, &face) != 0) return NULL;
    return face;
}

/// FT_Init_FreeType, with a plain pointer to the library for Swift.
static inline void *vellum_ft_new_library(void) {
    FT_Library library = NULL;
    if (FT_Init_FreeType(&library) != 0) return NULL;
    return library;
}

/// Whether `pattern` already carries an FT_Face.
static inline int vellum_pattern_has_face(FcPattern *pattern) {
    FT_Face face = NULL;
    return FcPatternGetFTFace(pattern, FC_FT_FACE, 0, &face) == FcResultMatch;
}

/// A default-substitute hook for Pango's fontconfig font maps: records the exact pixel size (in
/// 1/1024 px) under a key fontconfig ignores when matching. Pango's pattern cache hashes patterns
/// with FcPatternHash, which truncates doubles, so every size sharing one integer pixel size
/// collided in one hash chain (half the time of 5,000 labels of distinct sizes); the key makes
/// each size hash apart.
static inline void vellum_salt_pixel_size(FcPattern *pattern, gpointer data) {
    (void)data;
    double pixels;
    if (FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &pixels) == FcResultMatch)
        FcPatternAddInteger(pattern, "vellumpixelsize", (int)(pixels * 1024 + 0.5));
}

/// Installs ``vellum_salt_pixel_size`` on a font map made by pango_cairo_font_map_new_for_font_type.
static inline void vellum_install_size_salt(PangoFontMap *map) {
    pango_fc_font_map_set_default_substitute(PANGO_FC_FONT_MAP(map), vellum_salt_pixel_size, NULL, NULL);
}

/// The fontconfig pattern of a font made by a pangocairo fontconfig font map (transfer none).
static inline FcPattern *vellum_fc_font_pattern(PangoFont *font) {
    return pango_fc_font_get_pattern(PANGO_FC_FONT(font));
}

/// The FreeType face cairo draws a scaled font with, read under cairo's lock (NULL if none).
static inline void *vellum_scaled_font_face(cairo_scaled_font_t *scaled) {
    FT_Face face = cairo_ft_scaled_font_lock_face(scaled);
    cairo_ft_scaled_font_unlock_face(scaled);
    return face;
}

#include "pango-1.50-lazy-faces.h"
#include "pango-1.50-font-request.h"

#include "svg-proxy-font.h"

#include "jpeg-codec.h"
#include "svg-loader.h"

#endif
