import Testing

/// The suites that build packages in this checkout's build folder, `.build/`: `PortedAppsTests`
/// (the fixture apps) and `SealedModulesTests` (which moves UIKit's module aside while
/// swift-snapshot-testing compiles). Their tests run one at a time, so that neither builds while
/// the other has the folder half-changed, however the rest of the suite runs (`swift test` runs
/// suites side by side).
@Suite(.serialized) enum BuildFolderSuites {}
