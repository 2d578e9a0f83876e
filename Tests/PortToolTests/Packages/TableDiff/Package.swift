// swift-tools-version:5.9
import PackageDescription

// Row updates for UITableView from two versions of a list.
let package = Package(
    name: "TableDiff",
    platforms: [.iOS(.v13)],
    products: [.library(name: "TableDiff", targets: ["TableDiff"])],
    targets: [
        .target(name: "TableDiff"),
        .testTarget(name: "TableDiffTests", dependencies: ["TableDiff"]),
    ]
)
