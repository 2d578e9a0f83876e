import Foundation
import SwiftParser
import SwiftSyntax
import UIKitPort

// port-tool: uikit-port on a generated 5,000-line project, against swift-syntax parsing the same
// files alone (the floor: the tool must at least parse every file). Reported per 1,000 lines and as
// the ratio of the two medians, measured in the same run.

/// One view controller of about `lines` lines with the constructs the tool rewrites.
func generatedController(_ i: Int, lines: Int) -> String {
    var s = """
    //
    //  Controller\(i).swift
    //  Generated
    //

    import UIKit

    class Controller\(i): UIViewController {

        @IBOutlet weak var titleLabel: UILabel!
        @IBOutlet weak var field: UITextField!
        private var count = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            let button = UIButton(type: UIButtonType.system)
            button.addTarget(self, action: #selector(tapped(_:)), for: UIControlEvents.touchUpInside)
            view.layoutMargins = UIEdgeInsetsMake(8, 16, 8, 16)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: NSNotification.Name.UIKeyboardWillShow, object: nil)
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
        }

        @objc func tapped(_ sender: UIButton) {
            count += 1
            perform(#selector(update(_:)), with: count, afterDelay: 0.5)
        }

        @objc func add() { count = 0 }

        @objc func update(_ value: Any?) { titleLabel.text = "\\(value ?? 0)" }

        @objc func keyboardWillShow(_ note: Notification) {
            let frame = note.userInfo![UIKeyboardFrameEndUserInfoKey] as! CGRect
            field.frame.origin.y = frame.minY - 44
        }

    """
    var n = 0
    while s.split(separator: "\n", omittingEmptySubsequences: false).count < lines - 2 {
        s += """
            /// Helper \(n): plain Swift the tool leaves as it is.
            func helper\(n)(_ values: [Int]) -> Int {
                var total = 0
                for (index, value) in values.enumerated() where index % 2 == 0 {
                    total += value * \(n + 1)
                }
                return total
            }

        """
        n += 1
    }
    return s + "}\n"
}

/// A project.pbxproj listing `files` as the app target's sources.
func generatedProject(_ files: [String]) -> String {
    func id(_ k: Int, _ n: Int) -> String { String(format: "%08X%08X%08X", k, n, 0xC0FFEE) }
    var fileRefs = "", buildFiles = "", children = "", sources = ""
    for (n, name) in files.enumerated() {
        fileRefs += "\t\t\(id(1, n)) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(name); sourceTree = \"<group>\"; };\n"
        buildFiles += "\t\t\(id(2, n)) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(id(1, n)) /* \(name) */; };\n"
        children += "\t\t\t\t\(id(1, n)) /* \(name) */,\n"
        sources += "\t\t\t\t\(id(2, n)) /* \(name) in Sources */,\n"
    }
    return """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 56;
    \tobjects = {
    \(buildFiles)\(fileRefs)\t\t\(id(3, 0)) = {isa = PBXGroup; children = (\n\t\t\t\t\(id(3, 1)) /* Generated */,\n\t\t\t); sourceTree = "<group>"; };
    \t\t\(id(3, 1)) /* Generated */ = {isa = PBXGroup; children = (\n\(children)\t\t\t); path = Generated; sourceTree = "<group>"; };
    \t\t\(id(4, 0)) /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (\n\(sources)\t\t\t); runOnlyForDeploymentPostprocessing = 0; };
    \t\t\(id(5, 0)) /* Generated */ = {isa = PBXNativeTarget; buildPhases = (\(id(4, 0)) /* Sources */, ); name = Generated; productType = "com.apple.product-type.application"; };
    \t\t\(id(6, 0)) /* Project object */ = {isa = PBXProject; mainGroup = \(id(3, 0)); projectDirPath = ""; targets = (\(id(5, 0)) /* Generated */, ); };
    \t};
    \trootObject = \(id(6, 0)) /* Project object */;
    }

    """
}

func runPortTool() {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("port-tool-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = root.appendingPathComponent("Generated")
    try! FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    var names: [String] = [], texts: [String] = []
    for i in 0..<25 {
        let name = "Controller\(i).swift", text = generatedController(i, lines: 200)
        try! text.write(to: sources.appendingPathComponent(name), atomically: true, encoding: .utf8)
        names.append(name)
        texts.append(text)
    }
    let lines = texts.reduce(0) { $0 + $1.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }
    let project = root.appendingPathComponent("Generated.xcodeproj")
    try! FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try! generatedProject(names).write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
    let out = root.appendingPathComponent("Generated-Linux")

    // Parsing alone reads the files too, as the tool does. The two alternate, round by round, so
    // that a busy machine slows both alike; the ratio is the median of the rounds' ratios.
    func parseAll() {
        for name in names {
            let text = try! String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            _ = Parser.parse(source: text)
        }
    }
    var report: PortReport?
    func portAll() { report = try! Porter().port(project: project, output: out) }
    // A fresh output each time, removed outside the timing: the tool writes every file.
    func clear() { try? FileManager.default.removeItem(at: out) }
    for _ in 0..<3 { parseAll(); clear(); portAll() }
    var parse: [Double] = [], port: [Double] = [], ratios: [Double] = []
    for _ in 0..<31 {
        clear()
        let t0 = nowNanos()
        parseAll()
        let t1 = nowNanos()
        portAll()
        let t2 = nowNanos()
        parse.append(Double(t1 - t0) / 1e6)
        port.append(Double(t2 - t1) / 1e6)
        ratios.append(Double(t2 - t1) / Double(t1 - t0))
    }
    let perK = 1000 / Double(lines)
    let p = percentile(parse, 0.5) * perK, t = percentile(port, 0.5) * perK
    print(String(format: "bench port-tool: %d lines in %d files; parse only %.3f ms per 1,000 lines, port %.3f ms per 1,000 lines, ratio median %.2f (p10 %.2f, p90 %.2f; goal ≤ 3)",
                 lines, names.count, p, t, percentile(ratios, 0.5), percentile(ratios, 0.1), percentile(ratios, 0.9)))
    if let report {
        let applied = report.rules.values.reduce(0, +)
        print("bench port-tool: \(report.rewrittenFiles.count) files rewritten, \(applied) rewrites, \(report.problems.count) problems")
    }
}
