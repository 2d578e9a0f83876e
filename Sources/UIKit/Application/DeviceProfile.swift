import Foundation

/// A real device's screen: size in points (portrait), scale, safe areas, status bar.
package struct DeviceProfile: Sendable, Hashable {
    public let name: String
    public let portraitSize: CGSize
    public let scale: CGFloat
    public let idiom: UIUserInterfaceIdiom
    public let portraitSafeArea: UIEdgeInsets
    public let landscapeSafeArea: UIEdgeInsets
    public let statusBarHeight: CGFloat

    public init(name: String, portraitSize: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom,
                portraitSafeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets, statusBarHeight: CGFloat) {
        self.name = name
        self.portraitSize = portraitSize
        self.scale = scale
        self.idiom = idiom
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.statusBarHeight = statusBarHeight
    }

    /// Whether the top of the screen holds a notch or the Dynamic Island, which keeps the top safe
    /// area when the status bar hides.
    var hasSensorHousing: Bool { statusBarHeight > 40 }
    /// Whether the device has no Home button, and so draws the home indicator.
    var hasHomeIndicator: Bool { portraitSafeArea.bottom > 0 }

    /// The same device with its screen (in the current orientation's terms) set to `size`.
    func resized(to size: CGSize, landscape: Bool) -> DeviceProfile {
        let portrait = landscape ? CGSize(width: size.height, height: size.width) : size
        return DeviceProfile(name: name, portraitSize: portrait, scale: scale, idiom: idiom, portraitSafeArea: portraitSafeArea,
                             landscapeSafeArea: landscapeSafeArea, statusBarHeight: statusBarHeight)
    }

    public static let iPhone15 = DeviceProfile(
        name: "iPhone 15", portraitSize: CGSize(width: 393, height: 852), scale: 3, idiom: .phone,
        portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), statusBarHeight: 54)

    public static let iPhoneSE = DeviceProfile(
        name: "iPhone SE (3rd generation)", portraitSize: CGSize(width: 375, height: 667), scale: 2, idiom: .phone,
        portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeArea: .zero, statusBarHeight: 20)

    /// A large iPhone: regular width in landscape, as the Plus and Max models are.
    public static let iPhone15ProMax = DeviceProfile(
        name: "iPhone 15 Pro Max", portraitSize: CGSize(width: 430, height: 932), scale: 3, idiom: .phone,
        portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), statusBarHeight: 54)

    public static let iPadPro11 = DeviceProfile(
        name: "iPad Pro (11-inch)", portraitSize: CGSize(width: 834, height: 1194), scale: 2, idiom: .pad,
        portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), statusBarHeight: 24)
}
