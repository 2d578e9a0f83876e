import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// A rectangle of content in a tree: geometry, appearance, animations. The compositor draws it.
@preconcurrency @MainActor open class CALayer: NSObject, CAMediaTiming {
    // MARK: State

    /// Model values of every animatable property.
    var state = LayerState()
    public weak var delegate: CALayerDelegate?
    public private(set) weak var superlayer: CALayer?
    var _sublayers: [CALayer] = []
    open var name: String?
    /// Set on presentation copies: the model layer they were made from.
    weak var _modelLayer: CALayer?
    var isPresentationCopy = false

    // MARK: Life

    /// Required so UIView can make its `layerClass` (there is no Objective-C `alloc` on Linux).
    public required override init() {
        super.init()
        state.custom = type(of: self).customAnimatableDefaults
    }

    /// Makes a copy of `layer`'s state, as Core Animation does for presentation layers.
    public init(layer: Any) {
        super.init()
        state.custom = type(of: self).customAnimatableDefaults
        if let l = layer as? CALayer { adoptValues(of: l) }
    }

    open class func defaultValue(forKey key: String) -> Any? { nil }

    // MARK: Key-value coding (CALayer+KeyValueCoding.swift)

    /// Values set for keys the layer has no property for, as Core Animation keeps them.
    var keyedValues: [String: Any] = [:]

    /// A property by name (`"opacity"`), or any key an app sets; unset keys give `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? { keyValue(forKeyPath: key) }
    open func setValue(_ value: Any?, forKey key: String) { setKeyValue(value, forKeyPath: key) }
    /// A property or a part of one (`"transform.rotation.z"`, `"position.x"`), as animations name them.
    open func value(forKeyPath keyPath: String) -> Any? { keyValue(forKeyPath: keyPath) }
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setKeyValue(value, forKeyPath: keyPath) }

    // MARK: Geometry

    open var bounds: CGRect {
        get { state.bounds }
        set {
            guard CALayer.isValidGeometry("bounds", [newValue.minX, newValue.minY, newValue.width, newValue.height],
                                          "[\(newValue.minX) \(newValue.minY); \(newValue.width) \(newValue.height)]") else { return }
            let old = state.bounds
            guard old != newValue else { return }
            change("bounds") { $0.bounds = newValue }
            if old.size != newValue.size {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }
    open var position: CGPoint {
        get { state.position }
        set {
            guard CALayer.isValidGeometry("position", [newValue.x, newValue.y], "[\(newValue.x) \(newValue.y)]") else { return }
            update(\.position, "position", newValue)
        }
    }

    /// Core Animation raises CALayerInvalidGeometry for a NaN coordinate; OpenUIKit logs its
    /// message and keeps the old value (infinities too), so one bad frame spoils nothing else.
    static func isValidGeometry(_ name: String, _ values: [CGFloat], _ shown: @autoclosure () -> String) -> Bool {
        if values.allSatisfy(\.isFinite) { return true }
        let what = values.contains(where: \.isNaN) ? "NaN" : "Inf"
        qcLog.error("CALayerInvalidGeometry: CALayer \(name) contains \(what): \(shown())")
        return false
    }
    open var zPosition: CGFloat {
        get { state.zPosition }
        set { update(\.zPosition, "zPosition", newValue) }
    }
    open var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { update(\.anchorPoint, "anchorPoint", newValue) }
    }
    open var anchorPointZ: CGFloat {
        get { state.anchorPointZ }
        set { state.anchorPointZ = newValue; markNeedsComposite() }
    }
    open var transform: CATransform3D {
        get { state.transform }
        set { update(\.transform, "transform", newValue) }
    }
    open var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { update(\.sublayerTransform, "sublayerTransform", newValue) }
    }

    /// Derived from position, bounds, anchor point and transform, as Apple documents.
    open var frame: CGRect {
        get { state.frame }
        set {
            let f = newValue.standardized
            if CATransform3DIsIdentity(state.transform) {
                position = CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
                bounds = CGRect(origin: bounds.origin, size: f.size)
            } else {
                // With a transform, keep it and fit the untransformed size whose image is the frame.
                let t = CATransform3DGetAffineTransform(state.transform)
                let inv = t.inverted()
                let size = CGRect(origin: .zero, size: f.size).applying(inv).size
                bounds = CGRect(origin: bounds.origin, size: size)
                position = CGPoint(x: f.midX + (anchorPoint.x - 0.5) * f.width, y: f.midY + (anchorPoint.y - 0.5) * f.height)
            }
        }
    }

    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Appearance

    open var opacity: Float {
        get { state.opacity }
        set { update(\.opacity, "opacity", newValue) }
    }
    open var isHidden: Bool {
        get { state.isHidden }
        set { update(\.isHidden, "hidden", newValue) }
    }
    open var masksToBounds: Bool {
        get { state.masksToBounds }
        set { update(\.masksToBounds, "masksToBounds", newValue) }
    }
    open var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set { update(\.backgroundColor, "backgroundColor", newValue) }
    }
    open var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set { update(\.cornerRadius, "cornerRadius", newValue) }
    }
    open var maskedCorners: CACornerMask = CACornerMask.all { didSet { markNeedsComposite() } }
    open var cornerCurve: CALayerCornerCurve = .circular { didSet { markNeedsComposite() } }
    open var borderWidth: CGFloat {
        get { state.borderWidth }
        set { update(\.borderWidth, "borderWidth", newValue) }
    }
    open var borderColor: CGColor? {
        get { state.borderColor }
        set { update(\.borderColor, "borderColor", newValue) }
    }
    open var shadowColor: CGColor? {
        get { state.shadowColor }
        set { update(\.shadowColor, "shadowColor", newValue) }
    }
    open var shadowOpacity: Float {
        get { state.shadowOpacity }
        set { update(\.shadowOpacity, "shadowOpacity", newValue) }
    }
    open var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { update(\.shadowOffset, "shadowOffset", newValue) }
    }
    open var shadowRadius: CGFloat {
        get { state.shadowRadius }
        set { update(\.shadowRadius, "shadowRadius", newValue) }
    }
    open var shadowPath: CGPath? {
        get { state.shadowPath }
        set { update(\.shadowPath, "shadowPath", newValue) }
    }
    open var contentsRect: CGRect {
        get { state.contentsRect }
        set { update(\.contentsRect, "contentsRect", newValue) }
    }

    /// A `CGImage`, or the layer's own drawing after `display()`.
    open var contents: Any? {
        get { explicitContents ?? backingStore?.makeImage() }
        set { explicitContents = newValue; explicitImage = newValue as? CGImage; contentsVersion &+= 1; markNeedsComposite() }
    }
    var explicitContents: Any?
    /// The contents when they are an image, cast once: the compositor asks every frame.
    var explicitImage: CGImage?
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { markNeedsComposite() } }
    open var contentsScale: CGFloat = 1 {
        didSet { if contentsScale != oldValue { markNeedsComposite(); if backingStore != nil { setNeedsDisplay() } } }
    }
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var isOpaque = false {
        didSet { if isOpaque != oldValue, backingStore != nil { setNeedsDisplay() } }
    }
    open var needsDisplayOnBoundsChange = false
    open var isDoubleSided = true
    open var isGeometryFlipped = false
    open var allowsEdgeAntialiasing = false
    open var allowsGroupOpacity = true
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var drawsAsynchronously = false
    open var actions: [String: CAAction]?
    open var style: [AnyHashable: Any]?

    /// A layer whose alpha masks this one.
    open var mask: CALayer? {
        didSet {
            if let oldValue, oldValue !== mask { tellDeparture(of: oldValue, leavingTree: true) }
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner = self
            // A mask set on a layer already shown joins its device: its drawing is queued there.
            if let mask, let pipeline = owningPipeline { mask.join(pipeline) }
            markNeedsComposite()
        }
    }
    weak var maskOwner: CALayer?

    // MARK: CAMediaTiming (a layer's timing scales the animations in its subtree)

    open var beginTime: CFTimeInterval = 0 { didSet { markSubtreeAnimationsDirty() } }
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1 { didSet { markSubtreeAnimationsDirty() } }
    open var timeOffset: CFTimeInterval = 0 { didSet { markSubtreeAnimationsDirty() } }
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Tree

    open var sublayers: [CALayer]? {
        get { isPresentationCopy ? nil : (_sublayers.isEmpty ? nil : _sublayers) }
        set {
            for l in _sublayers { l.detach() }
            _sublayers = []
            for l in newValue ?? [] { addSublayer(l) }
        }
    }

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(_sublayers.count)) }

    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        var index = Int(idx)
        if layer.superlayer === self, let old = _sublayers.firstIndex(where: { $0 === layer }) {
            // Re-inserted where it already is: nothing changes.
            if min(max(0, old < index ? index - 1 : index), _sublayers.count - 1) == old { return }
            _sublayers.remove(at: old)
            if old < index { index -= 1 }
            // Only where the layer was (and is: it is marked as attached below) can the order show; the
            // rest of this layer is as it was, so a scroll view reordering its cells still scrolls by a shift.
            tellDeparture(of: layer, leavingTree: false)
            markSubtreeNeedsComposite()
        } else {
            layer.removeFromSuperlayer()
        }
        index = min(max(0, index), _sublayers.count)
        _sublayers.insert(layer, at: index)
        layer.superlayer = self
        layer.attached()
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let i = _sublayers.firstIndex(where: { $0 === sibling }) else {
            insertSublayer(layer, at: 0); return
        }
        insertSublayer(layer, at: UInt32(i))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let i = _sublayers.firstIndex(where: { $0 === sibling }) else {
            addSublayer(layer); return
        }
        insertSublayer(layer, at: UInt32(i + 1))
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = _sublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        // The siblings painted above it (none if it changed since it was composited: a new zPosition
        // may have taken it beneath them since it was last drawn above).
        let ordered = parent.orderedSublayers
        let i = compositeDirty ? nil : ordered.firstIndex { $0 === self }
        let above = i.map { ordered[($0 + 1)...].map(ObjectIdentifier.init) } ?? []
        parent._sublayers.removeAll { $0 === self }
        detach(above: above)
    }

    /// Unlinks from the parent; the area it covered is damaged, and its device's compositor forgets
    /// what it kept for the subtree (a screen pushed under another keeps no copy of its pixels).
    /// `above` are the sublayers of the parent that were above it.
    private func detach(above: [ObjectIdentifier] = []) {
        if let parent = superlayer {
            parent.tellDeparture(of: self, leavingTree: true, above: above)
            parent.markSubtreeNeedsComposite()
        }
        superlayer = nil
    }

    private func attached() {
        markNeedsCompositeUpTree()
        // The subtree joins the device of the tree it is now in: what it asked for while detached
        // (or on another device) is queued there.
        if let pipeline = owningPipeline { join(pipeline) }
        if needsLayoutFlag || subtreeNeedsLayout { superlayer?.markSubtreeNeedsLayout() }
    }

    open func isAncestor(of layer: CALayer) -> Bool {
        var l = layer.superlayer
        while let x = l { if x === self { return true }; l = x.superlayer }
        return false
    }


    // MARK: Hit testing

    /// `p` is in the superlayer's coordinate space, as Apple documents.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = p.applying(state.affineToSuperlayer.inverted())
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let sub = local.applying(sublayerAffine.inverted())
        for l in _sublayers.enumerated().sorted(by: { ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset) }) {
            if let hit = l.element.hitTest(sub) { return hit }
        }
        return inside ? self : nil
    }

    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    // MARK: Layout

    var needsLayoutFlag = false
    var subtreeNeedsLayout = false
    /// Whether the layer or one beneath it waits to be laid out.
    package var needsLayoutInSubtree: Bool { needsLayoutFlag || subtreeNeedsLayout }

    open func setNeedsLayout() {
        needsLayoutFlag = true
        superlayer?.markSubtreeNeedsLayout()
    }

    func markSubtreeNeedsLayout() {
        guard !subtreeNeedsLayout else { return }
        subtreeNeedsLayout = true
        superlayer?.markSubtreeNeedsLayout()
    }

    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out from the topmost ancestor that needs it, top-down, once each.
    open func layoutIfNeeded() {
        var top: CALayer = self
        var l = superlayer
        while let x = l {
            if x.needsLayoutFlag { top = x }
            l = x.superlayer
        }
        top.layoutTree()
    }

    private func layoutTree() {
        var rounds = 0
        // Layout may invalidate layout again; bounded, as a runaway loop would otherwise hang a frame.
        while (needsLayoutFlag || subtreeNeedsLayout) && rounds < 16 {
            rounds += 1
            if needsLayoutFlag {
                needsLayoutFlag = false
                layoutSublayers()
            }
            if subtreeNeedsLayout {
                subtreeNeedsLayout = false
                for s in _sublayers where s.needsLayoutFlag || s.subtreeNeedsLayout { s.layoutTree() }
            }
        }
    }

    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: Display state (CALayer+Display)

    var needsDisplayFlag = true
    /// The layer's drawing, at `contentsScale`.
    var backingStore: CGContext? { didSet { backingInk = nil; contentsVersion &+= 1 } }
    /// Whether `display()` drew a backing store the layer shows (a view whose `draw(_:)` draws).
    package var hasDrawnContents: Bool { backingStore != nil }
    /// The part of the backing store that is not fully transparent (pixels), once drawn; measured
    /// when the compositor first asks (`CALayer.inkToMeasure` until then), so that the frames
    /// nobody composites (a Simulator's, unlooked at) never scan their stores.
    var backingInk: CGRect?
    /// `backingInk` of a store drawn but not yet measured.
    static let inkToMeasure = CGRect(x: -1, y: -1, width: 0, height: 0)
    var drawingUnimplemented = false
    package var isRenderRoot = false

    /// Set on a tree's root by the device that shows it (a window's layer): the pipeline every
    /// layer in the tree reaches (CALayer+Pipeline).
    package var hostPipeline: FramePipeline? {
        didSet { if let hostPipeline, hostPipeline !== oldValue { join(hostPipeline) } }
    }

    /// A hook for layer classes the pipeline visits every frame (tiled layers): the layer is now
    /// shown by `pipeline`'s device.
    func joined(_ pipeline: FramePipeline) {}

    // Hooks for layers whose content is drawn in pieces as they come into view (`CATiledLayer`);
    // every other layer answers the defaults, so the compositor and the pipeline name no class.

    /// Whether the content is drawn in pieces (never one fill, never shifted as a scroll).
    var drawsInTiles: Bool { false }
    /// `display()` for such a layer: forget the pieces (those in view are drawn again this frame).
    func invalidateTiles() {}
    /// Draws the pieces that have come into view, before the frame is composited; how many.
    @discardableResult func drawVisibleTiles() -> Int { 0 }
    /// The drawn pieces, for the compositor: surface and rect in layer points.
    func tileSurfaces() -> [(surface: OpaquePointer, rect: CGRect)] { [] }

    // MARK: Animation state (CALayer+Animation)

    var animationList: [(key: String, animation: CAAnimation)] = []
    /// The layer's local time at its last animation tick (nil before any).
    var lastTickTime: CFTimeInterval?

    // MARK: Compositing state (CALayer+Compositing)

    var compositeDirty = true
    var subtreeCompositeDirty = true
    /// Blurs what lies behind the layer by this many points (a Gaussian's sigma) before drawing it:
    /// a material's backdrop (UIKit's `UIVisualEffectView`). 0: none.
    package var backdropBlurRadius: CGFloat = 0 { didSet { if backdropBlurRadius != oldValue { markNeedsComposite() } } }
    var hasBeenComposited = false
    /// Where the record of the compositor that last drew this layer sits (`RecordTable`): a hint it
    /// checks, so a frame's walk finds each layer's record without hashing. -1: none yet.
    var recordSlot = -1
    /// Set while only part of the contents changed since the last composite (`markContentsChanged`):
    /// that part, in the layer's points; nil when anything else did.
    var contentOnlyChange: CGRect?

    /// Counts changes to the contents (set, or drawn again into the same backing store).
    var contentsVersion = 0

    /// Set when anything but the bounds origin changed since the last composite.
    var changedBeyondScroll = true

    internal var orderedSublayers: [CALayer] {
        // (The stored value: this runs for every layer painted, every frame.)
        // (A loop, not `contains(where:)`: a closure here would check its actor on every call.)
        guard _sublayers.count > 1 else { return _sublayers }
        var raised = false
        for l in _sublayers where l.state.zPosition != 0 { raised = true; break }
        if !raised { return _sublayers }
        return _sublayers.enumerated().sorted { ($0.element.state.zPosition, $0.offset) < ($1.element.state.zPosition, $1.offset) }.map(\.element)
    }

    // MARK: Actions and animations (CALayer+Animation): in the class body, where subclasses can override them

    open func action(forKey event: String) -> CAAction? {
        if let delegate, let a = delegate.action(for: self, forKey: event) { return a is NSNull ? nil : a }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        if let styleActions = style?["actions"] as? [String: CAAction], let a = styleActions[event] {
            return a is NSNull ? nil : a
        }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The implicit animation for an animatable key: the transaction's duration and pacing.
    open class func defaultAction(forKey event: String) -> CAAction? {
        guard LayerKeyPath.accessor(event) != nil || customAnimatableDefaults[event] != nil else { return nil }
        let a = CABasicAnimation(keyPath: event)
        return a
    }

    open func add(_ anim: CAAnimation, forKey key: String?) {
        // "sublayers.NAME.position.y" animates the named sublayer's property.
        if let p = anim as? CAPropertyAnimation, let (layer, rest) = namedSublayer(in: p.keyPath) {
            let forwarded = p.copy() as! CAPropertyAnimation
            forwarded.keyPath = rest
            return layer.add(forwarded, forKey: key)
        }
        let a = anim.copy() as! CAAnimation
        if a.beginTime == 0 { a.beginTime = localTime(at: mediaNow) }
        if a.duration == 0, !(a is CAAnimationGroup) { a.duration = CATransaction.animationDuration() }
        let k = key ?? "anim-\(ObjectIdentifier(a).hashValue)"
        if let i = animationList.firstIndex(where: { $0.key == k }) {
            let old = animationList.remove(at: i).animation
            ended(old, finished: false)
        }
        animationList.append((k, a))
        CATransaction.track(a)
        queuePipeline.animating[ObjectIdentifier(self)] = WeakLayer(self)
        markNeedsComposite()
    }

    open func animation(forKey key: String) -> CAAnimation? {
        animationList.first { $0.key == key }?.animation
    }

    open func animationKeys() -> [String]? {
        animationList.isEmpty ? nil : animationList.map(\.key)
    }

    open func removeAnimation(forKey key: String) {
        guard let i = animationList.firstIndex(where: { $0.key == key }) else { return }
        ended(animationList.remove(at: i).animation, finished: false)
        markNeedsComposite()
    }

    open func removeAllAnimations() {
        let all = animationList
        animationList = []
        for a in all { ended(a.animation, finished: false) }
        markNeedsComposite()
    }

    /// The layer as it appears now: model values with running animations applied.
    open func presentation() -> Self? {
        // Of the layer's own class, so that a subclass's properties can be read from it.
        let copy = type(of: self).init()
        copy.isPresentationCopy = true
        copy.adoptValues(of: self)
        copy._modelLayer = self
        copy.state = presentationState(model: state, at: localTime(at: mediaNow))
        return copy
    }

    /// Takes the values `init(layer:)` copies (subclasses add theirs), for a presentation copy.
    func adoptValues(of l: CALayer) {
        state = l.state
        name = l.name
        contents = l.contents
        contentsGravity = l.contentsGravity
        contentsScale = l.contentsScale
        isOpaque = l.isOpaque
        maskedCorners = l.maskedCorners
    }

    open func model() -> Self {
        if let m = _modelLayer { return unsafeDowncast(m, to: Self.self) }
        return self
    }

    // MARK: Coordinate conversion (CALayer+Coordinates): in the class body, where subclasses can override them

    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return p.applying(transformToRoot().0.inverted()) }
        return p.applying(l.transform(to: self))
    }

    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { p.applying(transform(to: l)) }

    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        guard let l else { return r.applying(transformToRoot().0.inverted()) }
        return r.applying(l.transform(to: self))
    }

    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { r.applying(transform(to: l)) }

    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let media = l.map { $0.mediaTime(fromLocal: t) } ?? t
        return localTime(at: media)
    }

    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocal: t)
        return l?.localTime(at: media) ?? media
    }

    // MARK: Display (CALayer+Display): in the class body, where subclasses can override them

    open func setNeedsDisplay() {
        guard !isPresentationCopy else { return }
        needsDisplayFlag = true
        queuePipeline.needingDisplay[ObjectIdentifier(self)] = WeakLayer(self)
    }

    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    open func needsDisplay() -> Bool { needsDisplayFlag }

    open class func needsDisplay(forKey key: String) -> Bool { false }

    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        display()
    }

    /// Asks the delegate, or draws into the backing store.
    open func display() {
        needsDisplayFlag = false
        if let delegate { delegate.display(self) } else { displayIntoBackingStore() }
    }

    /// Renders the layer and its sublayers into `ctx`, in the layer's coordinate space, as they
    /// appear now (backing stores as last displayed). Sublayers with perspective are projected.
    open func render(in ctx: CGContext) {
        let m = ctx.ctm
        ctx.drawingWithCairo { cr in
            cairo_save(cr)
            Compositor.render(self, in: cr, scale: max(abs(m.a), abs(m.d), 1))
            cairo_restore(cr)
        }
    }

    /// Draws the layer's content. The default asks the delegate.
    open func draw(in ctx: CGContext) {
        if let delegate { delegate.draw(self, in: ctx) } else { markDrawsNothing() }
    }

    // MARK: Drawn by the compositor (a shape layer's path): in the class body, where subclasses can override them

    /// A subclass's own animatable properties with their defaults (a shape layer's path, stroke end…):
    /// every new layer's `LayerState.custom` starts from them, and each has an implicit animation.
    class var customAnimatableDefaults: [String: AnimValue] { [:] }

    /// Draws what the layer shows from its state at the frame being composited (animated values
    /// included), in its own coordinates, over its background and under its contents and sublayers.
    func drawVectorContent(_ s: LayerState, in cr: OpaquePointer) {}
    /// Whether `isOpaque` makes the backing store opaque. Layers drawing content of their own
    /// (a gradient, a path, particles) keep drawn content translucent over it.
    package var opaqueBackingStore: Bool { isOpaque }

    /// What `drawVectorContent` may cover, in the layer's coordinates, when it reaches past the bounds.
    func vectorContentExtent(_ s: LayerState) -> CGRect? { nil }

    /// Where, in the layer's coordinates, its drawing changed between two states that differ only in
    /// what `drawVectorContent` draws (a shape layer's stroke growing); nil when anything else changed,
    /// and the whole layer is damaged.
    func vectorContentChange(from old: LayerState, to new: LayerState) -> CGRect? { nil }

    /// Moves what the layer simulates itself (an emitter's particles) to `time`, the layer's local
    /// time, each frame it is ticked; true while it still moves.
    func advanceOwnMotion(to time: CFTimeInterval) -> Bool { false }

    /// Whether the sublayers keep their depth (a transform layer): each is projected through the
    /// whole 3-D chain instead of being drawn into this layer's plane.
    var composesSublayersIn3D: Bool { false }

    /// The copies in which the sublayers are drawn (a replicator's instances), in the order drawn;
    /// nil draws them once, as they are.
    func replicas(_ s: LayerState) -> [Replica]? { nil }

}
