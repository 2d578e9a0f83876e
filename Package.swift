// swift-tools-version:6.2
import CompilerPluginSupport
import PackageDescription

/// OpenUIKit's own modules: Swift 6 checking, and every warning an error. UIKit's declarations are
/// `@preconcurrency @MainActor` (so app code in Swift 5 mode compiles as against the iOS SDK), which
/// makes the compiler report main-actor misuse of them as warnings, inside OpenUIKit too.
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)]

/// The modules that call C (Cairo, Pango, SDL2 …) import it `@_implementationOnly`, so a module that
/// imports them needs none of the C module maps, as on iOS. The compiler then proves that no C type
/// reaches a layout a client computes (CheckImplementationOnly); Swift 6.3 still warns on every such
/// import in a module built without library evolution, which that check makes safe (Docs/Architecture.md).
let sealed: [SwiftSetting] = strict + [.enableExperimentalFeature("CheckImplementationOnly"),
                                       .treatWarning("ImplementationOnlyDeprecated", as: .warning)]

let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        // Frameworks apps import beside UIKit that exist on Linux too (uikit-port adds them as used).
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
        .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        .library(name: "CoreMotion", targets: ["CoreMotion"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "MediaPlayer", targets: ["MediaPlayer"]),
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        .library(name: "MultipeerConnectivity", targets: ["MultipeerConnectivity"]),
        .library(name: "Photos", targets: ["Photos"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "CoreSpotlight", targets: ["CoreSpotlight"]),
        .library(name: "Contacts", targets: ["Contacts"]),
        .library(name: "ContactsUI", targets: ["ContactsUI"]),
        .library(name: "os", targets: ["os"]),
        .library(name: "GameplayKit", targets: ["GameplayKit"]),
        .library(name: "CoreImage", targets: ["CoreImage"]),
        .library(name: "SpriteKit", targets: ["SpriteKit"]),
        .library(name: "OpenUIKitCombine", targets: ["OpenUIKitCombine"]),
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        .library(name: "XCUIAutomation", targets: ["XCUIAutomation"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "uikit-port", targets: ["uikit-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        // The @IBConnectable macro (Interface Builder's outlets and actions by name).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // assertSnapshot, as iOS teams write their snapshot tests; UIKitSnapshotTesting adds the image strategies.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // Combine's publishers and operators, for `import Combine` (OpenUIKitCombine adds Foundation's side).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // System libraries: module maps only.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev"])]),
        // Vector images in asset catalogs: PDF through poppler-glib, SVG through librsvg, both onto Cairo.
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib",
                       providers: [.apt(["libpoppler-glib-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0",
                       providers: [.apt(["librsvg2-dev"])]),
        // The image formats iOS reads beside PNG and JPEG (GIF, TIFF, BMP, ICO; WebP and HEIC with their
        // loaders): gdk-pixbuf's loaders.
        .systemLibrary(name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0",
                       providers: [.apt(["libgdk-pixbuf-2.0-dev", "webp-pixbuf-loader", "heif-gdk-pixbuf"])]),
        // The desktop's colour scheme (the freedesktop settings portal), over D-Bus through GIO.
        .systemLibrary(name: "CGio", pkgConfig: "gio-2.0",
                       providers: [.apt(["libglib2.0-dev"])]),
        // Markdown (AttributedString(markdown:)): GitHub's CommonMark, as Apple's parser is.
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        // System sounds' files (CAF, WAV, AIFF, FLAC, Ogg, MP3) for AudioToolbox.
        .systemLibrary(name: "CSndFile", pkgConfig: "sndfile",
                       providers: [.apt(["libsndfile1-dev"])]),
        // Spelling (UITextChecker): Hunspell, the checker LibreOffice and Firefox use, over the
        // dictionaries Debian packages (hunspell-en-us and any other hunspell-* installed).
        .systemLibrary(name: "CHunspell", pkgConfig: "hunspell",
                       providers: [.apt(["libhunspell-dev", "hunspell-en-us"])]),
        // Geocoding (CLGeocoder): GeoNames' cities of more than 15,000 people, as libgeonames packages them.
        .systemLibrary(name: "CGeonames", pkgConfig: "geonames",
                       providers: [.apt(["libgeonames-dev"])]),
        // Speech (AVSpeechSynthesizer): eSpeak NG, as Debian packages it with its voices.
        .systemLibrary(name: "CEspeak", pkgConfig: "espeak-ng",
                       providers: [.apt(["libespeak-ng-dev"])]),
        // Movies (AVPlayer): FFmpeg's demuxers and decoders, and its scaler to BGRA.
        .systemLibrary(name: "CFFmpeg", pkgConfig: "libavformat",
                       providers: [.apt(["libavformat-dev", "libavcodec-dev", "libavutil-dev", "libswscale-dev"])]),
        // Web pages (WKWebView): WebKitGTK, behind a small C interface that hosts its pages off screen.
        .systemLibrary(name: "CWebKitGTK", pkgConfig: "webkit2gtk-4.1",
                       providers: [.apt(["libwebkit2gtk-4.1-dev"])]),
        .target(name: "CWebEngine", dependencies: ["CWebKitGTK"]),
        // QR codes (CIQRCodeGenerator): libqrencode.
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode",
                       providers: [.apt(["libqrencode-dev"])]),
        // libjpeg reports errors by longjmp; a small C shim turns that into a return code.
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        // UIKit Dynamics' rigid bodies: Box2D (libbox2d-dev, which has no pkg-config file) behind a
        // small C interface, so that UIKit needs no C++ interop.
        .target(name: "CBox2D", linkerSettings: [.linkedLibrary("box2d")]),
        // Installs OpenUIKit's main-actor executor at load time (Simulator.advance runs ready tasks).
        .target(name: "CMainExecutor"),
        // ATK and at-spi2-atk's bridge, and the ATK objects that serve the live window's accessibility
        // tree over AT-SPI to screen readers (Orca).
        .systemLibrary(name: "CATK", pkgConfig: "atk-bridge-2.0",
                       providers: [.apt(["libatk-bridge2.0-dev", "libatk1.0-dev"])]),
        .target(name: "CAccessibilityBridge", dependencies: ["CATK"],
                linkerSettings: [.linkedLibrary("atk-bridge-2.0"), .linkedLibrary("atk-1.0"),
                                 .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0")]),
        // The hook through which a ported UI test target registers its app (uikit-port writes it).
        .target(name: "CAppRegistration"),

        // Empty cross-import overlays that Swift Testing asks for when a file
        // imports both Testing and CoreGraphics/UIKit (see DESIGN.md).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreImage"),

        .target(
            name: "CoreGraphics",
            dependencies: ["CCairo", "CJPEG", "CGdkPixbuf", "_Testing_CoreGraphics",
                           .product(name: "Logging", package: "swift-log")],
            swiftSettings: sealed),
        .target(
            name: "QuartzCore",
            dependencies: ["CoreGraphics", "CCairo", .product(name: "Logging", package: "swift-log")],
            swiftSettings: sealed),
        // Core Image: filters as recipes, rendered by a CIContext in linear light (pixman for
        // resampling and compositing, CoreGraphics' box blurs for the blurs). UIKit re-exports it.
        .target(
            name: "CoreImage",
            dependencies: ["CoreGraphics", "CCairo", "CQRencode", "_Testing_CoreImage", .product(name: "Logging", package: "swift-log")],
            swiftSettings: sealed),
        // @IBConnectable: writes a class's outlet and action tables, which iOS finds by name at run time.
        .macro(
            name: "UIKitMacros",
            dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                           .product(name: "SwiftCompilerPlugin", package: "swift-syntax")],
            swiftSettings: strict),
        .target(
            name: "UIKit",
            dependencies: ["QuartzCore", "CoreGraphics", "CCairo", "CPango", "CSDL2", "CPoppler", "CRsvg", "CGio", "CCmark", "_Testing_UIKit", "CMainExecutor", "UIKitMacros", "CBox2D", "CAccessibilityBridge", "UniformTypeIdentifiers",
                           "CHunspell", "CoreImage", .product(name: "Logging", package: "swift-log")],
            swiftSettings: sealed),
        // Type identifiers (UTType) and MobileCoreServices' kUTType constants and functions over them.
        .target(
            name: "UniformTypeIdentifiers",
            swiftSettings: strict),
        .target(
            name: "MobileCoreServices",
            dependencies: ["UniformTypeIdentifiers", "CoreGraphics"],
            swiftSettings: strict),
        // System sounds: decoded by libsndfile, played by the device (SDL's audio live, recorded by a Simulator).
        .target(
            name: "AudioToolbox",
            dependencies: ["UIKit", "CSndFile", .product(name: "Logging", package: "swift-log")],
            swiftSettings: sealed),
        // Location: the device's simulated position, routes, heading and beacons; geocoding over libgeonames.
        .target(
            name: "CoreLocation",
            dependencies: ["UIKit", "CGeonames", .product(name: "Logging", package: "swift-log")],
            swiftSettings: sealed),
        // Local notifications: permission, triggers on the device's clock, banners, actions.
        .target(
            name: "UserNotifications",
            dependencies: ["UIKit", "CoreLocation", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict),
        // Face ID and Touch ID: the device's enrolment, the system's prompt and panel, the reply.
        .target(
            name: "LocalAuthentication",
            dependencies: ["UIKit"],
            swiftSettings: strict),
        // The accelerometer, gyroscope, magnetometer and device motion of a device a test tilts and shakes.
        .target(
            name: "CoreMotion",
            dependencies: ["UIKit"],
            swiftSettings: strict),
        // Audio players and the audio session (video, speech and capture to come) over the device's audio.
        .target(
            name: "AVFoundation",
            dependencies: ["UIKit", "AudioToolbox", "CoreMedia", "CFFmpeg", "CEspeak", .product(name: "Logging", package: "swift-log")],
            swiftSettings: sealed),
        // The system's playback controls (remote commands) and the now-playing info, per device.
        .target(name: "MediaPlayer", dependencies: ["UIKit"], swiftSettings: strict),
        // Media times (CMTime), which AVFoundation measures in.
        .target(name: "CoreMedia", swiftSettings: strict),
        // Web views (WKWebView) on WebKitGTK, drawn off screen and composited as layers.
        .target(
            name: "WebKit",
            dependencies: ["UIKit", "CWebEngine", .product(name: "Logging", package: "swift-log")],
            swiftSettings: sealed),
        // Safari inside an app (SFSafariViewController), on the web engine.
        .target(name: "SafariServices", dependencies: ["UIKit", "WebKit"], swiftSettings: strict),
        // The system's player screen (AVPlayerViewController) over AVFoundation's player.
        .target(
            name: "AVKit",
            dependencies: ["UIKit", "AVFoundation", "CoreMedia"],
            swiftSettings: strict),
        // Nearby peers: advertisers, browsers and sessions between the devices of one process, and
        // between live apps in separate processes over the loopback interface; the peer picker and
        // the invitation alert.
        .target(
            name: "MultipeerConnectivity",
            dependencies: ["UIKit", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict),
        // The photo library's permission (Photos) and the photo picker (PhotosUI) over the device's library.
        .target(
            name: "Photos",
            dependencies: ["UIKit"],
            swiftSettings: strict),
        .target(
            name: "PhotosUI",
            dependencies: ["UIKit", "Photos"],
            swiftSettings: strict),
        // The device's Spotlight index of the app's items, searched and opened as a person does.
        .target(
            name: "CoreSpotlight",
            dependencies: ["UIKit", "UniformTypeIdentifiers"],
            swiftSettings: strict),
        // The device's address book (Apple's Simulator's sample contacts) and the contact picker.
        .target(
            name: "Contacts",
            dependencies: ["UIKit"],
            swiftSettings: strict),
        .target(
            name: "ContactsUI",
            dependencies: ["UIKit", "Contacts"],
            swiftSettings: strict),
        // GameplayKit: random sources and distributions, state machines, pathfinding, strategists, entities.
        .target(
            name: "GameplayKit",
            swiftSettings: strict),
        // SpriteKit: scenes of nodes drawn with Core Graphics in an SKView, actions on the device's
        // clock, Box2D physics with SpriteKit's masks.
        .target(
            name: "SpriteKit",
            dependencies: ["UIKit", "AVFoundation", "CBox2D", .product(name: "Logging", package: "swift-log")],
            swiftSettings: sealed),
        // Combine: OpenCombine, with DispatchQueue and RunLoop as schedulers, Timer, NotificationCenter
        // and URLSession publishers, on a Simulator's clock for the main queue.
        .target(
            name: "OpenUIKitCombine",
            dependencies: ["UIKit", .product(name: "OpenCombine", package: "OpenCombine")],
            swiftSettings: strict),
        // os.log's Logger and os_log onto swift-log.
        .target(
            name: "os",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            swiftSettings: strict),
        .target(
            name: "UIKitTesting",
            dependencies: ["UIKit", "AudioToolbox", "MediaPlayer", "CoreLocation", "UserNotifications", "LocalAuthentication", "CoreMotion", "CoreSpotlight", "Contacts"],
            swiftSettings: strict),
        // XCUITest's API (XCUIApplication, XCUIElement, queries) over a Simulator's accessibility tree.
        .target(
            name: "XCUIAutomation",
            dependencies: ["UIKit", "UIKitTesting", "CAppRegistration", .product(name: "Logging", package: "swift-log")],
            swiftSettings: sealed),
        // swift-snapshot-testing's UIKit strategies (.image, .image(on:), .recursiveDescription) on Linux.
        .target(
            name: "UIKitSnapshotTesting",
            dependencies: ["UIKit", "UIKitTesting",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            swiftSettings: [.swiftLanguageMode(.v6)]),

        // uikit-port: an Xcode project into a SwiftPM package on OpenUIKit (swift-syntax rewrites the sources).
        .target(
            name: "UIKitPort",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"),
                           .product(name: "SwiftParser", package: "swift-syntax"),
                           .product(name: "SwiftSyntaxBuilder", package: "swift-syntax")],
            swiftSettings: strict),
        .executableTarget(
            name: "uikit-port",
            dependencies: ["UIKitPort"],
            swiftSettings: [.swiftLanguageMode(.v6)]),

        // The foundation demonstration screen, shown by the Gallery and measured by the benchmarks.
        .target(
            name: "FoundationDemo",
            dependencies: ["UIKit", "SpriteKit"],
            path: "Examples/FoundationDemo",
            resources: [.copy("Resources")]),
        // Seed 004, "Udělejme gesto": the sketch pad driven by touches and tap counts.
        .target(
            name: "Sketch",
            dependencies: ["UIKit", .product(name: "Logging", package: "swift-log")],
            path: "Examples/Sketch"),
        // Seed 002, "Multiview Applications": the view switcher with a toolbar.
        .target(
            name: "ViewSwitcher",
            dependencies: ["UIKit"],
            path: "Examples/ViewSwitcher"),
        // Seed 002 as the chapter builds it: SwitchView.xib, BlueView.xib and YellowView.xib.
        .target(
            name: "ViewSwitcherNib",
            dependencies: ["UIKit"],
            path: "Examples/ViewSwitcherNib",
            resources: [.copy("Resources")]),
        // Seed 001, the navigation controller chapters: a hierarchical browser on UITableViewController.
        .target(
            name: "HierarchyBrowser",
            dependencies: ["UIKit", .product(name: "Logging", package: "swift-log")],
            path: "Examples/HierarchyBrowser"),
        // Seed 003, iOS Programming Recipes 15.3: a text field kept above the keyboard by its notifications.
        .target(
            name: "KeyboardRecipe",
            dependencies: ["UIKit"],
            path: "Examples/KeyboardRecipe",
            resources: [.copy("Resources")]),
        // Seed 000, "UIPopoverController": the coordinates of a tap in a popover pointing at it.
        .target(
            name: "PopoverCoordinates",
            dependencies: ["UIKit"],
            path: "Examples/PopoverCoordinates"),
        // Seed 000 from its nib: SecondViewController.xib with the popover's view as a second top-level object.
        .target(
            name: "PopoverCoordinatesNib",
            dependencies: ["UIKit"],
            path: "Examples/PopoverCoordinatesNib",
            resources: [.copy("Resources")]),
        // A storyboard app with an asset catalog, as Xcode's templates start one.
        .target(
            name: "StoryboardFruit",
            dependencies: ["UIKit"],
            path: "Examples/StoryboardFruit",
            resources: [.copy("Resources")]),
        // The same course's chapter 42, UISplitViewController: a master/detail app.
        .target(
            name: "MasterDetail",
            dependencies: ["UIKit"],
            path: "Examples/MasterDetail"),
        // The Gallery's list of screens and its app delegate (a library: UI tests launch it).
        .target(
            name: "GalleryApp",
            dependencies: ["UIKit", "FoundationDemo", "Sketch", "ViewSwitcher", "HierarchyBrowser", "KeyboardRecipe",
                           "PopoverCoordinates", "MasterDetail", "ViewSwitcherNib", "PopoverCoordinatesNib", "StoryboardFruit"],
            path: "Examples/GalleryApp"),
        .executableTarget(
            name: "Gallery",
            dependencies: ["UIKit", "UIKitTesting", "GalleryApp", "FoundationDemo", "Sketch", "ViewSwitcher", "HierarchyBrowser", "KeyboardRecipe",
                           "PopoverCoordinates", "MasterDetail", "ViewSwitcherNib", "PopoverCoordinatesNib", "StoryboardFruit"],
            path: "Examples/Gallery"),

        .executableTarget(
            name: "Benchmarks",
            dependencies: ["UIKit", "UIKitTesting", "FoundationDemo", "StoryboardFruit", "UIKitPort", "CPango", "XCUIAutomation", "MasterDetail", "SpriteKit",
                           "KeyboardRecipe", "PopoverCoordinates", "ViewSwitcher", "Sketch", "HierarchyBrowser",
                           .product(name: "SwiftParser", package: "swift-syntax"),
                           .product(name: "SwiftSyntax", package: "swift-syntax")],
            path: "Benchmarks",
            exclude: ["kiwi"]),

        // A live app for the window tests: the main queue, timers and an idle CPU under UIApplicationMain.
        .executableTarget(
            name: "RunLoopProbe",
            dependencies: ["UIKit", "AudioToolbox"],
            path: "Tests/RunLoopProbe"),
        // A live app for the loopback test: two processes advertise and browse, connect and talk.
        .executableTarget(
            name: "MultipeerProbe",
            dependencies: ["UIKit", "MultipeerConnectivity"],
            path: "Tests/MultipeerProbe"),

        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        // SpriteKit through Simulator: nodes' pixels, actions on the virtual clock, physics, touches.
        .testTarget(name: "SpriteKitTests", dependencies: ["SpriteKit", "UIKit", "UIKitTesting", "FoundationDemo"], resources: [.copy("Fixtures")]),
        // uikit-port on hand-written Xcode projects; PortedAppsTests builds and drives what it writes.
        .testTarget(name: "PortToolTests", dependencies: ["UIKitPort", .product(name: "SwiftParser", package: "swift-syntax")], exclude: ["Fixtures", "Drivers", "Packages"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore"]),
        // The frameworks beside UIKit, imported as an app imports them.
        .testTarget(name: "SystemFrameworksTests",
                    dependencies: ["UIKit", "UIKitTesting", "UniformTypeIdentifiers", "MobileCoreServices", "AudioToolbox", "os", "CoreLocation", "UserNotifications", "LocalAuthentication", "CoreMotion", "GameplayKit", "AVFoundation", "AVKit", "CoreMedia", "MediaPlayer", "MultipeerConnectivity", "Photos", "PhotosUI", "CoreSpotlight", "Contacts", "ContactsUI",
                                   "CoreImage", "WebKit", "SafariServices", "MultipeerProbe", "OpenUIKitCombine", .product(name: "Logging", package: "swift-log")],
                    resources: [.copy("Fixtures")]),
        // Starts the Gallery in a real window under Xvfb and drives it with X input (xdotool).
        .testTarget(name: "GalleryWindowTests", dependencies: ["RunLoopProbe"], exclude: ["Probes"]),
        .testTarget(name: "SketchTests", dependencies: ["Sketch", "UIKit", "UIKitTesting"]),
        .testTarget(name: "HierarchyBrowserTests", dependencies: ["HierarchyBrowser", "UIKit", "UIKitTesting"], exclude: ["Snapshots"]),
        // Its own SwitchView.xib, Fruit.storyboard and sunset.png: files named as other modules' are.
        .testTarget(name: "ViewSwitcherTests", dependencies: ["ViewSwitcher", "ViewSwitcherNib", "UIKit", "UIKitTesting"],
                    exclude: ["Snapshots"],
                    resources: [.copy("Resources")]),
        .testTarget(name: "KeyboardRecipeTests", dependencies: ["KeyboardRecipe", "UIKit", "UIKitTesting"]),
        .testTarget(name: "PopoverCoordinatesTests", dependencies: ["PopoverCoordinates", "PopoverCoordinatesNib", "UIKit", "UIKitTesting"], exclude: ["Snapshots"]),
        .testTarget(name: "MasterDetailTests", dependencies: ["MasterDetail", "UIKit", "UIKitTesting"], exclude: ["Snapshots"]),
        // The seed apps through assertSnapshot (swift-snapshot-testing's API, UIKitSnapshotTesting's strategies).
        .testTarget(name: "SeedSnapshotTests",
                    dependencies: ["UIKitSnapshotTesting", "UIKit", "UIKitTesting", "HierarchyBrowser", "KeyboardRecipe", "MasterDetail",
                                   "PopoverCoordinates", "Sketch", "ViewSwitcher",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),
        // UI tests as iOS teams write them (XCTest and XCUIAutomation), run in process on a headless device.
        .testTarget(name: "XCUIAutomationTests", dependencies: ["XCUIAutomation", "UIKit", "MasterDetail", "KeyboardRecipe", "PopoverCoordinates",
                                                               "GalleryApp", "ViewSwitcher", "Sketch", "HierarchyBrowser", "StoryboardFruit", "WebKit"]),
        .testTarget(name: "StoryboardFruitTests", dependencies: ["StoryboardFruit", "UIKit", "UIKitTesting"], exclude: ["Snapshots"]),
        // The Gallery's Auto Layout screen: rotation, live resizing, the keyboard's guide, its look.
        .testTarget(name: "AutoLayoutDemoTests", dependencies: ["FoundationDemo", "UIKit", "UIKitTesting"], exclude: ["Snapshots"]),
        // The Gallery's collection screens: a photo grid and an App Store page, used and looked at.
        .testTarget(name: "CollectionGalleryTests", dependencies: ["FoundationDemo", "UIKit", "UIKitTesting"], exclude: ["Snapshots"]),
        // The Cassowary solver against kiwisolver (Debian's python3-kiwisolver), and on its own.
        .testTarget(name: "LayoutSolverTests", dependencies: ["UIKit", "UIKitTesting"]),
        // Swift 5 language mode, as most apps: subclasses with their own deinit compile.
        .testTarget(name: "Swift5ModeTests", dependencies: ["UIKit", "UIKitTesting"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "UIKitTests",
            // Only UIKit and UIKitTesting, as an app's test target would: this is also the check
            // that a file importing Testing and UIKit compiles (the _Testing_UIKit overlay).
            dependencies: ["UIKit", "UIKitTesting", "CGio"],
            exclude: ["Snapshots"],
            resources: [.copy("Fixtures")]),
    ]
)
