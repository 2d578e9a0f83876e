import Foundation

/// A collection cell's content view (`collectionViewCellContentView`, or `view` from Xcode 10 and
/// before) is the cell's own: its attributes, subviews and constraints move there.
extension UICollectionViewCell {
    func decodeCollectionCell(from coder: NSCoder) {
        guard let nib = coder as? any NibCoding, let content = nib.child(key: "contentView") else { return }
        nib.decode(contentView, from: content, structure: true)
    }
}
