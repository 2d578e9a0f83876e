import Foundation
@_implementationOnly import CAccessibilityBridge

/// What ATK asks, answered by the bridge behind the callback's context (it lives as long as the
/// live device), on the main thread: the bridge's requests are dispatched there.
private func ask<T: Sendable>(_ context: UnsafeMutableRawPointer?, _ body: @MainActor (ATSPIBridge) -> T) -> T {
    let bridge = Unmanaged<ATSPIBridge>.fromOpaque(context!)
    return MainActor.assumeIsolated { body(bridge.takeUnretainedValue()) }
}

/// A string for C, which the bridge frees.
private func text(_ s: String?) -> UnsafeMutablePointer<CChar>? { s.flatMap { strdup($0) } }

extension ATSPIBridge {

    static func install(_ tree: inout OUIAccessibilityTree) {
        tree.name = { c, id in text(ask(c) { $0.name(Int(id)) }) }
        tree.description = { c, id in text(ask(c) { $0.objectFor(Int(id))?.accessibilityHint }) }
        tree.value = { c, id in text(ask(c) { $0.value(Int(id)) }) }
        tree.role = { c, id in ask(c) { Int32($0.role(Int(id)).rawValue) } }
        tree.states = { c, id in ask(c) { $0.states(Int(id)) } }
        tree.child_count = { c, id in ask(c) { Int32($0.children(of: Int(id)).count) } }
        tree.child_at = { c, id, i in
            ask(c) { b in
                let children = b.knownChildren(of: Int(id)) ?? b.children(of: Int(id))
                return i >= 0 && Int(i) < children.count ? children[Int(i)] : -1
            }
        }
        tree.parent = { c, id in ask(c) { $0.parent(of: Int(id)) } }
        tree.index_in_parent = { c, id in
            ask(c) { b in
                let parent = b.parent(of: Int(id))
                guard parent >= 0 else { return -1 }
                let siblings = b.knownChildren(of: parent) ?? b.children(of: parent)
                return Int32(siblings.firstIndex(of: Int(id)) ?? -1)
            }
        }
        tree.extents = { c, id, inWindow, x, y, w, h in
            let r = ask(c) { $0.extents(Int(id), inWindow: inWindow != 0) }
            do {
                x?.pointee = Int32(r.minX.rounded())
                y?.pointee = Int32(r.minY.rounded())
                w?.pointee = Int32(r.width.rounded())
                h?.pointee = Int32(r.height.rounded())
            }
        }
        tree.action_count = { c, id in ask(c) { Int32($0.actions(Int(id)).count) } }
        tree.action_name = { c, id, i in
            text(ask(c) { b in
                let names = b.actions(Int(id))
                return i >= 0 && Int(i) < names.count ? names[Int(i)] : nil
            })
        }
        tree.do_action = { c, id, i in ask(c) { $0.doAction(Int(id), Int(i)) ? 1 : 0 } }
        tree.grab_focus = { c, id in ask(c) { $0.grabFocus(Int(id)) ? 1 : 0 } }
        tree.adjust = { c, id, direction in
            ask(c) { b in
                guard let object = b.objectFor(Int(id)) else { return }
                if direction > 0 { object.accessibilityIncrement() } else { object.accessibilityDecrement() }
            }
        }
        tree.is_alive = { c, id in ask(c) { $0.isAlive(Int(id)) ? 1 : 0 } }
    }
}
