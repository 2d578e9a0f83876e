import Foundation

/// Every built-in filter, by name: facts about the framework, the same for every caller.
enum FilterCatalog {
    static let all: [FilterDefinition] = ColorAdjustmentFilters.all + ColorEffectFilters.all + BlurFilters.all
        + GeometryFilters.all + CompositingFilters.all + GeneratorFilters.all

    private static let byName: [String: FilterDefinition] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    static func definition(named name: String) -> FilterDefinition? { byName[name] }
}
