// Swift Testing's cross-import overlay for UIKit; the stand-in UIKit needs none of its additions.
