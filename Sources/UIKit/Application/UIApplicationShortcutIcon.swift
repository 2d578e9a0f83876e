import Foundation

/// The icon of a Home Screen quick action: one of the system's, an image of the app's (drawn as a
/// template), or an SF Symbol.
open class UIApplicationShortcutIcon: NSObject, NSCopying {
    /// The system's quick-action icons, in Apple's order (their raw values are UIKit's).
    public enum IconType: Int, Sendable, CaseIterable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation,
             favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto,
             captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update

        /// The name Info.plist gives it (`UIApplicationShortcutIconTypeCompose`).
        var plistName: String {
            let name = "\(self)"
            return "UIApplicationShortcutIconType" + name.prefix(1).uppercased() + name.dropFirst()
        }

        init?(plistName: String) {
            guard let found = Self.allCases.first(where: { $0.plistName == plistName }) else { return nil }
            self = found
        }
    }

    /// Where the icon's picture comes from.
    package enum Source: Equatable, Sendable {
        case system(IconType), template(String), symbol(String)
    }

    package let source: Source

    package init(source: Source) {
        self.source = source
        super.init()
    }

    /// One of the system's icons.
    public convenience init(type: IconType) { self.init(source: .system(type)) }
    /// An image of the app's bundle, drawn as a template (its alpha only), as iOS draws it.
    public convenience init(templateImageName: String) { self.init(source: .template(templateImageName)) }
    /// An SF Symbol.
    public convenience init(systemImageName: String) { self.init(source: .symbol(systemImageName)) }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIApplicationShortcutIcon)?.source == source
    }

    open override var hash: Int {
        switch source {
        case .system(let t): return t.rawValue
        case .template(let n), .symbol(let n): return n.hashValue
        }
    }
}
