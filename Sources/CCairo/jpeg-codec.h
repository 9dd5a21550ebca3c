#ifndef VELLUM_JPEG_CODEC_H
#define VELLUM_JPEG_CODEC_H

/// The C side of `JPEGDecoder` and `JPEGEncoder`: libjpeg calls wrapped so that an error returns
/// instead of calling exit(), and nothing is printed. libjpeg reports a fatal error through
/// `error_exit`, which must not return; these wrappers longjmp back to their own setjmp (which
/// Swift cannot call), so every libjpeg call happens between a setjmp and its jpeg_destroy.
/// Included by shim.h only.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

/// An error manager that remembers the message and jumps back instead of exiting.
typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} vellum_jpeg_error_mgr;

/// libjpeg's fatal-error hook: keeps the message and jumps back to the wrapper's setjmp.
static void vellum_jpeg_error_exit(j_common_ptr cinfo) {
    vellum_jpeg_error_mgr *manager = (vellum_jpeg_error_mgr *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, manager->message);
    longjmp(manager->jump, 1);
}

/// libjpeg's message hook: prints nothing (the default writes to stderr).
static void vellum_jpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

/// libjpeg's warning and trace hook: a warning (level -1: corrupt or truncated data, which libjpeg
/// would otherwise fill with grey) is an error, so a damaged file never decodes to half an image.
static void vellum_jpeg_emit_message(j_common_ptr cinfo, int level) {
    if (level < 0) vellum_jpeg_error_exit(cinfo);
}

/// The most scans a progressive JPEG may have: libjpeg-turbo's advice against files whose
/// thousands of tiny scans take minutes to decode (a real file has about ten).
static const int vellum_jpeg_maximum_scans = 1000;

/// A progress monitor that stops a decode past ``vellum_jpeg_maximum_scans`` scans.
static void vellum_jpeg_progress(j_common_ptr cinfo) {
    if (!cinfo->is_decompressor) return;
    j_decompress_ptr decompress = (j_decompress_ptr)cinfo;
    if (decompress->input_scan_number > vellum_jpeg_maximum_scans) {
        vellum_jpeg_error_mgr *manager = (vellum_jpeg_error_mgr *)cinfo->err;
        snprintf(manager->message, sizeof manager->message, "more than %d progressive scans",
                 vellum_jpeg_maximum_scans);
        longjmp(manager->jump, 1);
    }
}

/// Installs the hooks above on a fresh error manager.
static inline struct jpeg_error_mgr *vellum_jpeg_errors(vellum_jpeg_error_mgr *manager) {
    struct jpeg_error_mgr *errors = jpeg_std_error(&manager->pub);
    errors->error_exit = vellum_jpeg_error_exit;
    errors->output_message = vellum_jpeg_output_message;
    errors->emit_message = vellum_jpeg_emit_message;
    manager->message[0] = 0;
    return errors;
}

/// What a JPEG's header says.
typedef struct {
    int width;
    int height;
    /// 1 (greyscale), 3 (RGB or YCbCr) or 4 (CMYK or YCCK): the components decoding gives.
    int components;
    /// Whether the file is progressive.
    int progressive;
} vellum_jpeg_header;

/// The colour space libjpeg decodes a file of `space` into, or JCS_UNKNOWN when Vellum cannot.
static inline J_COLOR_SPACE vellum_jpeg_output_space(J_COLOR_SPACE space) {
    switch (space) {
    case JCS_GRAYSCALE: return JCS_GRAYSCALE;
    case JCS_RGB:
    case JCS_YCbCr: return JCS_RGB;
    case JCS_CMYK:
    case JCS_YCCK: return JCS_CMYK;
    default: return JCS_UNKNOWN;
    }
}

/// cairo's ARGB32 (native-endian 0xAARRGGBB words) as a libjpeg-turbo output colour space, with
/// the alpha byte set to 0xFF.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
static const J_COLOR_SPACE vellum_jpeg_argb32 = JCS_EXT_ARGB;
#else
static const J_COLOR_SPACE vellum_jpeg_argb32 = JCS_EXT_BGRA;
#endif

/// Reads a JPEG's header into `header` and, when `pixels` is not NULL, decodes the image into it,
/// row by row: greyscale and RGB files as cairo ARGB32 words (`width × height × 4` bytes), CMYK
/// files as CMYK samples (also 4 bytes a pixel), as a first call with NULL pixels said.
/// Returns 0, or -1 with a message; `memory_limit` bounds libjpeg's own allocations.
static inline int vellum_jpeg_decode(const unsigned char *data, unsigned long size, vellum_jpeg_header *header,
                                     unsigned char *pixels, long memory_limit, char *message, size_t capacity) {
    struct jpeg_decompress_struct cinfo;
    struct jpeg_progress_mgr progress;
    vellum_jpeg_error_mgr errors;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = vellum_jpeg_errors(&errors);
    if (setjmp(errors.jump)) {
        snprintf(message, capacity, "%s", errors.message);
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    cinfo.mem->max_memory_to_use = memory_limit;
    progress.progress_monitor = vellum_jpeg_progress;
    cinfo.progress = &progress;
    jpeg_mem_src(&cinfo, data, size);
    jpeg_read_header(&cinfo, TRUE);
    cinfo.out_color_space = vellum_jpeg_output_space(cinfo.jpeg_color_space);
    int components = cinfo.out_color_space == JCS_GRAYSCALE ? 1
                   : cinfo.out_color_space == JCS_RGB       ? 3
                   : cinfo.out_color_space == JCS_CMYK      ? 4
                                                            : 0;
    if (pixels == NULL) {
        header->width = (int)cinfo.image_width;
        header->height = (int)cinfo.image_height;
        header->components = components;
        header->progressive = cinfo.progressive_mode;
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    if ((int)cinfo.image_width != header->width || (int)cinfo.image_height != header->height ||
        components != header->components || components == 0) {
        snprintf(message, capacity, "the header changed between reads");
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    if (components != 4) cinfo.out_color_space = vellum_jpeg_argb32;
    jpeg_start_decompress(&cinfo);
    if (cinfo.output_components != 4 || (int)cinfo.output_width != header->width ||
        (int)cinfo.output_height != header->height) {
        snprintf(message, capacity, "unexpected output of %d components", cinfo.output_components);
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    size_t stride = (size_t)header->width * 4;
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = pixels + (size_t)cinfo.output_scanline * stride;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

/// Encodes 8-bit RGB rows (`width × 3` bytes each) as a baseline JFIF JPEG at `quality` (1…100),
/// with optimised Huffman tables. Returns 0 with `*output` (free() it) and `*output_size`, or -1
/// with a message.
static inline int vellum_jpeg_encode(const unsigned char *rgb, int width, int height, int quality,
                                     unsigned char **output, unsigned long *output_size, char *message,
                                     size_t capacity) {
    struct jpeg_compress_struct cinfo;
    vellum_jpeg_error_mgr errors;
    memset(&cinfo, 0, sizeof cinfo);
    *output = NULL;
    *output_size = 0;
    cinfo.err = vellum_jpeg_errors(&errors);
    if (setjmp(errors.jump)) {
        snprintf(message, capacity, "%s", errors.message);
        jpeg_destroy_compress(&cinfo);
        free(*output);
        *output = NULL;
        return -1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, output, output_size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    cinfo.optimize_coding = TRUE;
    jpeg_start_compress(&cinfo, TRUE);
    size_t stride = (size_t)width * 3;
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)cinfo.next_scanline * stride);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    return 0;
}

/// cairo's destroy callback for MIME data Vellum attached: frees the copy of the bytes it made.
static void vellum_free_mime_data(void *data) { free(data); }

/// Attaches a copy of `size` bytes as `mime_type` data to `surface`, owned by the surface (freed
/// once, by cairo, when the surface or the data is replaced). Returns cairo's status.
static inline cairo_status_t vellum_surface_attach_mime_copy(cairo_surface_t *surface, const char *mime_type,
                                                             const unsigned char *bytes, unsigned long size) {
    unsigned char *copy = (unsigned char *)malloc(size ? size : 1);
    if (copy == NULL) return CAIRO_STATUS_NO_MEMORY;
    memcpy(copy, bytes, size);
    cairo_status_t status = cairo_surface_set_mime_data(surface, mime_type, copy, size, vellum_free_mime_data, copy);
    if (status != CAIRO_STATUS_SUCCESS) free(copy);
    return status;
}

#endif
