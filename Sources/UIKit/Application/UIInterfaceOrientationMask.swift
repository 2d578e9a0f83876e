/// The interface orientations an app or a controller supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The mask of one orientation.
    init(_ orientation: UIInterfaceOrientation) { self.init(rawValue: 1 << UInt(orientation.rawValue)) }

    /// The orientations by name, as UIKit's messages list them ("portrait, landscapeLeft").
    var names: String {
        let named: [(UIInterfaceOrientationMask, String)] = [(.portrait, "portrait"), (.landscapeLeft, "landscapeLeft"),
                                                             (.landscapeRight, "landscapeRight"), (.portraitUpsideDown, "portraitUpsideDown")]
        return named.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}
