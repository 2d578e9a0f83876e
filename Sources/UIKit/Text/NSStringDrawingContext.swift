import Foundation

open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    public internal(set) var actualScaleFactor: CGFloat = 1
    public internal(set) var totalBounds: CGRect = .zero
}
