// UIKit's names for Vellum's types. Each is the Vellum type itself, so values pass freely between
// ported code and Vellum-native code.

/// UIKit's `UIView`: ``Widgets/View``.
public typealias UIView = View
/// UIKit's `UILabel`: ``Widgets/Label``.
public typealias UILabel = Label
/// UIKit's `UIStackView`: ``Widgets/Stack``.
public typealias UIStackView = Stack
/// UIKit's `UIImageView`: ``Widgets/ImageView``.
public typealias UIImageView = ImageView
/// UIKit's `UIAccessibilityTraits`: ``Widgets/AccessibilityTraits``.
public typealias UIAccessibilityTraits = AccessibilityTraits
/// UIKit's `UIViewController`: ``Widgets/ViewController``.
public typealias UIViewController = ViewController
/// UIKit's `UIWindow`: ``Widgets/Window``.
public typealias UIWindow = Window
/// UIKit's `UIImage`: ``Canvas/Image``.
public typealias UIImage = Image
/// UIKit's `UIFont`: ``Canvas/Font``.
public typealias UIFont = Font
/// UIKit's `UIColor`: ``Canvas/Color``.
public typealias UIColor = Color
/// UIKit's `UIEdgeInsets`: ``Canvas/EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: ``Canvas/EdgeInsets`` (build one with
/// `init(top:leading:bottom:trailing:)`; Vellum lays out left to right, so leading is left).
public typealias NSDirectionalEdgeInsets = EdgeInsets
/// UIKit's `UIScreen`: ``Canvas/Screen``.
public typealias UIScreen = Screen
/// UIKit's `NSLayoutConstraint`: ``Widgets/LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `NSLayoutAnchor`: ``Widgets/LayoutAnchor``.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`: ``Widgets/LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`: ``Widgets/LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`: ``Widgets/LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UILayoutGuide`: ``Widgets/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `UILayoutPriority`: ``Widgets/LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `UITraitCollection`: ``Canvas/TraitCollection``.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIUserInterfaceStyle`: ``Canvas/UserInterfaceStyle``.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// UIKit's `UIUserInterfaceLayoutDirection`: ``Canvas/UserInterfaceLayoutDirection``.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UIKit's `UISemanticContentAttribute`: ``Widgets/SemanticContentAttribute``.
public typealias UISemanticContentAttribute = SemanticContentAttribute

/// Core Animation's `CALayer`, as UIKit code reaches it through `view.layer`: ``Widgets/ViewLayer``.
public typealias CALayer = ViewLayer
/// Core Animation's `CACornerMask`: ``Widgets/CornerMask``.
public typealias CACornerMask = CornerMask
/// Core Animation's `CAGradientLayer`: ``Widgets/GradientLayer``.
public typealias CAGradientLayer = GradientLayer
/// Core Animation's `CAGradientLayerType`: ``Widgets/GradientLayer/GradientType``.
public typealias CAGradientLayerType = GradientLayer.GradientType
/// Core Animation's `CAShapeLayer`: ``Widgets/ShapeLayer``.
public typealias CAShapeLayer = ShapeLayer
/// Core Animation's `CAShapeLayerLineCap`: ``Widgets/ShapeLayer/LineCap``.
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
/// Core Animation's `CAShapeLayerLineJoin`: ``Widgets/ShapeLayer/LineJoin``.
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
/// Core Animation's `CAShapeLayerFillRule`: ``Widgets/ShapeLayer/FillRuleName``.
public typealias CAShapeLayerFillRule = ShapeLayer.FillRuleName
/// Core Animation's `CATextLayer`: ``Widgets/TextLayer``.
public typealias CATextLayer = TextLayer
/// Core Animation's `CATextLayerAlignmentMode`: ``Widgets/TextLayer/AlignmentMode``.
public typealias CATextLayerAlignmentMode = TextLayer.AlignmentMode
/// Core Animation's `CATextLayerTruncationMode`: ``Widgets/TextLayer/TruncationMode``.
public typealias CATextLayerTruncationMode = TextLayer.TruncationMode
/// Core Animation's `CALayerCornerCurve`: ``Canvas/CornerCurve``.
public typealias CALayerCornerCurve = CornerCurve

// `CGFloat`, `CGPoint`, `CGSize` and `CGRect` are Foundation's own types, which Canvas's `Point`,
// `Size` and `Rect` are: a file that imports Foundation beside VellumUIKit sees one of each.
/// Core Graphics' `CGColor`: ``Canvas/Color`` (`UIColor.cgColor` is the colour itself).
public typealias CGColor = Color
/// Core Graphics' `CGContext`: ``Canvas/GraphicsContext``, with Core Graphics' drawing calls.
public typealias CGContext = GraphicsContext
/// Core Graphics' `CGPath`: ``Canvas/Path`` (`UIBezierPath.cgPath`).
public typealias CGPath = Path
/// Core Graphics' `CGAffineTransform`: ``Canvas/Transform`` (drawing, paths, and a view's
/// `transform`).
public typealias CGAffineTransform = Transform
/// Core Graphics' `CGLineCap`: ``Canvas/StrokeStyle/LineCap``.
public typealias CGLineCap = StrokeStyle.LineCap
/// Core Graphics' `CGLineJoin`: ``Canvas/StrokeStyle/LineJoin``.
public typealias CGLineJoin = StrokeStyle.LineJoin
/// Core Graphics' `CGBlendMode`: ``Canvas/BlendMode``.
public typealias CGBlendMode = BlendMode
/// Core Graphics' `CGPathFillRule`: ``Canvas/FillRule``.
public typealias CGPathFillRule = FillRule
/// Core Graphics' `CGPathDrawingMode`: ``Canvas/PathDrawingMode``.
public typealias CGPathDrawingMode = PathDrawingMode

/// The context the view being drawn draws into, on this thread (UIKit's function):
/// ``Canvas/GraphicsContext/current``; `nil` outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContext.current
}

/// A rectangle shrunk by insets (UIKit's function, from before Swift 4.2): `rect.inset(by: insets)`.
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}

/// UIKit's `UIControl`: ``Widgets/Control``.
public typealias UIControl = Control
/// UIKit's `UIButton`: ``Widgets/Button``.
public typealias UIButton = Button
/// UIKit's `UIAction`: ``Widgets/ControlAction``.
public typealias UIAction = ControlAction
/// UIKit's `UIActionHandler`: the closure a ``Widgets/ControlAction`` runs.
public typealias UIActionHandler = (UIAction) -> Void
/// UIKit's `UIBackgroundConfiguration`: ``Widgets/BackgroundConfiguration``.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// UIKit's `UIGestureRecognizer`: ``Widgets/GestureRecognizer`` (kept, inert).
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's `UITapGestureRecognizer`: ``Widgets/TapGestureRecognizer`` (kept, inert).
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's `UILongPressGestureRecognizer`: ``Widgets/LongPressGestureRecognizer`` (kept, inert).
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIKit's `UIPanGestureRecognizer`: ``Widgets/PanGestureRecognizer`` (kept, inert).
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's `UISwipeGestureRecognizer`: ``Widgets/SwipeGestureRecognizer`` (kept, inert).
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// UIKit's `UITableViewCell`: ``Widgets/TableCell``.
public typealias UITableViewCell = TableCell
/// UIKit's `UICollectionViewCell`: ``Widgets/CollectionCell``.
public typealias UICollectionViewCell = CollectionCell

extension View {
    /// UIKit's `UIView.TintAdjustmentMode`: ``Widgets/TintAdjustmentMode``.
    public typealias TintAdjustmentMode = Widgets.TintAdjustmentMode
}

extension Control {
    /// UIKit's `UIControl.ContentHorizontalAlignment`: ``Widgets/ContentHorizontalAlignment``.
    public typealias ContentHorizontalAlignment = Widgets.ContentHorizontalAlignment
    /// UIKit's `UIControl.ContentVerticalAlignment`: ``Widgets/ContentVerticalAlignment``.
    public typealias ContentVerticalAlignment = Widgets.ContentVerticalAlignment
}
