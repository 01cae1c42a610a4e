/// What a test can learn about an image HeadlessUIKit made: the name it was made from.
public enum HeadlessImages {
    /// The asset or symbol name `image` was created with.
    public static func name(of image: UIImage) -> String { image.headlessName }

    /// Whether `image` was created as a system symbol (`UIImage(systemName:)`).
    public static func isSystemImage(_ image: UIImage) -> Bool { image.headlessIsSystemImage }
}
