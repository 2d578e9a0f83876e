import Foundation

/// What a context menu shows: a preview (the controller `previewProvider` makes, or the view itself
/// when it makes none) and the menu `actionProvider` builds from the suggested actions.
@preconcurrency @MainActor open class UIContextMenuConfiguration: NSObject {
    public typealias PreviewProvider = () -> UIViewController?
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?

    public let identifier: NSCopying
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?

    public init(identifier: NSCopying? = nil, previewProvider: PreviewProvider?, actionProvider: ActionProvider?) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
