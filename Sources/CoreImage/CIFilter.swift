import Foundation

/// An image filter: set its inputs by key (`kCIInputImageKey`, `kCIInputIntensityKey` …) or through
/// the typed properties of `CIFilter.sepiaTone()` and the other builders, then read `outputImage`,
/// a recipe nothing has rendered yet. Made by name, a filter starts with its inputs at their
/// defaults, as on iOS.
open class CIFilter: NSObject, NSCopying {
    /// The built-in filter this is ("CISepiaTone"); empty for an app's own subclass.
    public private(set) var name: String
    let definition: FilterDefinition?
    private var values: [String: Any] = [:]

    /// For an app's own filter class, which overrides `outputImage` (and usually `attributes`).
    public override init() {
        name = ""
        definition = nil
        super.init()
    }

    init(definition: FilterDefinition) {
        name = definition.name
        self.definition = definition
        super.init()
        setDefaults()
    }

    /// A built-in filter by a name the catalogue has (the typed builders' classes).
    convenience init(builtin name: String) {
        guard let definition = FilterCatalog.definition(named: name) else { preconditionFailure("no built-in filter \(name)") }
        self.init(definition: definition)
    }

    /// The built-in filter of that name with its inputs at their defaults; nil for a name Core
    /// Image does not have here (see `filterNames(inCategory:)`).
    public convenience init?(name: String) {
        guard let definition = FilterCatalog.definition(named: name) else {
            ciLog.warning("CIFilter(name:): no filter named \(name)")
            return nil
        }
        self.init(definition: definition)
    }

    /// As `init(name:)`, then each parameter set by key.
    public convenience init?(name: String, parameters: [String: Any]?) {
        self.init(name: name)
        for (key, value) in parameters ?? [:] { setValue(value, forKey: key) }
    }

    /// The filtered image, made from the current inputs (a recipe: rendering waits for a
    /// `CIContext`); nil while a required input, such as the input image, is missing.
    open var outputImage: CIImage? {
        guard let definition else { return nil }
        return definition.output(FilterValues(values: values, definition: definition))
    }

    /// Apple's description of the filter: its name, display name, categories, and for each input
    /// its class, type, default, range and display name.
    open var attributes: [String: Any] { definition?.attributes ?? [kCIAttributeFilterName: name] }

    open var inputKeys: [String] { definition?.inputs.map(\.key) ?? [] }
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// Puts every input that has a default back to it (images have none and are left as they are).
    open func setDefaults() {
        for input in definition?.inputs ?? [] where input.defaultValue != nil { values[input.key] = input.defaultValue }
    }

    /// An input's value, or the output image for `kCIOutputImageKey`.
    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : values[key]
    }

    /// Sets an input (nil removes it). An image, number, vector, colour, data or transform, as
    /// the input's class says; a key the filter does not have is kept but changes nothing.
    open func setValue(_ value: Any?, forKey key: String) {
        if let definition, !definition.inputs.contains(where: { $0.key == key }) {
            ciLog.warning("\(name) has no input \(key)")
        }
        values[key] = value
    }

    /// Sets each value by key.
    open func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues { setValue(value, forKey: key) }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = definition.map { CIFilter(definition: $0) } ?? CIFilter()
        copy.name = name
        copy.values = values
        return copy
    }

    open override var description: String { "<CIFilter \(name)>" }

    // MARK: The catalogue

    /// The built-in filters in the category (all of them for nil), by name.
    open class func filterNames(inCategory category: String?) -> [String] {
        filterNames(inCategories: category.map { [$0] })
    }

    /// The built-in filters in every one of the categories (all of them for nil or none), by name.
    open class func filterNames(inCategories categories: [String]?) -> [String] {
        FilterCatalog.all.filter { d in (categories ?? []).allSatisfy(d.categories.contains) }.map(\.name).sorted()
    }

    open class func localizedName(forFilterName filterName: String) -> String? {
        FilterCatalog.definition(named: filterName)?.displayName
    }

    open class func localizedName(forCategory category: String) -> String {
        FilterInput.displayName(of: category.hasPrefix("CICategory") ? String(category.dropFirst(10)) : category)
    }

    open class func localizedDescription(forFilterName filterName: String) -> String? {
        FilterCatalog.definition(named: filterName)?.displayName
    }

    // MARK: Typed access for the builders' properties

    /// An input as a number, for the typed properties (`intensity`).
    func float(_ key: String) -> Float {
        Float(FilterValues.number(values[key]) ?? FilterValues.number(definition?.inputs.first { $0.key == key }?.defaultValue) ?? 0)
    }

    func image(_ key: String) -> CIImage? { values[key] as? CIImage }

    func point(_ key: String) -> CGPoint { (values[key] as? CIVector)?.cgPointValue ?? .zero }

    func color(_ key: String) -> CIColor { values[key] as? CIColor ?? .black }

    func vector(_ key: String) -> CIVector { values[key] as? CIVector ?? CIVector(x: 0, y: 0) }

    func data(_ key: String) -> Data { values[key] as? Data ?? Data() }

    func string(_ key: String) -> String { values[key] as? String ?? "" }
}
