#include "CJPEG.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

struct cjpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
    size_t messageLength;
};

static void cjpeg_error_exit(j_common_ptr cinfo) {
    struct cjpeg_error *err = (struct cjpeg_error *)cinfo->err;
    if (err->message && err->messageLength > 0) {
        char buffer[JMSG_LENGTH_MAX];
        (*cinfo->err->format_message)(cinfo, buffer);
        snprintf(err->message, err->messageLength, "%s", buffer);
    }
    longjmp(err->jump, 1);
}

static void cjpeg_silence(j_common_ptr cinfo, int level) { (void)cinfo; (void)level; }

/* Routes libjpeg's errors to a message buffer and a longjmp (the caller does the setjmp). */
static struct jpeg_error_mgr *cjpeg_errors(struct cjpeg_error *jerr, char *error, size_t errorLength) {
    struct jpeg_error_mgr *mgr = jpeg_std_error(&jerr->base);
    jerr->base.error_exit = cjpeg_error_exit;
    jerr->base.emit_message = cjpeg_silence;
    jerr->message = error;
    jerr->messageLength = errorLength;
    return mgr;
}

int cjpeg_decode(const uint8_t *data, size_t length,
                 uint8_t **pixels, int *width, int *height, int *stride,
                 char *error, size_t errorLength) {
    int fullWidth = 0, fullHeight = 0;
    return cjpeg_decode_scaled(data, length, 0, 0, pixels, width, height, stride,
                               &fullWidth, &fullHeight, error, errorLength);
}

int cjpeg_decode_scaled(const uint8_t *data, size_t length, int minWidth, int minHeight,
                        uint8_t **pixels, int *width, int *height, int *stride,
                        int *fullWidth, int *fullHeight,
                        char *error, size_t errorLength) {
    struct jpeg_decompress_struct cinfo;
    struct cjpeg_error jerr;
    uint8_t *volatile out = NULL;
    JSAMPLE *volatile row = NULL;

    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = cjpeg_errors(&jerr, error, errorLength);
    if (setjmp(jerr.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(out);
        free(row);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, (unsigned char *)data, (unsigned long)length);
    jpeg_read_header(&cinfo, TRUE);
    cinfo.out_color_space = JCS_RGB;
    *fullWidth = (int)cinfo.image_width;
    *fullHeight = (int)cinfo.image_height;
    if (minWidth > 0 || minHeight > 0) {
        /* The largest of libjpeg's DCT reductions (1/8, 1/4, 1/2) that still covers the size asked for. */
        for (unsigned denom = 8; denom > 1; denom /= 2) {
            if ((cinfo.image_width + denom - 1) / denom >= (unsigned)minWidth &&
                (cinfo.image_height + denom - 1) / denom >= (unsigned)minHeight) {
                cinfo.scale_num = 1;
                cinfo.scale_denom = denom;
                cinfo.dct_method = JDCT_IFAST;
                break;
            }
        }
    }
    jpeg_start_decompress(&cinfo);

    int w = (int)cinfo.output_width, h = (int)cinfo.output_height;
    int s = w * 4;
    out = malloc((size_t)s * (size_t)h);
    row = malloc((size_t)w * 3);
    if (!out || !row) {
        snprintf(error, errorLength, "out of memory");
        jpeg_destroy_decompress(&cinfo);
        free(out); free(row);
        return -1;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW rows[1] = { row };
        int y = (int)cinfo.output_scanline;
        jpeg_read_scanlines(&cinfo, rows, 1);
        uint32_t *dst = (uint32_t *)(out + (size_t)y * (size_t)s);
        for (int x = 0; x < w; x++) {
            dst[x] = 0xFF000000u | ((uint32_t)row[x * 3] << 16) |
                     ((uint32_t)row[x * 3 + 1] << 8) | (uint32_t)row[x * 3 + 2];
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    free(row);
    *pixels = out; *width = w; *height = h; *stride = s;
    return 0;
}

int cjpeg_encode(const uint8_t *pixels, int width, int height, int stride, int quality,
                 uint8_t **out, size_t *outLength, char *error, size_t errorLength) {
    struct jpeg_compress_struct cinfo;
    struct cjpeg_error jerr;
    unsigned char *volatile buffer = NULL;
    unsigned long size = 0;
    JSAMPLE *volatile row = NULL;

    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = cjpeg_errors(&jerr, error, errorLength);
    if (setjmp(jerr.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(buffer);
        free(row);
        return -1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, (unsigned char **)&buffer, &size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    row = malloc((size_t)width * 3);
    while (cinfo.next_scanline < cinfo.image_height) {
        const uint32_t *src = (const uint32_t *)(pixels + (size_t)cinfo.next_scanline * (size_t)stride);
        for (int x = 0; x < width; x++) {
            row[x * 3] = (src[x] >> 16) & 0xFF;
            row[x * 3 + 1] = (src[x] >> 8) & 0xFF;
            row[x * 3 + 2] = src[x] & 0xFF;
        }
        JSAMPROW rows[1] = { row };
        jpeg_write_scanlines(&cinfo, rows, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    free(row);
    *out = buffer;
    *outLength = size;
    return 0;
}
