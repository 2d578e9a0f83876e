import Foundation

open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    public private(set) var actualScaleFactor: CGFloat = 1
    public private(set) var totalBounds: CGRect = .zero
}
