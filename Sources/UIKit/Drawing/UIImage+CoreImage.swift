import Foundation
import CoreImage

/// Core Image's UIKit additions, as iOS declares them in UIKit: an image or a colour of UIKit's
/// turned into Core Image's, and back.
extension CIImage {
    /// The image's pixels: its Core Image recipe if it was made from one, else its bitmap (its
    /// scale and orientation are not applied, as on iOS); nil for an image with neither.
    public convenience init?(image: UIImage) {
        if let recipe = image.ciImage {
            self.init(copying: recipe)
        } else if let cg = image.cgImage {
            self.init(cgImage: cg)
        } else {
            return nil
        }
    }

    public convenience init?(image: UIImage, options: [CIImageOption: Any]?) { self.init(image: image) }
}

extension CIColor {
    /// A UIKit colour's sRGB components, resolved for the current traits.
    public convenience init(color: UIColor) { self.init(cgColor: color.cgColor) }
}

extension UIColor {
    /// A colour of Core Image's components.
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }
}
