import Foundation

/// "Move and Scale": with `allowsEditing`, the chosen photo under a square as wide as the screen,
/// which the user drags and pinches until the square holds what they want; the rest is dimmed.
/// Cancel goes back to the grid, Choose hands the square (`.editedImage`, `.cropRect`) over.
final class PhotoCropViewController: UIViewController, UIScrollViewDelegate {
    private unowned let picker: UIImagePickerController
    private let asset: PhotoAsset
    private let original: UIImage
    private let scrollView = UIScrollView()
    private let imageView = UIImageView()
    private let dimming = CropDimmingView()
    private let titleLabel = UILabel()
    private let cancelButton = UIButton(type: .system)
    private let chooseButton = UIButton(type: .system)
    private var laidOutFor: CGSize?

    init(picker: UIImagePickerController, asset: PhotoAsset, image: UIImage) {
        self.picker = picker
        self.asset = asset
        original = image
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The original's size in pixels.
    private var pixelSize: CGSize {
        guard let cg = original.cgImage else { return original.size }
        return CGSize(width: cg.width, height: cg.height)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        overrideUserInterfaceStyle = .dark
        scrollView.delegate = self
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.alwaysBounceVertical = true
        scrollView.alwaysBounceHorizontal = true
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
        dimming.isUserInteractionEnabled = false
        view.addSubview(dimming)
        titleLabel.text = "Move and Scale"
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)
        for (button, title) in [(cancelButton, "Cancel"), (chooseButton, "Choose")] {
            button.setTitle(title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            view.addSubview(button)
        }
        cancelButton.addAction(UIAction { [unowned self] _ in navigationController?.popViewController(animated: true) }, for: .touchUpInside)
        chooseButton.addAction(UIAction { [unowned self] _ in choose() }, for: .touchUpInside)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    /// The crop square in the view: as wide as the screen, in the middle.
    private var square: CGRect {
        let b = view.bounds, side = min(b.width, b.height)
        return CGRect(x: (b.width - side) / 2, y: ((b.height - side) / 2).rounded(), width: side, height: side)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, safe = view.safeAreaInsets, sq = square
        scrollView.frame = b
        dimming.frame = b
        dimming.hole = sq
        titleLabel.frame = CGRect(x: 0, y: safe.top + 12, width: b.width, height: 22)
        let barY = b.height - safe.bottom - 52
        cancelButton.frame = CGRect(x: 8, y: barY, width: 88, height: 44)
        chooseButton.frame = CGRect(x: b.width - 96, y: barY, width: 88, height: 44)
        guard laidOutFor != b.size else { return }
        laidOutFor = b.size
        // At zoom 1 the photo just fills the square (aspect fill); it may zoom in to one of its
        // pixels a screen pixel, never out past filling the square.
        let px = pixelSize, fill = max(sq.width / max(px.width, 1), sq.height / max(px.height, 1))
        let size = CGSize(width: (px.width * fill).rounded(), height: (px.height * fill).rounded())
        let scale = view.window?.screen.scale ?? UIScreen.main.scale
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = max(1, 1 / (fill * scale))
        scrollView.zoomScale = 1
        if let cg = original.cgImage {
            // Decoded once: the screen's pixels at the largest zoom, not the photo's.
            let shown = CGSize(width: size.width * scale * scrollView.maximumZoomScale,
                               height: size.height * scale * scrollView.maximumZoomScale)
            let display = shown.width < CGFloat(cg.width) ? cg.thumbnail(filling: shown) : cg
            imageView.image = UIImage(cgImage: display, scale: CGFloat(display.width) / size.width, orientation: .up)
        }
        imageView.frame = CGRect(origin: .zero, size: size)
        scrollView.contentSize = size
        scrollView.contentInset = UIEdgeInsets(top: sq.minY, left: sq.minX, bottom: b.height - sq.maxY, right: b.width - sq.maxX)
        scrollView.contentOffset = CGPoint(x: (size.width - sq.width) / 2 - sq.minX, y: (size.height - sq.height) / 2 - sq.minY)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    /// The part of the original, in its pixels, that the square shows now.
    var cropRect: CGRect {
        let sq = square, shown = imageView.frame.size, px = pixelSize
        guard shown.width > 0, shown.height > 0 else { return .zero }
        let o = scrollView.contentOffset
        let inView = CGRect(x: o.x + sq.minX, y: o.y + sq.minY, width: sq.width, height: sq.height)
        let k = px.width / shown.width
        let r = CGRect(x: inView.minX * k, y: inView.minY * k, width: inView.width * k, height: inView.height * k)
        return r.integral.intersection(CGRect(origin: .zero, size: px))
    }

    private func choose() {
        let rect = cropRect
        guard let cg = original.cgImage?.cropping(to: rect) else { return }
        // iOS hands over the square at most as large as the screen shows it.
        let scale = view.window?.screen.scale ?? UIScreen.main.scale
        let side = min(CGFloat(cg.width), (square.width * scale).rounded())
        let edited = CGFloat(cg.width) > side ? cg.thumbnail(filling: CGSize(width: side, height: side)) : cg
        picker.finish(asset: asset, original: original, edit: (UIImage(cgImage: edited), rect))
    }
}

/// Dims everything but the crop square, and outlines it.
final class CropDimmingView: UIView {
    var hole: CGRect = .zero { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath(rect: bounds)
        path.append(UIBezierPath(rect: hole))
        path.usesEvenOddFillRule = true
        UIColor.black.withAlphaComponent(0.6).setFill()
        path.fill()
        UIColor.white.withAlphaComponent(0.7).setStroke()
        let outline = UIBezierPath(rect: hole.insetBy(dx: 0.5, dy: 0.5))
        outline.lineWidth = 1
        outline.stroke()
    }
}
