import Foundation
@_implementationOnly import CCairo

extension CGImage {
    /// The image made of only these column and row ranges of pixels (start, length), each list laid
    /// side by side in order: how an asset catalog's slicing keeps the caps and as much of the
    /// middle as it says, discarding the rest.
    package func keepingSlices(columns: [(start: Int, length: Int)], rows: [(start: Int, length: Int)]) -> CGImage {
        let w = columns.reduce(0) { $0 + max(0, $1.length) }, h = rows.reduce(0) { $0 + max(0, $1.length) }
        guard w > 0, h > 0 else { return self }
        let out = cairo_image_surface_create(cairo_image_surface_get_format(cairoSurface), Int32(w), Int32(h))!
        let cr = cairo_create(out)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        var y = 0
        for row in rows where row.length > 0 {
            var x = 0
            for column in columns where column.length > 0 {
                cairo_set_source_surface(cr, cairoSurface, Double(x - column.start), Double(y - row.start))
                cairo_rectangle(cr, Double(x), Double(y), Double(column.length), Double(row.length))
                cairo_fill(cr)
                x += column.length
            }
            y += row.length
        }
        cairo_destroy(cr)
        cairo_surface_flush(out)
        return CGImage(cairoSurface: out, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }
}

extension CGImage {
    /// The image mirrored left to right (a flipped orientation, or a right-to-left layout's arrow).
    package func horizontallyMirrored() -> CGImage {
        let out = cairo_image_surface_create(cairo_image_surface_get_format(cairoSurface), Int32(width), Int32(height))!
        let cr = cairo_create(out)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_translate(cr, Double(width), 0)
        cairo_scale(cr, -1, 1)
        cairo_set_source_surface(cr, cairoSurface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(out)
        return CGImage(cairoSurface: out, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }
}
