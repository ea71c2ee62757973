/// "Did you mean …?" for names and options: the closest candidate by edit distance, if it is close.
enum Suggestion {
    /// The candidate within edit distance 2 (or a third of the word) of `word`, if any; else the
    /// shortest candidate that `word` begins, up to a hyphen (`iphone-16` → `iphone-16-portrait`).
    static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        let near =
            candidates
            .map { ($0, distance(word, $0)) }
            .filter { $0.1 <= limit }
            .min { $0.1 < $1.1 }?.0
        return near ?? candidates.filter { !word.isEmpty && $0.hasPrefix(word + "-") }.min { $0.count < $1.count }
    }

    /// `"; did you mean 'X'?"` or nothing.
    static func phrase(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The suggestion, then every valid name: `"; did you mean 'X'? (a, b, c)"`, or `" (a, b, c)"`.
    static func phraseListing(for word: String, among candidates: [String]) -> String {
        phrase(for: word, among: candidates) + " (\(candidates.joined(separator: ", ")))"
    }

    /// Levenshtein distance, two rows.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
