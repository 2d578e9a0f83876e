import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import XCTest

/// What the strategies promise beyond rendering: precision, perceptual precision, the diff PNGs
/// written on a failure, a size mismatch, and the same API from XCTest.
@MainActor @Suite(.serialized) struct SnapshotBehaviourTests {
    func swatch(_ color: UIColor, label: String = "Swatch") -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        view.backgroundColor = color
        let text = UILabel(frame: view.bounds.insetBy(dx: 10, dy: 10))
        text.text = label
        view.addSubview(text)
        return view
    }

    @Test func aNearlyEqualColourPassesPerceptuallyButNotExactly() throws {
        let reference = UIColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 1)
        let near = UIColor(red: 0.205, green: 0.5, blue: 0.8, alpha: 1)
        // Record the reference explicitly for this check, then compare against it.
        let recorded = verifySnapshot(of: swatch(reference), as: .image, named: "near", record: true)
        #expect(recorded?.contains("Record mode is on") == true)
        #expect(verifySnapshot(of: swatch(near), as: .image(perceptualPrecision: 0.98), named: "near") == nil,
                "ΔE94 of about 0.5 is within 2")
        let exact = try #require(verifySnapshot(of: swatch(near), as: .image, named: "near"))
        #expect(exact.contains("Newly-taken snapshot does not match reference."))
        #expect(verifySnapshot(of: swatch(near), as: .image(precision: 0.7), named: "near") == nil,
                "only the red byte of the background differs: about three quarters of the bytes match")
        let partly = try #require(verifySnapshot(of: swatch(near), as: .image(precision: 0.9), named: "near"))
        #expect(partly.contains("Actual image precision"), "\(partly)")
    }

    @Test func aFailureWritesTheReferenceTheFailureAndTheirDifference() throws {
        _ = verifySnapshot(of: swatch(.white, label: "Before"), as: .image, named: "diff", record: true)
        let message = try #require(verifySnapshot(of: swatch(.white, label: "After!"), as: .image(perceptualPrecision: 0.98), named: "diff"))
        #expect(message.contains("The percentage of pixels that match"))
        let marker = "Reference, failure and difference written to "
        let folder = try #require(message.components(separatedBy: marker).last?.components(separatedBy: "\n").first)
        for name in ["reference.png", "failure.png", "difference.png"] {
            let data = try #require(FileManager.default.contents(atPath: folder + "/" + name), "\(name)")
            let image = try #require(UIImage(data: data))
            #expect(image.size.width > 0)
        }
        // The difference is black where the two agree and light where the text changed.
        let differencePNG = try #require(FileManager.default.contents(atPath: folder + "/difference.png"))
        let difference = try #require(UIImage(data: differencePNG))
        #expect(difference.cgImage?.width == 240, "at the view's scale, 2 by default")
    }

    @Test func aSizeMismatchSaysBothSizes() throws {
        _ = verifySnapshot(of: swatch(.red), as: .image, named: "size", record: true)
        let bigger = swatch(.red)
        bigger.frame.size = CGSize(width: 130, height: 60)
        let message = try #require(verifySnapshot(of: bigger, as: .image, named: "size"))
        #expect(message.contains("Newly-taken snapshot@(130.0, 60.0) does not match reference@(120.0, 60.0)."), "\(message)")
    }

    @Test func devicesHaveIOSsSizesAndSafeAreas() {
        #expect(ViewImageConfig.iPhone13.size == CGSize(width: 390, height: 844) && ViewImageConfig.iPhone13.safeArea.top == 47)
        #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568) && ViewImageConfig.iPhoneSe.traits.displayScale == 2)
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834), "iPads default to landscape, as on iOS")
        #expect(ViewImageConfig.iPhone13(.landscape).traits.verticalSizeClass == .compact)
    }
}

/// The same assertions from an XCTest case, as older test suites write them.
final class SnapshotXCTests: XCTestCase {
    @MainActor func testALabelAndItsHierarchy() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 40))
        label.text = "Hello, Linux"
        label.textAlignment = .center
        assertSnapshot(of: label, as: .image(perceptualPrecision: 0.98))
        assertSnapshot(of: label, as: .recursiveDescription)
    }
}
