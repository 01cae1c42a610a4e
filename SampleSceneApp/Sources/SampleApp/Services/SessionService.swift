public import Foundation

/// The signed-in user, if any, and how the app checks for one at launch.
///
/// A stand-in for a real session store: the check takes `restoreDelay` and finds `restoredUser`.
@MainActor
public final class SessionService {
    /// The user signed in now; `nil` when signed out.
    public private(set) var currentUser: String?
    /// How long the launch check takes, in seconds.
    public let restoreDelay: TimeInterval
    private let restoredUser: String?

    /// A session whose launch check takes `restoreDelay` and finds `restoredUser` (`nil`: signed out).
    public init(restoreDelay: TimeInterval = 0.3, restoredUser: String? = nil) {
        self.restoreDelay = restoreDelay
        self.restoredUser = restoredUser
    }

    /// Checks for a saved session, as a launch does; returns the user it found.
    public func restore() async -> String? {
        try? await Task.sleep(nanoseconds: UInt64(max(0, restoreDelay) * 1_000_000_000))
        currentUser = restoredUser
        return restoredUser
    }

    /// Signs in with an address and a password, or says what is wrong with them.
    public func signIn(email: String, password: String) -> Result<String, SignInError> {
        let email = email.trimmingCharacters(in: .whitespaces)
        guard email.contains("@"), email.split(separator: "@").last?.contains(".") == true else {
            return .failure(.invalidEmail)
        }
        guard password.count >= 8 else { return .failure(.shortPassword) }
        currentUser = email
        return .success(email)
    }

    /// Forgets the signed-in user.
    public func signOut() {
        currentUser = nil
    }
}

/// Why a sign-in was refused.
public enum SignInError: Error, Equatable, CustomStringConvertible {
    /// The address is not an email address.
    case invalidEmail
    /// The password is shorter than eight characters.
    case shortPassword

    /// The message shown under the fields.
    public var description: String {
        switch self {
        case .invalidEmail: "Enter a valid email address."
        case .shortPassword: "The password needs at least 8 characters."
        }
    }
}
