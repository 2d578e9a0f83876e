import UIKit

/// A photo viewer as iOS books build one to teach gestures: a picture that pinches to zoom and
/// turns with two fingers, a double tap that resets it, a two-finger tap that shows its info, and a
/// label saying which way the device is held.
final class PhotoViewerAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = PhotoViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

final class PhotoViewController: UIViewController {
    let photo = UIView()
    let status = UILabel()
    let info = UILabel()
    private(set) var scale: CGFloat = 1
    private(set) var angle: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        photo.backgroundColor = .systemTeal
        photo.isAccessibilityElement = true
        photo.accessibilityIdentifier = "photo"
        photo.accessibilityLabel = "Harbour at dusk"
        photo.accessibilityTraits = .image
        view.addSubview(photo)
        status.accessibilityIdentifier = "status"
        status.textAlignment = .center
        view.addSubview(status)
        info.text = "f/2.8, 1/120 s"
        info.isHidden = true
        view.addSubview(info)
        let pinch = UIPinchGestureRecognizer(target: self, action: PhotoViewController.pinched)
        let turn = UIRotationGestureRecognizer(target: self, action: PhotoViewController.turned)
        let reset = UITapGestureRecognizer(target: self, action: PhotoViewController.reset)
        reset.numberOfTapsRequired = 2
        let details = UITapGestureRecognizer(target: self, action: PhotoViewController.toggleInfo)
        details.numberOfTouchesRequired = 2
        for g in [pinch, turn, reset, details] { photo.addGestureRecognizer(g) }
        update()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds.inset(by: view.safeAreaInsets)
        status.frame = CGRect(x: b.minX, y: b.minY + 8, width: b.width, height: 24)
        info.frame = CGRect(x: b.minX + 16, y: b.maxY - 40, width: b.width - 32, height: 24)
        let side = min(b.width, b.height) - 80
        photo.bounds = CGRect(x: 0, y: 0, width: side, height: side * 0.75)
        photo.center = CGPoint(x: b.midX, y: b.midY)
        update()
    }

    private func pinched(_ g: UIPinchGestureRecognizer) {
        if g.state == .ended { scale *= g.scale }
        update(live: g.state == .changed ? g.scale : 1)
    }

    private func turned(_ g: UIRotationGestureRecognizer) {
        if g.state == .ended { angle += g.rotation }
        update()
    }

    private func reset() {
        scale = 1
        angle = 0
        update()
    }

    private func toggleInfo() { info.isHidden.toggle() }

    private func update(live: CGFloat = 1) {
        photo.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale * live, y: scale * live)
        let held = view.bounds.width > view.bounds.height ? "Landscape" : "Portrait"
        status.text = String(format: "%@ %.1fx %.0f°", held, scale, angle * 180 / .pi)
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}
