import Foundation

/// Compositing operators and blend modes: the input image over the background image. The
/// Porter–Duff operators and the PDF blend modes are pixman's; the per-component maximum,
/// minimum and product are Core Image's own.
enum CompositingFilters {
    static let all: [FilterDefinition] = operators + blendModes

    private static let categories = [kCICategoryCompositeOperation, kCICategoryVideo, kCICategoryInterlaced, kCICategoryNonSquarePixels]

    static let operators: [FilterDefinition] = [
        pixman("CISourceOverCompositing", "Source Over Compositing", .sourceOver) { $0.union($1) },
        pixman("CISourceInCompositing", "Source In Compositing", .sourceIn) { $0.intersection($1) },
        pixman("CISourceOutCompositing", "Source Out Compositing", .sourceOut) { top, _ in top },
        pixman("CISourceAtopCompositing", "Source Atop Compositing", .sourceAtop) { _, background in background },
        pixman("CIAdditionCompositing", "Addition", .addition) { $0.union($1) },
        perComponent("CIMaximumCompositing", "Maximum") { pointwiseMax($0, $1) },
        perComponent("CIMinimumCompositing", "Minimum") { pointwiseMin($0, $1) },
        perComponent("CIMultiplyCompositing", "Multiply") { $0 * $1 },
    ]

    /// The PDF blend modes (ISO 32000-1, 11.3.5), the input image as the source.
    static let blendModes: [FilterDefinition] = [
        ("Multiply", .multiply), ("Screen", .screen), ("Overlay", .overlay), ("Darken", .darken), ("Lighten", .lighten),
        ("ColorDodge", .colorDodge), ("ColorBurn", .colorBurn), ("HardLight", .hardLight), ("SoftLight", .softLight),
        ("Difference", .difference), ("Exclusion", .exclusion), ("Hue", .hue), ("Saturation", .saturation),
        ("Color", .color), ("Luminosity", .luminosity),
    ].map { (name: String, operation: BlendOperation) in
        pixman("CI\(name)BlendMode", FilterInput.displayName(of: name) + " Blend Mode", operation) { $0.union($1) }
    }

    private static let inputs: [FilterInput] = [.image(), .image(kCIInputBackgroundImageKey)]

    private static func pixman(_ name: String, _ displayName: String, _ operation: BlendOperation,
                               extent: @escaping @Sendable (_ top: CGRect, _ background: CGRect) -> CGRect) -> FilterDefinition {
        FilterDefinition(name, displayName, categories, inputs) { v in
            guard let top = v.image(), let background = v.image(kCIInputBackgroundImageKey) else { return nil }
            return top.blended(over: background, operation, extent: extent(top.extent, background.extent))
        }
    }

    /// The two images' premultiplied pixels combined component by component, over the union of their extents.
    private static func perComponent(_ name: String, _ displayName: String,
                                     _ f: @escaping @Sendable (Pixel, Pixel) -> Pixel) -> FilterDefinition {
        FilterDefinition(name, displayName, categories, inputs) { v in
            guard let top = v.image(), let background = v.image(kCIInputBackgroundImageKey) else { return nil }
            return top.combined(with: background, extent: top.extent.union(background.extent)) { row, other, count in
                for i in 0..<count { row[i] = f(row[i], other[i]) }
            }
        }
    }
}
