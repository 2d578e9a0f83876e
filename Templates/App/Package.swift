// swift-tools-version:6.1
// __NAME__: an app on OpenUIKit. `swift run __NAME__` opens it in a window; `swift test` runs its tests headless.
import PackageDescription

let package = Package(
    name: "__NAME__",
    dependencies: [
        __OPENUIKIT_PACKAGE__,
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        .executableTarget(
            name: "__NAME__",
            dependencies: [.product(name: "UIKit", package: "__IDENTITY__")]),
        .testTarget(
            name: "__NAME__Tests",
            dependencies: ["__NAME__",
                           .product(name: "UIKit", package: "__IDENTITY__"),
                           .product(name: "UIKitTesting", package: "__IDENTITY__"),
                           .product(name: "UIKitSnapshotTesting", package: "__IDENTITY__"),
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]),
    ]
)
