import Foundation

extension NSIndexPath {
    /// The row in a table view's section (the path's second index).
    public var row: Int { length > 1 ? index(atPosition: 1) : NSNotFound }
    /// The section of a table or collection view (the path's first index).
    public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }
    /// The item in a collection view's section (the path's second index).
    public var item: Int { length > 1 ? index(atPosition: 1) : NSNotFound }

    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
}
