import Foundation

/// A storyboard (`Name.storyboard`, read as Xcode writes it): makes its view controllers on
/// demand, each scene anew, with their relationship children, navigation items and segues.
/// Makes a storyboard's controller from its coder (`instantiateViewController(identifier:creator:)`).
public typealias UIStoryboardViewControllerCreator = (NSCoder) -> UIViewController?

@preconcurrency @MainActor open class UIStoryboard: NSObject {
    let document: NibDocument
    /// The storyboard's name, as given to `init(name:bundle:)`.
    let name: String

    /// The storyboard named `name` (without `.storyboard`) in `bundle`; nil looks in the main
    /// bundle and the app's resource bundles. A missing or unreadable file is UIKit's exception,
    /// reported through `UIKitRuntime.failureHandler`; the storyboard then has no scenes.
    @_disfavoredOverload
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.init(name: name, bundle: storyboardBundleOrNil, search: .anywhere)
    }

    /// As `init(name:bundle:)`; a nil bundle looks in the calling module's resource bundle first.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?, _ fileID: String = #fileID) {
        self.init(name: name, bundle: storyboardBundleOrNil, search: .caller(fileID))
    }

    init(name: String, bundle storyboardBundleOrNil: Bundle?, search: NilBundleSearch) {
        self.name = name
        do {
            document = try NibFiles.document(named: name, extension: "storyboard", bundle: storyboardBundleOrNil, search: search)
        } catch {
            switch error as? NibLoadingError {
            case .notFound?: UIKitRuntime.fail("Could not find a storyboard named '\(name)' in bundle \(NibFiles.describe(storyboardBundleOrNil))")
            case let error?: UIKitRuntime.fail(error.description)
            case nil: UIKitRuntime.fail("\(name).storyboard: \(error)")
            }
            document = NibDocument.empty(file: name + ".storyboard", bundle: storyboardBundleOrNil)
        }
        super.init()
    }

    /// The controller the storyboard's arrow points at (`initialViewController`), made anew; nil
    /// if the storyboard has none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil)
    }

    /// As `instantiateInitialViewController()`, with `creator` making the controller from the
    /// coder (it calls the class's `init?(coder:)`, with whatever else it wants to pass).
    open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let id = document.root["initialViewController"] else { return nil }
        return StoryboardLoader(self).instantiate(controllerID: id, creator: creator.map { c in { c($0) } }) as? ViewController
    }

    /// The controller whose Storyboard ID is `identifier`, made anew. An unknown identifier is
    /// UIKit's exception, reported through `UIKitRuntime.failureHandler`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard document.controllerID(storyboardIdentifier: identifier) != nil else {
            reportMissing(identifier)
            return UIViewController()
        }
        return make(identifier: identifier, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// As `instantiateViewController(withIdentifier:)`, with `creator` making the controller from
    /// the coder (it calls the class's `init?(coder:)`).
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        make(identifier: identifier, creator: creator)
    }

    /// Without a creator and without a type from the context, a `UIViewController`
    /// (`let vc = sb.instantiateViewController(identifier: "Login")`), as iOS's SDK gives it.
    open func instantiateViewController(identifier: String) -> UIViewController {
        make(identifier: identifier, creator: nil as UIStoryboardViewControllerCreator?)
    }

    private func make<ViewController: UIViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)?) -> ViewController {
        guard let id = document.controllerID(storyboardIdentifier: identifier) else {
            reportMissing(identifier)
            return Self.stand(in: ViewController.self)
        }
        let made = StoryboardLoader(self).instantiate(controllerID: id, creator: creator.map { c in { c($0) } })
        guard let vc = made as? ViewController else {
            // A creator's wrong class was reported as it was made.
            if made == nil { return Self.stand(in: ViewController.self) }
            UIKitRuntime.fail("Custom instantiated \(made.map { NibValue.describe($0) } ?? "nil") must be a kind of class \(ViewController.self)")
            return Self.stand(in: ViewController.self)
        }
        return vc
    }

    private func reportMissing(_ identifier: String) {
        UIKitRuntime.fail("Storyboard (<UIStoryboard: \(NibValue.address(self))>) doesn't contain a view controller with identifier '\(identifier)'")
    }

    /// What a non-optional answer gives once the failure handler has returned (iOS would have
    /// raised): the class made from an empty coder.
    private static func stand<VC: UIViewController>(in type: VC.Type) -> VC {
        guard let vc = VC(coder: NSCoder()) else { fatalError("\(VC.self).init(coder:) returned nil") }
        return vc
    }
}
