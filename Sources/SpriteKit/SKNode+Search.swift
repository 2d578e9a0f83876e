import Foundation

/// Finding nodes by name, with SpriteKit's search syntax: a name (with `*`, `?` and `[…]`
/// wildcards), `/` for the root, `//` for anywhere below, `..` for the parent, `*` for any node.
extension SKNode {
    /// The first node the search finds, or nil.
    public func childNode(withName name: String) -> SKNode? {
        var found: SKNode?
        search(name) { node, stop in
            found = node
            stop = true
        }
        return found
    }

    /// Calls `block` with each node the search finds; setting its flag stops the search.
    public func enumerateChildNodes(withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var flag = ObjCBool(false)
        search(name) { node, stop in
            block(node, &flag)
            stop = flag.boolValue
        }
    }

    /// Every node the search finds.
    public subscript(name: String) -> [SKNode] {
        var found: [SKNode] = []
        search(name) { node, _ in found.append(node) }
        return found
    }

    private func search(_ query: String, _ visit: (SKNode, inout Bool) -> Void) {
        var start: [SKNode] = [self]
        var path = query
        var anywhere = false
        if path.hasPrefix("//") {
            start = [root]
            anywhere = true
            path.removeFirst(2)
        } else if path.hasPrefix("/") {
            start = [root]
            path.removeFirst()
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var stop = false
        func walk(_ nodes: [SKNode], _ index: Int, deep: Bool) {
            guard !stop else { return }
            guard index < parts.count else {
                for n in nodes where !stop { visit(n, &stop) }
                return
            }
            let part = parts[index]
            if part.isEmpty {
                // "a//b": anything below.
                walk(nodes, index + 1, deep: true)
                return
            }
            for node in nodes where !stop {
                if part == ".." {
                    if let p = node.parent { walk([p], index + 1, deep: false) }
                    continue
                }
                if part == "." {
                    walk([node], index + 1, deep: false)
                    continue
                }
                let candidates = deep ? node.descendants : node.children
                let named = candidates.filter { NamePattern.matches(part, $0.name) }
                walk(named, index + 1, deep: false)
            }
        }
        walk(start, 0, deep: anywhere)
    }

    /// All descendants, depth first in tree order.
    var descendants: [SKNode] {
        var out: [SKNode] = []
        func add(_ n: SKNode) {
            for c in n.children {
                out.append(c)
                add(c)
            }
        }
        add(self)
        return out
    }
}

/// Shell-style name matching: `*` any run, `?` one character, `[abc]` or `[a-z]` one of a set.
enum NamePattern {
    static func matches(_ pattern: String, _ name: String?) -> Bool {
        if pattern == "*" { return true }
        guard let name else { return false }
        return match(Array(pattern), 0, Array(name), 0)
    }

    private static func match(_ p: [Character], _ i: Int, _ s: [Character], _ j: Int) -> Bool {
        if i == p.count { return j == s.count }
        switch p[i] {
        case "*":
            for k in j...s.count where match(p, i + 1, s, k) { return true }
            return false
        case "?":
            return j < s.count && match(p, i + 1, s, j + 1)
        case "[":
            guard j < s.count, let close = p[i...].firstIndex(of: "]") else { return false }
            let set = Array(p[(i + 1)..<close])
            var ok = false
            var k = 0
            while k < set.count {
                if k + 2 < set.count, set[k + 1] == "-" {
                    if set[k] <= s[j] && s[j] <= set[k + 2] { ok = true }
                    k += 3
                } else {
                    if set[k] == s[j] { ok = true }
                    k += 1
                }
            }
            return ok && match(p, close + 1, s, j + 1)
        default:
            return j < s.count && p[i] == s[j] && match(p, i + 1, s, j + 1)
        }
    }
}
