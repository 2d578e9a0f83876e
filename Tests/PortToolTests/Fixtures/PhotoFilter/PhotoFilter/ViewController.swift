//
//  ViewController.swift
//  PhotoFilter
//
//  Created by Student on 14/11/2018.
//  Copyright © 2018 Example. All rights reserved.
//
//  Core Image chapter: a photo, three effects and a slider. Sepia and Noir darken the corners
//  with a vignette as the slider goes up; Blur blurs by up to 20 points.
//  Sunset.jpg: "sunset" by Aitzol Berasategi, CC BY 4.0 (from Ubuntu's wallpapers), resized.
//

import UIKit
import CoreImage

class ViewController: UIViewController {

    @IBOutlet weak var imageView: UIImageView!
    @IBOutlet weak var effectControl: UISegmentedControl!
    @IBOutlet weak var intensitySlider: UISlider!
    @IBOutlet weak var intensityLabel: UILabel!

    // Creating a context is expensive: make one and keep it
    let context = CIContext(options: nil)
    var original: CIImage!

    let sepiaFilter = CIFilter(name: "CISepiaTone")!
    let noirFilter = CIFilter(name: "CIPhotoEffectNoir")!
    let vignetteFilter = CIFilter(name: "CIVignette")!
    let blurFilter = CIFilter(name: "CIGaussianBlur")!

    override func viewDidLoad() {
        super.viewDidLoad()

        guard let photo = UIImage(named: "Sunset.jpg") else {
            fatalError("Sunset.jpg is not in the app")
        }
        original = CIImage(image: photo)

        intensitySlider.addTarget(self, action: #selector(intensityChanged(_:)), for: .valueChanged)
        effectControl.addTarget(self, action: #selector(effectChanged(_:)), for: .valueChanged)

        applyFilter()
    }

    @objc func intensityChanged(_ sender: UISlider) {
        applyFilter()
    }

    @objc func effectChanged(_ sender: UISegmentedControl) {
        applyFilter()
    }

    @IBAction func resetPressed(_ sender: UIButton) {
        intensitySlider.value = 0.5
        effectControl.selectedSegmentIndex = 0
        applyFilter()
    }

    func filteredImage() -> CIImage? {
        let amount = intensitySlider.value

        switch effectControl.selectedSegmentIndex {
        case 0:
            sepiaFilter.setValue(original, forKey: kCIInputImageKey)
            sepiaFilter.setValue(amount, forKey: kCIInputIntensityKey)
            return vignette(sepiaFilter.outputImage, amount: amount)
        case 1:
            noirFilter.setValue(original, forKey: kCIInputImageKey)
            return vignette(noirFilter.outputImage, amount: amount)
        default:
            // clamp first so the edges don't go see-through, then crop back
            blurFilter.setValue(original.clampedToExtent(), forKey: kCIInputImageKey)
            blurFilter.setValue(amount * 20, forKey: kCIInputRadiusKey)
            return blurFilter.outputImage?.cropped(to: original.extent)
        }
    }

    func vignette(_ image: CIImage?, amount: Float) -> CIImage? {
        vignetteFilter.setValue(image, forKey: kCIInputImageKey)
        vignetteFilter.setValue(amount, forKey: kCIInputIntensityKey)
        vignetteFilter.setValue(1.5, forKey: kCIInputRadiusKey)
        return vignetteFilter.outputImage
    }

    func applyFilter() {
        intensityLabel.text = String(format: "Intensity: %.2f", intensitySlider.value)

        guard let output = filteredImage(),
            let cgImage = context.createCGImage(output, from: original.extent) else {
                return
        }
        imageView.image = UIImage(cgImage: cgImage)
    }

}
