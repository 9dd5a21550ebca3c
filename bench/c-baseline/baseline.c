/*
 * The C baseline for Vellum's benchmarks (see bench/benchmarks.md and bench/RESULTS.md):
 * the same workloads drawn with plain pangocairo calls and manual layout arithmetic, so the
 * figures show what the C libraries cost with no framework around them.
 *
 *   baseline w1 <pdf|svg|png> <count> <outdir>   W1 "card": <count> documents, one file each;
 *                                                prints "seconds <s>" for the timed loop.
 *   baseline w2 <rows> <out.pdf> [<data set>]    W2 "report": one multi-page PDF; prints
 *                                                "seconds <s>", "pages <n>", "peak_kb <VmHWM>",
 *                                                and VmHWM before and after the warm-up. The
 *                                                data set: benchmark (the default), latin or
 *                                                mixed.
 *   baseline w2-data <rows> <data set>           W2's rows as "name\tdescription\tamount" lines
 *                                                (bench/check-data.sh compares them with Swift's).
 *   baseline j1 <out.pdf> <count> <photo.jpg>... J1 "photos": <count> A4 pages, each a photo
 *                                                (the files in turn) decoded with libjpeg and
 *                                                drawn with its bytes attached as cairo's JPEG
 *                                                MIME data; prints "seconds <s>".
 *
 * Pinned like Vellum's text engine: one font map (FreeType), one context with metrics hinting
 * off, hint style none, gray antialias, resolution 72, glyph positions not rounded, language
 * en-us. One PangoLayout per label, drawn with pango_cairo_show_layout. Units are points.
 */
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>
#include <pango/pangocairo.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <jpeglib.h>
#include <math.h>

#define FAMILY "DejaVu Sans"

/* ---------- Shared set-up ---------- */

static PangoContext *context;

static void setup_pango(void) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    context = pango_font_map_create_context(map);
    g_object_unref(map); /* the context keeps its own reference */
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_cairo_context_set_resolution(context, 72);
    pango_context_set_round_glyph_positions(context, FALSE);
    pango_context_set_language(context, pango_language_from_string("en-us"));
}

static PangoFontDescription *font(double size, PangoWeight weight) {
    PangoFontDescription *description = pango_font_description_new();
    pango_font_description_set_family(description, FAMILY);
    pango_font_description_set_weight(description, weight);
    pango_font_description_set_absolute_size(description, size * PANGO_SCALE);
    return description;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static void set_hex(cairo_t *cr, unsigned rgb) {
    cairo_set_source_rgb(cr, (rgb >> 16 & 0xFF) / 255.0, (rgb >> 8 & 0xFF) / 255.0, (rgb & 0xFF) / 255.0);
}

/* A layout of plain text in one font, wrapped at `width` points (0: unwrapped). */
static PangoLayout *text_layout(const char *text, const PangoFontDescription *description, double width) {
    PangoLayout *layout = pango_layout_new(context);
    pango_layout_set_text(layout, text, -1);
    pango_layout_set_font_description(layout, description);
    if (width > 0) {
        pango_layout_set_width(layout, (int)(width * PANGO_SCALE + 0.5));
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    }
    return layout;
}

/* The layout's logical size in points, exactly (no rounding to whole points). */
static void layout_size(PangoLayout *layout, double *width, double *height) {
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    if (width) *width = (double)logical.width / PANGO_SCALE;
    if (height) *height = (double)logical.height / PANGO_SCALE;
}

/* Draws a layout with its top-left corner at (x, y) in a colour. */
static void show(cairo_t *cr, PangoLayout *layout, double x, double y, unsigned rgb) {
    set_hex(cr, rgb);
    cairo_move_to(cr, x, y);
    pango_cairo_show_layout(cr, layout);
}

static void hairline(cairo_t *cr, double x, double y, double width) {
    set_hex(cr, 0xC6C6C8);
    cairo_rectangle(cr, x, y, width, 0.5);
    cairo_fill(cr);
}

static long peak_rss_kb(void) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kb = -1;
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "VmHWM: %ld kB", &kb) == 1) break;
    if (f) fclose(f);
    return kb;
}

static long start_kb; /* VmHWM when the process starts, before any Pango set-up */

/* ---------- W1 "card" ---------- */

static const char *description_text =
    "In the 1930s, the legendary concierge Gustave H. of a famed European hotel takes a young lobby "
    "boy, Zero Moustafa, under his wing; together they are framed for the murder of a wealthy "
    "dowager guest.";
static const struct { const char *name, *role, *revenue; } cast[4] = {
    {"Ralph Fiennes", "M. Gustave", "$59.1M"},
    {"Tony Revolori", "Zero Moustafa", "$12.4M"},
    {"Saoirse Ronan", "Agatha", "$33.8M"},
    {"Adrien Brody", "Dmitri", "$27.5M"},
};
static const char *pills[3] = {"Comedy", "Crime", "2014"};

static PangoFontDescription *bold24, *regular16, *bold18, *semibold16, *medium16, *medium12;

/* Adds a font and a colour to bytes [start, end) of an attribute list. */
static void add_run(PangoAttrList *list, guint start, guint end, const PangoFontDescription *d, unsigned rgb) {
    PangoAttribute *a = pango_attr_font_desc_new(d);
    a->start_index = start, a->end_index = end;
    pango_attr_list_insert(list, a);
    a = pango_attr_foreground_new((rgb >> 16 & 0xFF) * 257, (rgb >> 8 & 0xFF) * 257, (rgb & 0xFF) * 257);
    a->start_index = start, a->end_index = end;
    pango_attr_list_insert(list, a);
}

/* Lays out a label at (x, *y) wrapped at `width`, draws it and moves *y below it plus `gap`. */
static void label(cairo_t *cr, const char *text, const PangoFontDescription *d, unsigned rgb, double x,
                  double *y, double width, double gap) {
    PangoLayout *layout = text_layout(text, d, width);
    double height;
    layout_size(layout, NULL, &height);
    show(cr, layout, x, *y, rgb);
    g_object_unref(layout);
    *y += height + gap;
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -G_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, G_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, G_PI / 2, G_PI);
    cairo_arc(cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
    cairo_close_path(cr);
}

/* Draws one card on a 375 × 560 pt page: padding 16, a column of 343 pt, stack spacing 12. */
static void draw_card(cairo_t *cr, int index) {
    const double x = 16, width = 343;
    double y = 16;
    set_hex(cr, 0xFFFFFF);
    cairo_paint(cr);

    char title[64];
    snprintf(title, sizeof title, "The Grand Budapest Hotel (#%03d)", index);
    label(cr, title, bold24, 0x000000, x, &y, width, 12);
    label(cr, description_text, regular16, 0x333333, x, &y, width, 12);
    label(cr, "Top cast:", bold18, 0x000000, x, &y, width, 12);

    for (int i = 0; i < 4; i++) {
        label(cr, cast[i].name, semibold16, 0x000000, x, &y, width, 2);
        char line[64];
        int role = snprintf(line, sizeof line, "%s  ", cast[i].role);
        snprintf(line + role, sizeof line - role, "%s", cast[i].revenue);
        PangoLayout *layout = text_layout(line, regular16, width);
        PangoAttrList *list = pango_attr_list_new();
        add_run(list, 0, role, regular16, 0x555555);
        add_run(list, role, strlen(line), medium16, 0x2E7D32);
        pango_layout_set_attributes(layout, list);
        pango_attr_list_unref(list);
        double height;
        layout_size(layout, NULL, &height);
        cairo_move_to(cr, x, y);
        pango_cairo_show_layout(cr, layout);
        g_object_unref(layout);
        y += height + (i < 3 ? 8 : 12);
    }

    /* Pills: medium 12 pt, insets 8 × 4, #E5E5EA, corner radius half the height, spacing 8. */
    double px = x, row_height = 0;
    for (int i = 0; i < 3; i++) {
        PangoLayout *layout = text_layout(pills[i], medium12, 0);
        double w, h;
        layout_size(layout, &w, &h);
        double pw = w + 16, ph = h + 8;
        set_hex(cr, 0xE5E5EA);
        rounded_rect(cr, px, y, pw, ph, ph / 2);
        cairo_fill(cr);
        show(cr, layout, px + 8, y + 4, 0x333333);
        g_object_unref(layout);
        px += pw + 8;
        if (ph > row_height) row_height = ph;
    }
    y += row_height + 12;
    hairline(cr, x, y, width);
}

static int w1(const char *format, int count, const char *outdir) {
    bold24 = font(24, PANGO_WEIGHT_BOLD);
    regular16 = font(16, PANGO_WEIGHT_NORMAL);
    bold18 = font(18, PANGO_WEIGHT_BOLD);
    semibold16 = font(16, PANGO_WEIGHT_SEMIBOLD);
    medium16 = font(16, PANGO_WEIGHT_MEDIUM);
    medium12 = font(12, PANGO_WEIGHT_MEDIUM);
    int png = !strcmp(format, "png"), svg = !strcmp(format, "svg"), pdf = !strcmp(format, "pdf");
    if (!png && !svg && !pdf) return fprintf(stderr, "unknown format %s\n", format), 2;

    double start = 0;
    /* Document -1 is an untimed warm-up (fonts loaded, caches filled). */
    for (int i = -1; i < count; i++) {
        if (i == 0) start = now();
        char path[4096];
        snprintf(path, sizeof path, "%s/card-%03d.%s", outdir, i < 0 ? 999 : i, format);
        cairo_surface_t *surface;
        if (pdf) {
            surface = cairo_pdf_surface_create(path, 375, 560);
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "baseline");
        } else if (svg) {
            surface = cairo_svg_surface_create(path, 375, 560);
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT);
        } else {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 750, 1120);
        }
        cairo_t *cr = cairo_create(surface);
        if (png) cairo_scale(cr, 2, 2);
        draw_card(cr, i < 0 ? 999 : i);
        cairo_destroy(cr);
        if (png && cairo_surface_write_to_png(surface, path) != CAIRO_STATUS_SUCCESS)
            return fprintf(stderr, "writing %s failed\n", path), 1;
        cairo_surface_finish(surface);
        cairo_status_t status = cairo_surface_status(surface);
        cairo_surface_destroy(surface);
        if (status != CAIRO_STATUS_SUCCESS)
            return fprintf(stderr, "%s: %s\n", path, cairo_status_to_string(status)), 1;
    }
    printf("seconds %.6f\n", now() - start);
    return 0;
}

/* ---------- W2 "report" (data generator shared with Sources/bench/ReportData.swift) ---------- */

static uint64_t rng_state;

/* splitmix64 */
static uint64_t next_random(void) {
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static const char *companies[16] = {"Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne",
                                    "Wonka", "Tyrell", "Cyberdyne", "Soylent", "Hooli", "Vandelay",
                                    "Gringotts", "Monarch", "Oscorp", "Aperture"};
static const char *kinds[12] = {"Industries", "Holdings", "Logistics", "Systems", "Partners", "Foods",
                                "Energy", "Labs", "Capital", "Media", "Motors", "Supply"};
static const char *words[45] = {
    "quarterly", "invoice",  "shipment",  "delivery", "service",  "hardware",    "software",
    "license",   "support",  "consulting", "freight", "storage",  "maintenance", "renewal",
    "subscription", "training", "equipment", "parts", "labour",   "travel",      "catering",
    "office",    "supplies", "cloud",     "hosting",  "network",  "security",    "audit",
    "legal",     "review",   "design",    "printing", "marketing", "research",   "annual",
    "monthly",   "fee",      "charge",    "credit",   "adjustment", "for",       "and",
    "of",        "the",      "regional"};

/* One row's cells of the "benchmark" data set, generated from the shared random sequence. */
static void make_benchmark_row(int index, char *name, char *description, char *amount) {
    const char *company = companies[next_random() % 16];
    const char *kind = kinds[next_random() % 12];
    sprintf(name, "%s %s %06d", company, kind, index);
    size_t length = 0;
    description[0] = 0;
    while (length < 76) {
        const char *word = words[next_random() % 45];
        if (length > 0) description[length++] = ' ';
        strcpy(description + length, word);
        length += strlen(word);
    }
    description[0] = (char)(description[0] - 'a' + 'A');
    strcpy(description + length, ".");
    uint64_t cents = next_random() % 10000000;
    unsigned dollars = (unsigned)(cents / 100);
    if (dollars >= 1000)
        sprintf(amount, "$%u,%03u.%02u", dollars / 1000, dollars % 1000, (unsigned)(cents % 100));
    else
        sprintf(amount, "$%u.%02u", dollars, (unsigned)(cents % 100));
}

/* ---------- W2 data sets "latin" and "mixed" (shared with Sources/bench/RealisticReportRows.swift
 * and ReportVocabulary.swift; bench/check-data.sh checks that both write the same bytes) ---------- */

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

/* W2's data sets: the benchmark's ASCII rows, realistic Latin rows, and mixed scripts. */
enum data_set { BENCHMARK, LATIN, MIXED };

/* Buffer sizes for one row's cells (UTF-8 takes up to 4 bytes a code point): a name is under 128
 * bytes; a description is at most 75 code points, a space, one token (under TOKEN_BYTES) and the
 * full stop. */
enum { NAME_BYTES = 256, DESCRIPTION_BYTES = 1024, AMOUNT_BYTES = 64, TOKEN_BYTES = 256 };

/* Surnames and legal forms of the "latin" names. A \u escape spells a combining mark: those
 * entries are decomposed (NFD), the others precomposed. */
static const char *latin_surnames[] = {
    "O'Brien", "Müller", "Nguyễn", "Żółć-Kowalski", "Ångström", "Dvořák", "François", "D'Angelo",
    "García-Márquez", "Łukasiewicz", "Sørensen", "Çelik", "Štěpánek", "Jääskeläinen", "Gonçalves",
    "Weiß", "Þórsdóttir", "Smith-Jones", "König", "José Pérez", "Mu\u0308ller", "Nguye\u0302\u0303n"};
static const char *latin_forms[] = {
    "& Sons", "GmbH", "S.A.", "Sp. z o.o.", "AB", "s.r.o.", "Père & Fils", "Ltd.", "& Co. KG",
    "S.à r.l.", "Oy", "A/S", "S.p.A.", "B.V.", "& Cie", "Hermanos S.L."};
/* Description words: plain, accented (precomposed, then one decomposed). Quoted words come from
 * here. */
static const char *latin_words[] = {
    "quarterly", "invoice", "shipment", "delivery", "service", "licence", "support", "consulting",
    "freight", "storage", "maintenance", "renewal", "subscription", "training", "equipment", "travel",
    "catering", "office", "supplies", "hosting", "audit", "legal", "review", "design", "annual",
    "monthly", "fee", "credit", "adjustment", "for", "and", "of", "the", "per", "incl.", "excl.", "VAT",
    "café", "naïve", "résumé", "Straße", "façade", "señor", "Zürich", "Kraków", "Malmö", "Genève",
    "São Paulo", "crème brûlée", "déjà vu", "entrée", "jalapeño", "smörgåsbord", "coöperation", "rôle",
    "re\u0301sume\u0301"};
/* Description tokens of punctuation, numbers and symbols. */
static const char *latin_marks[] = {
    "(regional)", "12.5%", "3/4", "2024-01-05", "#A-1029", "—", "“premium”", "client's", "supplier's",
    "&", "(see note)", "e.g.", "vs.", "½", "n°"};
/* The Greek and Cyrillic words "mixed" descriptions draw besides the Latin ones. */
static const char *mixed_words[] = {"παράδοση", "τιμολόγιο", "υπηρεσία", "λογαριασμός",
                                    "доставка", "счёт", "услуги", "обслуживание"};
/* The "mixed" names, eight per script: Hebrew, Arabic, CJK, Devanagari, Greek, Cyrillic, Latin. */
static const char *mixed_names[7][8] = {
    {"אלביט מערכות", "שטראוס גרופ", "בנק הפועלים", "תנובה", "אל על נתיבי אויר", "כהן ובניו בע״מ",
     "לוי את שות׳", "מגדל ביטוח"},
    {"شركة النور للتجارة", "مؤسسة الراجحي", "أرامكو السعودية", "مجموعة بن لادن",
     "الخطوط الجوية القطرية", "شركة الاتصالات", "بنك مسقط", "دار الحكمة للنشر"},
    {"北京华信科技有限公司", "上海浦东发展银行", "华为技术有限公司", "深圳市腾讯计算机系统有限公司",
     "株式会社山田製作所", "トヨタ自動車株式会社", "ソニーグループ株式会社", "任天堂株式会社"},
    {"टाटा मोटर्स", "रिलायंस इंडस्ट्रीज़ लिमिटेड", "भारत पेट्रोलियम", "इन्फोसिस", "महिंद्रा एंड महिंद्रा",
     "बजाज ऑटो", "स्टेट बैंक ऑफ़ इंडिया", "शर्मा एंड संस"},
    {"Αθηναϊκή Ζυθοποιία Α.Ε.", "Παπαδόπουλος & Υιοί", "Ελληνικά Πετρέλαια",
     "Οργανισμός Τηλεπικοινωνιών", "Κωνσταντινίδης Ο.Ε.", "Μύλοι Αγίου Γεωργίου", "Τράπεζα Πειραιώς",
     "Νικολάου Α.Β.Ε.Ε."},
    {"ООО «Северсталь»", "ПАО «Газпром нефть»", "Иванов и партнёры", "АО «Российские железные дороги»",
     "ТОВ «Київстар»", "Петров и сыновья", "ЗАО «Лукойл»", "Софийска вода АД"},
    {"O'Brien & Sons", "Müller GmbH", "Nguyễn S.A.", "Żółć-Kowalski Sp. z o.o.", "Ångström AB",
     "Dvořák s.r.o.", "François Père & Fils", "Mu\u0308ller & Co. KG"}};

/* Code points in UTF-8 text: its bytes that do not continue a sequence. */
static size_t code_points(const char *text) {
    size_t count = 0;
    for (; *text; text++) count += ((unsigned char)*text & 0xC0) != 0x80;
    return count;
}

/* Writes `value` with its thousands separated by `separator` at `out`; returns the end. */
static char *grouped(char *out, uint64_t value, const char *separator) {
    if (value < 1000) return out + sprintf(out, "%u", (unsigned)value);
    out = grouped(out, value / 1000, separator);
    return out + sprintf(out, "%s%03u", separator, (unsigned)(value % 1000));
}

/* An amount in one of five currencies (two draws): €, £ and $ with cents, whole yen, and CHF
 * grouped with apostrophes. */
static void realistic_amount(char *amount) {
    static const char *prefixes[5] = {"€", "£", "$", "¥", "CHF "};
    uint64_t currency = next_random() % 5;
    uint64_t cents = next_random() % 10000000;
    char *end = amount + sprintf(amount, "%s", prefixes[currency]);
    if (currency == 3) {
        grouped(end, cents, ",");
        return;
    }
    end = grouped(end, cents / 100, currency == 4 ? "'" : ",");
    sprintf(end, ".%02u", (unsigned)(cents % 100));
}

/* One description token (one draw, and one more for the last four kinds): a Latin word, a mark,
 * one of `extra`, or a date, a percentage, a reference or a quoted Latin word made from a draw. */
static void realistic_token(char *out, const char **extra, size_t extra_count) {
    size_t words = COUNT(latin_words), marks = COUNT(latin_marks);
    size_t pick = next_random() % (words + marks + extra_count + 4);
    if (pick < words) {
        strcpy(out, latin_words[pick]);
        return;
    }
    if (pick < words + marks) {
        strcpy(out, latin_marks[pick - words]);
        return;
    }
    if (pick < words + marks + extra_count) {
        strcpy(out, extra[pick - words - marks]);
        return;
    }
    uint64_t r = next_random();
    switch (pick - words - marks - extra_count) {
    case 0: sprintf(out, "2024-%02u-%02u", (unsigned)(r % 12 + 1), (unsigned)(r / 12 % 28 + 1)); break;
    case 1: sprintf(out, "%u.%u%%", (unsigned)(r % 1000 / 10), (unsigned)(r % 10)); break;
    case 2: sprintf(out, "#A-%u", (unsigned)(r % 10000)); break;
    default: sprintf(out, "“%s”", latin_words[r % words]); break;
    }
}

/* Tokens separated by spaces until at least 76 code points, the first byte capitalized when it is
 * an ASCII lower-case letter, then a full stop. */
static void realistic_description(char *description, const char **extra, size_t extra_count) {
    size_t length = 0, points = 0;
    char token[TOKEN_BYTES];
    while (points < 76) {
        realistic_token(token, extra, extra_count);
        if (length > 0) description[length++] = ' ', points++;
        strcpy(description + length, token);
        length += strlen(token);
        points += code_points(token);
    }
    if (description[0] >= 'a' && description[0] <= 'z') description[0] = (char)(description[0] - 'a' + 'A');
    strcpy(description + length, ".");
}

/* One row of the "latin" data set: a surname, a legal form and the row's reference. */
static void make_latin_row(int index, char *name, char *description, char *amount) {
    const char *surname = latin_surnames[next_random() % COUNT(latin_surnames)];
    const char *form = latin_forms[next_random() % COUNT(latin_forms)];
    sprintf(name, "%s %s #A-%06d", surname, form, index);
    realistic_description(description, NULL, 0);
    realistic_amount(amount);
}

/* One row of the "mixed" data set: a name in one of seven scripts and the row's reference. */
static void make_mixed_row(int index, char *name, char *description, char *amount) {
    const char **names = mixed_names[next_random() % COUNT(mixed_names)];
    sprintf(name, "%s #A-%06d", names[next_random() % COUNT(mixed_names[0])], index);
    realistic_description(description, mixed_words, COUNT(mixed_words));
    realistic_amount(amount);
}

/* One row's cells of a data set, generated from the shared random sequence. */
static void make_row(enum data_set set, int index, char *name, char *description, char *amount) {
    switch (set) {
    case BENCHMARK: make_benchmark_row(index, name, description, amount); break;
    case LATIN: make_latin_row(index, name, description, amount); break;
    case MIXED: make_mixed_row(index, name, description, amount); break;
    }
}

/* The data set a command-line name stands for; 0 for an unknown name. */
static int parse_data_set(const char *name, enum data_set *set) {
    static const char *names[3] = {"benchmark", "latin", "mixed"};
    for (int i = 0; i < 3; i++)
        if (!strcmp(name, names[i])) return *set = (enum data_set)i, 1;
    fprintf(stderr, "unknown data set %s (benchmark, latin or mixed)\n", name);
    return 0;
}

/* Prints W2's rows of a data set as "name\tdescription\tamount" lines. */
static int w2_data(int rows, enum data_set set) {
    char name[NAME_BYTES], description[DESCRIPTION_BYTES], amount[AMOUNT_BYTES];
    rng_state = 20240601;
    for (int i = 0; i < rows; i++) {
        make_row(set, i, name, description, amount);
        printf("%s\t%s\t%s\n", name, description, amount);
    }
    return 0;
}

static int w2(int rows, const char *path, enum data_set set) {
    const double page_w = 595.2756, page_h = 841.8898, margin = 36;
    const double content_w = page_w - 2 * margin, bottom = page_h - margin;
    const double name_w = 140, description_w = 250, gap = 12;
    const double amount_w = content_w - name_w - description_w - 2 * gap; /* 109.2756 */
    PangoFontDescription *regular10 = font(10, PANGO_WEIGHT_NORMAL);
    /* Untimed warm-up, as in Vellum's run: the font loaded once. */
    PangoLayout *warm_up = text_layout("x", regular10, 100);
    layout_size(warm_up, NULL, NULL);
    g_object_unref(warm_up);
    long warm_kb = peak_rss_kb();

    double start = now();
    rng_state = 20240601;
    cairo_surface_t *surface = cairo_pdf_surface_create(path, page_w, page_h);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "baseline");
    cairo_t *cr = cairo_create(surface);
    int pages = 1;
    double y = margin;
    char name[NAME_BYTES], description[DESCRIPTION_BYTES], amount[AMOUNT_BYTES];
    for (int i = 0; i < rows; i++) {
        make_row(set, i, name, description, amount);
        PangoLayout *cells[3] = {text_layout(name, regular10, name_w),
                                 text_layout(description, regular10, description_w),
                                 text_layout(amount, regular10, amount_w)};
        pango_layout_set_alignment(cells[2], PANGO_ALIGN_RIGHT);
        double tallest = 0;
        for (int c = 0; c < 3; c++) {
            double h;
            layout_size(cells[c], NULL, &h);
            if (h > tallest) tallest = h;
        }
        /* Padding 4 above and below, then the hairline; the whole row moves to a new page. */
        double row_h = 4 + tallest + 4 + 0.5;
        if (y + row_h > bottom && y > margin) {
            cairo_show_page(cr);
            pages++;
            y = margin;
        }
        show(cr, cells[0], margin, y + 4, 0x000000);
        show(cr, cells[1], margin + name_w + gap, y + 4, 0x000000);
        show(cr, cells[2], margin + name_w + gap + description_w + gap, y + 4, 0x000000);
        hairline(cr, margin, y + 4 + tallest + 4, content_w);
        y += row_h;
        for (int c = 0; c < 3; c++) g_object_unref(cells[c]);
    }
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) return fprintf(stderr, "%s\n", cairo_status_to_string(status)), 1;
    printf("seconds %.6f\npages %d\npeak_kb %ld\n", now() - start, pages, peak_rss_kb());
    printf("start_kb %ld\nwarm_kb %ld\n", start_kb, warm_kb);
    return 0;
}

/* T1: pango_parse_markup on a file's bytes, `runs` times; prints the median in seconds and whether
 * Pango accepted the markup (T1's generated markup is valid for both parsers). */
static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int parse_markup_file(const char *path, int runs) {
    gchar *bytes = NULL;
    gsize length = 0;
    if (!g_file_get_contents(path, &bytes, &length, NULL)) return fprintf(stderr, "cannot read %s\n", path), 1;
    if (runs < 1 || runs > 99) runs = 1;
    double times[99];
    int accepted = 1;
    long characters = 0;
    for (int r = 0; r < runs; r++) {
        double start = now();
        PangoAttrList *attributes = NULL;
        char *text = NULL;
        GError *error = NULL;
        if (!pango_parse_markup(bytes, (int)length, 0, &attributes, &text, NULL, &error)) {
            accepted = 0;
            if (r == 0) fprintf(stderr, "pango_parse_markup: %s\n", error->message);
            g_error_free(error);
        } else {
            characters = g_utf8_strlen(text, -1);
            pango_attr_list_unref(attributes);
            g_free(text);
        }
        times[r] = now() - start;
    }
    qsort(times, runs, sizeof times[0], compare_doubles);
    printf("seconds %.6f\naccepted %d\ncharacters %ld\n", times[runs / 2], accepted, characters);
    g_free(bytes);
    return 0;
}

/* T1: `count` labels, one per page of one PDF, in sizes 8, 8.01, 8.02 … pt (`distinct`) or all
 * in 12 pt: each laid out at width 300, measured, and drawn. Prints the seconds. */
static int sized_labels(const char *path, int count, int distinct) {
    double start = now();
    cairo_surface_t *surface = cairo_pdf_surface_create(path, 300, 100);
    cairo_t *cr = cairo_create(surface);
    PangoFontDescription *description = pango_font_description_from_string(FAMILY);
    char text[96];
    for (int i = 0; i < count; i++) {
        pango_font_description_set_size(description, (int)((distinct ? 8 + i * 0.01 : 12) * PANGO_SCALE + 0.5));
        snprintf(text, sizeof text, "Size %d: M\xc3\xbcller & Sons, \xe2\x82\xac" "36,021.37", i);
        PangoLayout *layout = text_layout(text, description, 300);
        double w, h;
        layout_size(layout, &w, &h);
        cairo_pdf_surface_set_size(surface, 300, h > 1 ? h : 1);
        show(cr, layout, 0, 0, 0x000000);
        cairo_show_page(cr);
        g_object_unref(layout);
    }
    pango_font_description_free(description);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) return fprintf(stderr, "%s\n", cairo_status_to_string(status)), 1;
    printf("seconds %.6f\n", now() - start);
    return 0;
}

/* ---------- J1: photos ---------- */

/* A whole file's bytes (free() them), or NULL. */
static unsigned char *read_file(const char *path, unsigned long *size) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(length > 0 ? (size_t)length : 1);
    if (bytes && fread(bytes, 1, (size_t)length, file) != (size_t)length) free(bytes), bytes = NULL;
    fclose(file);
    *size = (unsigned long)length;
    return bytes;
}

/* An RGB24 image surface of a JPEG's pixels, with the bytes (which it takes) attached as MIME data. */
static cairo_surface_t *jpeg_surface(unsigned char *bytes, unsigned long size) {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    info.err = jpeg_std_error(&errors);
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_EXT_BGRX; /* cairo's RGB24 on little-endian machines */
    jpeg_start_decompress(&info);
    cairo_surface_t *surface =
        cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)info.output_width, (int)info.output_height);
    unsigned char *data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = data + (size_t)info.output_scanline * (size_t)stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    cairo_surface_mark_dirty(surface);
    cairo_surface_set_mime_data(surface, CAIRO_MIME_TYPE_JPEG, bytes, size, free, bytes);
    return surface;
}

static int j1(const char *path, int count, char **photos, int photo_count) {
    double start = now();
    cairo_surface_t *pdf = cairo_pdf_surface_create(path, 595.28, 841.89);
    cairo_t *cr = cairo_create(pdf);
    for (int i = 0; i < count; i++) {
        unsigned long size = 0;
        unsigned char *bytes = read_file(photos[i % photo_count], &size);
        if (!bytes) return fprintf(stderr, "cannot read %s\n", photos[i % photo_count]), 1;
        cairo_surface_t *photo = jpeg_surface(bytes, size);
        double width = cairo_image_surface_get_width(photo), height = cairo_image_surface_get_height(photo);
        /* Fitted into the page inside 36 pt margins, at the top. */
        double scale = fmin(523.28 / width, 769.89 / height);
        cairo_save(cr);
        cairo_translate(cr, 36, 36);
        cairo_scale(cr, scale, scale);
        cairo_set_source_surface(cr, photo, 0, 0);
        cairo_rectangle(cr, 0, 0, width, height);
        cairo_fill(cr);
        cairo_restore(cr);
        cairo_surface_destroy(photo);
        cairo_show_page(cr);
    }
    cairo_destroy(cr);
    cairo_surface_finish(pdf);
    cairo_status_t status = cairo_surface_status(pdf);
    cairo_surface_destroy(pdf);
    if (status != CAIRO_STATUS_SUCCESS) return fprintf(stderr, "%s\n", cairo_status_to_string(status)), 1;
    printf("seconds %.6f\n", now() - start);
    return 0;
}

int main(int argc, char **argv) {
    start_kb = peak_rss_kb();
    setup_pango();
    if (argc == 5 && !strcmp(argv[1], "w1")) return w1(argv[2], atoi(argv[3]), argv[4]);
    enum data_set set = BENCHMARK;
    if ((argc == 4 || argc == 5) && !strcmp(argv[1], "w2") && (argc == 4 || parse_data_set(argv[4], &set)))
        return w2(atoi(argv[2]), argv[3], set);
    if (argc == 5 && !strcmp(argv[1], "sizes")) return sized_labels(argv[2], atoi(argv[3]), !strcmp(argv[4], "distinct"));
    if (argc == 4 && !strcmp(argv[1], "markup")) return parse_markup_file(argv[2], atoi(argv[3]));
    if (argc == 4 && !strcmp(argv[1], "w2-data") && parse_data_set(argv[3], &set))
        return w2_data(atoi(argv[2]), set);
    if (argc >= 5 && !strcmp(argv[1], "j1")) return j1(argv[2], atoi(argv[3]), argv + 4, argc - 4);
    fprintf(stderr,
            "usage: %s w1 <pdf|svg|png> <count> <outdir> | w2 <rows> <out.pdf> [benchmark|latin|mixed]"
            " | w2-data <rows> <benchmark|latin|mixed> | markup <file> <runs>"
            " | sizes <out.pdf> <count> <distinct|same> | j1 <out.pdf> <count> <photo.jpg>...\n",
            argv[0]);
    return 2;
}
