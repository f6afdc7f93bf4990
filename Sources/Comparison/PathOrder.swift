/// Path order (I.4): component by component as numbers, a parent before its children, which
/// is pre-order for the paths of one tree (`0.2` before `0.10`).
public func pathPrecedes(_ a: String, _ b: String) -> Bool {
    let left = a.split(separator: ".", omittingEmptySubsequences: false)
    let right = b.split(separator: ".", omittingEmptySubsequences: false)
    for (x, y) in zip(left, right) where x != y {
        if let m = Int(x), let n = Int(y) { return m < n }
        return x < y
    }
    return left.count < right.count
}
