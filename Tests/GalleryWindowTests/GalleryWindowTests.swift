import Testing
import Foundation

/// The Gallery in a real X window (Xvfb), driven by real X input events from xdotool, checked on
/// the window's pixels as X has them (xwd). This is the one test that waits on the real clock:
/// separate processes have to start and draw, so it polls with a bound instead of sleeping blind.
@Suite(.serialized) struct GalleryWindowTests {
    let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    /// Polls `check` every 50 ms for at most `seconds`.
    func waitFor(_ seconds: Double, _ check: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if check() { return true }
            usleep(50_000)
        }
        return check()
    }

    /// Starts Xvfb on a free display; returns its pid and the environment that points X clients at it.
    func startXvfb() throws -> (pid: pid_t, environment: [String: String]) {
        // Xvfb picks a free display itself and writes its number to the file we give it.
        let numberFile = FileManager.default.temporaryDirectory.appendingPathComponent("xvfb-\(UUID().uuidString)").path
        defer { unlink(numberFile) }
        let xvfb = try #require(Spawn.start(["Xvfb", "-displayfd", "1", "-screen", "0", "1024x1024x24", "-nolisten", "tcp"],
                                            stdoutPath: numberFile))
        var display = ""
        let started = waitFor(30) {
            let n = (try? String(contentsOfFile: numberFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            display = n.isEmpty ? "" : ":" + n
            return !display.isEmpty
        }
        if !started { Spawn.stop(xvfb) }
        try #require(started, "Xvfb did not start")
        let x = ["DISPLAY": display]
        let ready = waitFor(20) { Spawn.run(["xdotool", "getdisplaygeometry"], extraEnvironment: x).status == 0 }
        if !ready { Spawn.stop(xvfb) }
        try #require(ready, "Xvfb did not answer on \(display)")
        return (xvfb, x)
    }

    /// A fontconfig file as a machine may have one: the system's, then sub-pixel rendering and full
    /// hinting forced on every pattern and font.
    func hostileFontconfig() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString).conf").path
        let edits = """
            <edit name="rgba" mode="assign"><const>rgb</const></edit>
            <edit name="hinting" mode="assign"><bool>true</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
            <edit name="autohint" mode="assign"><bool>true</bool></edit>
            <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
            """
        try """
            <?xml version="1.0"?>
            <fontconfig>
            <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
            <match target="pattern">\(edits)</match>
            <match target="font">\(edits)</match>
            </fontconfig>
            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The Gallery's screenshots, rendered headless twice — with the machine's fontconfig and with
    /// one that asks for sub-pixel colour and hinting — are the same bytes.
    @Test func textPixelsDoNotDependOnTheMachinesFontconfig() throws {
        let fontconfig = try hostileFontconfig()
        defer { unlink(fontconfig) }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        // The two renderings run side by side (each keeps one core busy).
        let runs = [("plain", [String: String]()), ("hostile", ["FONTCONFIG_FILE": fontconfig])].map { name, env in
            (name, Spawn.start([bin.appendingPathComponent("Gallery").path, "--screenshots", base.appendingPathComponent(name).path],
                               extraEnvironment: env.merging(["OPENUIKIT_HEADLESS": "1"]) { $1 }))
        }
        for (name, pid) in runs {
            let pid = try #require(pid, "the Gallery could not be started (\(name))")
            try #require(Spawn.wait(pid) == 0, "the Gallery could not write screenshots (\(name))")
        }
        for screen in ["gallery-home.png", "controls.png", "demo-iPhoneSE.png", "navigation.png"] {
            let plain = try Data(contentsOf: base.appendingPathComponent("plain").appendingPathComponent(screen))
            let hostile = try Data(contentsOf: base.appendingPathComponent("hostile").appendingPathComponent(screen))
            #expect(plain == hostile, "\(screen) changed with the machine's fontconfig")
        }
    }

    @Test func galleryOpensAWindowAndTheSketchDrawsUnderXInput() throws {
        let (xvfb, x) = try startXvfb()
        defer { Spawn.stop(xvfb) }

        // The Gallery's diagnostics go to a file, shown if its window does not appear. Under a loaded
        // CI machine a start has (rarely) produced no window at all; a second start is allowed, and
        // the first one's state is reported either way.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString).log").path
        defer { unlink(log) }
        var window = ""
        var gallery: pid_t = 0
        defer { if gallery != 0 { Spawn.stop(gallery) } }
        var reports: [String] = []
        /// The ids of the windows titled "Gallery" (`flags` narrow the search), oldest first.
        func galleryWindows(_ flags: [String] = []) -> [String] {
            let out = Spawn.run(["xdotool", "search"] + flags + ["--name", "^Gallery$"], extraEnvironment: x).output
            return String(decoding: out, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        for attempt in 1...2 {
            gallery = try #require(Spawn.start([bin.appendingPathComponent("Gallery").path],
                                               extraEnvironment: x.merging(["OPENUIKIT_DEVICE": "iPhone15"]) { $1 },
                                               stderrPath: log))
            let found = waitFor(attempt == 1 ? 45 : 90) {
                window = galleryWindows().first ?? ""
                return !window.isEmpty
            }
            if found { break }
            var status: Int32 = 0
            let exited = waitpid(gallery, &status, WNOHANG) == gallery
            let errors = (try? String(contentsOfFile: log, encoding: .utf8)).map { String($0.suffix(2000)) } ?? ""
            let report = "attempt \(attempt): no window; " + (exited ? "the Gallery exited with status \(status)" : "the Gallery is still running") + "; its stderr: \(errors)"
            reports.append(report)
            FileHandle.standardError.write(Data(("GalleryWindowTests: " + report + "\n").utf8))
            if !exited { Spawn.stop(gallery) }
            gallery = 0
        }
        try #require(!window.isEmpty, "no Gallery window appeared: \(reports.joined(separator: " | "))")

        func capture() -> XWDImage? { XWDImage(Spawn.run(["xwd", "-id", window, "-silent"], extraEnvironment: x).output) }
        func xdotool(_ args: [String]) { Spawn.run(["xdotool"] + args, extraEnvironment: x) }
        /// Whether the window shows the same picture twice, 0.3 s apart (a grid of samples): a screen
        /// pushed is at rest, and takes clicks (UIKit ignores touches while a push animates, and on a
        /// loaded machine the live loop's frames, on the real clock, come late).
        func atRest() -> Bool {
            func samples() -> [Int]? {
                capture().map { img in stride(from: 4, to: img.height, by: 24).flatMap { y in stride(from: 4, to: img.width, by: 24).map { x in
                    let c = img.rgb(x, y); return c.r << 16 | c.g << 8 | c.b } } }
            }
            let first = samples()
            usleep(300_000)
            return first != nil && first == samples()
        }

        // The home screen under its navigation bar: a white row per demonstration, inset from the
        // grouped background at the sides.
        let home = waitFor(60) {
            guard let img = capture() else {
                // xwd could not read the window (seen once on a loaded machine, cause unknown): it
                // may have been replaced while the app started, so look it up again by its name.
                if let id = galleryWindows(["--onlyvisible"]).last { window = id }
                return false
            }
            guard img.width == 393, img.height == 852 else { return false }
            return img.rgb(300, 190) == (255, 255, 255) && img.rgb(8, 500) == (242, 242, 247)
        }
        let seen = capture().map { "\($0.width)x\($0.height), row \($0.rgb(300, 190)), background \($0.rgb(8, 500))" } ?? "nothing"
        if !home {
            // Say why: whether the app is still there, and what it wrote.
            var status: Int32 = 0
            let exited = waitpid(gallery, &status, WNOHANG) == gallery
            let errors = (try? String(contentsOfFile: log, encoding: .utf8)).map { String($0.suffix(2000)) } ?? ""
            let xwd = Spawn.run(["xwd", "-id", window, "-silent"], extraEnvironment: x)
            let state = exited ? "the Gallery exited with status \(status)" : "the Gallery is running"
            Issue.record("the Gallery's home screen did not show: \(seen); window \(window); xwd gave \(xwd.output.count) bytes; \(state); its stderr: \(errors)")
        }
        try #require(home)

        // Tap "Sketch (lesson 14)", then draw a stroke with the mouse.
        xdotool(["mousemove", "--window", window, "60", "190", "click", "1"])
        let opened = waitFor(10) { capture().map { $0.rgb(200, 600) == (255, 255, 255) } ?? false }
        try #require(opened, "the sketch pad (white) did not open")
        #expect(waitFor(10) { atRest() }, "the sketch pad's push came to rest")
        xdotool(["mousemove", "--window", window, "60", "300", "mousedown", "1",
                 "mousemove", "--window", window, "120", "340", "mousemove", "--window", window, "180", "380",
                 "mousemove", "--window", window, "240", "420", "mousemove", "--window", window, "300", "460", "mouseup", "1"])
        // A blue line from (60, 300) to (300, 460): look around its midpoint.
        let drawn = waitFor(10) {
            guard let img = capture() else { return false }
            return (-2...2).contains { dy in let c = img.rgb(180, 380 + dy); return c.b > 200 && c.r < 180 }
        }
        #expect(drawn, "the drag did not draw a blue line")
        #expect(capture().map { $0.rgb(300, 300) == (255, 255, 255) } ?? false, "the rest of the pad stays white")
        // The bar is transparent at rest (iOS 15 and later): its back button, in the tint, is above the pad.
        #expect(capture().map { img in (66...86).contains { y in (5...150).contains { x in let c = img.rgb(x, y); return c.b > 200 && c.r < 120 } } } ?? false,
                "the bar with the back button is above the pad")

        // Back home, then the 10,000-row list: a fling keeps scrolling after the button is released, on the
        // live loop's frames, and comes to rest; the mouse wheel scrolls it too.
        xdotool(["mousemove", "--window", window, "30", "76", "click", "1"])
        let back = waitFor(10) { capture().map { $0.rgb(300, 190) == (255, 255, 255) && $0.rgb(8, 500) == (242, 242, 247) } ?? false }
        try #require(back, "the back button did not return to the home screen")
        #expect(waitFor(10) { atRest() }, "the pop came to rest")
        xdotool(["mousemove", "--window", window, "60", "424", "click", "1"])
        let listed = waitFor(10) { capture().map { $0.rgb(300, 600) == (255, 255, 255) } ?? false }
        try #require(listed, "the long list did not open")
        #expect(waitFor(10) { atRest() }, "the long list's push came to rest")
        /// The text down the rows' leading edge, as a fingerprint of where the list is.
        func rows() -> [Int] {
            capture().map { img in stride(from: 120, to: 840, by: 2).map { y in stride(from: 20, to: 200, by: 3).reduce(0) { $0 + img.rgb($1, y).r } } } ?? []
        }
        let before = rows()
        xdotool(["mousemove", "--window", window, "200", "760", "mousedown", "1", "sleep", "0.02",
                 "mousemove", "--window", window, "200", "700", "sleep", "0.02", "mousemove", "--window", window, "200", "600", "sleep", "0.02",
                 "mousemove", "--window", window, "200", "480", "sleep", "0.02", "mousemove", "--window", window, "200", "360", "mouseup", "1"])
        // The live loop draws the drag's last moves on its next frames: wait for them, then look twice.
        #expect(waitFor(2) { rows() != before }, "the list followed the drag")
        let released = rows()
        usleep(150_000)
        let coasting = rows()
        #expect(coasting != released, "the list kept moving after the release")
        let rested = waitFor(10) { let a = rows(); usleep(300_000); return a == rows() }
        #expect(rested, "the fling came to rest")
        let still = rows()
        xdotool(["mousemove", "--window", window, "200", "500", "click", "--repeat", "3", "--delay", "50", "5"])
        #expect(waitFor(5) { rows() != still }, "the mouse wheel scrolled the list")

        // Back home, then the keyboard recipe: clicking its field brings the on-screen keyboard up; typing on
        // the real keyboard (X key events, through SDL's text input) fills the field and, as on iOS when a
        // hardware keyboard types, takes the on-screen one down.
        xdotool(["mousemove", "--window", window, "30", "76", "click", "1"])
        let home2 = waitFor(10) { capture().map { $0.rgb(300, 190) == (255, 255, 255) && $0.rgb(8, 500) == (242, 242, 247) } ?? false }
        try #require(home2, "the back button did not return to the home screen")
        #expect(waitFor(10) { atRest() }, "the pop came to rest")
        xdotool(["mousemove", "--window", window, "60", "471", "click", "1"])
        let recipe = waitFor(10) { capture().map { $0.rgb(300, 600) == (255, 255, 255) } ?? false }
        try #require(recipe, "the keyboard recipe did not open")
        #expect(waitFor(10) { atRest() }, "the keyboard recipe's push came to rest")
        xdotool(["mousemove", "--window", window, "200", "782", "click", "1"])
        let keyboardGrey = (r: 209, g: 212, b: 217)
        let up = waitFor(10) { capture().map { $0.rgb(3, 700) == keyboardGrey } ?? false }
        try #require(up, "the on-screen keyboard did not come up: \(capture().map { "\($0.rgb(3, 700))" } ?? "")")
        xdotool(["type", "--window", window, "--delay", "30", "hello"])
        let down = waitFor(10) { capture().map { $0.rgb(3, 700) == (255, 255, 255) } ?? false }
        #expect(down, "typing on a hardware keyboard took the on-screen one down")
        /// Dark pixels along the field's text line: the typed text is drawn there.
        func inked() -> Int {
            capture().map { img in (26...200).reduce(0) { n, x in n + ((770...795).contains { y in img.rgb(x, y).r < 90 } ? 1 : 0) } } ?? 0
        }
        #expect(waitFor(10) { inked() > 20 }, "the typed text shows in the field")

        // Resized by hand: the screen takes the window's size and the interface is drawn anew at it.
        xdotool(["windowsize", window, "500", "700"])
        let resized = waitFor(10) { capture().map { $0.width == 500 && $0.height == 700 && $0.rgb(480, 350) != (0, 0, 0) } ?? false }
        #expect(resized, "the window resized: \(capture().map { "\($0.width)x\($0.height), \($0.rgb(480, 350))" } ?? "nothing")")
        // The status bar's battery moved to the new right edge (it was at about 340–370 points).
        let battery = capture().map { img in (420..<498).reduce(0) { n, x in n + ((15...40).contains { y in img.rgb(x, y).r < 90 } ? 1 : 0) } } ?? 0
        #expect(battery > 10, "the status bar was laid out at the new width: \(battery) dark columns near the right edge")

        // Control-→ turns the device clockwise, as ⌘→ does in the iOS Simulator: the window takes
        // the landscape size; Control-← turns it back.
        xdotool(["key", "--window", window, "ctrl+Right"])
        let turned = waitFor(10) { capture().map { $0.width == 700 && $0.height == 500 } ?? false }
        #expect(turned, "Control-→ turned the window to landscape: \(capture().map { "\($0.width)x\($0.height)" } ?? "nothing")")
        xdotool(["key", "--window", window, "ctrl+Left"])
        let upright = waitFor(10) { capture().map { $0.width == 500 && $0.height == 700 } ?? false }
        #expect(upright, "Control-← turned it back: \(capture().map { "\($0.width)x\($0.height)" } ?? "nothing")")
    }

    /// A live app (UIApplicationMain, a real window): the main queue, a repeating Foundation timer, a
    /// target timer, run-loop blocks, main operations, a main-actor task and a `.main` observer all run
    /// on time, and the app uses almost no CPU while it idles for 2 s; a system sound it plays goes out
    /// through SDL's audio (the disk driver keeps the samples) and its completion runs.
    @Test func theLiveRunLoopServesTheMainQueueAndTimersAndIdles() throws {
        let (xvfb, x) = try startXvfb()
        defer { Spawn.stop(xvfb) }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)").path
        defer { unlink(out) }
        // SDL's disk audio driver writes what the app plays to a file: a system sound goes out as samples.
        let audio = FileManager.default.temporaryDirectory.appendingPathComponent("probe-audio-\(UUID().uuidString)").path
        defer { unlink(audio) }
        let chime = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../SystemFrameworksTests/Fixtures/Chime.caf").standardized.path
        var env = x
        env["SDL_AUDIODRIVER"] = "disk"
        env["SDL_DISKAUDIOFILE"] = audio
        env["PROBE_SOUND"] = chime
        let probe = try #require(Spawn.start([bin.appendingPathComponent("RunLoopProbe").path], extraEnvironment: env, stdoutPath: out))
        var status: Int32 = 0
        let exited = waitFor(60) { waitpid(probe, &status, WNOHANG) == probe }
        if !exited { Spawn.stop(probe) }
        let text = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        try #require(exited, "the probe did not finish; it wrote: \(text)")
        let lines = text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        func value(_ key: String, _ index: Int = 1) -> Double? {
            lines.first { $0.first == key && $0.count > index }.flatMap { Double($0[index]) }
        }
        for key in ["async", "perform", "operation", "task", "notification", "target"] {
            #expect(lines.contains { $0.first == key }, "\(key) never ran: \(text)")
        }
        let after = try #require(value("asyncAfter"), "asyncAfter never fired: \(text)")
        #expect(after >= 195 && after < 1000, "asyncAfter(0.2) fired \(after) ms after it was asked for")
        let ticks = lines.filter { $0.first == "tick" }.compactMap { Double($0[2]) }
        #expect(ticks.count == 3, "the repeating timer ticked \(ticks.count) times: \(text)")
        if ticks.count == 3 { #expect(ticks[2] - ticks[0] >= 195, "ticks 0.1 s apart: \(ticks)") }
        let idle = try #require(value("idle-cpu"), "no idle report: \(text)")
        #expect(idle < 0.1, "idling for 2 s took \(idle) s of CPU")
        #expect((status >> 8) & 0xFF == 0)
        // The chime (0.4 s, its loudest sample 8000 of 32768) went out through SDL, and its completion ran.
        #expect(lines.contains { $0 == ["sound", "0", "4097"] }, "the sound was not created: \(text)")
        #expect(lines.contains { $0.first == "sound-done" }, "the sound's completion never ran: \(text)")
        let samples = (try? Data(contentsOf: URL(fileURLWithPath: audio))) ?? Data()
        let floats = samples.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        let peak = floats.map(abs).max() ?? 0
        let heard = floats.filter { abs($0) > 1e-3 }.count
        #expect(abs(peak - 8000.0 / 32768) < 0.02, "the chime's loudest sample: \(peak)")
        #expect(heard > 48_000 * 2 / 10, "at least 0.2 s of stereo sound at 48 kHz: \(heard) samples")
    }
}
