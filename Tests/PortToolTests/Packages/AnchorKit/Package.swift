// swift-tools-version:5.7
import PackageDescription

// An Auto Layout DSL in the style of the popular ones, written for iOS only.
let package = Package(
    name: "AnchorKit",
    platforms: [.iOS(.v12), .tvOS(.v12)],
    products: [
        .library(name: "AnchorKit", targets: ["AnchorKit"]),
    ],
    targets: [
        .target(name: "AnchorKit", path: "Sources"),
        .testTarget(name: "AnchorKitTests", dependencies: ["AnchorKit"], path: "Tests"),
    ]
)
