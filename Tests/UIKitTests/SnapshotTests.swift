import Testing
import Foundation
import UIKit
import UIKitTesting

/// Screens a person would check, compared with reference PNGs in Snapshots/ (tolerance: small
/// antialiasing differences). A missing reference is written there and the test fails until it is committed.
@MainActor
@Suite(.serialized) struct SnapshotTests {
    final class Scene: UIViewController {
        let mover = UIView()

        override func viewDidLoad() {
            view.backgroundColor = .systemGroupedBackground
            let title = UILabel(frame: CGRect(x: 20, y: 64, width: 350, height: 41))
            title.text = "Foundation"
            title.font = .systemFont(ofSize: 34, weight: .bold)
            view.addSubview(title)

            let card = UIView(frame: CGRect(x: 20, y: 120, width: 335, height: 130))
            card.backgroundColor = .white
            card.layer.cornerRadius = 12
            view.addSubview(card)
            for (i, t) in ["Latin: The quick brown fox", "Čeština: Příliš žluťoučký kůň", "Русский: Съешь же ещё этих булок",
                           "Truncated: a line far too long to fit in this card at all"].enumerated() {
                let l = UILabel(frame: CGRect(x: 16, y: 10 + CGFloat(i) * 28, width: 303, height: 24))
                l.text = t
                l.font = .systemFont(ofSize: 16)
                card.addSubview(l)
            }

            let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]
            for (i, c) in colors.enumerated() {
                let v = UIView(frame: CGRect(x: 20 + CGFloat(i) * 88, y: 270, width: 72, height: 72))
                v.backgroundColor = c
                v.layer.cornerRadius = CGFloat(i) * 12
                v.layer.borderWidth = CGFloat(i)
                v.layer.borderColor = UIColor.black.cgColor
                v.alpha = 1 - CGFloat(i) * 0.2
                view.addSubview(v)
            }

            let clip = UIView(frame: CGRect(x: 20, y: 362, width: 150, height: 100))
            clip.backgroundColor = .systemYellow
            clip.clipsToBounds = true
            clip.layer.cornerRadius = 20
            let inner = UIView(frame: CGRect(x: 75, y: 50, width: 120, height: 80))
            inner.backgroundColor = .systemPurple
            clip.addSubview(inner)
            view.addSubview(clip)

            let rotated = UIView(frame: CGRect(x: 230, y: 382, width: 80, height: 60))
            rotated.backgroundColor = .systemTeal
            rotated.transform = CGAffineTransform(rotationAngle: .pi / 8)
            rotated.layer.shadowOpacity = 0.4
            rotated.layer.shadowRadius = 6
            rotated.layer.shadowOffset = CGSize(width: 0, height: 6)
            view.addSubview(rotated)

            let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40)).image { ctx in
                UIColor.systemIndigo.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 40))
                UIColor.white.setFill()
                UIBezierPath(ovalIn: CGRect(x: 20, y: 10, width: 20, height: 20)).fill()
            }
            let iv = UIImageView(image: image)
            iv.frame = CGRect(x: 20, y: 490, width: 150, height: 100)
            iv.contentMode = .scaleAspectFit
            iv.backgroundColor = .systemGray5
            view.addSubview(iv)

            mover.frame = CGRect(x: 200, y: 500, width: 40, height: 40)
            mover.backgroundColor = .systemPink
            mover.layer.cornerRadius = 20
            view.addSubview(mover)
        }
    }


    @Test func foundationScreenOnIPhone15() {
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = Scene()
        checkSnapshot(sim, "foundation-iPhone15")
    }

    @Test func animationMidwayOnIPhoneSE() {
        let sim = Simulator(device: .iPhoneSE)
        let scene = Scene()
        sim.rootViewController = scene
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            scene.mover.center.x += 100
            scene.mover.transform = CGAffineTransform(scaleX: 2, y: 2)
            scene.mover.backgroundColor = .systemGreen
        }
        sim.advance(by: 0.5)
        checkSnapshot(sim, "animation-midway-iPhoneSE")
    }

    @Test func sameSceneOnIPadLandscape() {
        let sim = Simulator(device: .iPadPro11)
        sim.rootViewController = Scene()
        sim.rotate(to: .landscapeLeft)
        checkSnapshot(sim, "foundation-iPadPro11-landscape")
    }
}

@MainActor
@Suite(.serialized) struct ControlSnapshotTests {
    final class Controls: UIViewController {
        override func viewDidLoad() {
            view.backgroundColor = .systemGroupedBackground
            let system = UIButton(type: .system)
            system.setTitle("System Button", for: .normal)
            system.frame = CGRect(x: 20, y: 80, width: 150, height: 30)
            view.addSubview(system)
            var filled = UIButton.Configuration.filled()
            filled.title = "Filled"
            let f = UIButton(configuration: filled)
            f.frame = CGRect(x: 200, y: 76, width: 120, height: 38)
            view.addSubview(f)
            var tinted = UIButton.Configuration.tinted()
            tinted.title = "Tinted"
            let t = UIButton(configuration: tinted)
            t.frame = CGRect(x: 20, y: 130, width: 120, height: 38)
            view.addSubview(t)
            var gray = UIButton.Configuration.gray()
            gray.title = "Gray"
            let g = UIButton(configuration: gray)
            g.frame = CGRect(x: 200, y: 130, width: 120, height: 38)
            view.addSubview(g)
            let on = UISwitch(frame: CGRect(x: 20, y: 200, width: 0, height: 0))
            on.isOn = true
            view.addSubview(on)
            view.addSubview(UISwitch(frame: CGRect(x: 100, y: 200, width: 0, height: 0)))
            let slider = UISlider(frame: CGRect(x: 20, y: 260, width: 353, height: 34))
            slider.value = 0.35
            view.addSubview(slider)
            let seg = UISegmentedControl(items: ["First", "Second", "Third"])
            seg.selectedSegmentIndex = 1
            seg.frame = CGRect(x: 20, y: 320, width: 353, height: 32)
            view.addSubview(seg)
            let stepper = UIStepper(frame: CGRect(x: 20, y: 380, width: 0, height: 0))
            stepper.value = 0
            view.addSubview(stepper)
            let disabled = UIButton(type: .system)
            disabled.setTitle("Disabled", for: .normal)
            disabled.isEnabled = false
            disabled.frame = CGRect(x: 150, y: 381, width: 100, height: 30)
            view.addSubview(disabled)
        }
    }

    @Test func controlsLookLikeIOS17() {
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = Controls()
        checkSnapshot(sim, "controls-iPhone15")
    }
}

@MainActor
@Suite(.serialized) struct NavigationSnapshotTests {
    final class Mailbox: UIViewController {
        override func viewDidLoad() {
            view.backgroundColor = .systemBackground
            for (i, text) in ["Anna: Lunch tomorrow?", "Petr: Re: the build", "Olga: Photos from Brno"].enumerated() {
                let l = UILabel(frame: CGRect(x: 20, y: 150 + CGFloat(i) * 44, width: 353, height: 44))
                l.text = text
                view.addSubview(l)
            }
        }
    }

    @Test func navigationStackWithPromptAndToolbar() {
        let sim = Simulator(device: .iPhone15)
        let inbox = UIViewController()
        inbox.title = "Mailboxes"
        let mail = Mailbox()
        mail.title = "Inbox"
        mail.navigationItem.prompt = "Updated just now"
        mail.navigationItem.rightBarButtonItem = mail.editButtonItem
        mail.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil), .flexibleSpace(),
                             UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
        let nav = UINavigationController(rootViewController: inbox)
        nav.setToolbarHidden(false, animated: false)
        sim.rootViewController = nav
        nav.pushViewController(mail, animated: false)
        sim.settle()
        checkSnapshot(sim, "navigation-prompt-toolbar-iPhone15")
    }
}

@MainActor
@Suite(.serialized) struct ContainerSnapshotTests {

    @Test func tabBarWithABadge() {
        let sim = Simulator(device: .iPhone15)
        let titles = ["Favorites", "Recents", "Contacts", "Keypad"]
        let tabs = titles.map { t -> UIViewController in
            let vc = UIViewController()
            vc.title = t
            vc.view.backgroundColor = .systemBackground
            return vc
        }
        tabs[1].tabBarItem.badgeValue = "2"
        let tab = UITabBarController()
        tab.viewControllers = tabs
        sim.rootViewController = tab
        checkSnapshot(sim, "tabbar-badge-iPhone15")
    }

    @Test func aPageSheetOverItsPresenter() {
        let sim = Simulator(device: .iPhone15)
        let presenter = UIViewController()
        presenter.view.backgroundColor = .systemTeal
        sim.rootViewController = presenter
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 30))
        label.text = "A sheet"
        label.font = .systemFont(ofSize: 22, weight: .semibold)
        sheet.view.addSubview(label)
        presenter.present(sheet, animated: true)
        sim.settle()
        checkSnapshot(sim, "sheet-iPhone15")
    }
}
