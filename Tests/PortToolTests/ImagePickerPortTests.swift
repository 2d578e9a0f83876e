import Foundation
import SwiftParser
import Testing
@testable import UIKitPort

/// Swift 4's image picker delegate method, as the Swift 4.2 migrator rewrote it.
@Suite struct ImagePickerPortTests {
    func port(_ source: String) -> String {
        let tree = Parser.parse(source: source)
        var index = ModuleIndex()
        index.add(tree)
        return SourceRewriter(index: index, tree: tree, original: source, file: "App.swift").rewrite(tree).description
    }

    @Test func theInfoDictionaryGetsItsKeyType() {
        let text = port("""
            import UIKit
            class VC: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [String : Any]) {
                    let image = info[UIImagePickerControllerOriginalImage] as? UIImage
                    _ = image
                }
                func other(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [String : Any]) {}
            }
            """)
        #expect(text.contains("didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey : Any]) {"), "\(text)")
        #expect(text.contains("info[UIImagePickerController.InfoKey.originalImage]"), "\(text)")
        #expect(text.contains("func other(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [String : Any])"),
                "only the delegate method: \(text)")
    }
}
