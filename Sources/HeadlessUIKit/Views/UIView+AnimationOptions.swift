// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    extension UIView {
        /// Options for animating views, with UIKit's exact raw values.
        ///
        /// Curves (bits 16–19), transitions (bits 20–23) and frame rates (bits 24–27) are multi-bit fields,
        /// so `contains` answers as it does in UIKit: `.curveLinear.contains(.curveEaseIn)` is `true`. As
        /// in UIKit, the zero values of the transition and frame-rate fields (`transitionNone`,
        /// `preferredFramesPerSecondDefault`) are not offered in Swift: `[]` stands for them.
        public struct AnimationOptions: OptionSet, @unchecked Sendable {
            /// The raw bit mask.
            public let rawValue: UInt
            /// Creates options from a raw bit mask.
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// Lays out subviews during the animation.
            public static var layoutSubviews: UIView.AnimationOptions { .init(rawValue: 1 << 0) }
            /// Lets the user interact with views while they animate.
            public static var allowUserInteraction: UIView.AnimationOptions { .init(rawValue: 1 << 1) }
            /// Starts from the current presentation state.
            public static var beginFromCurrentState: UIView.AnimationOptions { .init(rawValue: 1 << 2) }
            /// Repeats the animation.
            public static var `repeat`: UIView.AnimationOptions { .init(rawValue: 1 << 3) }
            /// Runs the animation backwards and forwards.
            public static var autoreverse: UIView.AnimationOptions { .init(rawValue: 1 << 4) }
            /// Ignores an enclosing animation's duration.
            public static var overrideInheritedDuration: UIView.AnimationOptions { .init(rawValue: 1 << 5) }
            /// Ignores an enclosing animation's curve.
            public static var overrideInheritedCurve: UIView.AnimationOptions { .init(rawValue: 1 << 6) }
            /// Redraws content while animating.
            public static var allowAnimatedContent: UIView.AnimationOptions { .init(rawValue: 1 << 7) }
            /// Hides and shows views instead of removing and adding them in a transition.
            public static var showHideTransitionViews: UIView.AnimationOptions { .init(rawValue: 1 << 8) }
            /// Ignores an enclosing animation's options.
            public static var overrideInheritedOptions: UIView.AnimationOptions { .init(rawValue: 1 << 9) }
            /// Ease-in, ease-out timing (the default, raw value 0).
            public static var curveEaseInOut: UIView.AnimationOptions { .init(rawValue: 0 << 16) }
            /// Ease-in timing.
            public static var curveEaseIn: UIView.AnimationOptions { .init(rawValue: 1 << 16) }
            /// Ease-out timing.
            public static var curveEaseOut: UIView.AnimationOptions { .init(rawValue: 2 << 16) }
            /// Linear timing.
            public static var curveLinear: UIView.AnimationOptions { .init(rawValue: 3 << 16) }
            /// Flips from the left.
            public static var transitionFlipFromLeft: UIView.AnimationOptions { .init(rawValue: 1 << 20) }
            /// Flips from the right.
            public static var transitionFlipFromRight: UIView.AnimationOptions { .init(rawValue: 2 << 20) }
            /// Curls up.
            public static var transitionCurlUp: UIView.AnimationOptions { .init(rawValue: 3 << 20) }
            /// Curls down.
            public static var transitionCurlDown: UIView.AnimationOptions { .init(rawValue: 4 << 20) }
            /// Cross-dissolves.
            public static var transitionCrossDissolve: UIView.AnimationOptions { .init(rawValue: 5 << 20) }
            /// Flips from the top.
            public static var transitionFlipFromTop: UIView.AnimationOptions { .init(rawValue: 6 << 20) }
            /// Flips from the bottom.
            public static var transitionFlipFromBottom: UIView.AnimationOptions { .init(rawValue: 7 << 20) }
            /// 60 frames per second.
            public static var preferredFramesPerSecond60: UIView.AnimationOptions { .init(rawValue: 3 << 24) }
            /// 30 frames per second.
            public static var preferredFramesPerSecond30: UIView.AnimationOptions { .init(rawValue: 7 << 24) }
        }
    }

    extension UIView {
        /// The timing curve of an animation.
        public enum AnimationCurve: Int, @unchecked Sendable {
            /// Slow at the start and the end.
            case easeInOut = 0
            /// Slow at the start.
            case easeIn = 1
            /// Slow at the end.
            case easeOut = 2
            /// Even throughout.
            case linear = 3
        }
    }
#endif
