import Foundation
import QuartzCore

/// A rectangle on screen, backed by a layer that it is the delegate of.
@preconcurrency @MainActor open class UIView: UIResponder, CALayerDelegate {
    open class var layerClass: AnyClass { CALayer.self }

    public let layer: CALayer
    open internal(set) weak var superview: UIView? { didSet { TraitResolution.invalidate() } }
    open internal(set) var subviews: [UIView] = []
    /// Set by the view controller whose view this is.
    weak var owningViewController: UIViewController? { didSet { TraitResolution.invalidate() } }
    /// A proxy's record, or the appearance settings the app made itself (`UIView+Appearance`).
    var appearanceState: AppearanceState?
    /// Size-class variations from the nib or storyboard the view came from, applied as traits change.
    var nibVariations: (any NibTraitVariations)?
    var storedBackgroundColor: UIColor?
    /// The view's own `isOpaque` (true by default, as on iOS); the layer is opaque only while the
    /// background is too, so a view drawn over a translucent colour keeps its alpha.
    var storedOpaque = true
    var storedTintColor: UIColor?
    var storedTintAdjustmentMode: TintAdjustmentMode = .automatic
    var lastSafeAreaInsets = UIEdgeInsets.zero
    /// The window, kept as views move in and out of windows (asking it must not walk to the root).
    weak var windowCache: UIWindow?
    /// The text size the view last knew in a window: joining one at another size — a controller's
    /// view coming back after the size changed — it is told then.
    var knownTextSize: UIContentSizeCategory?
    /// The colour traits the view last had in a window (`UIView+ColorAppearance`).
    var knownColorAppearance: ColorAppearance?
    /// Overrides and trait change registrations, made when first needed.
    var traitState: TraitEnvironmentState?
    /// Its traits as last resolved (`TraitResolution`).
    var keptTraits: KeptTraits?
    /// Names the view for state restoration: saved with its controller's state when the controller is.
    open var restorationIdentifier: String?
    /// Writes what the view needs to come back as it was (a scroll view: its offset); call super.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Reads back what `encodeRestorableState(with:)` wrote; call super.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Whether `lastSafeAreaInsets` was computed in this view's place (cleared when it moves).
    var safeAreaIsCurrent = false
    var attachedRecognizers: [UIGestureRecognizer] = []
    /// The interactions added with `addInteraction`, in order.
    var attachedInteractions: [UIInteraction] = []
    /// Set while UIKit is making this view's controller appear or disappear on its own.
    var automaticAppearance = false
    /// Auto Layout's state for this view, made when the view first takes part.
    var layoutState: ViewLayoutState?
    var storedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var layoutMarginsSetByApp = false
    /// What the app set of the large content viewer's item; unset values are the view's defaults.
    var largeContent = LargeContentSettings()

    // The large content viewer's item (UILargeContentViewerItem): off, and empty, unless set or
    // given by the kind of view (a button shows its title and image; a bar's buttons show the viewer).
    open var showsLargeContentViewer: Bool {
        get { largeContent.shows ?? largeContentDefaults.shows } set { largeContent.shows = newValue }
    }
    open var largeContentTitle: String? {
        get { largeContent.title ?? largeContentDefaults.title } set { largeContent.title = .some(newValue) }
    }
    open var largeContentImage: UIImage? {
        get { largeContent.image ?? largeContentDefaults.image } set { largeContent.image = .some(newValue) }
    }
    open var scalesLargeContentImage: Bool {
        get { largeContent.scales ?? largeContentDefaults.scales } set { largeContent.scales = newValue }
    }
    open var largeContentImageInsets: UIEdgeInsets = .zero
    /// The large content viewer's values for this kind of view, where the app set none.
    var largeContentDefaults: LargeContentSettings.Defaults { .init() }

    open var tag = 0
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var autoresizesSubviews = true
    open var autoresizingMask: AutoresizingMask = []
    open var clearsContextBeforeDrawing = true

    override var defaultAccessibilityFrame: CGRect { screenRect(of: bounds) }

    public init(frame: CGRect) {
        layer = UIView.makeLayer(for: type(of: self))
        super.init()
        adoptLayer()
        self.frame = frame
    }

    public convenience override init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        layer = UIView.makeLayer(for: type(of: self))
        super.init(coder: coder)
        adoptLayer()
        // What the coder says, and the subviews, before a subclass's init goes on (UIView+Coding).
        decodeView(from: coder)
        if let nib = coder as? any NibCoding { decodeViewStructure(from: nib) } else { decodeArchivedSubviews(from: coder) }
    }

    /// Writes the view's attributes and subviews under the keys `init?(coder:)` reads; call super.
    open func encode(with coder: NSCoder) { encodeView(with: coder) }

    /// Reads every level's attributes again (a size class's variation); subclasses add their own.
    func decodeAttributes(from coder: NSCoder) { decodeView(from: coder) }

    /// The layout guide a nib's `<viewLayoutGuide key=…>` names; scroll views add theirs.
    func layoutGuide(nibKey key: String) -> UILayoutGuide? {
        switch key {
        case "safeArea": safeAreaLayoutGuide
        case "layoutMarginsGuide": layoutMarginsGuide
        case "keyboard": keyboardLayoutGuide
        default: nil
        }
    }

    private static func makeLayer(for viewClass: UIView.Type) -> CALayer {
        guard let layerType = viewClass.layerClass as? CALayer.Type else {
            fatalError("\(viewClass).layerClass must be a CALayer subclass")
        }
        return layerType.init()
    }

    /// The scale the view's layer contents take in a window whose screen has `screenScale`:
    /// drawn contents follow the screen; a view showing an image keeps the image's scale.
    func contentsScale(onScreenOf screenScale: CGFloat) -> CGFloat { chosenContentScale ?? screenScale }

    /// The scale set on `contentScaleFactor`, kept when the view moves to a screen.
    var chosenContentScale: CGFloat?

    /// Pixels per point of what the view draws: the screen's scale, unless set (a zoomed view set to
    /// draw sharper, as Programming iOS's scroll views do). Setting it redraws the view.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue > 0 else { return }
            chosenContentScale = newValue
            guard newValue != layer.contentsScale else { return }
            layer.contentsScale = newValue
            setNeedsDisplay()
        }
    }

    private func adoptLayer() {
        layer.delegate = self
        storedOpaque = type(of: self).isOpaqueByDefault
        layer.isOpaque = storedOpaque
        layer.contentsScale = UIScreen.main.scale
    }

    // MARK: Geometry

    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = bounds.size
            layer.frame = newValue
            boundsSizeChanged(from: oldSize)
            if let n = layoutState?.node { n.engine?.frameChanged(self) }
        }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = bounds.size
            layer.bounds = newValue
            boundsSizeChanged(from: oldSize)
            if bounds.size != oldSize, let n = layoutState?.node { n.engine?.frameChanged(self) }
        }
    }

    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            if let n = layoutState?.node { n.engine?.frameChanged(self) }
        }
    }

    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: UIDynamicItem (override points: a view collides as its bounds unless it says otherwise)

    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    open var collisionBoundingPath: UIBezierPath { centeredBoundsPath(bounds) }

    // MARK: Appearance

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            superview?.subviewVisibilityChanged(self)
        }
    }

    /// A subview was hidden or shown (a stack view closes the gap, or opens it, for an arranged view).
    func subviewVisibilityChanged(_ view: UIView) {}

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view's drawn content fills its bounds opaquely. Where it is (the default) and the
    /// background is opaque or nil, the backing store `draw(_:)` draws into has no alpha channel:
    /// what the drawing leaves clear shows black, as on iOS. UIKit's own views are not opaque.
    open var isOpaque: Bool {
        get { storedOpaque }
        set { storedOpaque = newValue; updateLayerOpacity() }
    }

    /// UIView is opaque by default; UIKit's own views and controls are not (their drawing never
    /// relies on it), so an app's subclass of them keeps their transparency, as on iOS.
    class var isOpaqueByDefault: Bool { true }

    /// Setting the background or `isOpaque` decides the layer's opacity; the layer's own
    /// `isOpaque`, set after either, has the last word.
    func updateLayerOpacity() {
        layer.isOpaque = storedOpaque && (layer.backgroundColor.map { $0.alpha >= 1 } ?? true)
    }

    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            if let color = newValue, color.isDynamic {
                layer.backgroundColor = color.resolvedColor(with: traitCollection).fixedCGColor
            } else {
                layer.backgroundColor = newValue?.fixedCGColor
            }
            updateLayerOpacity()
            appearanceDidSet(\UIView.backgroundColor)
        }
    }

    /// Inherited from the superview; the system blue at the top. Dimmed (desaturated) where the
    /// view's `tintAdjustmentMode` is, as behind an alert, a popover or a sheet.
    /// A view that accepts pastes is a drop target for what it accepts (iOS 11).
    open override var pasteConfiguration: UIPasteConfiguration? {
        didSet { updatePasteDropTarget() }
    }

    open var tintColor: UIColor! {
        get { tintAdjustmentMode == .dimmed ? undimmedTintColor.dimmedTint : undimmedTintColor }
        set {
            storedTintColor = newValue
            propagateTintChange()
            appearanceDidSet(\UIView.tintColor)
        }
    }

    open func tintColorDidChange() {}

    /// The first mode set in the view's superview chain, starting with the view; `.normal` if none.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var v: UIView? = self
            while let view = v {
                if view.storedTintAdjustmentMode != .automatic { return view.storedTintAdjustmentMode }
                v = view.superview
            }
            return .normal
        }
        set {
            let old = tintAdjustmentMode
            storedTintAdjustmentMode = newValue
            if tintAdjustmentMode != old { propagateTintAdjustmentChange() }
        }
    }

    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.gravity
            layer.needsDisplayOnBoundsChange = redrawsOnBoundsChange
        }
    }

    /// Whether a new size redraws the view rather than stretching what it drew: `.redraw`, or always
    /// for UIKit's own controls, whose content iOS lays out in subviews whatever their content mode
    /// (Interface Builder writes `scaleToFill` for a text field).
    var redrawsOnBoundsChange: Bool { contentMode == .redraw }

    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    /// The view's traits: its controller's or superview's, down from its window scene and screen,
    /// with its own `traitOverrides` on top (`UIView+Traits`).
    open var traitCollection: UITraitCollection { resolvedTraitCollection }
    /// Called after the view's traits changed (the device turned, the text size or style changed,
    /// an override above it was set).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The user's text size changed (told before `traitCollectionDidChange`): the hook views whose
    /// text follows it answer (labels, text fields and text views that adjust; lists reload).
    func contentSizeCategoryDidChange() {}

    // MARK: Hierarchy callbacks (override points)

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (override points)

    /// Lays out subviews; called once per layout pass for each view that needs it.
    open func layoutSubviews() {}

    open func setNeedsLayout() { layer.setNeedsLayout() }
    /// Solves pending constraint changes and lays out now (inside an animation block, the new
    /// frames animate).
    open func layoutIfNeeded() { runLayoutPass() }

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(_:)`, keeping its frame's origin as UIKit does.
    open func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        if transform.isIdentity { frame = CGRect(origin: frame.origin, size: s) }
        else { bounds = CGRect(origin: bounds.origin, size: s) }
    }

    public static let noIntrinsicMetric: CGFloat = -1
    /// The size the content wants; Auto Layout keeps to it with the hugging and compression
    /// resistance priorities.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeChanged() }

    /// The margins, including the safe area where `insetsLayoutMarginsFromSafeArea` is set and the
    /// superview's where `preservesSuperviewLayoutMargins` is.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins() }
        set { setLayoutMargins(newValue) }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { directional(layoutMargins) }
        set { setLayoutMargins(absolute(newValue)) }
    }
    open var preservesSuperviewLayoutMargins = false { didSet { marginsInputsChanged() } }
    open var insetsLayoutMarginsFromSafeArea = true { didSet { marginsInputsChanged() } }
    open func layoutMarginsDidChange() {}
    /// Interface Builder calls it on a designable view it draws on its canvas; an app never runs it.
    open func prepareForInterfaceBuilder() {}

    // MARK: Auto Layout (override points; the work is in Layout/UIView+Constraints.swift)

    /// Whether the view relies on constraints: its `updateConstraints` is called before its first layout.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Adds or updates the view's constraints; called before layout when `setNeedsUpdateConstraints`
    /// was. Call `super` at the end, as on iOS.
    open func updateConstraints() { layoutState?.needsUpdateConstraints = false }
    /// Whether its autoresizing mask becomes constraints: true for views made in code.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set { setTranslatesAutoresizingMask(newValue) }
    }
    /// How far the alignment rectangle (what constraints align) lies inside the frame.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }
    /// The view whose first (last) text baseline is this view's.
    open var forFirstBaselineLayout: UIView { self }
    open var forLastBaselineLayout: UIView { self }
    /// The smallest (`layoutFittingCompressedSize`) or largest size its constraints allow near `targetSize`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// Whether leading and trailing flip for this view's content.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutState?.semanticContentAttribute ?? .unspecified }
        set { setSemanticContentAttribute(newValue) }
    }

    /// The part of the view not covered by bars, the status bar, the home indicator or rounded corners.
    open var safeAreaInsets: UIEdgeInsets { computeSafeAreaInsets() }
    open func safeAreaInsetsDidChange() {}
    /// What this view's subviews take as its safe area (a scroll view keeps back what its insets absorb).
    func safeAreaInsetsForSubviews(_ own: UIEdgeInsets) -> UIEdgeInsets { own }

    /// Makes the first responder, if it is this view or inside it, resign; with `force`, whatever it says.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let first = responderEnvironment.firstResponder as? UIView, first.isDescendant(of: self) else { return true }
        return first.resignFirstResponder() || force
    }

    // MARK: Drawing (override points)

    /// Draws the view's content. Views that do not override this get no backing store at all.
    open func draw(_ rect: CGRect) {
        layer.markDrawsNothing()
    }

    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// The text the view shows a user, if any: how tests find views by their text.
    package var displayedText: String? { nil }

    // MARK: Hit testing

    /// The farthest descendant containing `point` (in this view's coordinates) that takes touches.
    /// Hidden views, views with alpha below 0.01 and views with interaction disabled are skipped.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            let p: CGPoint
            switch sub.animatorTouchPolicy {
            case .model: p = sub.convert(point, from: self)
            case .presentation: p = sub.presentationPoint(point)
            case .ignored: continue
            }
            if let hit = sub.hitTest(p, with: event) { return hit }
        }
        return self
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Recognizers attached to this view.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for g in attachedRecognizers { g.view = nil }
            attachedRecognizers = []
            for g in newValue ?? [] { addGestureRecognizer(g) }
        }
    }

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
        guard !attachedRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard attachedRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        attachedRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Asked before a recognizer on this view begins; false keeps it from beginning.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: The hierarchy (the work is in UIView+Hierarchy.swift)

    /// The window the view is in, if any.
    open var window: UIWindow? { windowCache }

    override var responderEnvironment: UIKitEnvironment { windowCache?.device ?? UIKitEnvironment.current }

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) { moveSubview(view, to: index) }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { addSubview(view); return }
        // Reordering within this view accounts for the view's old place (moveSubview).
        insertSubview(view, at: i + 1)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { insertSubview(view, at: 0); return }
        insertSubview(view, at: i)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        placeLayer(of: subviews[index1], at: index1)
        placeLayer(of: subviews[index2], at: index2)
    }

    open func removeFromSuperview() { detachFromSuperview() }

    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let x = v { if x === view { return true }; v = x.superview }
        return false
    }

    /// Depth-first, the receiver first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    // MARK: Coordinate conversion (nil means the window)

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }
    // MARK: Animation class methods (the work is in UIView+Animation.swift)

    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        UIViewAnimations.animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        UIViewAnimations.animate(withDuration: duration, animations: animations, completion: completion)
    }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        UIViewAnimations.animate(withDuration: duration, animations: animations)
    }
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        UIViewAnimations.animate(withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio, initialSpringVelocity: velocity, options: options, animations: animations, completion: completion)
    }
    /// iOS 17's spring with a perceptual duration and bounce.
    open class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                            initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        UIViewAnimations.animate(springDuration: duration, bounce: bounce, initialSpringVelocity: velocity, delay: delay, options: options, animations: animations, completion: completion)
    }
    /// Changes a view's content with a transition: `.transitionFlipFromLeft`/`Right`/`Top`/`Bottom`
    /// turn the view about an axis in perspective, `.transitionCurlUp`/`Down` lift or lower a page,
    /// `.transitionCrossDissolve` fades. The changes in `animations` happen at once, unanimated.
    open class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                               animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        UIViewAnimations.transition(with: view, duration: duration, options: options, animations: animations, completion: completion)
    }
    /// Replaces `fromView` by `toView` in its superview with a transition of the superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other).
    open class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                               options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        UIViewAnimations.transition(from: fromView, to: toView, duration: duration, options: options, completion: completion)
    }
    /// Runs `animations`, whose `addKeyframe` blocks become one keyframe animation per property.
    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                     options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                     completion: ((Bool) -> Void)? = nil) {
        UIViewAnimations.animateKeyframes(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }
    /// One keyframe of an `animateKeyframes` block; times are fractions of its duration.
    open class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                animations: @escaping () -> Void) {
        UIViewAnimations.addKeyframe(withRelativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations)
    }
    open class func performWithoutAnimation(_ actions: () -> Void) {
        UIViewAnimations.performWithoutAnimation(actions)
    }
    open class func setAnimationsEnabled(_ enabled: Bool) {
        UIViewAnimations.setAnimationsEnabled(enabled)
    }
    open class var areAnimationsEnabled: Bool { UIViewAnimations.areAnimationsEnabled }
    open class var inheritedAnimationDuration: TimeInterval { UIViewAnimations.inheritedAnimationDuration }

    // MARK: Hooks: what shared mechanisms ask a view, so they name no concrete class

    /// The view's colour traits changed (light or dark, contrast, elevation), or it joined a window:
    /// a class that keeps dynamic colours in layer properties (borders, shadows, sublayers) sets
    /// them again here, with the view's traits current.
    func updateLayerColors() {}

    /// Whether the intrinsic height depends on the width (a wrapping label): a width change
    /// asks for the intrinsic size again.
    var intrinsicHeightFollowsWidth: Bool { false }
    /// The intrinsic size when laid out `width` wide (a wrapping label's height follows it).
    func intrinsicContentSize(wrappingAt width: CGFloat) -> CGSize { intrinsicContentSize }
    /// Whether, made in code, the view hugs its content at 750 rather than 250 (a control of fixed size).
    var hugsContentByDefault: Bool { false }
    /// Whether a single tap on this view beats an ancestor's single-tap recognizer (iOS 6's rule
    /// for controls whose default action is a tap).
    var takesSingleTapFromAncestors: Bool { false }
    /// A mouse wheel turned over the view: true when it scrolled.
    func scrollWheel(notches: CGPoint) -> Bool { false }
    /// Whether a tap on the status bar would scroll this view to its top now.
    var scrollsToTopOnStatusBarTap: Bool { false }
    /// The status bar was tapped, and this is the one view that scrolls to the top for it.
    func statusBarTapped() {}
    /// The layout engine solved the view's content layout guide (a scroll view's content size).
    func contentLayoutGuideSolved(size: CGSize) {}
    /// What the view's edges mean in a constraint to `item` (nil: the view's own frame). A scroll
    /// view answers its content layout guide for an item inside it.
    func layoutItemForEdges(constrainedTo item: AnyObject) -> AnyObject? { nil }

    // MARK: Responder chain

    open override var next: UIResponder? {
        if let vc = owningViewController { return vc }
        return superview
    }

    // MARK: CALayerDelegate

    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        // An opaque backing store starts as the background, which the drawing covers or clears.
        let background = layer.opaqueBackingStore ? layer.backgroundColor : nil
        if let background { ctx.setFillColor(background); ctx.fill(bounds) }
        // Dynamic colours resolve for the view's traits while it draws, as on iOS.
        traitCollection.performAsCurrent {
            // A tiled layer asks for one tile at a time: `rect` is that tile, as on iOS.
            draw(layer is CATiledLayer ? ctx.boundingBoxOfClipPath : bounds)
        }
        // A view that turns out not to draw keeps no store: the background goes again.
        if background != nil, layer.drewNothing { ctx.clear(bounds) }
        UIGraphicsPopContext()
    }

    open func layoutSublayers(of layer: CALayer) {
        updateSafeAreaInsets()
        if let state = layoutState, !state.systemGuides.isEmpty { LayoutEngine.existing(self)?.refreshGuides(of: self) }
        traitCollection.performAsCurrent {
            owningViewController?.viewWillLayoutSubviews()
            // Auto Layout's frames arrive before `layoutSubviews`, as on iOS: what the guides just
            // learned (the safe area) or `viewWillLayoutSubviews` changed shows in this pass.
            if let e = LayoutEngine.existing(self), e.hasPendingWork { e.update() }
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
    }

    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        UIViewAnimationContext.action(for: self, layer: layer, key: event)
    }

    open func display(_ layer: CALayer) { layer.displayIntoBackingStore() }
    open func layerWillDraw(_ layer: CALayer) {}
}
