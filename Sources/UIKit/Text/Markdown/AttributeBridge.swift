import Foundation

/// One attribute as both string types hold it: an `AttributedString` key's Swift value and the
/// object an `NSAttributedString` holds under the same name (numbers as `NSNumber`, intents as
/// on iOS). Linux Foundation converts neither way; these are the keys UIKit and markdown use.
struct AttributeBridge: Sendable {
    let name: NSAttributedString.Key
    let object: @Sendable (AttributedString.Runs.Run) -> Any?
    let store: @Sendable (Any, inout AttributeContainer) -> Void

    static func key<K: AttributedStringKey>(_ key: K.Type, toObject: @escaping @Sendable (K.Value) -> Any = { $0 },
                                            fromObject: @escaping @Sendable (Any) -> K.Value? = { $0 as? K.Value }) -> AttributeBridge where K.Value: Sendable {
        AttributeBridge(name: NSAttributedString.Key(K.name),
                        object: { run in run[K.self].map(toObject) },
                        store: { value, container in
                            if let v = fromObject(value) { container[K.self] = v }
                        })
    }

    static func number<K: AttributedStringKey>(_ key: K.Type) -> AttributeBridge where K.Value == CGFloat {
        self.key(key, toObject: { NSNumber(value: Double($0)) }, fromObject: { CGFloat(attributeValue: $0) })
    }

    static func lineStyle<K: AttributedStringKey>(_ key: K.Type) -> AttributeBridge where K.Value == NSUnderlineStyle {
        self.key(key, toObject: { NSNumber(value: $0.rawValue) }, fromObject: {
            ($0 as? NSUnderlineStyle) ?? CGFloat(attributeValue: $0).map { NSUnderlineStyle(rawValue: Int($0)) }
        })
    }

    typealias UIKitKeys = AttributeScopes.UIKitAttributes
    typealias FoundationKeys = AttributeScopes.FoundationAttributes

    /// Every attribute the two conversions carry across.
    static let all: [AttributeBridge] = [
        key(FoundationKeys.LinkAttribute.self, fromObject: { ($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:)) }),
        key(FoundationKeys.InlinePresentationIntentAttribute.self, toObject: { NSNumber(value: $0.rawValue) }, fromObject: {
            ($0 as? InlinePresentationIntent) ?? CGFloat(attributeValue: $0).map { InlinePresentationIntent(rawValue: UInt($0)) }
        }),
        key(FoundationKeys.PresentationIntentAttribute.self, toObject: { NSPresentationIntent($0) }, fromObject: {
            ($0 as? PresentationIntent) ?? ($0 as? NSPresentationIntent)?.presentationIntent
        }),
        key(FoundationKeys.ImageURLAttribute.self),
        key(FoundationKeys.AlternateDescriptionAttribute.self),
        key(UIKitKeys.FontAttribute.self),
        key(UIKitKeys.ForegroundColorAttribute.self),
        key(UIKitKeys.BackgroundColorAttribute.self),
        number(UIKitKeys.KernAttribute.self),
        number(UIKitKeys.TrackingAttribute.self),
        key(UIKitKeys.LigatureAttribute.self, toObject: { NSNumber(value: $0) }, fromObject: { CGFloat(attributeValue: $0).map { Int($0) } }),
        key(UIKitKeys.ParagraphStyleAttribute.self),
        lineStyle(UIKitKeys.UnderlineStyleAttribute.self),
        key(UIKitKeys.UnderlineColorAttribute.self),
        lineStyle(UIKitKeys.StrikethroughStyleAttribute.self),
        key(UIKitKeys.StrikethroughColorAttribute.self),
        key(UIKitKeys.StrokeColorAttribute.self),
        number(UIKitKeys.StrokeWidthAttribute.self),
        key(UIKitKeys.ShadowAttribute.self),
        number(UIKitKeys.BaselineOffsetAttribute.self),
        number(UIKitKeys.ObliquenessAttribute.self),
        number(UIKitKeys.ExpansionAttribute.self),
        key(UIKitKeys.AttachmentAttribute.self),
    ]

    static let byName: [NSAttributedString.Key: AttributeBridge] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
}
