//
//  PatternViewController.swift
//  Workshop
//

import UIKit

/// Two ways to fill with a pattern: a view whose background colour is an image tile (a checked
/// tablecloth), and a view that draws with a Quartz pattern colour (striped wallpaper).
class PatternViewController: UIViewController {

    let cloth = UIView(frame: CGRect(x: 40, y: 140, width: 240, height: 120))
    let wallpaper = WallpaperView(frame: CGRect(x: 40, y: 300, width: 240, height: 120))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Patterns"
        view.backgroundColor = .systemBackground

        let tile = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIRectFill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        cloth.backgroundColor = UIColor(patternImage: tile)
        view.addSubview(cloth)
        view.addSubview(wallpaper)
    }
}

/// Blue and yellow stripes from a Quartz pattern cell, as the drawing chapters make them.
class WallpaperView: UIView {

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let con = UIGraphicsGetCurrentContext() else { return }
        let drawStripe: CGPatternDrawPatternCallback = { _, con in
            con.setFillColor(UIColor.yellow.cgColor)
            con.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            con.setFillColor(UIColor.blue.cgColor)
            con.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
        }
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: drawStripe, releaseInfo: nil)
        let pattern = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 8, height: 8), matrix: .identity,
                                xStep: 8, yStep: 8, tiling: .constantSpacingMinimalDistortion,
                                isColored: true, callbacks: &callbacks)!
        let space = CGColorSpace(patternBaseSpace: nil)!
        var alpha: CGFloat = 1
        let stripes = CGColor(patternSpace: space, pattern: pattern, components: &alpha)!
        con.setFillColor(stripes)
        con.fill(bounds)
    }
}
