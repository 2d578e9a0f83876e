import Testing
import Foundation
@_spi(Testing) import UIKit
@_spi(Testing) import UIKitTesting

/// A login form: a vertical stack of a title, two fields and a button, in the readable margins.
@MainActor final class LoginController: UIViewController {
    let title1 = UILabel(), user = UITextField(), password = UITextField(), signIn = UIButton(type: .system)
    let stack = UIStackView()

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        title1.text = "Sign in"
        title1.font = .boldSystemFont(ofSize: 34)
        user.placeholder = "Email"
        password.placeholder = "Password"
        for f in [user, password] { f.borderStyle = .roundedRect }
        signIn.setTitle("Sign In", for: .normal)
        stack.axis = .vertical
        stack.spacing = 12
        stack.setCustomSpacing(24, after: title1)
        for v in [title1, user, password, signIn] { stack.addArrangedSubview(v) }
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}

@MainActor
@Suite(.serialized) struct StackViewTests {
    func frame(_ v: UIView) -> CGRect { v.convert(v.bounds, to: nil) }

    @Test(arguments: [Simulator.Device.iPhone15, .iPhoneSE, .iPadPro11])
    func aLoginFormInAStackView(device: Simulator.Device) throws {
        let sim = Simulator(device: device)
        let vc = LoginController()
        sim.rootViewController = vc
        sim.settle()
        for orientation in [UIDeviceOrientation.portrait, .landscapeLeft] {
            sim.rotate(to: orientation)
            sim.settle()
            let screen = sim.screen.bounds, safe = vc.view.safeAreaInsets
            let margins = vc.view.layoutMargins
            let t = frame(vc.title1), u = frame(vc.user), p = frame(vc.password), b = frame(vc.signIn)
            let readable = min(screen.width - margins.left - margins.right, 672)
            #expect(abs(u.width - readable) <= 0.5, "\(device.name) \(orientation): \(u) margins \(margins)")
            #expect(abs(u.midX - (margins.left + (screen.width - margins.left - margins.right) / 2)) <= 0.5)
            #expect(abs(t.minY - (safe.top + 20)) <= 0.5, "\(t) \(safe)")
            #expect(abs(u.minY - (t.maxY + 24)) <= 0.5 && abs(p.minY - (u.maxY + 12)) <= 0.5 && abs(b.minY - (p.maxY + 12)) <= 0.5)
            #expect(abs(u.height - vc.user.intrinsicContentSize.height) < 0.01 && abs(p.height - u.height) < 0.01, "fields keep their intrinsic height: \(u)")
            #expect(abs(t.height - vc.title1.intrinsicContentSize.height) <= 0.5)
            #expect(b.width == u.width, "fill alignment stretches the button across")
        }
    }
}
