import Dispatch

/// A link the router is resolving: its input, and the task running its resolver.
@MainActor
final class LinkResolution {
    let input: DeepLinkInput
    /// When the request that resolves was made (see ``NavigationRouter/nextRequestOrder()``).
    let order: Int
    private var completion: (@MainActor (DestinationOutcome) -> Void)?
    var work: Task<Void, Never>?
    /// What acts on the resolver's answer, with what it holds (the route's modules), until the
    /// resolution ends: the resolver's task holds none of it, so a stopped resolution lets go of the
    /// modules at once, whenever its task returns.
    var act:
        (@MainActor (Result<Any, any Error>, _ completion: @escaping @MainActor (DestinationOutcome) -> Void) -> Void)?

    init(input: DeepLinkInput, order: Int, completion: (@MainActor (DestinationOutcome) -> Void)?) {
        self.input = input
        self.order = order
        self.completion = completion
    }

    /// Stops the resolver, and hands the outcome to the request's completion, once.
    func end(with outcome: DestinationOutcome) {
        takeCompletion()?(outcome)
    }

    /// Stops the resolver and takes the request's completion: whoever takes it calls it.
    func takeCompletion() -> (@MainActor (DestinationOutcome) -> Void)? {
        work?.cancel()
        act = nil
        let completion = self.completion
        self.completion = nil
        return completion
    }
}

extension NavigationRouter {
    /// The input whose resolver is running, if any: at most one link resolves at a time.
    public var resolvingLink: DeepLinkInput? { linkResolution?.input }

    /// Asks the window's scene to open `url` in another app (Safari, for a web link): the default
    /// ``onHandOff``.
    ///
    /// A window that belongs to no scene opens nothing.
    public func openExternally(_ url: URL) {
        window.windowScene?.open(url, options: nil, completionHandler: nil)
    }

    /// Runs `resolve` for `input` while the user keeps control: nothing queues and nothing moves
    /// until it answers, and then `answered` acts on the answer.
    ///
    /// At most one link resolves at a time, and the newest request wins: the resolution of a request
    /// made before it (`order`) is stopped first (``ResolutionCancellation/superseded``), and one made
    /// after it stops this one at once (an older destination's plan that resolves once its turn
    /// comes). The held destination is not offered meanwhile: the newer request replaces it, or it is
    /// offered once that request is done. The resolution ends exactly once: answered, cancelled (a
    /// newer request, a flow change, clearing, the router's release) or timed out; `completion` hears
    /// how. Returns whether it began.
    @discardableResult
    func beginResolution<Answer>(
        of input: DeepLinkInput, order: Int, completion: (@MainActor (DestinationOutcome) -> Void)?,
        resolve: @escaping @MainActor () async throws -> Answer,
        answered:
            @escaping @MainActor (
                Result<Answer, any Error>, _ completion: @escaping @MainActor (DestinationOutcome) -> Void
            ) -> Void
    ) -> Bool {
        if let newer = linkResolution, newer.order > order {
            emit(.resolving(input))
            emit(.resolutionCancelled(input, reason: .superseded))
            completion?(.cancelled(.superseded))
            return false
        }
        cancelLinkResolution(.superseded, offeringHeld: false)
        let resolution = LinkResolution(input: input, order: order, completion: completion)
        linkResolution = resolution
        emit(.resolving(input))
        let limit = linkResolutionTimeLimit
        resolution.act = { result, completion in
            switch result {
            case .success(let answer as Answer): answered(.success(answer), completion)
            case .failure(let error): answered(.failure(error), completion)
            // Never: the task below hands on what `resolve` returned.
            case .success: completion(.cancelled(.superseded))
            }
        }
        resolution.work = Task { @MainActor [weak self, weak resolution] in
            let result: Result<Any, any Error>
            do {
                result = .success(try await resolve())
            } catch {
                result = .failure(error)
            }
            // A resolution that was stopped has reported already; its answer goes nowhere.
            guard let self, let resolution, self.linkResolution === resolution, !Task.isCancelled else { return }
            self.linkResolution = nil
            self.heldReplacedByResolution = nil
            let act = resolution.act
            let completion = resolution.takeCompletion()
            act?(result) { outcome in completion?(outcome) }
        }
        // A main-queue timer: it needs no thread of the task pool, which may all be busy.
        let nanoseconds = Int(min(max(0, limit), 1e9) * 1_000_000_000)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
            [weak self, weak resolution] in
            MainActor.assumeIsolated {
                guard let self, let resolution, self.linkResolution === resolution else { return }
                self.cancelLinkResolution(.timedOut(after: limit))
            }
        }
        return true
    }

    /// Stops the link that is resolving, if any, and reports why; then offers the held destination,
    /// unless `offeringHeld` is `false` (a newer request stops it, which replaces the held one or
    /// lets it be offered once it is done).
    func cancelLinkResolution(_ reason: ResolutionCancellation, offeringHeld: Bool = true) {
        guard let resolution = linkResolution else { return }
        linkResolution = nil
        heldReplacedByResolution = nil
        emit(.resolutionCancelled(resolution.input, reason: reason))
        resolution.end(with: .cancelled(reason))
        if offeringHeld { offerHeldDestinationAfterResolution() }
    }

    /// Hands `url` off for `input`: reports it, and passes it to ``onHandOff``.
    func handOff(_ url: URL, for input: DeepLinkInput) {
        emit(.handedOff(input, to: url))
        onHandOff(url)
        offerHeldDestinationAfterResolution()
    }

    /// Reports that `input` was refused, and returns the outcome that says so.
    func reject(_ input: DeepLinkInput, reason: DeepLinkError) -> DestinationOutcome {
        emit(.rejected(input, reason: reason))
        offerHeldDestinationAfterResolution()
        return .rejected(input, reason: reason)
    }

    /// A held destination whose plan resolves waits while a link resolves; when that link ends
    /// without a request of its own (cancelled, handed off, refused), the held one is offered after
    /// a request that moves nothing.
    private func offerHeldDestinationAfterResolution() {
        guard pending.isHolding, linkResolution == nil else { return }
        requests.submit(NavigationRequestQueue.Request(run: { done in done() }, fail: { _ in }))
    }
}
