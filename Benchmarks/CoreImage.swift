import Foundation
import UIKit
import UIKitTesting

/// `ci-filter-chain`: a 12-megapixel photograph (4000 × 3000, cropped from lomiri-wallpapers'
/// Dragonfly by Bolly) through sepia, a vignette and a Gaussian blur of radius 10 (its input
/// clamped, the result cropped back, as apps write it), rendered by a `CIContext` to a bitmap;
/// each render timed whole — decoding into the working space, the filters, encoding to sRGB.
@MainActor func runCIFilterChain() {
    let (sim, _) = blankScreen()
    let env = sim.environment
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    let photo = (try? CGImage(contentsOf: URL(fileURLWithPath: "/usr/share/backgrounds/Dragonfly_by_Bolly.jpg")))?
        .cropping(to: CGRect(x: 0, y: 0, width: 4000, height: 3000))
    guard let photo, photo.width == 4000, photo.height == 3000 else {
        print("bench ci-filter-chain: skipped (install lomiri-wallpapers-16.04: make deps)")
        return
    }
    let input = CIImage(cgImage: photo)
    let context = CIContext()
    var size = 0
    let times = measure(runs: 5, warmup: 1) {
        let sepia = CIFilter.sepiaTone()
        sepia.inputImage = input
        sepia.intensity = 0.8
        let vignette = CIFilter.vignette()
        vignette.inputImage = sepia.outputImage
        vignette.intensity = 1
        vignette.radius = 1.5
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = vignette.outputImage?.clampedToExtent()
        blur.radius = 10
        let output = blur.outputImage!.cropped(to: input.extent)
        size = context.createCGImage(output, from: output.extent)?.width ?? 0
    }
    precondition(size == 4000)
    report("ci-filter-chain", times, memcpy: memcpyTimes(bytes: bytes, runs: 60))
}
