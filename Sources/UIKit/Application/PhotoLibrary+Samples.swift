import Foundation

extension PhotoLibrary {
    /// Where Debian's lomiri-wallpapers-16.04 installs its photographs (`make deps` installs it).
    package static let sampleDirectory = URL(fileURLWithPath: "/usr/share/backgrounds", isDirectory: true)

    /// The sample photos, oldest first: six of the Ubuntu 18.04 community wallpaper contest's
    /// photographs that Debian packages (lomiri-wallpapers-16.04; its copyright file credits them):
    /// a stream, dandelions, an autumn ridge, a mountain path, two dogs at a window and a sunset.
    /// Aitzol Berasategi's are CC BY 4.0, Clemens Engelhardt's CC0. Apple's Simulator ships a
    /// handful of nature photographs in the same way; theirs cannot be copied.
    package static let sampleFiles = [
        "life_by_Aitzol_Berasategi.jpg",
        "seeding_by_Clements_Engelhardt.jpg",
        "aitzgorri_by_Aitzol_Berasategi.jpg",
        "picosdeeuropa_by_Aitzol_Berasategi.jpg",
        "friends_by_Aitzol_Berasategi.jpg",
        "sunset_by_Aitzol_Berasategi.jpg",
    ]

    /// When the first sample photo was "taken" (the others a day apart): fixed, so every device's
    /// library is the same.
    static let sampleEpoch = Date(timeIntervalSince1970: 1_528_000_000)

    static func sampleAssets() -> [PhotoAsset] {
        var assets: [PhotoAsset] = []
        for (i, name) in sampleFiles.enumerated() {
            let url = sampleDirectory.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else {
                uikitLog.warning("The sample photo \(url.path) is missing: install Debian's lomiri-wallpapers-16.04 (make deps)")
                continue
            }
            // Stable identifiers, as a device's library keeps them.
            let id = UUID(uuidString: String(format: "5A3F1E00-0000-4000-8000-%012d", i + 1)) ?? UUID()
            assets.append(PhotoAsset(source: .file(url), creationDate: sampleEpoch.addingTimeInterval(Double(i) * 86_400), identifier: id))
        }
        return assets
    }
}
