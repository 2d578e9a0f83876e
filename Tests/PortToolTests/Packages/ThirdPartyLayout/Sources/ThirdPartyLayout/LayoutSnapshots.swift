#if canImport(UIKitSnapshotTesting)
import QuartzCore
import SnapshotTesting
import UIKit
import UIKitSnapshotTesting
import UIKitTesting

/// What the library's own tests would snapshot a pinned view on, where the build has OpenUIKit's
/// testing modules: the same strategies an app's snapshot tests use.
@MainActor
public enum LayoutSnapshots {
    /// A view pinned inside a container of `size`, laid out, its layer's bounds as the snapshot sees them.
    public static func pinnedBounds(in size: CGSize) -> CGRect {
        let container = UIView(frame: CGRect(origin: .zero, size: size))
        let child = UIView()
        container.addSubview(child)
        child.pin.edgesToSuperview(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        container.layoutIfNeeded()
        let layer: CALayer = child.layer
        return layer.bounds
    }

    /// The strategy an app's test would hand `assertSnapshot`.
    public static var strategy: Snapshotting<UIView, UIImage> { .image }
}
#endif
