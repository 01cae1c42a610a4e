// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    // Apple platforms have CoreGraphics' type; only other platforms need a stand-in.
    #if !canImport(CoreGraphics)

        /// An affine transformation matrix (CoreGraphics' type, absent on this platform).
        ///
        /// Only what transition contexts report is offered: the six entries and the identity.
        public struct CGAffineTransform: Equatable, Sendable {
            /// The entry at row 1, column 1.
            public var a: CGFloat
            /// The entry at row 1, column 2.
            public var b: CGFloat
            /// The entry at row 2, column 1.
            public var c: CGFloat
            /// The entry at row 2, column 2.
            public var d: CGFloat
            /// The entry at row 3, column 1: the horizontal translation.
            public var tx: CGFloat
            /// The entry at row 3, column 2: the vertical translation.
            public var ty: CGFloat

            /// A matrix of zeros.
            public init() {
                self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
            }

            /// A matrix with the given entries.
            public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
                self.a = a
                self.b = b
                self.c = c
                self.d = d
                self.tx = tx
                self.ty = ty
            }

            /// The transformation that changes nothing.
            public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

            /// Whether this is the identity transformation.
            public var isIdentity: Bool { self == .identity }
        }

    #endif
#endif
