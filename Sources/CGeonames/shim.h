#include <geonames.h>
