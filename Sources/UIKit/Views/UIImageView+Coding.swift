import Foundation

extension UIImageView {
    func decodeImageView(from coder: NSCoder) {
        if let nib = coder as? any NibCoding {
            // `image="name"`, or an `<imageReference key="image" image="name">` (Xcode 11 and later, symbols too).
            if let name = nib.text("image") { image = nib.image(named: name) ?? UIImage(systemName: name) }
            if let ref = nib.nested(key: "image"), let name = ref.text("image") {
                image = nib.image(named: name) ?? UIImage(systemName: name)
                ref.noteRead("catalog", "symbolScale", "renderingMode")
            }
            if let name = nib.text("highlightedImage") { highlightedImage = nib.image(named: name) }
        } else if let i = coder.object("image") as? UIImage {
            image = i
        }
        if let h = coder.flag("highlighted") { isHighlighted = h }
    }
}
