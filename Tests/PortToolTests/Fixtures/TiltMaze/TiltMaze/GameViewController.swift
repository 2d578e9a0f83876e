//
//  GameViewController.swift
//  TiltMaze
//

import UIKit
import SpriteKit

class GameViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

        guard let view = view as? SKView else { return }
        let scene = GameScene(size: CGSize(width: 352, height: 480))
        scene.scaleMode = .aspectFit
        view.presentScene(scene)
    }

    override var prefersStatusBarHidden: Bool {
        return true
    }
}
