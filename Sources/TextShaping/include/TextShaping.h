/*
 * TextShaping: a font file opened once and strings shaped in it, for Swift.
 *
 * Why this exists: HarfBuzz and FreeType are C libraries with reference-counted objects and
 * out-parameters; this shim keeps their types out of Swift and gives whole operations that
 * either succeed or report an error, never crash.
 *
 * - FreeType reads the face's vertical metrics (units per em, hhea ascender, descender and
 *   line height, fixed pitch) once, when the face is opened, with a FreeType library made for
 *   that call only (a FT_Library must not be shared between threads).
 * - HarfBuzz shapes: the face is read from the same file into an immutable hb_face_t and
 *   hb_font_t at a scale of one unit per font unit, with HarfBuzz's own OpenType functions,
 *   so advances are the font's design advances (hinting never changes them), exactly what
 *   `hb-shape FONT TEXT` prints.
 *
 * Threads: an opened face is immutable; ts_shape may run on any number of threads at once on
 * the same face (each call makes and destroys its own hb_buffer_t; an immutable hb_font_t is
 * thread-safe for shaping, per HarfBuzz's documentation).
 */
#ifndef TEXT_SHAPING_H
#define TEXT_SHAPING_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* An opened face; its fields are read-only after ts_face_open. */
typedef struct ts_face {
    void *hb_font;          /* hb_font_t * */
    int units_per_em;
    int ascender;           /* hhea ascender, font units, positive up */
    int descender;          /* hhea descender, font units, negative below the baseline */
    int line_height;        /* ascender - descender + line gap, font units */
    int fixed_pitch;        /* 1 when FreeType reports every glyph the same advance */
    char family[64];        /* the family name, for diagnostics */
    char style[64];         /* the style name (Regular, SemiBold, ...) */
} ts_face;

/* Opens the first face of the font file at `path`. Returns NULL and writes a message into
 * `error` (at most error_size bytes, terminated) when the file cannot be read as a font. */
ts_face *ts_face_open(const char *path, char *error, size_t error_size);

/* Releases a face from ts_face_open (NULL is allowed). */
void ts_face_close(ts_face *face);

/* Shapes `length` bytes of UTF-8 `text` left to right with the font's default features
 * (kerning, ligatures), plus `tnum` (tabular figures) when `tabular_digits` is non-zero.
 * Adds each glyph's advance (font units) to advances[cluster], the byte offset of the first
 * character of the glyph's cluster, so `advances` must hold `length` zeroed entries.
 * Returns the total advance, or -1 when shaping failed (allocation). */
long ts_shape(const ts_face *face, const char *text, int length, int tabular_digits, int32_t *advances);

#ifdef __cplusplus
}
#endif

#endif
