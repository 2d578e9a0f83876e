import Testing
import Foundation
import UIKit
import UIKitTesting

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

extension StackViewTests {
    func row(_ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment = .fill, width: CGFloat = 300)
        -> (Simulator, UIStackView, [UILabel]) {
        let labels = ["One", "Two words", "Three is longest"].map { t -> UILabel in
            let l = UILabel()
            l.text = t
            return l
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        let (sim, _) = constrained { root in
            root.addSubview(stack)
            NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                         stack.widthAnchor.constraint(equalToConstant: width),
                                         stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)])
        }
        return (sim, stack, labels)
    }

    @Test func distributions() {
        let (_, s1, l1) = row(.fillEqually)
        #expect(l1.allSatisfy { abs($0.frame.width - (300 - 20) / 3) <= 0.5 } && l1[2].frame.maxX == 300)
        let (_, _, l2) = row(.fillProportionally)
        let total = l2.reduce(0) { $0 + $1.intrinsicContentSize.width }
        for l in l2 { #expect(abs(l.frame.width - 280 * l.intrinsicContentSize.width / total) <= 1, "\(l.frame) of \(total)") }
        let (_, _, l3) = row(.equalSpacing)
        let gaps = zip(l3, l3.dropFirst()).map { $1.frame.minX - $0.frame.maxX }
        #expect(abs(gaps[0] - gaps[1]) <= 0.5 && gaps[0] > 10, "\(gaps)")
        #expect(l3.allSatisfy { abs($0.frame.width - $0.intrinsicContentSize.width) <= 0.5 })
        let (_, _, l4) = row(.equalCentering)
        let centers = zip(l4, l4.dropFirst()).map { $1.frame.midX - $0.frame.midX }
        #expect(abs(centers[0] - centers[1]) <= 0.5, "\(centers)")
        let (_, _, l5) = row(.fill)
        #expect(abs(l5[0].frame.minX) < 0.01 && abs(l5[2].frame.maxX - 300) < 0.01 && abs(l5[1].frame.minX - l5[0].frame.maxX - 10) < 0.01)
        #expect(s1.arrangedSubviews.count == 3 && s1.subviews.count == 3)
    }

    @Test func alignmentsAcrossTheAxis() {
        let big = UIFont.systemFont(ofSize: 40)
        for alignment in [UIStackView.Alignment.top, .center, .bottom, .firstBaseline, .lastBaseline, .fill] {
            let (_, stack, labels) = row(.fill, alignment)
            labels[1].font = big
            stack.layoutIfNeeded()
            let h = stack.bounds.height
            #expect(abs(h - labels[1].intrinsicContentSize.height) < 0.5, "the stack hugs its tallest view: \(h)")
            let small = labels[0].frame
            switch alignment {
            case .top: #expect(small.minY == 0)
            case .bottom: #expect(abs(small.maxY - h) < 0.5)
            case .center: #expect(abs(small.midY - h / 2) < 0.5)
            case .fill: #expect(small.height == h)
            case .firstBaseline, .lastBaseline:
                let b0 = small.minY + labels[0].font.ascender, b1 = labels[1].frame.minY + big.ascender
                #expect(abs(b0 - b1) < 1, "baselines line up: \(b0) \(b1)")
            default: break
            }
        }
    }

    @Test func hiddenViewsCollapseAndAnimate() {
        let (sim, stack, labels) = row(.fillEqually)
        let before = labels[0].frame.width
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) {
            labels[1].isHidden = true
            stack.layoutIfNeeded()
        }
        #expect(abs(labels[0].frame.width - (300 - 10) / 2) <= 0.5, "two share the row now: \(labels[0].frame)")
        sim.advance(by: 0.2)
        let mid = labels[0].layer.presentation()!.bounds.width
        #expect(mid > before + 10 && mid < labels[0].frame.width - 10, "midway: \(mid)")
        sim.settle()
        #expect(abs(labels[2].frame.minX - labels[0].frame.maxX - 10) <= 0.5, "one gap, not two")
        labels[1].isHidden = false
        sim.settle()
        #expect(abs(labels[1].frame.width - before) <= 0.5)
        stack.removeArrangedSubview(labels[2])
        #expect(stack.arrangedSubviews.count == 2 && labels[2].superview === stack, "still a subview, as on iOS")
        labels[2].removeFromSuperview()
        sim.settle()
        #expect(abs(labels[1].frame.maxX - 300) <= 0.5)
    }

    @Test func marginsAndCustomSpacingAndVerticalBaselines() {
        let a = UILabel(), b = UILabel()
        a.text = "Top"
        b.text = "Bottom"
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 30
        let fitted = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        a.frame.origin = .zero
        stack.frame = CGRect(origin: .zero, size: fitted)
        stack.layoutIfNeeded()
        #expect(abs(a.frame.minX - 20) < 1e-9 && abs(a.frame.minY - 10) < 1e-9, "\(a.frame)")
        let baselineGap = (b.frame.minY + b.font.ascender) - (a.frame.maxY + a.font.descender)
        #expect(abs(baselineGap - 30) < 1, "baseline to baseline: \(baselineGap)")
        #expect(abs(fitted.width - (40 + b.intrinsicContentSize.width)) < 0.5, "\(fitted)")
    }
}
