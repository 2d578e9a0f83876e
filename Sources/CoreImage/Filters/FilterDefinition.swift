import Foundation

/// One built-in filter as Apple describes it: its name, display name, categories and inputs (with
/// their defaults and ranges, which `attributes` reports), and how its output image is made.
struct FilterDefinition: Sendable {
    let name: String
    let displayName: String
    let categories: [String]
    let inputs: [FilterInput]
    /// The output image from the filter's current values; nil when an input it needs is missing.
    let output: @Sendable (FilterValues) -> CIImage?

    init(_ name: String, _ displayName: String, _ categories: [String], _ inputs: [FilterInput],
         output: @escaping @Sendable (FilterValues) -> CIImage?) {
        self.name = name
        self.displayName = displayName
        // Every built-in filter is in these two, as Apple's are.
        self.categories = categories + [kCICategoryStillImage, kCICategoryBuiltIn]
        self.inputs = inputs
        self.output = output
    }

    /// Apple's attribute dictionary.
    var attributes: [String: Any] {
        var a: [String: Any] = [kCIAttributeFilterName: name, kCIAttributeFilterDisplayName: displayName,
                                kCIAttributeFilterCategories: categories]
        for input in inputs { a[input.key] = input.attributes }
        return a
    }
}

/// One input of a built-in filter.
struct FilterInput: @unchecked Sendable {
    let key: String
    let className: String
    let type: String?
    let defaultValue: Any?
    let range: (min: Double, max: Double, sliderMin: Double, sliderMax: Double)?
    let identity: Any?

    /// The input image (or another image, such as the background).
    static func image(_ key: String = kCIInputImageKey) -> FilterInput {
        FilterInput(key: key, className: "CIImage", type: kCIAttributeTypeImage, defaultValue: nil, range: nil, identity: nil)
    }

    /// A number with its default, its range (the slider's, when it is narrower) and the value that
    /// changes nothing.
    static func number(_ key: String, _ value: Double, type: String = kCIAttributeTypeScalar,
                       min: Double, max: Double, sliderMin: Double? = nil, sliderMax: Double? = nil,
                       identity: Double? = nil) -> FilterInput {
        FilterInput(key: key, className: "NSNumber", type: type, defaultValue: NSNumber(value: value),
                    range: (min, max, sliderMin ?? min, sliderMax ?? max), identity: identity.map { NSNumber(value: $0) })
    }

    static func vector(_ key: String, _ value: CIVector, type: String) -> FilterInput {
        FilterInput(key: key, className: "CIVector", type: type, defaultValue: value, range: nil, identity: nil)
    }

    static func color(_ key: String, _ value: CIColor, type: String = kCIAttributeTypeColor) -> FilterInput {
        FilterInput(key: key, className: "CIColor", type: type, defaultValue: value, range: nil, identity: nil)
    }

    static func other(_ key: String, className: String, _ value: Any?, type: String? = nil) -> FilterInput {
        FilterInput(key: key, className: className, type: type, defaultValue: value, range: nil, identity: nil)
    }

    /// Apple's attributes of one input.
    var attributes: [String: Any] {
        var a: [String: Any] = [kCIAttributeClass: className, kCIAttributeDisplayName: Self.displayName(of: key)]
        if let type { a[kCIAttributeType] = type }
        if let defaultValue { a[kCIAttributeDefault] = defaultValue }
        if let identity { a[kCIAttributeIdentity] = identity }
        if let range {
            a[kCIAttributeMin] = NSNumber(value: range.min); a[kCIAttributeMax] = NSNumber(value: range.max)
            a[kCIAttributeSliderMin] = NSNumber(value: range.sliderMin); a[kCIAttributeSliderMax] = NSNumber(value: range.sliderMax)
        }
        return a
    }

    /// "inputBackgroundImage" → "Background Image".
    static func displayName(of key: String) -> String {
        let bare = key.hasPrefix("input") ? String(key.dropFirst(5)) : key
        var words = "", previous: Character = " "
        for c in bare {
            if c.isUppercase, previous.isLowercase || previous.isNumber { words.append(" ") }
            words.append(c)
            previous = c
        }
        return words
    }
}
