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

int cjpeg_decode(const uint8_t *data, size_t length,
                 uint8_t **pixels, int *width, int *height, int *stride,
                 char *error, size_t errorLength) {
    struct jpeg_decompress_struct cinfo;
    struct cjpeg_error jerr;
    uint8_t *volatile out = NULL;
    JSAMPLE *volatile row = NULL;

    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&jerr.base);
    jerr.base.error_exit = cjpeg_error_exit;
    jerr.base.emit_message = cjpeg_silence;
    jerr.message = error;
    jerr.messageLength = errorLength;
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
