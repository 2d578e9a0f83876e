import Testing
import Foundation
@_spi(Testing) import UIKit
@_spi(Testing) import UIKitTesting

/// Auto Layout through the Simulator: constraints made as apps make them, frames read after the
/// frame loop lays them out.
@MainActor
@Suite(.serialized) struct AutoLayoutTests {
    func frame(_ v: UIView) -> CGRect { v.convert(v.bounds, to: nil) }

    @Test(arguments: [Simulator.Device.iPhone15, .iPhoneSE, .iPadPro11])
    func aCardCenteredWithAnAspectRatio(device: Simulator.Device) {
        let (sim, root) = canvas(device)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .systemBlue
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerYAnchor),
            card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.8),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
        ])
        sim.runFrame()
        let screen = sim.screen.bounds, safe = root.safeAreaInsets
        let f = frame(card)
        #expect(abs(f.width - screen.width * 0.8) < 0.5, "\(f)")
        #expect(abs(f.height - f.width / 2) <= 1)
        #expect(abs(f.midX - screen.midX) < 0.5)
        #expect(abs(f.midY - (safe.top + (screen.height - safe.top - safe.bottom) / 2)) < 0.5, "\(f) \(safe)")
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        let g = frame(card), turned = sim.screen.bounds
        #expect(abs(g.width - turned.width * 0.8) < 0.5 && abs(g.height - g.width / 2) <= 1, "\(g)")
    }
}
