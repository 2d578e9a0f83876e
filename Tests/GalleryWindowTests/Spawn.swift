import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Child processes through posix_spawn and waitpid (Foundation's Process can hang in waitUntilExit
/// when many short-lived children are started in a row).
enum Spawn {
    /// Starts `args` (looked up on PATH) with `extraEnvironment`, stdout to `stdoutPath` (or /dev/null).
    static func start(_ args: [String], extraEnvironment: [String: String] = [:], stdoutPath: String? = nil,
                      stderrPath: String? = nil) -> pid_t? {
        // The child gets none of OpenUIKit's switches from this process (other tests set them briefly).
        var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("OPENUIKIT_") }
        for (k, v) in extraEnvironment { env[k] = v }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var pid: pid_t = 0
        let cargs = args.map { strdup($0) } + [nil]
        let cenv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { cargs.forEach { free($0) }; cenv.forEach { free($0) } }
        // A process group of its own, so that `stop` ends what it started too (a session bus's
        // activated services: the accessibility bus and its registry).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let rc = posix_spawnp(&pid, args[0], &actions, &attributes, cargs, cenv)
        return rc == 0 ? pid : nil
    }

    /// Runs to completion; returns the exit status and what it wrote to stdout.
    @discardableResult
    static func run(_ args: [String], extraEnvironment: [String: String] = [:]) -> (status: Int32, output: Data) {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(UUID().uuidString)").path
        defer { unlink(out) }
        guard let pid = start(args, extraEnvironment: extraEnvironment, stdoutPath: out) else { return (-1, Data()) }
        let status = wait(pid)
        return (status, FileManager.default.contents(atPath: out) ?? Data())
    }

    /// Waits for a started process to end; its exit status (killed by a signal: the negated signal
    /// number, so a crash never reads as success).
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let signal = status & 0x7F
        return signal != 0 ? -signal : (status >> 8) & 0xFF
    }

    /// Ends the process and its group (what it started), politely first.
    static func stop(_ pid: pid_t) {
        kill(-pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<100 {
            if waitpid(pid, &status, WNOHANG) == pid { kill(-pid, SIGKILL); return }
            usleep(20_000)
        }
        kill(-pid, SIGKILL)
        waitpid(pid, &status, 0)
    }
}
