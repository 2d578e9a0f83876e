#ifndef CJPEG_H
#define CJPEG_H
#include <stddef.h>
#include <stdint.h>

/// Decodes a JPEG held in memory into premultiplied native-endian ARGB32
/// (Cairo's CAIRO_FORMAT_ARGB32 layout). libjpeg reports errors by longjmp,
/// which Swift cannot catch, hence this C shim.
/// Returns 0 on success; on failure, a message is written to `error`.
/// On success `*pixels` is malloc'd and owned by the caller (free()).
int cjpeg_decode(const uint8_t *data, size_t length,
                 uint8_t **pixels, int *width, int *height, int *stride,
                 char *error, size_t errorLength);

/// As cjpeg_decode, at the smallest of libjpeg's DCT reductions (1/8, 1/4, 1/2, or none) whose
/// result is still at least `minWidth`×`minHeight`: a thumbnail without decoding every pixel.
/// `fullWidth`×`fullHeight` is the image's own size.
int cjpeg_decode_scaled(const uint8_t *data, size_t length, int minWidth, int minHeight,
                        uint8_t **pixels, int *width, int *height, int *stride,
                        int *fullWidth, int *fullHeight,
                        char *error, size_t errorLength);

/// Encodes native-endian ARGB32 (alpha ignored; flattened onto black as JPEG has none) to JPEG.
/// On success `*out` is malloc'd (free()) with `*outLength` bytes.
int cjpeg_encode(const uint8_t *pixels, int width, int height, int stride, int quality,
                 uint8_t **out, size_t *outLength, char *error, size_t errorLength);
#endif
