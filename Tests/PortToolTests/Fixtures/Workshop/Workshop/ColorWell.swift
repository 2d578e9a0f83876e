//
//  ColorWell.swift
//  Workshop
//

import UIKit

/// A well that takes a colour pasted or dropped on it: its paste configuration alone makes it a
/// drop target for colours (iOS 11).
class ColorWell: UIView {

    var pastedColors: [UIColor] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        pasteConfiguration = UIPasteConfiguration(forAccepting: UIColor.self)
        layer.borderWidth = 2
        layer.borderColor = UIColor.systemGray.cgColor
        layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func paste(itemProviders: [NSItemProvider]) {
        for provider in itemProviders where provider.canLoadObject(ofClass: UIColor.self) {
            provider.loadObject(ofClass: UIColor.self) { [weak self] object, error in
                guard let color = object as? UIColor else { return }
                DispatchQueue.main.async {
                    self?.pastedColors.append(color)
                    self?.backgroundColor = color
                }
            }
        }
    }
}
