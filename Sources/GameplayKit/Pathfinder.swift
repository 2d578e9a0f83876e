/// A* over `GKGraphNode`s' connections, with their own `cost(to:)` and `estimatedCost(to:)`.
enum Pathfinder {
    /// The cheapest path from `start` to `goal`, both included; empty when `goal` is out of reach.
    static func path(from start: GKGraphNode, to goal: GKGraphNode) -> [GKGraphNode] {
        var open = OpenSet()
        var cost: [ObjectIdentifier: Float] = [ObjectIdentifier(start): 0]
        var cameFrom: [ObjectIdentifier: GKGraphNode] = [:]
        var closed: Set<ObjectIdentifier> = []
        open.insert(start, priority: start.estimatedCost(to: goal))
        while let node = open.popMin() {
            let id = ObjectIdentifier(node)
            if node === goal { return backtrack(from: goal, through: cameFrom) }
            guard closed.insert(id).inserted, let costHere = cost[id] else { continue }
            for next in node.connectedNodes {
                let nextID = ObjectIdentifier(next)
                if closed.contains(nextID) { continue }
                let through = costHere + node.cost(to: next)
                if let known = cost[nextID], known <= through { continue }
                cost[nextID] = through
                cameFrom[nextID] = node
                // Stale entries stay in the heap and are skipped when popped (closed above).
                open.insert(next, priority: through + next.estimatedCost(to: goal))
            }
        }
        return []
    }

    private static func backtrack(from goal: GKGraphNode, through cameFrom: [ObjectIdentifier: GKGraphNode]) -> [GKGraphNode] {
        var path = [goal]
        while let previous = cameFrom[ObjectIdentifier(path[path.count - 1])] { path.append(previous) }
        return path.reversed()
    }

    /// A binary min-heap of nodes by priority; ties go to the node inserted first, so equal-cost
    /// paths come out the same on every run.
    private struct OpenSet {
        private var heap: [(priority: Float, order: Int, node: GKGraphNode)] = []
        private var inserted = 0

        mutating func insert(_ node: GKGraphNode, priority: Float) {
            heap.append((priority, inserted, node))
            inserted += 1
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard precedes(child, parent) else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        }

        mutating func popMin() -> GKGraphNode? {
            guard !heap.isEmpty else { return nil }
            heap.swapAt(0, heap.count - 1)
            let top = heap.removeLast().node
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < heap.count, precedes(left, smallest) { smallest = left }
                if right < heap.count, precedes(right, smallest) { smallest = right }
                if smallest == parent { return top }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }

        private func precedes(_ a: Int, _ b: Int) -> Bool {
            heap[a].priority != heap[b].priority ? heap[a].priority < heap[b].priority : heap[a].order < heap[b].order
        }
    }
}
