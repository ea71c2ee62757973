#!/usr/bin/env python3
"""Checks that every declaration the stand-ins (StandIns/) quote from Apple's SDK is what the SDK says.

The stand-ins mirror Apple's declarations and name, above each one, what they mirror:
  // UIScrollView.h:55 @property(nonatomic) CGPoint contentOffset;       (a header, its line, the line)
  // SwiftUI: `associatedtype Body : SwiftUICore.View`                    (a Swift interface's text)
  // CoreGraphics.swiftinterface: `public static var zero: …`             (an overlay's: also UIKit.,
                                                                          ObjectiveC.swiftinterface)
Against an iPhoneOS SDK (IOS_SDK, else ../shared/ios-sdk/iPhoneOS*.sdk) every header quote must be the
text at that line of that header (its trailing `//` comment dropped, spaces collapsed, cut with `…` after
100 characters), and a quote of a line of attributes only (`NS_SWIFT_UI_ACTOR` above an `@interface`) must
be followed by the quote of the header's next line. Every interface quote must close on the line it starts
on and be whole lines of that module's arm64-apple-ios.swiftinterface (spaces and line breaks collapsed, a
final ` {` optional; SwiftUI's are looked for in SwiftUI's and SwiftUICore's). A quote that no longer
matches means Apple's declaration moved or changed: `--renumber` rewrites the line numbers of quotes found
once elsewhere in their header, and the text of a quote whose declaration is found once with other
availability or attribute macros; a quote whose declaration is nowhere in the header is one to fix by hand.

  Scripts/standins-vs-sdk.py              # check; exit 1 on a mismatch, 0 (one line) without an SDK
  Scripts/standins-vs-sdk.py --renumber   # move line numbers to the SDK's, then check
"""

import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADER_QUOTE = re.compile(r"^(\s*// )([A-Za-z+]+\.h):(\d+) (.*)$")
# `text`, or ``text`` for a text holding a backtick (``public static let `default`: …``).
INTERFACES = r"(SwiftUI|(?:CoreGraphics|UIKit|ObjectiveC)\.swiftinterface): "
INTERFACE_QUOTE = re.compile(INTERFACES + r"(?:``(.+?)``|`([^`]+)`)")
# Where an interface quote starts: one that does not close on its line is reported, not skipped.
INTERFACE_QUOTE_START = re.compile(INTERFACES + "`")
# A header line of attributes only (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR`): it declares
# nothing, so what it belongs to is the line after it, which the stand-in must quote next.
ATTRIBUTES_ONLY = re.compile(r"(?:(?:UIKIT_EXTERN|NS_[A-Z_]+|API_[A-Z_]+\((?:[^()]|\([^()]*\))*\))(?: |$))+$")
FRAMEWORKS_OF_HEADERS = ["UIKit", "CoreGraphics", "QuartzCore", "Foundation", "CoreFoundation"]


def normalised(text):
    return " ".join(text.split())


def header_line(text):
    """A header line as the stand-ins quote it: its trailing `//` comment dropped, spaces collapsed.

    A comment starts at `//` after a space or right after a declaration's `;` (`…(tvos);// default NO`);
    a `//` inside a word, as in a URL of a deprecation message, is not one.
    """
    return normalised(re.sub(r"(?:\s|(?<=;))//.*$", "", text))


def quotes(quoted, text):
    """Whether a quote is this header line: the whole line, or its beginning where the quote ends in `…`."""
    if quoted.endswith("…"):
        return text.startswith(normalised(quoted[:-1]))
    return text == normalised(quoted)


def core(text):
    """A declaration without its availability and attribute macros: what it declares, not where."""
    return normalised(re.split(r"\s(?:API_|NS_|UIKIT_AVAILABLE|__TVOS|__WATCHOS)|;", text.rstrip("…"))[0])


def quoted_form(text):
    """How a stand-in quotes a header line: whole up to 100 characters, else cut with `…`."""
    return text if len(text) <= 100 else text[:100] + "…"


def find_sdk():
    sdk = os.environ.get("IOS_SDK")
    if sdk:
        return sdk
    candidates = sorted(glob.glob(os.path.join(ROOT, "..", "shared", "ios-sdk", "iPhoneOS*.sdk")))
    return candidates[-1] if candidates else None


def header_path(sdk, name):
    for framework in FRAMEWORKS_OF_HEADERS:
        path = os.path.join(sdk, "System/Library/Frameworks", framework + ".framework/Headers", name)
        if os.path.isfile(path):
            return path
    return None


def interface_text(sdk, quoted_as):
    module = {"SwiftUI": "SwiftUI", "CoreGraphics.swiftinterface": "CoreGraphics",
              "UIKit.swiftinterface": "UIKit", "ObjectiveC.swiftinterface": "ObjectiveC"}[quoted_as]
    # SwiftUI's declarations moved into SwiftUICore in iOS 18; SwiftUI re-exports them.
    modules = ["SwiftUI", "SwiftUICore"] if module == "SwiftUI" else [module]
    texts = []
    for name in modules:
        # A framework's module (UIKit, SwiftUI, CoreGraphics) or an overlay of the SDK's usr/lib/swift (ObjectiveC).
        for path in [os.path.join(sdk, "System/Library/Frameworks", name + ".framework/Modules",
                                  name + ".swiftmodule", "arm64-apple-ios.swiftinterface"),
                     os.path.join(sdk, "usr/lib/swift", name + ".swiftmodule", "arm64-apple-ios.swiftinterface")]:
            if os.path.isfile(path):
                with open(path, encoding="utf-8") as handle:
                    lines = (normalised(line) for line in handle.read().split("\n"))
                    texts.append("\n".join(line for line in lines if line))
    # Kept apart so that no quote matches across the end of one file and the start of the next.
    return texts


def in_interface(quoted, text):
    """Whether a quote is whole lines of an interface (`text`: its lines, spaces collapsed, blank ones dropped).

    It starts where a line starts and ends where one ends, lines joined by a space (`public var rootView:
    Content { get set }` is four lines); a declaration's opening ` {` at its end may be left off, and a
    quote cut with `…` ends anywhere. A quote is thus never part of a longer declaration: `@frozen public
    struct Text : Swift.Equatable` does not match `@frozen public struct Text : Swift.Equatable,
    Swift.Sendable {`.
    """
    cut = quoted.endswith("…")
    words = normalised(quoted[:-1] if cut else quoted).split(" ")
    pattern = "^" + "[ \n]".join(map(re.escape, words)) + ("" if cut else "(?: \\{)?$")
    return re.search(pattern, text, re.MULTILINE) is not None


def main():
    renumber = "--renumber" in sys.argv[1:]
    sdk = find_sdk()
    if not sdk or not os.path.isdir(sdk):
        print("standins-vs-sdk: skipped: no iPhoneOS SDK (set IOS_SDK, or put one at ../shared/ios-sdk/)")
        return 0
    headers = {}
    interfaces = {}
    problems = []
    checked = 0
    renumbered = 0
    files = sorted(glob.glob(os.path.join(ROOT, "StandIns/Sources/**/*.swift"), recursive=True))
    for file in files:
        with open(file, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        changed = False
        for index, line in enumerate(lines):
            where = "%s:%d" % (os.path.relpath(file, ROOT), index + 1)
            match = HEADER_QUOTE.match(line)
            if match:
                prefix, name, number, quoted = match.group(1), match.group(2), int(match.group(3)), match.group(4)
                if name not in headers:
                    path = header_path(sdk, name)
                    headers[name] = open(path, encoding="utf-8").read().split("\n") if path else None
                header = headers[name]
                checked += 1
                if header is None:
                    problems.append("%s: %s is not a header of this SDK" % (where, name))
                    continue
                if 0 < number <= len(header) and quotes(quoted, header_line(header[number - 1])):
                    continue
                found = [n + 1 for n, text in enumerate(header) if quotes(quoted, header_line(text))]
                if renumber and not found:
                    # The same declaration with other availability or attributes: quote the SDK's line.
                    same = [n + 1 for n, text in enumerate(header)
                            if core(header_line(text)) == core(quoted) and core(quoted)]
                    if len(same) == 1:
                        quoted = quoted_form(header_line(header[same[0] - 1]))
                        found = same
                if renumber and len(found) == 1:
                    lines[index] = "%s%s:%d %s" % (prefix, name, found[0], quoted)
                    changed = True
                    renumbered += 1
                    continue
                if found:
                    problems.append("%s: %s:%d is now at line %s" % (where, name, number,
                                                                     ", ".join(map(str, found))))
                else:
                    problems.append("%s: %s has no line '%s' (Apple's declaration changed)" % (where, name, quoted))
                continue
            found_quotes = [(quoted_as, doubled or single)
                            for quoted_as, doubled, single in INTERFACE_QUOTE.findall(line)]
            if len(INTERFACE_QUOTE_START.findall(line)) != len(found_quotes):
                checked += 1
                problems.append("%s: a quote of a Swift interface that does not close on its line" % where)
            for quoted_as, quoted in found_quotes:
                if quoted_as not in interfaces:
                    interfaces[quoted_as] = interface_text(sdk, quoted_as)
                checked += 1
                if not interfaces[quoted_as]:
                    problems.append("%s: this SDK has no %s interface" % (where, quoted_as))
                elif not any(in_interface(quoted, text) for text in interfaces[quoted_as]):
                    problems.append("%s: the %s interface has no '%s'" % (where, quoted_as, quoted))
        if changed:
            with open(file, "w", encoding="utf-8") as handle:
                handle.write("\n".join(lines))
        for index, line in enumerate(lines):
            match = HEADER_QUOTE.match(line)
            if match and ATTRIBUTES_ONLY.match(normalised(match.group(4))):
                name, number = match.group(2), int(match.group(3))
                following = HEADER_QUOTE.match(lines[index + 1]) if index + 1 < len(lines) else None
                if not following or following.group(2) != name or int(following.group(3)) != number + 1:
                    problems.append("%s:%d: %s:%d declares nothing, and the next line does not quote %s:%d, the "
                                    "declaration it belongs to" % (os.path.relpath(file, ROOT), index + 1, name,
                                                                   number, name, number + 1))
    for problem in problems:
        print(problem, file=sys.stderr)
    sdk_name = os.path.basename(os.path.normpath(sdk))
    if renumbered:
        print("standins-vs-sdk: %d quotes moved to %s" % (renumbered, sdk_name))
    if problems:
        print("standins-vs-sdk: %d of %d quotes differ from %s" % (len(problems), checked, sdk_name),
              file=sys.stderr)
        return 1
    print("standins-vs-sdk: all %d quotes of Apple's declarations in StandIns/ match %s" % (checked, sdk_name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
