import Foundation

/// UIKit's additions to `IndexPath`, which Foundation on Linux lacks: a section and a row (or item).
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index, as collection views name it.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
