// VellumUIKit: the porting layer. UIKit and Core Graphics view code compiles against Vellum with
// one change, `import UIKit` → `import VellumUIKit`. Vellum's own names (View, Label, Stack,
// GraphicsContext…) stay the primary API; this module only adds UIKit's names for them.

@_exported import Canvas
@_exported import Foundation
@_exported import Widgets
