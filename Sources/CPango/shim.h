#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <hb-ot.h>
