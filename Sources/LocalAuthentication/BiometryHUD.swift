import Foundation
import UIKit

/// Face ID's scanning panel, as iOS draws it: a rounded square of material in the middle of the
/// screen with the Face ID glyph and "Face ID" under it; a tick when the face matches. The app is
/// inactive while it shows.
@preconcurrency @MainActor final class BiometryHUD {
    static let size: CGFloat = 150
    private let window: UIWindow
    private let glyph = UIImageView()
    private let label = UILabel()
    private unowned let environment: UIKitEnvironment

    init(on environment: UIKitEnvironment) {
        self.environment = environment
        let (glyph, label) = (self.glyph, self.label)
        let host = environment.asCurrent { () -> UIViewController in
            let host = UIViewController()
            let panel = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
            panel.frame = CGRect(x: 0, y: 0, width: Self.size, height: Self.size)
            panel.layer.cornerRadius = 28
            panel.layer.cornerCurve = .continuous
            panel.clipsToBounds = true
            // iOS's panel reads as light grey over a white screen (dark grey in dark mode).
            panel.contentView.backgroundColor = UIColor.systemGray5.withAlphaComponent(0.9)
            glyph.image = UIImage(systemName: "faceid", withConfiguration: UIImage.SymbolConfiguration(pointSize: 60, weight: .light))
            glyph.tintColor = .label
            glyph.contentMode = .center
            glyph.frame = CGRect(x: 0, y: 22, width: Self.size, height: 74)
            label.text = "Face ID"
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textAlignment = .center
            label.frame = CGRect(x: 0, y: 104, width: Self.size, height: 24)
            panel.contentView.addSubview(glyph)
            panel.contentView.addSubview(label)
            host.view.backgroundColor = .clear
            host.view.addSubview(panel)
            return host
        }
        UIApplication.shared.resignActive()
        let screen = environment.screen.bounds
        window = environment.openSystemWindow(frame: CGRect(x: (screen.width - Self.size) / 2, y: (screen.height - Self.size) / 2,
                                                            width: Self.size, height: Self.size),
                                              level: UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1), root: host)
    }

    func showSuccess() {
        glyph.image = UIImage(systemName: "checkmark.circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 60, weight: .light))
        glyph.tintColor = .systemGreen
    }

    private var removed = false
    func remove() {
        guard !removed else { return }
        removed = true
        environment.closeSystemWindow(window)
        if environment.systemAlerts.isEmpty { UIApplication.shared.becomeActive() }
    }
}
