import Foundation

/// What a page asked of a new window (window.open's features); nil where it said nothing.
@preconcurrency @MainActor open class WKWindowFeatures: NSObject {
    open internal(set) var menuBarVisibility: NSNumber?
    open internal(set) var statusBarVisibility: NSNumber?
    open internal(set) var toolbarsVisibility: NSNumber?
    open internal(set) var allowsResizing: NSNumber?
    open internal(set) var x: NSNumber?
    open internal(set) var y: NSNumber?
    open internal(set) var width: NSNumber?
    open internal(set) var height: NSNumber?
}
