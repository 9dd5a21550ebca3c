// Canvas's geometry types are Foundation's (`Point` is `CGPoint`, `Size` is `CGSize`, `Rect` is
// `CGRect`), so every module that imports Canvas sees Foundation's names and members too.
@_exported import Foundation
