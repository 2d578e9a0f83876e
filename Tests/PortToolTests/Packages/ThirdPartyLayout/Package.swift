// swift-tools-version:5.9
// A UIKit library as they are published: it declares no dependency on any UIKit package (on iOS,
// UIKit is a system framework) and imports UIKit when the build has it. SealedModulesTests builds
// it in a scratch folder where OpenUIKit's UIKit is already built, so it gets no module-map flags.
import PackageDescription

let package = Package(
    name: "ThirdPartyLayout",
    products: [.library(name: "ThirdPartyLayout", targets: ["ThirdPartyLayout"])],
    targets: [.target(name: "ThirdPartyLayout")]
)
