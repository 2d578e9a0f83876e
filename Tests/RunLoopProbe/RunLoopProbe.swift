import UIKit
import AudioToolbox

// A live app for GalleryWindowTests: started by `@main` (UIApplicationMain) in a real window, it schedules
// work on the main queue, a repeating Foundation timer and the other main-thread mechanisms, reports
// when each runs (milliseconds since launch), then idles for 2 s and reports the CPU time it used.

func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

final class ProbeController: UIViewController {
    let start = Date()
    var ticks = 0
    var ms: Int { Int(Date().timeIntervalSince(start) * 1000) }

    override func viewDidLoad() {
        view.backgroundColor = .systemTeal
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // A system sound through the live window's audio (PROBE_SOUND: a sound file), its completion reported.
        if let file = ProcessInfo.processInfo.environment["PROBE_SOUND"] {
            var sound: SystemSoundID = 0
            let status = AudioServicesCreateSystemSoundID(URL(fileURLWithPath: file) as CFURL, &sound)
            report("sound \(status) \(sound)")
            AudioServicesPlaySystemSoundWithCompletion(sound) { report("sound-done \(self.ms)") }
        }
        // Timed from when it is asked for, not from launch: a loaded machine may take a while to show the window.
        let asked = ms
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { report("asyncAfter \(self.ms - asked)") }
        DispatchQueue.main.async { report("async \(self.ms)") }
        RunLoop.main.perform { report("perform") }
        OperationQueue.main.addOperation { report("operation") }
        Task { @MainActor in report("task \(self.ms)") }
        let name = Notification.Name("probe")
        _ = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in report("notification") }
        DispatchQueue.global().async { NotificationCenter.default.post(name: name, object: nil) }
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
            let done = MainActor.assumeIsolated { () -> Bool in
                self.ticks += 1
                report("tick \(self.ticks) \(self.ms)")
                return self.ticks == 3
            }
            if done {
                timer.invalidate()
                MainActor.assumeIsolated { self.idle() }
            }
        }
        _ = Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: ProbeController.targetTimer,
                                 userInfo: "info", repeats: false)
    }

    func targetTimer(_ timer: Timer) { report("target \(timer.userInfo as? String ?? "-")") }

    /// Nothing animates and nothing is scheduled for 2 s but the wake-up at the end.
    func idle() {
        let before = cpuSeconds()
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            report("idle-cpu \(cpuSeconds() - before)")
            exit(0)
        }
    }
}

/// `@main` on the app delegate, as the porting guide says (Linux's compiler crashes on `@UIApplicationMain`).
@main
final class ProbeDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ProbeController()
        window?.makeKeyAndVisible()
        return true
    }
}

