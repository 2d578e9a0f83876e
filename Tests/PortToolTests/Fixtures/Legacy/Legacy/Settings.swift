import UIKit

@objc protocol SettingsDelegate {
    @objc optional func settingsDidChange()
}

class Settings: NSObject {
    @objc dynamic var name = ""

    func load(from object: NSObject) {
        name = object.value(forKey: "name") as? String ?? ""
        let cls: AnyClass? = NSClassFromString("LegacyPlugin")
        _ = cls
    }

    func canReload(_ delegate: NSObject) -> Bool {
        return delegate.responds(to: #selector(getter: UIView.frame))
    }
}
