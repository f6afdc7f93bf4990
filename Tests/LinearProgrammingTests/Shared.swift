import Synchronization

/// A value several threads of a test can read and write.
final class Shared<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>
    init(_ value: Value) { storage = Mutex(value) }
    func get() -> Value { storage.withLock { $0 } }
    func set(_ value: Value) { storage.withLock { $0 = value } }
    func update(_ body: (inout Value) -> Void) { storage.withLock { body(&$0) } }
}
