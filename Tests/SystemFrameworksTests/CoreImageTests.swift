import Foundation
import Testing
import UIKit
import UIKitTesting

// Core Image's API as apps use it, through `import UIKit` alone (UIKit re-exports Core Image, as on
// iOS): filters by name and by builder, their attributes and defaults, extents, recipes that stay
// as they were made, rendering by a context, and a UIImage made from a CIImage shown on screen.

@MainActor @Suite struct CoreImageTests {
    let photo = CIImage(cgImage: testImage(30, 20) { x, y in RGBA(r: UInt8(x * 8), g: UInt8(y * 12), b: 128) })

    @Test func filtersByNameStartAtTheirDefaultsAndDescribeThemselves() throws {
        let sepia = try #require(CIFilter(name: "CISepiaTone"))
        #expect(sepia.name == "CISepiaTone" && sepia.inputKeys == [kCIInputImageKey, kCIInputIntensityKey])
        #expect(sepia.outputKeys == [kCIOutputImageKey])
        #expect(sepia.value(forKey: kCIInputIntensityKey) as? NSNumber == 1, "iOS sets the defaults")
        #expect(sepia.outputImage == nil, "no input image: no output")
        let attributes = sepia.attributes
        #expect(attributes[kCIAttributeFilterDisplayName] as? String == "Sepia Tone")
        #expect((attributes[kCIAttributeFilterCategories] as? [String])?.contains(kCICategoryColorEffect) == true)
        let intensity = try #require(attributes[kCIInputIntensityKey] as? [String: Any])
        #expect(intensity[kCIAttributeDefault] as? NSNumber == 1 && intensity[kCIAttributeMin] as? NSNumber == 0)
        #expect(intensity[kCIAttributeMax] as? NSNumber == 1 && intensity[kCIAttributeClass] as? String == "NSNumber")
        #expect(intensity[kCIAttributeType] as? String == kCIAttributeTypeScalar)

        sepia.setValue(0.25, forKey: kCIInputIntensityKey)
        #expect(sepia.value(forKey: kCIInputIntensityKey) as? Double == 0.25)
        sepia.setDefaults()
        #expect(sepia.value(forKey: kCIInputIntensityKey) as? NSNumber == 1)
        #expect(CIFilter(name: "CINoSuchFilter") == nil)

        let vignette = try #require(CIFilter(name: "CIVignette", parameters: [kCIInputImageKey: photo, kCIInputRadiusKey: 2]))
        #expect(vignette.value(forKey: kCIInputRadiusKey) as? Int == 2 && vignette.value(forKey: kCIInputIntensityKey) as? NSNumber == 0)
        #expect((vignette.value(forKey: kCIOutputImageKey) as? CIImage)?.extent == photo.extent)
    }

    @Test func theCatalogueListsFiltersByCategory() {
        let blurs = CIFilter.filterNames(inCategory: kCICategoryBlur)
        #expect(blurs == ["CIBoxBlur", "CIGaussianBlur"])
        #expect(CIFilter.filterNames(inCategories: [kCICategoryCompositeOperation]).count == 23)
        let all = CIFilter.filterNames(inCategory: nil)
        #expect(all.count == 54, "Docs/Frameworks.md counts them")
        for name in ["CIColorControls", "CISepiaTone", "CIPhotoEffectNoir", "CIVignetteEffect", "CISharpenLuminance", "CIUnsharpMask",
                     "CIExposureAdjust", "CIGammaAdjust", "CIHueAdjust", "CIColorInvert", "CIColorMatrix", "CICrop", "CIAffineTransform",
                     "CILanczosScaleTransform", "CIPixellate", "CIBloom", "CIGloom", "CIConstantColorGenerator", "CILinearGradient",
                     "CIRadialGradient", "CIQRCodeGenerator", "CILuminosityBlendMode"] {
            #expect(all.contains(name), "\(name)")
        }
        #expect(CIFilter.filterNames(inCategory: kCICategoryBuiltIn).count == all.count)
        #expect(CIFilter.localizedName(forFilterName: "CIGaussianBlur") == "Gaussian Blur")
    }

    @Test func typedBuildersAndKeysAreTheSameInputs() throws {
        let sepia = CIFilter.sepiaTone()
        #expect(sepia.intensity == 1 && sepia.name == "CISepiaTone")
        sepia.inputImage = photo
        sepia.intensity = 0.4
        #expect(sepia.value(forKey: kCIInputIntensityKey) as? Float == 0.4 && sepia.value(forKey: kCIInputImageKey) as? CIImage === photo)
        sepia.setValue(0.7, forKey: kCIInputIntensityKey)
        #expect(abs(sepia.intensity - 0.7) < 1e-6)
        let byName = try #require(CIFilter(name: "CISepiaTone", parameters: [kCIInputImageKey: photo, kCIInputIntensityKey: 0.7]))
        #expect(render(try #require(sepia.outputImage)) == render(try #require(byName.outputImage)))

        let vignette = CIFilter.vignetteEffect()
        vignette.center = CGPoint(x: 10, y: 12)
        #expect((vignette.value(forKey: kCIInputCenterKey) as? CIVector)?.cgPointValue == CGPoint(x: 10, y: 12))
        let blend = CIFilter.multiplyBlendMode()
        blend.inputImage = photo
        blend.backgroundImage = CIImage(color: .white)
        #expect(blend.outputImage?.extent.isInfinite == true)
        #expect(render(photo.applyingFilter("CIColorInvert")) == render(try #require({ let f = CIFilter.colorInvert(); f.inputImage = photo; return f.outputImage }())))
    }

    /// An app's own filter, as books write one: a subclass that overrides `outputImage`.
    final class InvertedSepia: CIFilter {
        var inputImage: CIImage?
        override var outputImage: CIImage? {
            inputImage?.applyingFilter("CISepiaTone").applyingFilter("CIColorInvert")
        }
    }

    @Test func anAppsOwnFilterSubclassWorks() throws {
        let filter = InvertedSepia()
        filter.inputImage = photo
        let expected = photo.applyingFilter("CISepiaTone").applyingFilter("CIColorInvert")
        #expect(render(try #require(filter.outputImage)) == render(expected))
        #expect(filter.name == "" && filter.inputKeys.isEmpty)
    }

    @Test func recipesAreImmutableAndChainedFiltersMatchOneAtATime() throws {
        let sepia = CIFilter.sepiaTone()
        sepia.inputImage = photo
        let first = try #require(sepia.outputImage)
        let before = render(first)
        sepia.intensity = 0
        #expect(render(first) == before, "a recipe taken from a filter does not follow later changes")
        #expect(render(try #require(sepia.outputImage)) == render(photo))

        // Chained recipe, rendered once, against each step rendered to a bitmap and read back.
        let chain = photo.applyingFilter("CISepiaTone", parameters: [kCIInputIntensityKey: 0.8])
            .applyingFilter("CIVignette", parameters: [kCIInputIntensityKey: 1, kCIInputRadiusKey: 1.5])
            .applyingFilter("CIExposureAdjust", parameters: [kCIInputEVKey: 0.3])
        var step = photo
        for (name, parameters) in [("CISepiaTone", [kCIInputIntensityKey: 0.8]), ("CIVignette", [kCIInputIntensityKey: 1, kCIInputRadiusKey: 1.5]),
                                   ("CIExposureAdjust", [kCIInputEVKey: 0.3])] as [(String, [String: Any])] {
            step = CIImage(cgImage: CIContext().createCGImage(step.applyingFilter(name, parameters: parameters), from: photo.extent)!)
        }
        let whole = render(chain), stepwise = render(step)
        #expect(zip(whole.joined(), stepwise.joined()).allSatisfy { $0.isClose(to: $1, tolerance: 2) }, "8-bit steps round three times")
    }

    @Test func extentsFollowWhatWasDone() {
        #expect(photo.extent == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(photo.clampedToExtent().extent.isInfinite && CIImage(color: .red).extent.isInfinite)
        #expect(photo.clampedToExtent().applyingGaussianBlur(sigma: 4).cropped(to: photo.extent).extent == photo.extent)
        #expect(photo.transformed(by: CGAffineTransform(scaleX: 0.5, y: 2)).extent == CGRect(x: 0, y: 0, width: 15, height: 40))
        #expect(photo.transformed(by: CGAffineTransform(rotationAngle: .pi / 2)).extent.insetBy(dx: 0.001, dy: 0.001).integral == CGRect(x: -20, y: 0, width: 20, height: 30))
        #expect(CIImage.empty().extent.isEmpty && photo.cropped(to: .zero).extent.isEmpty)
        let over = photo.transformed(by: CGAffineTransform(translationX: 25, y: 0)).composited(over: photo)
        #expect(over.extent == CGRect(x: 0, y: 0, width: 55, height: 20))
        // Clamped, the edges continue: a pixel left of the image is its left column's.
        let clamped = render(photo.clampedToExtent(), CGRect(x: -5, y: 0, width: 6, height: 20))
        #expect(clamped.allSatisfy { row in row.allSatisfy { $0 == row[5] } })
    }

    @Test func orientationTurnsTheImageUpright() {
        // Two pixels side by side, red then blue; .right turns the stored image a quarter clockwise.
        let pair = CIImage(cgImage: testImage(2, 1) { x, _ in x == 0 ? RGBA(r: 255, g: 0, b: 0) : RGBA(r: 0, g: 0, b: 255) })
        let turned = pair.oriented(.right)
        #expect(turned.extent == CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(render(turned).map { $0[0] } == [RGBA(r: 255, g: 0, b: 0), RGBA(r: 0, g: 0, b: 255)], "red on top")
        #expect(render(pair.oriented(.upMirrored))[0] == [RGBA(r: 0, g: 0, b: 255), RGBA(r: 255, g: 0, b: 0)])
    }

    @Test func contextsRenderRectanglesAndBitmaps() throws {
        let context = CIContext(options: [.useSoftwareRenderer: false])
        let cg = try #require(context.createCGImage(photo, from: CGRect(x: 10, y: 5, width: 4, height: 3)))
        #expect(cg.width == 4 && cg.height == 3)
        // The rectangle's top row is y = 7, the image's row 20 - 1 - 7 = 12.
        #expect(pixels(of: cg)[0][0] == render(photo)[12][10])
        #expect(context.createCGImage(CIImage(color: .red), from: .infinite) == nil)
        var bytes = [UInt8](repeating: 0, count: 4 * 4)
        bytes.withUnsafeMutableBytes { context.render(solidImage(RGBA(r: 10, g: 20, b: 30)), toBitmap: $0.baseAddress!, rowBytes: 8,
                                                      bounds: CGRect(x: 0, y: 0, width: 2, height: 2), format: .RGBA8, colorSpace: nil) }
        #expect(Array(bytes[0..<4]) == [10, 20, 30, 255] && Array(bytes[12..<16]) == [10, 20, 30, 255])
        #expect(context.pngRepresentation(of: photo, format: .RGBA8, colorSpace: CGColorSpaceCreateDeviceRGB()).flatMap { UIImage(data: $0) }?.size
                == CGSize(width: 30, height: 20))
    }

    @Test func aUIImageOfARecipeIsRenderedWhenShown() throws {
        let red = RGBA(r: 220, g: 40, b: 30)
        let sepia = solidImage(red, 60, 60).applyingFilter("CISepiaTone", parameters: [kCIInputIntensityKey: 1])
        let image = UIImage(ciImage: sepia)
        #expect(image.cgImage == nil && image.ciImage === sepia && image.size == CGSize(width: 60, height: 60))
        #expect(CIImage(image: image)?.extent == sepia.extent, "back to the recipe")
        #expect(CIImage(image: UIImage(cgImage: testImage(3, 2) { _, _ in red }))?.extent == CGRect(x: 0, y: 0, width: 3, height: 2))

        let sim = Simulator(device: .iPhone15)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let imageView = UIImageView(frame: CGRect(x: 40, y: 200, width: 120, height: 120))
        imageView.image = image
        controller.view.addSubview(imageView)
        sim.rootViewController = controller
        sim.settle()
        let c = linearRGB(red)
        let expected = pixel(fromLinear: [[0.393, 0.769, 0.189], [0.349, 0.686, 0.168], [0.272, 0.534, 0.131]].map { zip($0, c).map(*).reduce(0, +) })
        #expect(sim.color(at: CGPoint(x: 100, y: 260)).isClose(to: expected, tolerance: 2), "\(sim.color(at: CGPoint(x: 100, y: 260))) vs \(expected)")
        #expect(sim.color(at: CGPoint(x: 20, y: 260)).isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 1))
        #expect(imageView.intrinsicContentSize == CGSize(width: 60, height: 60))

        // Drawn into a context, as UIGraphicsImageRenderer apps do.
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        #expect(pixels(of: try #require(drawn.cgImage))[5][5].isClose(to: expected, tolerance: 2))
        #expect(UIColor(ciColor: CIColor(color: .red)).cgColor.components == [1, 0, 0, 1])
    }
}
