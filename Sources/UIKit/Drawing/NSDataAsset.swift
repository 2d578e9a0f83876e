import Foundation

/// A data set from an asset catalog (`Name.dataset`): its bytes and type identifier.
open class NSDataAsset: NSObject, @unchecked Sendable {
    /// The asset's name in the catalog.
    public let name: String
    public let data: Data
    /// The uniform type identifier Xcode recorded (`public.json`), or "public.data".
    public let typeIdentifier: String

    /// The data set named `name` in the app's asset catalogs; nil if there is none.
    public convenience init?(name: String) { self.init(name: name, bundle: .main) }

    /// The data set named `name` in the asset catalogs of `bundle` (the main bundle also
    /// searches the app's resource bundles).
    public init?(name: String, bundle: Bundle) {
        guard let set = AssetCatalog.find(.data, named: name, bundle: bundle == .main ? nil : bundle) else { return nil }
        let json = set.appendingPathComponent("Contents.json")
        do {
            let contents = try AssetCatalog.contents(json)
            guard let entry = AssetCatalog.bestEntry(contents["data"] as? [[String: Any]] ?? [], scale: 1),
                  let filename = entry["filename"] as? String else {
                uikitLog.warning("NSDataAsset(name: \"\(name)\"): \(json.path) has no data for this device")
                return nil
            }
            data = try Data(contentsOf: set.appendingPathComponent(filename))
            typeIdentifier = entry["universal-type-identifier"] as? String ?? "public.data"
        } catch {
            uikitLog.error("NSDataAsset(name: \"\(name)\"): \(error)")
            return nil
        }
        self.name = name
        super.init()
    }
}
