import Foundation
import CGio

/// A private session bus (Debian's dbus-daemon) with a stand-in for the freedesktop settings
/// portal on it: it answers `ReadOne` and `Read` for `org.freedesktop.appearance` `color-scheme`
/// and emits `SettingChanged` when told, as xdg-desktop-portal does.
final class SettingsPortalStandIn: @unchecked Sendable {
    let address: String
    private let daemon = Process()
    private var connection: OpaquePointer?
    private let context: OpaquePointer
    private var running = true
    /// The colour scheme served: 0 no preference, 1 dark, 2 light.
    var scheme: UInt32

    init(scheme: UInt32) throws {
        self.scheme = scheme
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
        let out = Pipe()
        daemon.standardOutput = out
        // Not the test process's own output: the runner waits for that to close.
        daemon.standardError = FileHandle.nullDevice
        daemon.standardInput = FileHandle.nullDevice
        try daemon.run()
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) { line.append(byte) }
        address = String(decoding: line, as: UTF8.self)
        context = g_main_context_new()
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in serve(ready) }
        thread.start()
        ready.wait()
    }

    /// Ends the portal's thread and the bus.
    func stop() {
        guard running else { return }
        running = false
        g_main_context_wakeup(context)
        // SIGKILL: the daemon inherits the test thread's blocked signals, SIGTERM among them.
        kill(daemon.processIdentifier, SIGKILL)
    }

    deinit { stop() }

    /// The portal's thread: owns the name, exports the interface, answers calls.
    private func serve(_ ready: DispatchSemaphore) {
        g_main_context_push_thread_default(context)
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
        var args: [OpaquePointer?] = [g_variant_new_string("org.freedesktop.portal.Desktop"), g_variant_new_uint32(0)]
        if let reply = g_dbus_connection_call_sync(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                                   "RequestName", g_variant_new_tuple(&args, 2), nil, G_DBUS_CALL_FLAGS_NONE, -1, nil, &error) {
            g_variant_unref(reply)
        }
        let xml = """
        <node><interface name="org.freedesktop.portal.Settings">
          <method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
          <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
          <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
        </interface></node>
        """
        let node = g_dbus_node_info_new_for_xml(xml, &error)!
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, _, method, _, invocation, data in
            let portal = Unmanaged<SettingsPortalStandIn>.fromOpaque(data!).takeUnretainedValue()
            var value = g_variant_new_variant(g_variant_new_uint32(portal.scheme))
            // Version 1's Read wraps the value in one more variant.
            if String(cString: method!) == "Read" { value = g_variant_new_variant(value) }
            var out: [OpaquePointer?] = [value]
            g_dbus_method_invocation_return_value(invocation, g_variant_new_tuple(&out, 1))
        }
        g_dbus_connection_register_object(connection, "/org/freedesktop/portal/desktop", node.pointee.interfaces[0],
                                          &vtable, Unmanaged.passUnretained(self).toOpaque(), nil, &error)
        ready.signal()
        while running { g_main_context_iteration(context, 1) }
        g_main_context_pop_thread_default(context)
    }

    /// The desktop switches: the portal serves `scheme` from now on and says so.
    func change(to scheme: UInt32) {
        self.scheme = scheme
        var args: [OpaquePointer?] = [g_variant_new_string("org.freedesktop.appearance"), g_variant_new_string("color-scheme"),
                                      g_variant_new_variant(g_variant_new_uint32(scheme))]
        g_dbus_connection_emit_signal(connection, nil, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings",
                                      "SettingChanged", g_variant_new_tuple(&args, 3), nil)
        g_dbus_connection_flush_sync(connection, nil, nil)
    }
}
