import Foundation

/// The system colour picker (iOS 14): a grid of colours, a spectrum and RGB sliders under a
/// segmented control, an opacity slider when `supportsAlpha`, and the chosen colour's swatch. A
/// sheet on iPhone; a colour well shows it as a popover on iPad.
@preconcurrency @MainActor open class UIColorPickerViewController: UIViewController {
    open weak var delegate: UIColorPickerViewControllerDelegate?
    /// The colour chosen; setting it moves the controls to it.
    open var selectedColor: UIColor = .white { didSet { if isViewLoaded { content.show(selectedColor) } } }
    /// Whether the user may choose transparency (an opacity slider). True by default.
    open var supportsAlpha = true { didSet { if isViewLoaded { content.setNeedsLayout() } } }
    /// Whether the eyedropper (a screen colour sampler) is offered; there is none here.
    open var supportsEyedropper = false

    private var content: ColorPickerView { view as! ColorPickerView }
    private var finished = false

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Colors"
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "Colors"
    }

    open override func loadView() {
        view = ColorPickerView(picker: self)
        content.show(selectedColor)
    }

    /// The size a popover gives it.
    open override var preferredContentSize: CGSize {
        // Header and mode control 118, the 12×10 grid at 343 wide, opacity 76, swatch 76 and margins.
        get {
            let grid: CGFloat = 343 * 10 / 12
            let opacity: CGFloat = supportsAlpha ? 76 : 0
            return CGSize(width: 375, height: (118 + grid + 20 + opacity + 76 + 16).rounded(.up))
        }
        set { super.preferredContentSize = newValue }
    }

    /// The user chose `color` on one of the picker's controls.
    func userChose(_ color: UIColor, continuously: Bool) {
        selectedColor = color
        delegate?.colorPickerViewController(self, didSelect: color, continuously: continuously)
        if !continuously { delegate?.colorPickerViewControllerDidSelectColor(self) }
    }

    func closeTapped() { dismiss(animated: true) }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed || presentingViewController == nil, !finished else { return }
        finished = true
        delegate?.colorPickerViewControllerDidFinish(self)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        finished = false
    }
}
