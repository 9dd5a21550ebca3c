import Synchronization

/// Images registered by name for ``Image/init(named:in:)``: an asset catalogue for code that
/// draws its images, or reads them from somewhere other than a bundle. Shared by every thread.
final class ImageAssets: Sendable {
    /// The process's catalogue.
    static let shared = ImageAssets()

    private let images = Mutex<[String: Image]>([:])

    /// The image registered under `name`, if any.
    func image(named name: String) -> Image? {
        images.withLock { $0[name] }
    }

    /// Registers `image` under `name`, replacing any earlier one; `nil` removes it.
    func register(_ image: Image?, named name: String) {
        images.withLock { $0[name] = image }
    }
}

extension Image {
    /// Registers an image under a name for ``init(named:in:)`` (and so UIKit code's
    /// `UIImage(named:)`), replacing any image registered under it; `nil` removes it. Registered
    /// images come before bundle resources.
    public static func register(_ image: Image?, named name: String) {
        ImageAssets.shared.register(image, named: name)
    }
}
