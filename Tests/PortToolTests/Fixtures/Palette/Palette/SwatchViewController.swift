//
//  SwatchViewController.swift
//  Palette
//
//  The first tab: the brand color and the badge from the asset catalog.
//

import UIKit

class SwatchViewController: UIViewController {

    @IBOutlet weak var swatch: UIView!
    @IBOutlet weak var badge: UIImageView!
    @IBOutlet weak var caption: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        swatch.backgroundColor = UIColor(named: "Brand")
        badge.image = UIImage(named: "Badge")
        let tap = UITapGestureRecognizer(target: self, action: #selector(swatchTapped(_:)))
        swatch.addGestureRecognizer(tap)
    }

    @objc func swatchTapped(_ sender: UITapGestureRecognizer) {
        caption.text = "Brand tapped"
    }
}
