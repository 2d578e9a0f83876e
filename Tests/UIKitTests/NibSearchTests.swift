import Foundation
import Testing
import UIKit
import UIKitTesting

/// Where a nib named in a bundle is found: in the bundle's folder or two levels of folders below it,
/// the first folder in a walk that takes a folder before its subfolders and subfolders by name;
/// in one folder the device's variant (`~iphone`, `~ipad`) first; never inside another module's
/// `*.resources` bundle.
@MainActor @Suite struct NibSearchTests {
    /// A nib whose one top-level view has `tag`, so a test can tell which file was read.
    func writeNib(_ path: String, tag: Int, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" tag="\(tag)" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                </objects>
            </document>
            """.write(to: url, atomically: true, encoding: .utf8)
    }

    func tag(of name: String, in bundle: Bundle) -> Int? {
        let nib = UINib(nibName: name, bundle: bundle)
        guard nib.loadingError == nil else { return nil }
        return (nib.instantiate(withOwner: nil).first as? UIView)?.tag
    }

    @Test func theFirstFolderInTheWalkHasTheNibAndTheDevicesVariantComesFirst() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try writeNib("A.xib", tag: 1, in: root)
        try writeNib("Sub0/Deep/C.xib", tag: 2, in: root)   // depth first: found before Sub1's
        try writeNib("Sub1/C.xib", tag: 3, in: root)
        try writeNib("V/D~iphone.xib", tag: 4, in: root)
        try writeNib("V/D.xib", tag: 5, in: root)
        try writeNib("Other.resources/E.xib", tag: 6, in: root)
        try writeNib("a/b/G.xib", tag: 7, in: root)
        try writeNib("a/b/c/F.xib", tag: 8, in: root)        // three levels down: not looked at
        try writeNib("W/D.xib", tag: 9, in: root)            // a later folder than V
        let bundle = try #require(Bundle(path: root.path))

        _ = Simulator(device: .iPhone15)
        #expect(tag(of: "A", in: bundle) == 1)
        #expect(tag(of: "C", in: bundle) == 2)
        #expect(tag(of: "D", in: bundle) == 4)
        #expect(tag(of: "E", in: bundle) == nil, "another module's resource bundle is not searched from here")
        #expect(tag(of: "G", in: bundle) == 7)
        #expect(tag(of: "F", in: bundle) == nil)
        // A nib written into the bundle's folder after it was searched is found.
        try writeNib("H.xib", tag: 10, in: root)
        #expect(tag(of: "H", in: bundle) == 10)

        _ = Simulator(device: .iPadPro11)
        #expect(tag(of: "D", in: bundle) == 5, "no ~ipad variant: the plain file in the same folder, not a later folder's")
    }
}
