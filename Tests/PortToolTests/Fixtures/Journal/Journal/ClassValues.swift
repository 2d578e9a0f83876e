//
//  ClassValues.swift
//  Journal
//
//  Objects made from class values, as Objective-C-era code makes them.
//

import UIKit

class Divider: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.85, alpha: 1)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}

class Stamp: UIView {
}

class Ribbon: UIView {
    init(color: UIColor) {
        super.init(frame: .zero)
        backgroundColor = color
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        title = "About"
    }
}

enum Factory {
    static let viewClasses: [UIView.Type] = [Divider.self, Stamp.self, UILabel.self]

    static func makeViews() -> [UIView] {
        return viewClasses.map { viewClass in viewClass.init(frame: CGRect(x: 0, y: 0, width: 10, height: 1)) }
    }

    static func make<T: UIView>(_ type: T.Type) -> T {
        return T()
    }

    static func controller(_ controllerType: UIViewController.Type) -> UIViewController {
        return controllerType.init(nibName: nil, bundle: nil)
    }

    // Programming iOS's `lend`: any NSObject class made from its class value, then configured.
    static func lend<T: NSObject>(_ closure: (T) -> ()) -> T {
        let orig = T()
        closure(orig)
        return orig
    }

    static func yearFormatter() -> DateFormatter {
        return lend { (f: DateFormatter) in f.dateFormat = "yyyy" }
    }

    static func fade() -> CABasicAnimation {
        return lend { (a: CABasicAnimation) in a.keyPath = "opacity"; a.duration = 0.4 }
    }

    static func doubleTap() -> UITapGestureRecognizer {
        return lend { (t: UITapGestureRecognizer) in t.numberOfTapsRequired = 2 }
    }
}
