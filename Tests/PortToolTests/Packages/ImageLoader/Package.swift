// swift-tools-version:5.9
import PackageDescription

// A UIImageView extension that loads images from URLs, with a memory cache.
let package = Package(
    name: "ImageLoader",
    platforms: [.iOS(.v13)],
    products: [.library(name: "ImageLoader", targets: ["ImageLoader"])],
    targets: [
        .target(name: "ImageLoader"),
        .testTarget(name: "ImageLoaderTests", dependencies: ["ImageLoader"]),
    ]
)
