import Foundation

/// Which positions of `values` make a longest strictly increasing subsequence: the items of a list
/// that keep their order through an update (a diffable snapshot's moves, a collection view's restacking).
func longestIncreasingRun(_ values: [Int]) -> [Bool] {
    var tails: [Int] = [], tailIndex: [Int] = [], previous = [Int](repeating: -1, count: values.count)
    for (i, v) in values.enumerated() {
        var lo = 0, hi = tails.count
        while lo < hi { let mid = (lo + hi) / 2; if tails[mid] < v { lo = mid + 1 } else { hi = mid } }
        if lo == tails.count { tails.append(v); tailIndex.append(i) } else { tails[lo] = v; tailIndex[lo] = i }
        previous[i] = lo > 0 ? tailIndex[lo - 1] : -1
    }
    var out = [Bool](repeating: false, count: values.count)
    var k = tailIndex.last ?? -1
    while k >= 0 { out[k] = true; k = previous[k] }
    return out
}
