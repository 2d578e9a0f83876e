import Testing
import Foundation

extension GalleryWindowTests {
    /// The Gallery's window read by a screen reader over AT-SPI: a session bus, the Gallery on it,
    /// and a client (Probes/atspi-probe.py, pyatspi: how Orca reads windows) that prints the tree,
    /// activates a row, finds the text field the screen opens, clicks it and hears the focus move,
    /// then deletes a row through its "Delete" action.
    @Test func screenReadersReadAndUseTheWindowOverATSPI() throws {
        let (xvfb, x) = try startXvfb()
        defer { Spawn.stop(xvfb) }
        // A session bus of its own; the accessibility bus and registry are started on it by
        // activation (at-spi2-core), as on a desktop.
        let addressFile = FileManager.default.temporaryDirectory.appendingPathComponent("bus-\(UUID().uuidString)").path
        defer { unlink(addressFile) }
        let bus = try #require(Spawn.start(["dbus-daemon", "--session", "--nofork", "--print-address=1"], stdoutPath: addressFile))
        defer { Spawn.stop(bus) }
        var address = ""
        try #require(waitFor(20) {
            address = ((try? String(contentsOfFile: addressFile, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            return !address.isEmpty
        }, "no session bus")
        let env = x.merging(["DBUS_SESSION_BUS_ADDRESS": address, "OPENUIKIT_DEVICE": "iPhone15"]) { $1 }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString).log").path
        defer { unlink(log) }
        let probe = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Probes/atspi-probe.py").path
        // As for the window test, a loaded CI machine gets a second start; the first one's
        // failure is reported either way.
        var run: (status: Int32, output: Data) = (-1, Data())
        var reports: [String] = []
        var geometry = ""
        for attempt in 1...2 {
            let gallery = try #require(Spawn.start([bin.appendingPathComponent("Gallery").path], extraEnvironment: env, stderrPath: log))
            run = Spawn.run(["/usr/bin/python3", probe, "Gallery"], extraEnvironment: env)
            // Where the window is, while it is there.
            let windowID = String(decoding: Spawn.run(["xdotool", "search", "--name", "^Gallery$"], extraEnvironment: x).output, as: UTF8.self)
                .split(separator: "\n").first.map(String.init) ?? ""
            geometry = String(decoding: Spawn.run(["xdotool", "getwindowgeometry", windowID], extraEnvironment: x).output, as: UTF8.self)
            Spawn.stop(gallery)
            if run.status == 0 { break }
            let errors = (try? String(contentsOfFile: log, encoding: .utf8)).map { String($0.suffix(1500)) } ?? ""
            let report = "attempt \(attempt): the probe failed (\(run.status)): "
                + String(decoding: run.output, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("TREE") }.joined(separator: " | ")
                + " — the Gallery's stderr: \(errors)"
            reports.append(report)
            FileHandle.standardError.write(Data(("GalleryWindowTests: " + report + "\n").utf8))
        }
        let out = String(decoding: run.output, as: UTF8.self)
        try #require(run.status == 0, "\(reports.joined(separator: " || "))")
        let lines = out.split(separator: "\n").map(String.init)
        let tree = lines.filter { $0.hasPrefix("TREE ") }.map { String($0.dropFirst(5)) }

        // The application, its window, and in reading order the navigation bar (its title a heading,
        // its button) before the list of screens; each row a selectable list item.
        #expect(tree.first?.hasPrefix("application|Gallery|") == true, "\(tree.prefix(3))")
        #expect(tree.dropFirst().first.map { $0.hasPrefix("  frame|Gallery|") && $0.contains("active") } == true)
        func index(_ prefix: String) -> Int? { tree.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) } }
        let bar = try #require(index("tool bar|Gallery|"), "\(tree.prefix(8))")
        let heading = try #require(index("heading|Gallery|"))
        let button = try #require(index("push button|Dark Mode|"))
        let list = try #require(index("list||"))
        let row = try #require(index("list item|Foundation|"))
        #expect(bar < heading && heading < button && button < list && list < row)
        #expect(tree[row].contains("selectable") && tree[row].contains("focusable") && tree[row].contains("showing"))
        #expect(!tree.contains { $0.contains("panel||") && !$0.contains("list") }, "no empty panels: \(tree.prefix(12))")

        // The row is where it is drawn: inside the window on the X screen.
        let extents = try #require(lines.first { $0.hasPrefix("EXTENTS ") }).split(separator: " ").dropFirst().compactMap { Int($0) }
        let numbers = geometry.split { !$0.isNumber }.compactMap { Int($0) }
        // "Window N / Position: X,Y (screen: 0) / Geometry: W x H"
        if extents.count == 4, numbers.count >= 6 {
            let (wx, wy, ww, wh) = (numbers[1], numbers[2], numbers[4], numbers[5])
            #expect(extents[0] >= wx && extents[1] >= wy && extents[0] + extents[2] <= wx + ww && extents[1] + extents[3] <= wy + wh,
                    "the row at \(extents) in the window \(numbers)")
            #expect(extents[2] > 300 && extents[3] == 44, "a full-width row, 44 points high: \(extents)")
        } else {
            Issue.record("no extents or window geometry: \(lines.filter { !$0.hasPrefix("TREE") }) \(geometry)")
        }

        // The row's "click" opened the keyboard recipe; its field is named by its placeholder, and
        // clicking it moved the focus there, which the screen reader heard.
        let entry = try #require(lines.first { $0.hasPrefix("ENTRY ") }, "\(lines.filter { !$0.hasPrefix("TREE") })")
        #expect(entry == "ENTRY entry|Enter some text here|editable,enabled,focusable,sensitive,showing,single line,visible")
        #expect(lines.contains("ACTIONS click"))
        #expect(lines.contains { $0.hasPrefix("FOCUS entry|Enter some text here|") && $0.contains(",focused,") },
                "no focus event: \(lines.filter { !$0.hasPrefix("TREE") })")
        #expect(lines.contains("TEXT "), "an empty field's text is empty, not its placeholder")

        // The back button reads the title it shows; a row's swipe action is an action of its own.
        #expect(lines.contains { $0.hasPrefix("BACK push button|Gallery|") })
        #expect(lines.contains("LEAF ACTIONS click,Delete"), "\(lines.filter { !$0.hasPrefix("TREE") })")
        let after = try #require(lines.first { $0.hasPrefix("AFTER ") }).dropFirst(6).split(separator: ",").map(String.init)
        #expect(!after.contains("a") && after.contains("b"), "the row went: \(after)")
    }
}
