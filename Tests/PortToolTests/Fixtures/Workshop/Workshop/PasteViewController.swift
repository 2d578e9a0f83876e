//
//  PasteViewController.swift
//  Workshop
//

import UIKit

/// Paint swatches to drag into the colour well, and a spring-loaded drawer button that opens when
/// a drag hovers over it.
class PasteViewController: UIViewController, UIDragInteractionDelegate {

    let swatches = [UIView(), UIView(), UIView()]
    let well = ColorWell(frame: CGRect(x: 40, y: 400, width: 300, height: 160))
    let drawerButton = UIButton(type: .system)
    var drawerOpened = 0
    var springStates: [UISpringLoadedInteractionEffectState] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Paint"
        view.backgroundColor = .systemBackground

        let colors: [UIColor] = [.systemRed, .systemGreen, .systemIndigo]
        for (i, swatch) in swatches.enumerated() {
            swatch.frame = CGRect(x: 40 + CGFloat(i) * 110, y: 140, width: 90, height: 90)
            swatch.backgroundColor = colors[i]
            swatch.layer.cornerRadius = 45
            swatch.addInteraction(UIDragInteraction(delegate: self))
            view.addSubview(swatch)
        }
        view.addSubview(well)

        drawerButton.setTitle("More colours", for: .normal)
        drawerButton.frame = CGRect(x: 40, y: 280, width: 200, height: 44)
        drawerButton.isSpringLoaded = true
        drawerButton.addTarget(self, action: #selector(openDrawer(_:)), for: .touchUpInside)
        drawerButton.addInteraction(UISpringLoadedInteraction { [weak self] interaction, context in
            self?.springStates.append(context.state)
        })
        view.addSubview(drawerButton)
    }

    @objc func openDrawer(_ sender: UIButton) {
        drawerOpened += 1
    }

    // MARK: UIDragInteractionDelegate

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let color = interaction.view?.backgroundColor else { return [] }
        return [UIDragItem(itemProvider: NSItemProvider(object: color))]
    }
}
