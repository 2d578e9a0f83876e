import Foundation

/// A storyboard's or xib's text in the device's language, as iOS shows it: Xcode compiles a
/// `Base.lproj` file with each `<lang>.lproj/<File>.strings` ("<object ID>.<property>" keys:
/// `"xyz-12-abc.text"`, a button state's `normalTitle`, a segment's `segmentTitles[0]`); here the
/// attribute is looked up as it is read, so each device shows its own language.
extension NibDocument {
    /// The attributes Interface Builder's strings files translate.
    nonisolated static let localizableKeys: Set<String> = ["text", "title", "placeholder", "prompt", "headerTitle",
                                                           "footerTitle", "backButtonTitle", "label"]

    /// `value`, an attribute of `e`, from the file's strings table when one translates it.
    func localized(_ value: String, of e: NibElement, key: String) -> String {
        guard let bundle, let (id, property) = stringsKey(of: e, key: key) else { return value }
        let table = (file as NSString).deletingPathExtension
        return LocalizationStore.lookup("\(id).\(property)", table: table, bundle: bundle,
                                        preferences: CurrentLocale.settings.preferredLanguages)?.text ?? value
    }

    /// The object ID and property a strings file names an attribute by.
    private func stringsKey(of e: NibElement, key: String) -> (String, String)? {
        if e.name == "state", key == "title", let state = e["key"], let id = e.parent?.id { return (id, state + "Title") }
        if e.name == "segment", key == "title", let list = e.parent, let id = list.parent?.id,
           let index = list.children.firstIndex(where: { $0 === e }) {
            return (id, "segmentTitles[\(index)]")
        }
        return e.id.map { ($0, key) }
    }
}
