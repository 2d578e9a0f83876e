import Foundation
import UIKitPort

// uikit-port PATH/TO/App.xcodeproj [--output DIR] [--openuikit PATH | --openuikit-url URL [--from VERSION]]
// Writes a SwiftPM package that builds the app against OpenUIKit, and prints the report.

let usage = """
usage: uikit-port PATH/TO/App.xcodeproj [--output DIR] [--packages DIR] [--check | --try [--monkey N --seed S]] [--openuikit PATH | --openuikit-url URL [--from VERSION]]
       uikit-port A.xcodeproj B.xcodeproj … --output DIR [--check]   several apps (a course's, a book's) in one package, built once
       uikit-port --new-app NAME [--output DIR]      a new app from OpenUIKit's template
  --check              build the package too, and put the compiler's errors in the report at the original lines
  --try                build, launch headless, picture the first screen, tap the first few controls or rows,
                       and write TRY-REPORT.md (pictures in try/): crashes, UIKit warnings, unread attributes
  --monkey N           with --try: then N random taps, drags, swipes, typing and rotations
  --seed S             the monkey's seed (default 1): the same seed sends the same events
  --scratch-path DIR   with --check or --try: build there (one folder builds OpenUIKit once for many apps)
  --output DIR         where to write the package (default: App-Linux beside the project)
  --packages DIR       a folder of clones of the project's Swift packages, named as their repositories
                       (looked in first, then among what git reaches); may be given more than once
  --openuikit PATH     the OpenUIKit checkout to depend on (default: the one this tool was built from)
  --openuikit-url URL  depend on OpenUIKit by git URL instead, from VERSION (default 1.0.0)
"""

var args = Array(CommandLine.arguments.dropFirst())
var projects: [String] = []
var output: String?
var dependency = Porter.Dependency.path(Porter.thisCheckout.path)
var url: String?
var version = "1.0.0"
var newApp: String?
var check = false
var tryOut = false
var monkey: Int?
var seed: UInt64 = 1
var scratch: String?
var packageFolders: [URL] = []
while !args.isEmpty {
    let a = args.removeFirst()
    func value() -> String {
        guard !args.isEmpty else { FileHandle.standardError.write(Data("\(a) needs a value\n\(usage)\n".utf8)); exit(2) }
        return args.removeFirst()
    }
    switch a {
    case "--output", "-o": output = value()
    case "--openuikit": dependency = .path(URL(fileURLWithPath: value()).standardizedFileURL.path)
    case "--openuikit-url": url = value()
    case "--from": version = value()
    case "--new-app": newApp = value()
    case "--check": check = true
    case "--try": tryOut = true
    case "--scratch-path": scratch = value()
    case "--packages": packageFolders.append(URL(fileURLWithPath: value()).standardizedFileURL)
    case "--monkey":
        guard let n = Int(value()), n > 0 else { FileHandle.standardError.write(Data("--monkey needs a positive count\n".utf8)); exit(2) }
        monkey = n
    case "--seed":
        guard let s = UInt64(value()) else { FileHandle.standardError.write(Data("--seed needs a number\n".utf8)); exit(2) }
        seed = s
    case "-h", "--help": print(usage); exit(0)
    default:
        if a.hasPrefix("-") { FileHandle.standardError.write(Data("unexpected argument \(a)\n\(usage)\n".utf8)); exit(2) }
        projects.append(a)
    }
}
if monkey != nil && !tryOut { FileHandle.standardError.write(Data("--monkey goes with --try\n\(usage)\n".utf8)); exit(2) }
if let url { dependency = .url(url, from: version) }
if let newApp {
    do {
        let out = try AppTemplate().write(name: newApp, to: output.map { URL(fileURLWithPath: $0) }, openUIKit: dependency)
        print("Wrote \(newApp) to \(out.path).\nNext: cd \(out.path) && swift run \(newApp)   (swift test runs its tests)")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("uikit-port: \(error)\n".utf8))
        exit(1)
    }
}
guard let project = projects.first else { FileHandle.standardError.write(Data("\(usage)\n".utf8)); exit(2) }
if projects.count > 1 {
    guard let output, !tryOut else {
        FileHandle.standardError.write(Data("several projects go into one package: give it --output DIR (and --check, not --try)\n\(usage)\n".utf8))
        exit(2)
    }
    do {
        var reports = try Porter(openUIKit: dependency, packageFolders: packageFolders)
            .port(projects: projects.map { URL(fileURLWithPath: $0) }, output: URL(fileURLWithPath: output))
        if check {
            FileHandle.standardError.write(Data("uikit-port: building \(reports[0].output) to check it…\n".utf8))
            try PortCheck(scratchPath: scratch.map { URL(fileURLWithPath: $0) }).check(&reports)
        }
        for report in reports { print(report) }
        if check && reports.contains(where: { $0.buildSucceeded != true }) { exit(3) }
        print("Next: cd \(reports[0].output) && swift run <app> (\(reports.map(\.executable).joined(separator: ", ")))   (swift test runs all their tests)")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("uikit-port: \(error)\n".utf8))
        exit(1)
    }
}

do {
    let porter = Porter(openUIKit: dependency, packageFolders: packageFolders)
    var report = try porter.port(project: URL(fileURLWithPath: project),
                                 output: output.map { URL(fileURLWithPath: $0) })
    if check {
        FileHandle.standardError.write(Data("uikit-port: building \(report.output) to check it…\n".utf8))
        try PortCheck(scratchPath: scratch.map { URL(fileURLWithPath: $0) }).check(&report)
    }
    if tryOut {
        FileHandle.standardError.write(Data("uikit-port: building \(report.output) and trying it headless…\n".utf8))
        var run = PortTryOut(check: PortCheck(scratchPath: scratch.map { URL(fileURLWithPath: $0) }))
        if let monkey { run.monkey = (monkey, seed) }
        let tried = try run.run(&report)
        print(report, terminator: "")
        print("\nTried: \(tried.verdict).\nThe try-out's report, with its pictures: \(report.output)/TRY-REPORT.md")
        exit(tried.buildFailed || tried.crash != nil || tried.hung ? 3 : 0)
    }
    print(report, terminator: "")
    if check && report.buildSucceeded != true { exit(3) }
    print("\nNext: cd \(report.output) && swift run   (swift test runs its tests)")
} catch {
    FileHandle.standardError.write(Data("uikit-port: \(error)\n".utf8))
    exit(1)
}
