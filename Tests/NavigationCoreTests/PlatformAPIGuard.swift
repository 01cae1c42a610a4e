// A compile guard, never run: every UIKit, Foundation and UserNotifications API the SDK uses, spelled
// with real UIKit's labels and types. Here it compiles against HeadlessUIKit; on an Apple platform the
// same file compiles against UIKit, so a signature that drifts between the two breaks one of the
// builds. When the SDK starts using another platform API, add it here.
import Foundation
import NavigationCore

#if canImport(UIKit)
    import UIKit
    import UserNotifications
#else
    import HeadlessUIKit
    import HeadlessUserNotifications
#endif

@MainActor
func platformAPIGuard(
    window: UIWindow, controller: UIViewController, navigationController: UINavigationController,
    tabBarController: UITabBarController, options: UIScene.ConnectionOptions, response: UNNotificationResponse,
    shortcutItem: UIApplicationShortcutItem, activity: NSUserActivity, context: UIOpenURLContext
) {
    // UIWindow and UIView.
    let root: UIViewController? = window.rootViewController
    window.rootViewController = root
    let isHidden: Bool = window.isHidden
    window.makeKeyAndVisible()
    let bounds: CGRect = window.bounds
    let view: UIView = controller.view
    let loadedView: UIView? = controller.viewIfLoaded
    let snapshot: UIView? = view.snapshotView(afterScreenUpdates: false)
    window.insertSubview(view, aboveSubview: view)
    window.insertSubview(view, belowSubview: view)
    view.removeFromSuperview()
    view.alpha = 0.5
    view.frame.origin.x = bounds.width
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { (finished: Bool) in })

    // UIViewController.
    let presented: UIViewController? = controller.presentedViewController
    let presenting: UIViewController? = controller.presentingViewController
    let parent: UIViewController? = controller.parent
    let children: [UIViewController] = controller.children
    let beingPresented: Bool = controller.isBeingPresented
    let beingDismissed: Bool = controller.isBeingDismissed
    let title: String? = controller.title
    let tabBarItem: UITabBarItem = controller.tabBarItem
    controller.tabBarItem = tabBarItem
    controller.dismiss(animated: false, completion: {})
    let coordinator: (any UIViewControllerTransitionCoordinator)? = controller.transitionCoordinator
    let queued: Bool? = coordinator?.animate(alongsideTransition: nil, completion: { _ in })

    // UINavigationController.
    let stack: [UIViewController] = navigationController.viewControllers
    let top: UIViewController? = navigationController.topViewController
    navigationController.setViewControllers(stack, animated: true)
    navigationController.pushViewController(controller, animated: true)
    let popped: UIViewController? = navigationController.popViewController(animated: true)
    let poppedToRoot: [UIViewController]? = navigationController.popToRootViewController(animated: true)
    let poppedTo: [UIViewController]? = navigationController.popToViewController(controller, animated: true)

    // UITabBarController, UITabBarItem, UIImage.
    let tabs: [UIViewController]? = tabBarController.viewControllers
    tabBarController.setViewControllers(tabs, animated: false)
    let selectedIndex: Int = tabBarController.selectedIndex
    tabBarController.selectedIndex = selectedIndex
    let selected: UIViewController? = tabBarController.selectedViewController
    let image: UIImage? = UIImage(named: "name") ?? UIImage(systemName: "name")
    let item = UITabBarItem(title: "Title", image: image, tag: 0)
    item.selectedImage = image
    let itemTitle: String? = item.title

    // Scenes: connection options, URL contexts, shortcuts, user activities.
    let urlContexts: Set<UIOpenURLContext> = options.urlContexts
    let launchShortcut: UIApplicationShortcutItem? = options.shortcutItem
    let activities: Set<NSUserActivity> = options.userActivities
    let launchResponse: UNNotificationResponse? = options.notificationResponse
    let url: URL = context.url
    let shortcutType: String = shortcutItem.type
    let shortcutInfo: [String: any NSSecureCoding]? = shortcutItem.userInfo
    let activityType: String = activity.activityType
    let webpageURL: URL? = activity.webpageURL
    let browsingWeb: String = NSUserActivityTypeBrowsingWeb

    // UserNotifications.
    let payload: [AnyHashable: Any] = response.notification.request.content.userInfo
    let action: String = response.actionIdentifier
    let defaultAction: String = UNNotificationDefaultActionIdentifier

    _ = (isHidden, loadedView, snapshot, presented, presenting, parent, children, beingPresented, beingDismissed)
    _ = (title, queued, top, popped, poppedToRoot, poppedTo, selected, itemTitle, urlContexts, launchShortcut)
    _ = (activities, launchResponse, url, shortcutType, shortcutInfo, activityType, webpageURL, browsingWeb)
    _ = (payload, action, defaultAction)
}
