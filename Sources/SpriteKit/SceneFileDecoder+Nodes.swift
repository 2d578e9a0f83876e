import Foundation

/// Each node class's keys, as Xcode's scene and particle editors write them (see Scripts/make_sks.py).
/// Keys a file lacks keep the class's defaults; old files lack many.
extension SceneFileDecoder {
    @MainActor func fill(_ node: SKNode, from o: ArchivedObject) {
        fillNode(node, o)
        switch node {
        case let scene as SKScene: fillScene(scene, o)
        case let sprite as SKSpriteNode: fillSprite(sprite, o)
        case let label as SKLabelNode: fillLabel(label, o)
        case let emitter as SKEmitterNode: fillEmitter(emitter, o)
        case let shape as SKShapeNode: fillShape(shape, o)
        case let reference as SKReferenceNode:
            reference.callerFileID = fileID
            reference.referenceFileName = o.string("_referenceFileName")
            if let s = o.string("_referenceURL") { reference.referenceURL = URL(string: s) }
        default: break
        }
        if let body = physicsBody(o, node: node) { node.physicsBody = body }
        fillChildren(node, o)
        if let scene = node as? SKScene, let camera = try? o.object("_camera") {
            scene.camera = self.node(madeFrom: camera.index) as? SKCameraNode
        }
        if let reference = node as? SKReferenceNode { reference.resolve() }
    }

    // MARK: SKNode

    @MainActor private func fillNode(_ node: SKNode, _ o: ArchivedObject) {
        node.name = o.string("_name")
        if let p = o.point("_position") { node.position = p }
        if let v = o.cgFloat("_zPosition") { node.zPosition = v }
        if let v = o.cgFloat("_zRotation") { node.zRotation = v }
        if let v = o.cgFloat("_xScale") { node.xScale = v }
        if let v = o.cgFloat("_yScale") { node.yScale = v }
        if let v = o.cgFloat("_opacity") { node.alpha = v }
        if let v = o.bool("_hidden") { node.isHidden = v }
        // `_paused` is left out: Xcode's scene editor saves its nodes paused, yet on a device the
        // actions a game runs on them (the template's label fade) run.
        if let data = try? o.dictionary("_userData") {
            let dict = NSMutableDictionary()
            for (k, v) in data { dict[k] = plainValue(v) }
            node.userData = dict
        }
    }

    /// A user-data value as the app reads it: strings and numbers as they are, archived
    /// collections as arrays and dictionaries.
    private func plainValue(_ v: Any) -> Any {
        guard let o = v as? ArchivedObject else { return v }
        if let s = o.value("NS.string") as? String { return s }
        func item(_ ref: Any) -> Any? {
            guard let r = try? archive.resolve(ref) else { return nil }
            if r is [AnyHashable: Any], let obj = try? archive.object(ref, what: "user data") { return plainValue(obj) }
            return r
        }
        if let keys = o.fields["NS.keys"] as? [Any], let values = o.fields["NS.objects"] as? [Any] {
            let out = NSMutableDictionary()
            for (k, value) in zip(keys, values) {
                if let name = (try? archive.resolve(k)) as? String, let r = item(value) { out[name] = r }
            }
            return out
        }
        if let items = o.fields["NS.objects"] as? [Any] { return items.compactMap(item) }
        return o.color() ?? v
    }

    @MainActor private func fillChildren(_ node: SKNode, _ o: ArchivedObject) {
        let children: [ArchivedObject]
        do {
            children = try o.objects("_children")
        } catch {
            spriteLog.error("\(file): the children of \(node.name ?? o.className): \(error)")
            return
        }
        for object in children {
            guard object.classes.contains("SKNode") else { continue }
            if let child = makeNode(object, as: nodeClass(of: object)) { node.addChild(child) }
        }
    }

    // MARK: Scene

    @MainActor private func fillScene(_ scene: SKScene, _ o: ArchivedObject) {
        if let bounds = o.rect("Scene_bounds") { scene.size = bounds.size }
        if let a = o.point("_anchorPoint") { scene.anchorPoint = a }
        if let r = o.cgFloat("_backgroundColorR"), let g = o.cgFloat("_backgroundColorG"), let b = o.cgFloat("_backgroundColorB") {
            scene.backgroundColor = UIColor(red: r, green: g, blue: b, alpha: o.cgFloat("_backgroundColorA") ?? 1)
        }
        if let mode = o.int("_scaleMode").flatMap(SKSceneScaleMode.init(rawValue:)) { scene.scaleMode = mode }
        if let world = try? o.object("_physicsWorld") {
            if let g = world.point("gravity") { scene.physicsWorld.gravity = CGVector(dx: g.x, dy: g.y) }
            if let s = world.cgFloat("speedMultiplier") { scene.physicsWorld.speed = s }
        }
    }

    // MARK: Sprite

    @MainActor private func fillSprite(_ sprite: SKSpriteNode, _ o: ArchivedObject) {
        if let t = try? o.object("_texture") { sprite.texture = texture(t) }
        if let bounds = o.rect("_bounds") { sprite.size = bounds.size }
        if let a = o.point("_anchorPoint") { sprite.anchorPoint = a }
        if let r = o.rect("_centerRect") { sprite.centerRect = r }
        if let c = components(o, "_baseColor") { sprite.color = c }
        if let v = o.cgFloat("_colorMix") { sprite.colorBlendFactor = v }
        if let v = o.int("_blendMode").flatMap(SKBlendMode.init(rawValue:)) { sprite.blendMode = v }
        if let v = o.mask("_lightingBitMask") { sprite.lightingBitMask = v }
        if let v = o.mask("_shadowCastBitMask") { sprite.shadowCastBitMask = v }
        if let v = o.mask("_shadowedBitMask") { sprite.shadowedBitMask = v }
    }

    /// `<prefix>R`, `G`, `B`, `A` as a colour.
    private func components(_ o: ArchivedObject, _ prefix: String) -> UIColor? {
        guard let r = o.cgFloat(prefix + "R"), let g = o.cgFloat(prefix + "G"), let b = o.cgFloat(prefix + "B") else { return nil }
        return UIColor(red: r, green: g, blue: b, alpha: o.cgFloat(prefix + "A") ?? 1)
    }

    /// A texture by its image's name: beside the file first (the file's own bundle folder), then
    /// as `SKTexture(imageNamed:)` finds it for the code that loaded the file (which may look in
    /// other modules' bundles); a part of it when the file says so.
    @MainActor func texture(_ t: ArchivedObject) -> SKTexture? {
        guard let name = t.string("_imgName"), !name.isEmpty else { return nil }
        var texture: SKTexture
        if let atlas = t.string("_originalAtlasName"), !atlas.isEmpty {
            texture = SKTextureAtlas(named: atlas, fileID).textureNamed(t.string("_subTextureName") ?? name)
        } else if let image = imageBesideFile(name) ?? UIImage(named: name, in: nil, compatibleWith: nil, fileID) {
            texture = SKTexture(image: image)
        } else {
            // SpriteKit's error, and its placeholder.
            spriteLog.error("SKTexture: Error loading image resource: \"\(name)\"")
            texture = SKTexture(image: SKTexture.placeholder, scale: 1)
        }
        if let r = t.rect("_textRect"), r != CGRect(x: 0, y: 0, width: 1, height: 1), r.width > 0, r.height > 0 {
            texture = SKTexture(rect: r, in: texture)
        }
        if t.int("_filteringMode") == 0 { texture.filteringMode = .nearest }
        return texture
    }

    /// An image in the file's folder (a scene kept with its images), at the screen's scale first.
    @MainActor private func imageBesideFile(_ name: String) -> UIImage? {
        guard let folder else { return nil }
        let ext = (name as NSString).pathExtension
        let base = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = ext.isEmpty ? ["png", "jpg", "jpeg"] : [ext]
        let scale = Int(UIScreen.main.scale)
        for suffix in ["@\(scale)x", "", "@3x", "@2x"] {
            for e in extensions {
                let path = folder.appendingPathComponent(base + suffix + "." + e).path
                if FileManager.default.fileExists(atPath: path), let image = UIImage(contentsOfFile: path) { return image }
            }
        }
        return nil
    }

    // MARK: Label

    @MainActor private func fillLabel(_ label: SKLabelNode, _ o: ArchivedObject) {
        if o.has("_text") { label.text = o.string("_text") }
        if o.has("_fontName") { label.fontName = o.string("_fontName") }
        if let v = o.cgFloat("_fontSize") { label.fontSize = v }
        if let c = components(o, "_fontColor") { label.fontColor = c }
        if let c = components(o, "_color") { label.color = c }
        if let v = o.cgFloat("_labelColorBlend") { label.colorBlendFactor = v }
        if let v = o.int("_labelBlendMode").flatMap(SKBlendMode.init(rawValue:)) { label.blendMode = v }
        if let v = o.int("_horizontalAlignmentMode").flatMap(SKLabelHorizontalAlignmentMode.init(rawValue:)) {
            label.horizontalAlignmentMode = v
        }
        if let v = o.int("_verticalAlignmentMode").flatMap(SKLabelVerticalAlignmentMode.init(rawValue:)) {
            label.verticalAlignmentMode = v
        }
        if let v = o.int("_numberOfLines") { label.numberOfLines = v }
        if let v = o.cgFloat("_preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = v }
    }

    // MARK: Shape

    /// Shape nodes' keys were in none of the files studied: these are SKShapeNode's property names.
    @MainActor private func fillShape(_ shape: SKShapeNode, _ o: ArchivedObject) {
        if let c = (try? o.object("_fillColor"))?.color() { shape.fillColor = c }
        if let c = (try? o.object("_strokeColor"))?.color() { shape.strokeColor = c }
        if let v = o.cgFloat("_lineWidth") { shape.lineWidth = v }
        if let v = o.cgFloat("_glowWidth") { shape.glowWidth = v }
        if let v = o.int("_blendMode").flatMap(SKBlendMode.init(rawValue:)) { shape.blendMode = v }
    }

    // MARK: Physics

    /// The body of a node: a circle (`_shapeType` 1) or a rectangle (2) around `_p0`. The file
    /// stores them at the node's scale; bodies here are in the node's coordinates.
    @MainActor private func physicsBody(_ o: ArchivedObject, node: SKNode) -> SKPhysicsBody? {
        guard !(node is SKScene), let b = try? o.object("_PKPhysicsBody") else { return nil }
        let sx = abs(node.xScale) > 0 ? abs(node.xScale) : 1, sy = abs(node.yScale) > 0 ? abs(node.yScale) : 1
        let center = b.point("_p0") ?? .zero
        let body: SKPhysicsBody
        switch b.int("_shapeType") {
        case 1:
            body = SKPhysicsBody(circleOfRadius: (b.cgFloat("_radius") ?? 0) / max(sx, sy), center: center)
        case 2:
            let s = b.size("_size") ?? b.point("_size").map { CGSize(width: $0.x, height: $0.y) } ?? .zero
            body = SKPhysicsBody(rectangleOf: CGSize(width: s.width / sx, height: s.height / sy), center: center)
        default:
            spriteLog.warning("\(file): the physics body of \(node.name ?? o.className) is of a kind not supported (\(b.int("_shapeType") ?? -1))")
            return nil
        }
        if let v = b.bool("dynamic") { body.isDynamic = v }
        if let v = b.bool("affectedByGravity") { body.affectedByGravity = v }
        if let v = b.bool("allowRotation") { body.allowsRotation = v }
        if let v = b.bool("pinned") { body.pinned = v }
        if let v = b.bool("needsContinuousCollsionDetection") { body.usesPreciseCollisionDetection = v }
        if let v = b.mask("categoryBitMask") { body.categoryBitMask = v }
        if let v = b.mask("collisionBitMask") { body.collisionBitMask = v }
        if let v = b.mask("intersectionTestBitMask") { body.contactTestBitMask = v }
        if let v = b.mask("fieldBitMask") { body.fieldBitMask = v }
        if let v = b.cgFloat("density") { body.density = v }
        if let v = b.cgFloat("friction") { body.friction = v }
        if let v = b.cgFloat("restitution") { body.restitution = v }
        if let v = b.cgFloat("linearDamping") { body.linearDamping = v }
        if let v = b.cgFloat("angularDamping") { body.angularDamping = v }
        if let v = b.cgFloat("charge") { body.charge = v }
        if let v = b.point("linearVelocity"), v != .zero { body.velocity = CGVector(dx: v.x, dy: v.y) }
        if let v = b.cgFloat("angularVelocity"), v != 0 { body.angularVelocity = v }
        return body
    }
}
