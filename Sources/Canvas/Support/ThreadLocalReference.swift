import Foundation

/// A strong reference per thread, kept in a POSIX thread-specific slot: a lookup is one
/// `pthread_getspecific`, where Foundation's `threadDictionary` costs a dictionary lookup with a
/// bridged key (about 4,500 instructions, 1.6% of the W2 report benchmark). When a thread exits,
/// its object is released on that thread, so an object owning Pango state is freed on the
/// thread its font map belongs to.
///
/// `@unchecked Sendable`: the key is written once, in `init`; each thread touches only its own slot.
package final class ThreadLocalReference<Object: AnyObject>: @unchecked Sendable {
    private var key = pthread_key_t()

    /// Creates the slot; `nil` in every thread until set.
    package init() {
        // The process has at least 128 keys (PTHREAD_KEYS_MAX is 1,024 on glibc); Vellum uses two.
        let status = pthread_key_create(&key) { raw in
            guard let raw else { return }
            Unmanaged<AnyObject>.fromOpaque(raw).release()
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
    }

    /// This thread's object; setting it retains the new one and releases the old one.
    package var value: Object? {
        get {
            guard let raw = pthread_getspecific(key) else { return nil }
            return Unmanaged<Object>.fromOpaque(raw).takeUnretainedValue()
        }
        set {
            let old = pthread_getspecific(key)
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            if let old { Unmanaged<AnyObject>.fromOpaque(old).release() }
        }
    }
}
