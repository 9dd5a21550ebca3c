#ifndef VELLUM_PANGO_150_FONT_REQUEST_H
#define VELLUM_PANGO_150_FONT_REQUEST_H

/// The fontconfig request pango 1.50's fontconfig font map makes for a font description at a
/// pixel size, and the fonts it matches it against: pango_fc_make_pattern, the pangocairo map's
/// fontset_key_substitute and filter_by_format of pangofc-fontmap.c, ported line for line so
/// that Vellum can ask fontconfig which font Pango would load at a size without loading it (see
/// `FontSizeDerivation`). Vellum checks the port against Pango's own font at the first size of
/// each font and uses it only where the two agree. Included by shim.h only.

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <string.h>
#include <strings.h>

/// Pango's pattern for `description` at `pixel_size` (1/1024 px) and `dpi` in `language`, as
/// pango_fc_make_pattern builds it (no variations, south gravity, normal variant: callers check),
/// substituted as the pangocairo font map substitutes a fontset's pattern: the configuration's
/// pattern rules, Vellum's pixel-size salt (``vellum_salt_pixel_size``), the context's font
/// options, then fontconfig's defaults. Transfer full (FcPatternDestroy), or NULL.
static inline FcPattern *vellum_pango_font_request(
    const PangoFontDescription *description, PangoLanguage *language, int pixel_size, double dpi,
    FcConfig *config, const cairo_font_options_t *options) {
    const char *prgname = g_get_prgname();
    int slant = FC_SLANT_ROMAN;
    switch (pango_font_description_get_style(description)) {
    case PANGO_STYLE_ITALIC: slant = FC_SLANT_ITALIC; break;
    case PANGO_STYLE_OBLIQUE: slant = FC_SLANT_OBLIQUE; break;
    default: break;
    }
    double weight = FcWeightFromOpenTypeDouble(pango_font_description_get_weight(description));
    FcPattern *pattern = FcPatternBuild(
        NULL, "pangoversion", FcTypeInteger, pango_version(), FC_WEIGHT, FcTypeDouble, weight, FC_SLANT,
        FcTypeInteger, slant, FC_WIDTH, FcTypeInteger, FC_WIDTH_NORMAL, FC_VARIABLE, FcTypeBool, FcDontCare,
        FC_DPI, FcTypeDouble, dpi, FC_SIZE, FcTypeDouble, pixel_size * (72. / 1024. / dpi), FC_PIXEL_SIZE,
        FcTypeDouble, pixel_size / 1024., NULL);
    if (pattern == NULL) return NULL;
    const char *family = pango_font_description_get_family(description);
    if (family) {
        char **families = g_strsplit(family, ",", -1);
        for (int i = 0; families[i]; i++) FcPatternAddString(pattern, FC_FAMILY, (FcChar8 *)families[i]);
        g_strfreev(families);
    }
    if (language) FcPatternAddString(pattern, FC_LANG, (FcChar8 *)pango_language_to_string(language));
    if (prgname) FcPatternAddString(pattern, "prgname", (FcChar8 *)prgname);
    FcConfigSubstitute(config, pattern, FcMatchPattern);
    vellum_salt_pixel_size(pattern, NULL);
    if (options) cairo_ft_font_options_substitute(options, pattern);
    FcDefaultSubstitute(pattern);
    return pattern;
}

/// Gives a substituted request another pixel size (1/1024 px) at `dpi`, in place: FC_SIZE,
/// FC_PIXEL_SIZE and Vellum's salt set as ``vellum_pango_font_request`` sets them, every other
/// element kept. Only valid when no pattern rule of the configuration reads or writes a size
/// differently between the two sizes (``SizeRuleThresholds``).
static inline void vellum_pango_font_request_set_size(FcPattern *request, int pixel_size, double dpi) {
    FcPatternDel(request, FC_SIZE);
    FcPatternDel(request, FC_PIXEL_SIZE);
    FcPatternDel(request, "vellumpixelsize");
    FcPatternAddDouble(request, FC_SIZE, pixel_size * (72. / 1024. / dpi));
    FcPatternAddDouble(request, FC_PIXEL_SIZE, pixel_size / 1024.);
    vellum_salt_pixel_size(request, NULL);
}

/// Whether pango 1.50 loads fonts of this pattern's format (HarfBuzz shapes TrueType and CFF,
/// and no WOFF): pango_fc_is_supported_font_format.
static inline int vellum_pango_supports_font_format(FcPattern *pattern) {
    const char *file = NULL;
    const char *format = NULL;
    if (FcPatternGetString(pattern, FC_FILE, 0, (FcChar8 **)(void *)&file) == FcResultMatch) {
        size_t length = strlen(file);
        if ((length >= 5 && strcmp(file + length - 5, ".woff") == 0)
            || (length >= 6 && strcmp(file + length - 6, ".woff2") == 0))
            return 0;
    }
    if (FcPatternGetString(pattern, FC_FONTFORMAT, 0, (FcChar8 **)(void *)&format) != FcResultMatch) return 0;
    return strcasecmp(format, "TrueType") == 0 || strcasecmp(format, "CFF") == 0;
}

/// The fonts pango 1.50 matches against: the configuration's system and application fonts of a
/// supported format (filter_by_format). Transfer full (FcFontSetDestroy), or NULL.
static inline FcFontSet *vellum_pango_config_fonts(FcConfig *config) {
    FcFontSet *result = FcFontSetCreate();
    if (result == NULL) return NULL;
    for (int set = 0; set < 2; set++) {
        FcFontSet *fonts = FcConfigGetFonts(config, set == 0 ? FcSetSystem : FcSetApplication);
        if (fonts == NULL) continue;
        for (int i = 0; i < fonts->nfont; i++) {
            if (!vellum_pango_supports_font_format(fonts->fonts[i])) continue;
            FcPatternReference(fonts->fonts[i]);
            if (!FcFontSetAdd(result, fonts->fonts[i])) FcPatternDestroy(fonts->fonts[i]);
        }
    }
    return result;
}

/// The font pango 1.50 loads first for `request` (its fontset's match: FcFontSetMatch, which
/// prepares the font's pattern for rendering). Transfer full (FcPatternDestroy), or NULL.
static inline FcPattern *vellum_pango_match(FcConfig *config, FcFontSet *fonts, FcPattern *request) {
    FcResult result;
    FcFontSet *sets[1] = {fonts};
    return FcFontSetMatch(config, sets, 1, request, &result);
}

/// Whether `object` is one of the elements a font's size sets: FC_SIZE, FC_PIXEL_SIZE and
/// Vellum's pixel-size salt.
static inline int vellum_is_size_object(const char *object) {
    return strcmp(object, FC_SIZE) == 0 || strcmp(object, FC_PIXEL_SIZE) == 0
        || strcmp(object, "vellumpixelsize") == 0;
}

/// How many elements of `pattern` are not size elements.
static inline int vellum_count_but_size(FcPattern *pattern) {
    FcPatternIter iter;
    int count = 0;
    FcPatternIterStart(pattern, &iter);
    while (FcPatternIterIsValid(pattern, &iter)) {
        if (!vellum_is_size_object(FcPatternIterGetObject(pattern, &iter))) count++;
        if (!FcPatternIterNext(pattern, &iter)) break;
    }
    return count;
}

/// Whether two font patterns are equal but for their size (FC_SIZE, FC_PIXEL_SIZE and Vellum's
/// pixel-size salt): the same other elements, each with the same values and bindings in order
/// (FcPatternEqual's test), without copying them. A character set or language set shared by
/// both is equal without comparing its members.
static inline int vellum_patterns_equal_but_size(FcPattern *a, FcPattern *b) {
    if (vellum_count_but_size(a) != vellum_count_but_size(b)) return 0;
    FcPatternIter left;
    FcPatternIterStart(a, &left);
    while (FcPatternIterIsValid(a, &left)) {
        const char *object = FcPatternIterGetObject(a, &left);
        if (!vellum_is_size_object(object)) {
            FcPatternIter right;
            if (!FcPatternFindIter(b, &right, object)) return 0;
            int count = FcPatternIterValueCount(a, &left);
            if (count != FcPatternIterValueCount(b, &right)) return 0;
            for (int i = 0; i < count; i++) {
                FcValue x, y;
                FcValueBinding bx, by;
                if (FcPatternIterGetValue(a, &left, i, &x, &bx) != FcResultMatch
                    || FcPatternIterGetValue(b, &right, i, &y, &by) != FcResultMatch || bx != by || x.type != y.type)
                    return 0;
                int shared = (x.type == FcTypeCharSet && x.u.c == y.u.c) || (x.type == FcTypeLangSet && x.u.l == y.u.l);
                if (!shared && !FcValueEqual(x, y)) return 0;
            }
        }
        if (!FcPatternIterNext(a, &left)) break;
    }
    return 1;
}

/// Whether a font pattern has a size of its own (a design size, or a bitmap strike's pixel size):
/// only such fonts score differently at different sizes when fontconfig matches.
static inline int vellum_pattern_has_size(FcPattern *pattern) {
    FcValue value;
    return FcPatternGet(pattern, FC_SIZE, 0, &value) == FcResultMatch
        || FcPatternGet(pattern, FC_PIXEL_SIZE, 0, &value) == FcResultMatch;
}

/// The fonts of `fonts` that can take the match from `winner` at another size: the winner itself
/// (the one font of its file and index, which must have no size) and every font with a size, in
/// the set's order (fontconfig keeps the first of equal scores). Every other font scores the same
/// at every size of a request that differs only in size, so the winner among these is the
/// winner among all. Transfer full (FcFontSetDestroy), or NULL when the winner is not in the
/// set once or has a size.
static inline FcFontSet *vellum_size_rivals(FcFontSet *fonts, FcPattern *winner) {
    const FcChar8 *file = NULL;
    int index = 0;
    if (FcPatternGetString(winner, FC_FILE, 0, (FcChar8 **)&file) != FcResultMatch
        || FcPatternGetInteger(winner, FC_INDEX, 0, &index) != FcResultMatch)
        return NULL;
    FcFontSet *result = FcFontSetCreate();
    if (result == NULL) return NULL;
    int found = 0;
    for (int i = 0; i < fonts->nfont; i++) {
        FcPattern *font = fonts->fonts[i];
        const FcChar8 *other = NULL;
        int otherIndex = -1;
        int same = FcPatternGetString(font, FC_FILE, 0, (FcChar8 **)&other) == FcResultMatch
            && FcPatternGetInteger(font, FC_INDEX, 0, &otherIndex) == FcResultMatch && otherIndex == index
            && strcmp((const char *)other, (const char *)file) == 0;
        int sized = vellum_pattern_has_size(font);
        if (same && sized) found = 2;  // the winner scores by size itself
        if (same) found += 1;
        if (!same && !sized) continue;
        FcPatternReference(font);
        if (!FcFontSetAdd(result, font)) {
            FcPatternDestroy(font);
            found = 2;
        }
    }
    if (found != 1) {
        FcFontSetDestroy(result);
        return NULL;
    }
    return result;
}

#endif
