//
//  SkinsViewController.swift
//  Workshop
//

import UIKit

/// A stepper in the workshop's own colours, drawn from images as books customise controls: a
/// capsule per state, a divider, and the plus and minus glyphs.
class SkinsViewController: UIViewController, UIViewControllerRestoration {

    let stepper = UIStepper()
    let countLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "skins"
        restorationClass = SkinsViewController.self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        return SkinsViewController()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Skins"
        view.backgroundColor = .systemBackground

        stepper.maximumValue = 10
        stepper.value = 3
        stepper.tintColor = .white
        stepper.setBackgroundImage(capsule(.systemOrange), for: .normal)
        stepper.setBackgroundImage(capsule(.systemRed), for: .highlighted)
        stepper.setBackgroundImage(capsule(.systemGray3), for: .disabled)
        stepper.setDividerImage(divider(), forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.setIncrementImage(glyph(plus: true), for: .normal)
        stepper.setDecrementImage(glyph(plus: false), for: .normal)
        stepper.addTarget(self, action: #selector(stepped(_:)), for: .valueChanged)
        stepper.frame.origin = CGPoint(x: 40, y: 160)
        view.addSubview(stepper)

        countLabel.frame = CGRect(x: 40, y: 220, width: 240, height: 30)
        view.addSubview(countLabel)
        stepped(stepper)
    }

    @objc func stepped(_ sender: UIStepper) {
        countLabel.text = "\(Int(sender.value)) coats of paint"
    }

    /// A rounded capsule to stretch, its ends kept.
    func capsule(_ color: UIColor) -> UIImage {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 29)).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 29), cornerRadius: 8).fill()
        }
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10), resizingMode: .stretch)
    }

    func divider() -> UIImage {
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 29)).image { _ in
            UIColor.brown.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 29))
        }
    }

    /// A plus or minus drawn as a template, so it takes the stepper's tint.
    func glyph(plus: Bool) -> UIImage {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 14, height: 14)).image { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 6, width: 14, height: 2))
            if plus {
                UIRectFill(CGRect(x: 6, y: 0, width: 2, height: 14))
            }
        }
        return image.withRenderingMode(.alwaysTemplate)
    }

    // MARK: State restoration (iOS 12)

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(stepper.value, forKey: "coats")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        loadViewIfNeeded()
        stepper.value = coder.decodeDouble(forKey: "coats")
        stepped(stepper)
    }
}
