import UIKit

/// A box of crayons from Resources/Crayons.storyboard, written as an Xcode 10 book chapter writes it:
/// a collection view controller scene with a flow layout, a prototype cell whose rounded swatch and
/// name are laid out by constraints on the cell (the pre-Xcode 11 form), a section header and footer,
/// and a show segue from the cell to the crayon's page.
@IBConnectable
public final class CrayonBoxViewController: UICollectionViewController {
    public struct Crayon {
        public let name: String
        public let hex: UInt32
        public var color: UIColor {
            UIColor(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
        }
    }

    public var boxes: [(name: String, crayons: [Crayon])] = [
        ("Warm", [Crayon(name: "Red", hex: 0xEE204D), Crayon(name: "Orange", hex: 0xFF7538), Crayon(name: "Yellow", hex: 0xFCE883),
                  Crayon(name: "Apricot", hex: 0xFDD9B5), Crayon(name: "Maroon", hex: 0xC8385A), Crayon(name: "Scarlet", hex: 0xFC2847),
                  Crayon(name: "Peach", hex: 0xFFCFAB), Crayon(name: "Brick Red", hex: 0xCB4154)]),
        ("Cool", [Crayon(name: "Blue", hex: 0x1F75FE), Crayon(name: "Cerulean", hex: 0x1DACD6), Crayon(name: "Sky Blue", hex: 0x80DAEB),
                  Crayon(name: "Indigo", hex: 0x5D76CB), Crayon(name: "Green", hex: 0x1CAC78), Crayon(name: "Teal", hex: 0x18A7B5),
                  Crayon(name: "Periwinkle", hex: 0xC5D0E6), Crayon(name: "Violet", hex: 0x926EAE)]),
        ("Earth", [Crayon(name: "Brown", hex: 0xB4674D), Crayon(name: "Sepia", hex: 0xA5694F), Crayon(name: "Tan", hex: 0xFAA76C),
                   Crayon(name: "Olive", hex: 0xBAB86C), Crayon(name: "Gray", hex: 0x95918C), Crayon(name: "Black", hex: 0x232323)]),
    ]

    /// The box from its storyboard, ready to push.
    public static func make() -> CrayonBoxViewController {
        UIStoryboard(name: "Crayons", bundle: .module).instantiateInitialViewController() as! CrayonBoxViewController
    }

    public override func numberOfSections(in collectionView: UICollectionView) -> Int { boxes.count }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        boxes[section].crayons.count
    }

    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "CrayonCell", for: indexPath) as! CrayonCell
        let crayon = boxes[indexPath.section].crayons[indexPath.item]
        cell.nameLabel.text = crayon.name
        cell.swatchView.backgroundColor = crayon.color
        return cell
    }

    public override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                        at indexPath: IndexPath) -> UICollectionReusableView {
        if kind == UICollectionView.elementKindSectionHeader {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "BoxHeader", for: indexPath) as! CrayonHeaderView
            header.titleLabel.text = boxes[indexPath.section].name
            return header
        }
        let footer = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "BoxFooter", for: indexPath) as! CrayonFooterView
        footer.countLabel.text = "\(boxes[indexPath.section].crayons.count) crayons"
        return footer
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showCrayon", let cell = sender as? UICollectionViewCell,
              let indexPath = collectionView.indexPath(for: cell),
              let detail = segue.destination as? CrayonDetailViewController else { return }
        detail.crayon = boxes[indexPath.section].crayons[indexPath.item]
    }
}
