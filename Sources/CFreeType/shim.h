/* FreeType's header, or a build error that says how to install it. */
#if __has_include(<ft2build.h>)
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#else
#error "FreeType is missing: run tools/install-deps.sh (or: sudo apt-get install libfreetype-dev)"
#endif
