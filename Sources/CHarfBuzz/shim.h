/* HarfBuzz's header, or a build error that says how to install it. */
#if __has_include(<hb.h>)
#include <hb.h>
#else
#error "HarfBuzz is missing: run tools/install-deps.sh (or: sudo apt-get install libharfbuzz-dev)"
#endif
