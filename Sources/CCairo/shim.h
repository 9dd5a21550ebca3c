#ifndef VELLUM_CCAIRO_SHIM_H
#define VELLUM_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/// PANGO_SCALE as a constant Swift can see (the macro is not imported).
static const int vellum_pango_scale = PANGO_SCALE;

/// Casts a PangoFontMap made by pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
/// to the PangoFcFontMap it is, so its fontconfig configuration can be set.
static inline PangoFcFontMap *vellum_fc_font_map(PangoFontMap *map) {
    return PANGO_FC_FONT_MAP(map);
}

/// g_object_unref for any GObject-derived pointer.
static inline void vellum_object_unref(void *object) { g_object_unref(object); }

#endif
