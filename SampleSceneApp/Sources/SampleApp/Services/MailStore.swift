/// A message in the Inbox.
public struct Message: Sendable, Hashable {
    /// The message's identifier, as deep links name it.
    public let id: Int
    /// Who sent it.
    public let sender: String
    /// The sender's address.
    public let senderEmail: String
    /// The subject line.
    public let subject: String
    /// The text.
    public let body: String
}

/// A message the user wrote in Compose.
public struct Draft: Sendable, Hashable {
    /// The recipient's address.
    public var to: String
    /// The text.
    public var body: String

    /// A draft to `to` saying `body`.
    public init(to: String, body: String) {
        self.to = to
        self.body = body
    }
}

/// The sample's mailbox: a fixed set of messages, and the drafts sent.
@MainActor
public final class MailStore {
    /// The messages, newest first.
    public let messages: [Message] = [
        Message(
            id: 42, sender: "Ana", senderEmail: "ana@example.com", subject: "Lunch on Friday?",
            body: "Shall we try the new place?"),
        Message(
            id: 7, sender: "Ben", senderEmail: "ben@example.com", subject: "Invoice 1187",
            body: "Attached, as discussed."),
        Message(
            id: 3, sender: "Chloé", senderEmail: "chloe@example.com", subject: "Trip photos",
            body: "The album is online."),
    ]
    /// The drafts sent, oldest first.
    public private(set) var sent: [Draft] = []

    /// An empty outbox and the fixed messages.
    public init() {}

    /// The message with this identifier, if there is one.
    public func message(id: Int) -> Message? {
        messages.first { $0.id == id }
    }

    /// Sends a draft.
    public func send(_ draft: Draft) {
        sent.append(draft)
    }
}
