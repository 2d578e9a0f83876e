import Foundation
@_implementationOnly import CGio

/// Where a live app takes light or dark from: `OPENUIKIT_APPEARANCE` (`light` or `dark`) if set,
/// else the desktop's colour scheme — the freedesktop settings portal's
/// `org.freedesktop.appearance` `color-scheme` (GNOME, KDE and others publish it), read over the
/// session bus through GIO and followed while the app runs — else light.
@MainActor final class DesktopColorScheme {
    // GIO's connection is thread-safe; only the deinit reads these off the main actor.
    nonisolated(unsafe) private let connection: OpaquePointer
    nonisolated(unsafe) private var subscription: UInt32 = 0  // a guint: no C type may be stored (Package.swift)
    /// The device that follows the setting.
    private weak var environment: UIKitEnvironment?

    static let portalName = "org.freedesktop.portal.Desktop"
    static let portalPath = "/org/freedesktop/portal/desktop"
    static let settingsInterface = "org.freedesktop.portal.Settings"

    /// The portal's value as a style: 1 prefers dark, 2 prefers light, 0 states no preference (light).
    static func style(portalValue value: UInt32) -> UIUserInterfaceStyle { value == 1 ? .dark : .light }

    /// Connects to the bus at `address` (nil: the session bus), or returns nil when there is none.
    init?(busAddress address: String?, environment: UIKitEnvironment) {
        var error: UnsafeMutablePointer<GError>?
        let bus: OpaquePointer?
        if let address {
            bus = g_dbus_connection_new_for_address_sync(address,
                GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue),
                nil, nil, &error)
        } else {
            bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
        }
        guard let bus else {
            uikitLog.debug("No session bus for the desktop's colour scheme: \(DesktopColorScheme.message(error))")
            if let error { g_error_free(error) }
            return nil
        }
        connection = bus
        self.environment = environment
    }

    deinit {
        if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// The portal's colour scheme now, or nil when no portal answers.
    func read() -> UIUserInterfaceStyle? {
        for method in ["ReadOne", "Read"] {
            var error: UnsafeMutablePointer<GError>?
            var args: [OpaquePointer?] = [g_variant_new_string("org.freedesktop.appearance"), g_variant_new_string("color-scheme")]
            let params = g_variant_new_tuple(&args, 2)
            let reply = g_dbus_connection_call_sync(connection, DesktopColorScheme.portalName, DesktopColorScheme.portalPath,
                                                    DesktopColorScheme.settingsInterface, method, params, nil,
                                                    G_DBUS_CALL_FLAGS_NONE, 1000, nil, &error)
            guard let reply else {
                uikitLog.debug("The settings portal's \(method) failed: \(DesktopColorScheme.message(error))")
                if let error { g_error_free(error) }
                continue
            }
            defer { g_variant_unref(reply) }
            if let value = DesktopColorScheme.uint32(in: reply) { return DesktopColorScheme.style(portalValue: value) }
        }
        return nil
    }

    /// Follows the portal's `SettingChanged` signal: the device turns light or dark as the desktop does.
    func follow() {
        guard subscription == 0 else { return }
        let me = Unmanaged.passUnretained(self).toOpaque()
        subscription = g_dbus_connection_signal_subscribe(connection, nil, DesktopColorScheme.settingsInterface, "SettingChanged",
                                                          DesktopColorScheme.portalPath, "org.freedesktop.appearance",
                                                          G_DBUS_SIGNAL_FLAGS_NONE, { _, _, _, _, _, parameters, data in
            guard let parameters, let data, g_variant_n_children(parameters) == 3 else { return }
            let keyVariant = g_variant_get_child_value(parameters, 1)!
            defer { g_variant_unref(keyVariant) }
            guard String(cString: g_variant_get_string(keyVariant, nil)) == "color-scheme" else { return }
            let value = g_variant_get_child_value(parameters, 2)!
            defer { g_variant_unref(value) }
            guard let scheme = DesktopColorScheme.uint32(in: value) else { return }
            MainActor.assumeIsolated {
                let watcher = Unmanaged<DesktopColorScheme>.fromOpaque(data).takeUnretainedValue()
                watcher.environment?.setUserInterfaceStyle(DesktopColorScheme.style(portalValue: scheme))
            }
        }, me, nil)
    }

    /// Delivers what the bus has sent (the live loop calls this each turn; GIO queues signals on
    /// the default main context).
    func poll() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// The first unsigned 32-bit number inside `variant`, through any nesting of variants and tuples.
    private static func uint32(in variant: OpaquePointer) -> UInt32? {
        let type = String(cString: g_variant_get_type_string(variant))
        if type == "u" { return g_variant_get_uint32(variant) }
        if type == "v" {
            let inner = g_variant_get_variant(variant)!
            defer { g_variant_unref(inner) }
            return uint32(in: inner)
        }
        if type.hasPrefix("(") {
            for i in 0..<g_variant_n_children(variant) {
                let child = g_variant_get_child_value(variant, i)!
                defer { g_variant_unref(child) }
                if let v = uint32(in: child) { return v }
            }
        }
        return nil
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        error.map { String(cString: $0.pointee.message) } ?? "unknown error"
    }
}
