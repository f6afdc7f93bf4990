#include "TextShaping.h"

#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void copy_name(char *into, size_t size, const char *name) {
    snprintf(into, size, "%s", name ? name : "");
}

/* Step 1: FreeType reads the vertical metrics (a library per call: FT_Library is not shared
 * between threads). Step 2: HarfBuzz reads the same file into an immutable face and font. */
ts_face *ts_face_open(const char *path, char *error, size_t error_size) {
    FT_Library library = NULL;
    if (FT_Init_FreeType(&library) != 0) {
        snprintf(error, error_size, "FreeType could not start");
        return NULL;
    }
    FT_Face ft = NULL;
    FT_Error status = FT_New_Face(library, path, 0, &ft);
    if (status != 0) {
        snprintf(error, error_size, "FreeType cannot read '%s' as a font (error %d)", path, (int)status);
        FT_Done_FreeType(library);
        return NULL;
    }
    if (!FT_IS_SCALABLE(ft) || ft->units_per_EM == 0) {
        snprintf(error, error_size, "'%s' is not a scalable font", path);
        FT_Done_Face(ft);
        FT_Done_FreeType(library);
        return NULL;
    }
    ts_face *face = calloc(1, sizeof(ts_face));
    if (face == NULL) {
        snprintf(error, error_size, "out of memory");
        FT_Done_Face(ft);
        FT_Done_FreeType(library);
        return NULL;
    }
    face->units_per_em = ft->units_per_EM;
    face->ascender = ft->ascender;
    face->descender = ft->descender;
    face->line_height = ft->height;
    face->fixed_pitch = FT_IS_FIXED_WIDTH(ft) ? 1 : 0;
    copy_name(face->family, sizeof face->family, ft->family_name);
    copy_name(face->style, sizeof face->style, ft->style_name);
    FT_Done_Face(ft);
    FT_Done_FreeType(library);

    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (blob == NULL) {
        snprintf(error, error_size, "HarfBuzz cannot read '%s'", path);
        free(face);
        return NULL;
    }
    hb_face_t *hb_face = hb_face_create(blob, 0);
    hb_blob_destroy(blob);
    if (hb_face_get_glyph_count(hb_face) == 0) {
        snprintf(error, error_size, "HarfBuzz finds no glyphs in '%s'", path);
        hb_face_destroy(hb_face);
        free(face);
        return NULL;
    }
    hb_face_make_immutable(hb_face);
    hb_font_t *font = hb_font_create(hb_face);
    hb_face_destroy(hb_face);
    /* One unit per font unit: advances come back in font units, unscaled and unhinted. */
    hb_font_set_scale(font, face->units_per_em, face->units_per_em);
    hb_font_make_immutable(font);
    face->hb_font = font;
    return face;
}

void ts_face_close(ts_face *face) {
    if (face == NULL) return;
    hb_font_destroy((hb_font_t *)face->hb_font);
    free(face);
}

long ts_shape(const ts_face *face, const char *text, int length, int tabular_digits, int32_t *advances) {
    if (length <= 0) return 0;
    hb_buffer_t *buffer = hb_buffer_create();
    if (!hb_buffer_allocation_successful(buffer)) {
        hb_buffer_destroy(buffer);
        return -1;
    }
    hb_buffer_add_utf8(buffer, text, length, 0, length);
    /* Left to right in the Latin script unless the text says otherwise. */
    hb_buffer_guess_segment_properties(buffer);
    hb_feature_t features[1];
    unsigned int feature_count = 0;
    if (tabular_digits) {
        features[0].tag = HB_TAG('t', 'n', 'u', 'm');
        features[0].value = 1;
        features[0].start = HB_FEATURE_GLOBAL_START;
        features[0].end = HB_FEATURE_GLOBAL_END;
        feature_count = 1;
    }
    hb_shape((hb_font_t *)face->hb_font, buffer, features, feature_count);
    if (!hb_buffer_allocation_successful(buffer)) {
        hb_buffer_destroy(buffer);
        return -1;
    }
    unsigned int count = 0;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
    long total = 0;
    for (unsigned int i = 0; i < count; i++) {
        unsigned int cluster = infos[i].cluster;
        if (cluster < (unsigned int)length) advances[cluster] += positions[i].x_advance;
        total += positions[i].x_advance;
    }
    hb_buffer_destroy(buffer);
    return total;
}
