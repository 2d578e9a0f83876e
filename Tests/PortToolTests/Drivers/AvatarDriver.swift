// Added to the ported Avatar package by PortToolTests: a Swift 4-era app that picks a profile
// photo with UIImagePickerController (allowsEditing), after its renames.
import Foundation
import UIKit
import UIKitTesting
import Testing
@testable import Avatar

@MainActor @Suite(.serialized) struct AvatarDriver {
    /// A solid image, `size` pixels.
    func solid(_ color: UIColor, _ size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    func shot(_ sim: Simulator, _ name: String) throws {
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-avatar-\(name).png"))
        }
    }

    @Test func choosingACroppedProfilePhotoFromTheLibrary() throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        sim.settle()
        let nav = try #require(delegate.window?.rootViewController as? UINavigationController)
        let vc = try #require(nav.topViewController as? ProfileViewController)
        #expect(sim.view(withText: "Profile") != nil && sim.view(withText: "No photo") != nil)

        // The sample library: the picker shows its photos.
        sim.tap(on: vc.addPhotoButton)
        sim.settle()
        #expect(sim.view(withText: "Take Photo") == nil, "no camera on the Simulator")
        sim.tap(on: try #require(sim.view(withText: "Choose from Library")))
        sim.settle()
        // The profile is in a navigation controller: the picker is presented from it.
        let picker = try #require(nav.presentedViewController as? UIImagePickerController)
        #expect(picker.allowsEditing && picker.mediaTypes == ["public.image"])
        #expect(sim.photoLibraryCount == 6 && sim.photoThumbnail(at: 5) != nil)
        try shot(sim, "library")
        sim.tap(on: try #require(sim.view(withText: "Cancel")))
        sim.settle()
        #expect(nav.presentedViewController == nil && vc.photoView.image == nil)

        // A library of one orange photo: chosen, cropped square, shown in the profile.
        sim.setPhotoLibrary([solid(.orange, CGSize(width: 800, height: 600))])
        sim.tap(on: vc.addPhotoButton)
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Choose from Library")))
        sim.settle()
        #expect(sim.tapPhoto(at: 0))
        #expect(sim.view(withText: "Move and Scale") != nil)
        try shot(sim, "crop")
        sim.tap(on: try #require(sim.view(withText: "Choose")))
        sim.settle()
        #expect(nav.presentedViewController == nil)
        #expect(vc.statusLabel.text == "Photo chosen")
        let photo = try #require(vc.photoView.image)
        #expect(photo.size.width == photo.size.height && photo.size.width == 600, "the square of the 800×600 photo")
        let centre = vc.photoView.convert(CGPoint(x: 80, y: 80), to: nil)
        #expect(sim.color(at: centre).isClose(to: RGBA(r: 255, g: 127, b: 0), tolerance: 4), "\(sim.color(at: centre))")
        try shot(sim, "profile")
    }

    @Test func aHeldToolbarButtonShowsLargeAndLiftingTriggersIt() throws {
        let sim = Simulator(device: .iPhone15)
        sim.preferredContentSizeCategory = .accessibilityExtraLarge
        let delegate = AppDelegate()
        sim.launch(delegate)
        sim.settle()
        let nav = try #require(delegate.window?.rootViewController as? UINavigationController)
        let vc = try #require(nav.topViewController as? ProfileViewController)
        let share = try #require(sim.view(withText: "Share"))
        let p = share.convert(CGPoint(x: share.bounds.midX, y: share.bounds.midY), to: nil)
        sim.touchDown(at: p)
        sim.advance(by: 0.6)
        // The large content viewer: the button's title, large, in the middle of the screen.
        let big = try #require(sim.view(withText: "Share"))
        let c = big.convert(CGPoint(x: big.bounds.midX, y: big.bounds.midY), to: nil)
        #expect(big !== share && abs(c.x - sim.screen.bounds.midX) < 1 && abs(c.y - sim.screen.bounds.midY) < 90, "\(c)")
        try shot(sim, "large-content")
        sim.touchUp(at: p)
        sim.settle()
        #expect(vc.statusLabel.text == "Shared" && sim.view(withText: "Share") === share)
    }
}
