import Foundation
@_spi(OpenUIKit) import CoreGraphics
@_implementationOnly import CCairo

/// A rectangle of content in a tree: geometry, appearance, animations. The compositor draws it.
@MainActor open class CALayer: NSObject, CAMediaTiming {
    // MARK: State

    /// Model values of every animatable property.
    var state = LayerState()
    public weak var delegate: CALayerDelegate?
    public private(set) weak var superlayer: CALayer?
    private var _sublayers: [CALayer] = []
    open var name: String?
    /// Set on presentation copies: the model layer they were made from.
    private weak var _modelLayer: CALayer?
    private var isPresentationCopy = false

    // MARK: Life

    /// Required so UIView can make its `layerClass` (there is no Objective-C `alloc` on Linux).
    public required override init() { super.init() }

    /// Makes a copy of `layer`'s state, as Core Animation does for presentation layers.
    public init(layer: Any) {
        super.init()
        if let l = layer as? CALayer {
            state = l.state
            name = l.name
            contents = l.contents
            contentsGravity = l.contentsGravity
            contentsScale = l.contentsScale
            isOpaque = l.isOpaque
            maskedCorners = l.maskedCorners
        }
    }

    open class func defaultValue(forKey key: String) -> Any? { nil }

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
        set { explicitContents = newValue; explicitImage = newValue as? CGImage; markNeedsComposite() }
    }
    private var explicitContents: Any?
    /// The contents when they are an image, cast once: the compositor asks every frame.
    private var explicitImage: CGImage?
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { markNeedsComposite() } }
    open var contentsScale: CGFloat = 1 {
        didSet { if contentsScale != oldValue { markNeedsComposite(); if backingStore != nil { setNeedsDisplay() } } }
    }
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var isOpaque = false
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
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner = self
            markNeedsComposite()
        }
    }
    weak var maskOwner: CALayer?

    // MARK: CAMediaTiming (a layer's timing scales the animations in its subtree)

    open var beginTime: CFTimeInterval = 0 { didSet { markAnimationsDirty() } }
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1 { didSet { markAnimationsDirty() } }
    open var timeOffset: CFTimeInterval = 0 { didSet { markAnimationsDirty() } }
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
            markNeedsComposite()
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
        parent._sublayers.removeAll { $0 === self }
        detach()
    }

    /// Unlinks from the parent; the area it covered is damaged.
    private func detach() {
        if let parent = superlayer {
            parent.pendingDamage = parent.pendingDamage.union(lastSubtreeRect)
            parent.markSubtreeNeedsComposite()
        }
        superlayer = nil
        forgetCompositedRects()
    }

    private func attached() {
        markNeedsComposite()
        requeueDisplay()
        if needsLayoutFlag || subtreeNeedsLayout { superlayer?.markSubtreeNeedsLayout() }
    }

    /// A subtree leaving the screen forgets where it was drawn, so re-adding it damages afresh.
    private func forgetCompositedRects() {
        lastOwnRect = .null
        lastSubtreeRect = .null
        for l in _sublayers { l.forgetCompositedRects() }
    }

    open func isAncestor(of layer: CALayer) -> Bool {
        var l = layer.superlayer
        while let x = l { if x === self { return true }; l = x.superlayer }
        return false
    }

    // MARK: Coordinate conversion

    /// Layer space to the space of its topmost ancestor.
    func transformToRoot() -> (CGAffineTransform, CALayer) {
        var t = CGAffineTransform.identity
        var l: CALayer = self
        while let parent = l.superlayer {
            t = t.concatenating(l.state.affineToSuperlayer).concatenating(parent.sublayerAffine)
            l = parent
        }
        return (t.concatenating(l.state.affineToSuperlayer), l)
    }

    /// The sublayer transform, applied about the anchor point.
    var sublayerAffine: CGAffineTransform { CALayer.sublayerAffine(state) }

    static func sublayerAffine(_ s: LayerState) -> CGAffineTransform {
        if CATransform3DIsIdentity(s.sublayerTransform) { return .identity }
        let ax = s.bounds.minX + s.anchorPoint.x * s.bounds.width
        let ay = s.bounds.minY + s.anchorPoint.y * s.bounds.height
        return CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CATransform3DGetAffineTransform(s.sublayerTransform))
            .concatenating(CGAffineTransform(translationX: ax, y: ay))
    }

    /// From this layer's space to `ancestor`'s, or nil when `ancestor` is not above it.
    private func transform(toAncestor ancestor: CALayer) -> CGAffineTransform? {
        var t = CGAffineTransform.identity
        var l: CALayer = self
        while l !== ancestor {
            guard let parent = l.superlayer else { return nil }
            t = t.concatenating(l.state.affineToSuperlayer).concatenating(parent.sublayerAffine)
            l = parent
        }
        return t
    }

    /// From this layer's space to `other`'s (nil: the root's space). A layer and its ancestors —
    /// what hit-testing and layout ask — cost the distance between them; others the depth of both.
    func transform(to other: CALayer?) -> CGAffineTransform {
        guard let other else { return transformToRoot().0 }
        if other === superlayer { return state.affineToSuperlayer.concatenating(other.sublayerAffine) }
        if other.superlayer === self { return other.state.affineToSuperlayer.concatenating(sublayerAffine).inverted() }
        if let up = transform(toAncestor: other) { return up }
        if let down = other.transform(toAncestor: self) { return down.inverted() }
        return transformToRoot().0.concatenating(other.transformToRoot().0.inverted())
    }

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

    /// This layer's local time for a media time, through every ancestor's timing.
    func localTime(at media: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayer?.localTime(at: media) ?? media
        return (parent - beginTime) * Double(speed) + timeOffset
    }

    private func mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
        return superlayer?.mediaTime(fromLocal: parentTime) ?? parentTime
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

    // MARK: Display

    private var needsDisplayFlag = true
    /// The layer's drawing, at `contentsScale`.
    private(set) var backingStore: CGContext? { didSet { backingInk = nil } }
    /// The part of the backing store that is not fully transparent (pixels), once drawn.
    private(set) var backingInk: CGRect?
    private var drawingUnimplemented = false

    open func setNeedsDisplay() {
        guard !isPresentationCopy else { return }
        needsDisplayFlag = true
        CALayer.needingDisplay[ObjectIdentifier(self)] = WeakLayer(self)
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
        CALayer.needingDisplay[ObjectIdentifier(self)] = nil
        if let delegate { delegate.display(self) } else { displayIntoBackingStore() }
    }

    /// The default `display()`: a backing store the size of the bounds at `contentsScale`, passed to `draw(in:)`.
    /// Layers (and delegate classes) that turn out not to draw are remembered and skipped from then on.
    public func displayIntoBackingStore() {
        needsDisplayFlag = false
        if let tiled = self as? CATiledLayer { tiled.invalidateTiles(); return }
        let key = DrawingKey(layer: ObjectIdentifier(type(of: self)), delegate: delegate.map { ObjectIdentifier(type(of: $0)) })
        if CALayer.nonDrawingClasses.contains(key) { return }
        let scale = max(contentsScale, 0.01)
        let w = Int((bounds.width * scale).rounded(.up)), h = Int((bounds.height * scale).rounded(.up))
        guard w > 0, h > 0 else { backingStore = nil; markNeedsComposite(); return }
        // Core Animation refuses a backing store past what it can allocate and draws nothing.
        guard w <= CALayer.maximumBackingStoreSide, h <= CALayer.maximumBackingStoreSide,
              w * h <= CALayer.maximumBackingStorePixels else {
            func f(_ v: Double) -> String { String(format: "%f", v) }
            qcLog.error("-[\(type(of: self)) display]: Ignoring bogus layer size (\(f(Double(bounds.width))), \(f(Double(bounds.height)))), contentsScale \(f(Double(scale))), backing store size (\(f(Double(bounds.width * scale))), \(f(Double(bounds.height * scale))))")
            backingStore = nil
            markNeedsComposite()
            return
        }
        if backingStore?.width != w || backingStore?.height != h {
            backingStore = CALayer.makeBitmap(width: w, height: h)
        } else {
            backingStore!.clear(CGRect(x: 0, y: 0, width: w, height: h))
        }
        guard let ctx = backingStore else { return }
        ctx.saveGState()
        CALayer.drawInPoints(ctx, pixelHeight: h, scale: scale, origin: bounds.origin)
        drawingUnimplemented = false
        delegate?.layerWillDraw(self)
        draw(in: ctx)
        ctx.restoreGState()
        if drawingUnimplemented {
            // The default drawing method ran. Library classes that reach it draw nothing, ever; an
            // app's class may have called `super.draw` from an override and drawn around it, so only
            // a blank result drops this layer's store, and the class is never switched off.
            if isLibraryClass(key) {
                CALayer.nonDrawingClasses.insert(key)
                backingStore = nil
            } else if ctx.isBlank {
                backingStore = nil
            }
        }
        if let store = backingStore { backingInk = store.inkBounds }
        markNeedsComposite()
    }

    private static var libraryClasses: [DrawingKey: Bool] = [:]

    /// Whether the layer's class and its delegate's class are both this library's own.
    private func isLibraryClass(_ key: DrawingKey) -> Bool {
        if let known = CALayer.libraryClasses[key] { return known }
        func own(_ type: Any.Type) -> Bool {
            let module = String(reflecting: type).prefix { $0 != "." }
            return module == "QuartzCore" || module == "UIKit"
        }
        let answer = own(type(of: self)) && (delegate.map { own(type(of: $0)) } ?? true)
        CALayer.libraryClasses[key] = answer
        return answer
    }

    /// Renders the layer and its sublayers into `ctx`, in the layer's coordinate space, as they
    /// appear now (backing stores as last displayed). Sublayers with perspective are projected.
    open func render(in ctx: CGContext) {
        cairo_save(ctx.cairo)
        let m = ctx.ctm
        Compositor.render(self, in: ctx.cairo, scale: max(abs(m.a), abs(m.d), 1))
        cairo_restore(ctx.cairo)
    }

    /// Draws the layer's content. The default asks the delegate.
    open func draw(in ctx: CGContext) {
        if let delegate { delegate.draw(self, in: ctx) } else { markDrawsNothing() }
    }

    /// Called by default drawing methods: this layer (class) has nothing to draw.
    public func markDrawsNothing() { drawingUnimplemented = true }

    /// A transparent bitmap in Cairo's own pixel layout, drawn into directly.
    static func makeBitmap(width: Int, height: Int) -> CGContext? {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }

    /// Sets a bitmap's space to layer points with a top-left origin at `origin`, as UIKit draws.
    static func drawInPoints(_ ctx: CGContext, pixelHeight: Int, scale: CGFloat, origin: CGPoint) {
        ctx.translateBy(x: 0, y: CGFloat(pixelHeight))
        ctx.scaleBy(x: scale, y: -scale)
        ctx.translateBy(x: -origin.x, y: -origin.y)
    }

    /// The largest backing store drawn: 16,384 pixels a side and 64 megapixels (256 MB).
    static let maximumBackingStoreSide = 16_384
    static let maximumBackingStorePixels = 1 << 26

    /// The subtree's layers that still need display join the display pass again: they may have
    /// asked before a new Simulator started clean (a view made before the device it is shown on).
    private func requeueDisplay() {
        if needsDisplayFlag { CALayer.needingDisplay[ObjectIdentifier(self)] = WeakLayer(self) }
        for sub in sublayers ?? [] { sub.requeueDisplay() }
    }

    struct DrawingKey: Hashable { let layer: ObjectIdentifier; let delegate: ObjectIdentifier? }
    static var nonDrawingClasses: Set<DrawingKey> = []

    struct WeakLayer { weak var layer: CALayer?; init(_ l: CALayer) { layer = l } }
    static var needingDisplay: [ObjectIdentifier: WeakLayer] = [:]

    /// Displays every layer in a tree that asked for it (the frame loop's display pass).
    @_spi(OpenUIKit) public static func displayPendingLayers() {
        guard !needingDisplay.isEmpty else { return }
        let pending = needingDisplay.values.compactMap(\.layer)
        needingDisplay = [:]
        for l in pending where l.needsDisplayFlag {
            if l.superlayer != nil || l.maskOwner != nil || l.isRenderRoot { l.display() }
            else { CALayer.needingDisplay[ObjectIdentifier(l)] = WeakLayer(l) } // waits until it is in a tree
        }
    }

    @_spi(OpenUIKit) public var isRenderRoot = false

    // MARK: Layout

    private var needsLayoutFlag = false
    private var subtreeNeedsLayout = false

    open func setNeedsLayout() {
        needsLayoutFlag = true
        superlayer?.markSubtreeNeedsLayout()
    }

    private func markSubtreeNeedsLayout() {
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

    // MARK: Actions

    open func action(forKey event: String) -> CAAction? {
        if let delegate, let a = delegate.action(for: self, forKey: event) { return a is NSNull ? nil : a }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        if let styleActions = style?["actions"] as? [String: CAAction], let a = styleActions[event] {
            return a is NSNull ? nil : a
        }
        return type(of: self).defaultAction(forKey: event)
    }

    /// An action from the delegate, `actions` or `style` (not the default); nil to fall through.
    private func explicitAction(forKey event: String) -> CAAction? {
        if let delegate, let a = delegate.action(for: self, forKey: event) { return a is NSNull ? nil : a }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        if let styleActions = style?["actions"] as? [String: CAAction], let a = styleActions[event] { return a is NSNull ? nil : a }
        return nil
    }

    /// The implicit animation for an animatable key: the transaction's duration and pacing.
    open class func defaultAction(forKey event: String) -> CAAction? {
        guard LayerKeyPath.accessor(event) != nil else { return nil }
        let a = CABasicAnimation(keyPath: event)
        return a
    }

    /// Sets a model property if it differs, running its action.
    private func update<T: Equatable>(_ keyPath: WritableKeyPath<LayerState, T>, _ key: String, _ value: T) {
        if state[keyPath: keyPath] != value { change(key) { $0[keyPath: keyPath] = value } }
    }

    /// Writes a model property and runs the action for it, when actions are enabled.
    private func change(_ key: String, _ write: (inout LayerState) -> Void) {
        let before = state
        write(&state)
        if key == "bounds" && before.bounds.size == state.bounds.size {
            // Only the origin moved (scrolling): the compositor may shift the pixels instead of repainting.
            markScrolled()
        } else {
            markNeedsComposite()
        }
        guard !isPresentationCopy, !CATransaction.disableActions() else { return }
        // Implicit (default) animations wait until the layer has been on screen once, as Core Animation's
        // do; actions the delegate or `actions` supply (e.g. UIView animation blocks) always run.
        guard let action = explicitAction(forKey: key) ?? (hasBeenComposited ? action(forKey: key) : nil) else { return }
        if let basic = action as? CABasicAnimation {
            // The implicit animation starts where the layer appeared to be.
            let anim = basic.copy() as! CABasicAnimation
            if anim.fromValue == nil && anim.toValue == nil && anim.byValue == nil,
               let acc = LayerKeyPath.accessor(key) {
                anim.fromValue = acc.get(presentationState(model: before, at: localTime(at: MediaClock.now)))
            }
            if anim.duration == 0 { anim.duration = CATransaction.animationDuration() }
            if anim.timingFunction == nil {
                anim.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
            }
            anim.run(forKey: key, object: self, arguments: nil)
        } else {
            // Custom actions learn where the property appeared to be before the change.
            let previous = LayerKeyPath.accessor(key).map { $0.get(presentationState(model: before, at: localTime(at: MediaClock.now))) }
            action.run(forKey: key, object: self, arguments: previous.map { ["previousValue": $0] })
        }
    }

    // MARK: Animations

    private(set) var animationList: [(key: String, animation: CAAnimation)] = []

    open func add(_ anim: CAAnimation, forKey key: String?) {
        let a = anim.copy() as! CAAnimation
        if a.beginTime == 0 { a.beginTime = localTime(at: MediaClock.now) }
        if a.duration == 0, !(a is CAAnimationGroup) { a.duration = CATransaction.animationDuration() }
        let k = key ?? "anim-\(ObjectIdentifier(a).hashValue)"
        if let i = animationList.firstIndex(where: { $0.key == k }) {
            let old = animationList.remove(at: i).animation
            CALayer.ended(old, finished: false)
        }
        animationList.append((k, a))
        CATransaction.track(a)
        CALayer.animating[ObjectIdentifier(self)] = WeakLayer(self)
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
        CALayer.ended(animationList.remove(at: i).animation, finished: false)
        markNeedsComposite()
    }

    open func removeAllAnimations() {
        let all = animationList
        animationList = []
        for a in all { CALayer.ended(a.animation, finished: false) }
        markNeedsComposite()
    }

    /// Delegate and transaction bookkeeping for an animation that stops; delivered at the end of the frame.
    private static func ended(_ a: CAAnimation, finished: Bool) {
        let groups = a.completionGroups
        a.completionGroups = []
        if let d = a.delegate {
            CATransaction.deferredCallbacks.append { d.animationDidStop(a, finished: finished) }
        }
        for g in groups { g.animationEnded() }
    }

    static var animating: [ObjectIdentifier: WeakLayer] = [:]

    /// Whether any layer has an animation still running (not merely filling).
    @_spi(OpenUIKit) public static var hasRunningAnimations: Bool {
        animating.values.contains { $0.layer != nil }
    }

    /// Advances animations to `media` time: marks animated layers for compositing, retires
    /// finished ones and queues their delegate calls. The frame loop calls this once per frame.
    @_spi(OpenUIKit) public static func tickAnimations(at media: CFTimeInterval) {
        for (id, ref) in animating {
            guard let layer = ref.layer else { animating[id] = nil; continue }
            let t = layer.localTime(at: media)
            var running = false
            var kept: [(key: String, animation: CAAnimation)] = []
            for entry in layer.animationList {
                let a = entry.animation
                let (sample, finished) = a.sample(at: t)
                if (sample != nil || finished) && !a.didStart {
                    a.didStart = true
                    if let d = a.delegate { CATransaction.deferredCallbacks.append { d.animationDidStart(a) } }
                }
                if finished {
                    if a.isRemovedOnCompletion {
                        ended(a, finished: true)
                        continue
                    }
                    // A filling animation stays on the layer; it reports its end once.
                    if !a.reportedFinish {
                        a.reportedFinish = true
                        ended(a, finished: true)
                    }
                    kept.append(entry)
                } else {
                    running = true
                    kept.append(entry)
                }
            }
            layer.animationList = kept
            layer.markNeedsComposite()
            if !running { animating[id] = nil }
        }
    }

    // MARK: Presentation

    /// The layer as it appears now: model values with running animations applied.
    open func presentation() -> Self? {
        let copy = CALayer(layer: self)
        copy.isPresentationCopy = true
        copy._modelLayer = self
        copy.state = presentationState(model: state, at: localTime(at: MediaClock.now))
        return unsafeDowncast(copy, to: Self.self)
    }

    open func model() -> Self {
        if let m = _modelLayer { return unsafeDowncast(m, to: Self.self) }
        return self
    }

    func presentationState(model: LayerState, at localTime: CFTimeInterval) -> LayerState {
        var s = model
        for entry in animationList {
            if let sample = entry.animation.sample(at: localTime).0 {
                entry.animation.apply(sample, to: &s, model: model)
            }
        }
        return s
    }

    /// What the compositor draws this frame.
    func renderState(at media: CFTimeInterval) -> LayerState {
        animationList.isEmpty ? state : presentationState(model: state, at: localTime(at: media))
    }

    // MARK: Compositing bookkeeping

    var compositeDirty = true
    var subtreeCompositeDirty = true
    var hasBeenComposited = false
    /// Device-space rectangles last drawn: the layer itself, and with its sublayers.
    var lastOwnRect = CGRect.null
    var lastSubtreeRect = CGRect.null
    /// Area uncovered by sublayers removed since the last composite.
    var pendingDamage = CGRect.null

    /// Set when anything but the bounds origin changed since the last composite.
    var changedBeyondScroll = true
    /// The bounds origin when last composited.
    var originAtLastComposite: CGPoint?

    func markNeedsComposite() {
        guard !isPresentationCopy else { return }
        compositeDirty = true
        changedBeyondScroll = true
        markSubtreeNeedsComposite()
        maskOwner?.markNeedsComposite()
    }

    private func markScrolled() {
        guard !isPresentationCopy else { return }
        compositeDirty = true
        markSubtreeNeedsComposite()
        maskOwner?.markNeedsComposite()
    }

    func markSubtreeNeedsComposite() {
        var l: CALayer? = self
        while let x = l, !x.subtreeCompositeDirty || x === self {
            x.subtreeCompositeDirty = true
            l = x.superlayer
            if l == nil { x.maskOwner?.markNeedsComposite() }
        }
    }

    private func markAnimationsDirty() {
        markNeedsComposite()
        if !animationList.isEmpty { CALayer.animating[ObjectIdentifier(self)] = WeakLayer(self) }
    }

    /// Explicit contents, or the backing store: the surface the compositor draws, and its scale.
    /// The drawn part of the contents in the surface's pixels (nil: all of it).
    var contentInk: CGRect? { explicitContents == nil ? backingInk : nil }

    func contentSurface() -> (surface: OpaquePointer, scale: CGFloat)? {
        if let image = explicitImage { return (image.cairoSurface, max(contentsScale, 0.01)) }
        if let store = backingStore { return (store.cairoSurface, max(contentsScale, 0.01)) }
        return nil
    }

    /// Drops everything global (a new Simulator starts clean).
    @_spi(OpenUIKit) public static func resetGlobalState() {
        needingDisplay = [:]
        animating = [:]
        CATiledLayer.live = [:]
    }

    internal var orderedSublayers: [CALayer] {
        // (The stored value: this runs for every layer painted, every frame.)
        if _sublayers.count < 2 || !_sublayers.contains(where: { $0.state.zPosition != 0 }) { return _sublayers }
        return _sublayers.enumerated().sorted { ($0.element.state.zPosition, $0.offset) < ($1.element.state.zPosition, $1.offset) }.map(\.element)
    }
}

extension CALayer {
    /// The model value of an animatable key path, in the form animations take (UIKit's keyframe blocks).
    @_spi(OpenUIKit) public func animatableValue(forKeyPath keyPath: String) -> Any? {
        LayerKeyPath.accessor(keyPath)?.get(state)
    }
}
