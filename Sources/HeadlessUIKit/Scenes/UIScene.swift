// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    /// One instance of the app's user interface.
    @preconcurrency @MainActor
    open class UIScene: UIResponder {
        private let storedSession: UISceneSession
        private(set) var storedActivationState: ActivationState = .unattached

        /// Creates a scene for a session. Apps never call this: the system creates scenes.
        public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
            storedSession = session
            super.init()
            session.storedScene = self
        }

        /// The session that manages the scene.
        open var session: UISceneSession { storedSession }

        /// The scene's delegate, held strongly as in UIKit (S8.3).
        open var delegate: (any UISceneDelegate)?

        /// Whether the scene is in the foreground and active.
        open var activationState: UIScene.ActivationState { storedActivationState }

        /// Asks the system to open a URL in another app. HeadlessUIKit opens nothing, remembers the
        /// request (`HeadlessScenes.urlsOpenedExternally(by:)` reads it) and reports `false` on a
        /// later main-queue turn.
        open func open(
            _ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil
        ) {
            externalOpenRequests.append(url)
            AnimationEngine.shared.schedule { completion?(false) }
        }

        /// The URLs app code asked this scene to open in another app, oldest first.
        package var externalOpenRequests: [URL] = []

        /// The scene's title, shown by the system in multitasking; setting `nil` resets it to the empty
        /// title, as UIKit's `null_resettable` property does.
        open var title: String! {
            get { storedTitle }
            set { storedTitle = newValue ?? "" }
        }
        private var storedTitle = ""
        /// The scene's subtitle.
        open var subtitle: String = ""
        /// Conditions under which the system activates this scene for incoming events.
        open var activationConditions = UISceneActivationConditions()

        package func setActivationState(_ state: ActivationState) {
            storedActivationState = state
        }
    }

    extension UIScene {
        /// Where a scene is in its life.
        public enum ActivationState: Int, @unchecked Sendable {
            /// Not connected to the app.
            case unattached = -1
            /// On screen and receiving events.
            case foregroundActive = 0
            /// On screen, not receiving events.
            case foregroundInactive = 1
            /// Off screen.
            case background = 2
        }
    }
#endif
