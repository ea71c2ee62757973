#!/usr/bin/env python3
"""Opens the tool's HTML pages in headless Chromium and checks what it draws.

For a few steps of a replay page (`keyboard-avoidance replay TRACE --html`) and a few heights of a
scenario page (`keyboard-avoidance evaluate SCENARIO --html`), it loads the page at the fragment
that moves the slider (`#step=N`, `#height=H&strategy=S`), reads the DOM Chromium ends with
(`--dump-dom`: the step shown, where the picture is) and takes a screenshot, then checks the
screenshot's pixels where the keyboard is drawn: the keyboard's dark fill when the keyboard is up,
the screen's light background when it is hidden. Where the keyboard is drawn is computed from the
replay's or the scenario's geometry (`--json`) and the picture's own screen rectangle and scale,
as the DOM gives them.

Standard library only: the PNG reader below inflates with zlib and undoes PNG's row filters.

    browser_check.py --chromium chromium --out DIR \
        --replay-page trace.html --replay-json replay.json \
        --scenario-page scenario.html --scenario-json scenario.json

Exits 0 when every check passes, 1 with a line per mismatch otherwise.
"""

import argparse
import json
import re
import struct
import subprocess
import sys
import zlib

# The window the pages are opened in, in CSS pixels (one device pixel each): wide enough for a
# picture (at most 900 wide and 572 tall with the page's margin) and the controls beside it.
WINDOW = (1400, 620)
# A pixel is the keyboard's when its luma is below this: the keyboard is #424242 at 85 % over a
# light screen (about 94), the lightest thing under it the screen's #fafafa (250).
DARK = 140


def read_png(path, last_row=None):
    """The image as (width, height, rows, channels): each row a bytes of RGB or RGBA pixels.

    Rows after `last_row` are not unfiltered (pure Python is slow at it), and not returned.
    """
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG file")
    position = 8
    idat = []
    width = height = channels = None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position : position + 8])
        body = data[position + 8 : position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace != 0:
                raise ValueError(f"{path}: only 8-bit RGB or RGBA without interlacing is read (depth {depth}, colour {colour})")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    for y in range(height if last_row is None else min(height, last_row + 1)):
        start = y * (stride + 1)
        kind = raw[start]
        line = bytearray(raw[start + 1 : start + 1 + stride])
        if kind == 1:  # Sub
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 0xFF
        elif kind == 2:  # Up
            line = bytearray((a + b) & 0xFF for a, b in zip(line, previous))
        elif kind == 3:  # Average
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:  # Paeth
            for i in range(channels):
                line[i] = (line[i] + previous[i]) & 0xFF
            for i in range(channels, stride):
                a = line[i - channels]
                b = previous[i]
                c = previous[i - channels]
                pa = b - c if b >= c else c - b
                pb = a - c if a >= c else c - a
                pc = a + b - c - c
                if pc < 0:
                    pc = -pc
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else (b if pb <= pc else c))) & 0xFF
        elif kind != 0:
            raise ValueError(f"{path}: row {y} has an unknown filter {kind}")
        rows.append(bytes(line))
        previous = line
    return width, height, rows, channels


class PageDOM:
    """What the DOM Chromium dumps says: the body's attributes, and the shown picture's screen rectangle.

    The shown picture is the one `figure` of the page without `hidden`; its screen rectangle is the
    first `rect` filled `#fafafa` in it, which the pictures draw the screen with (the "before" half).
    Read with regular expressions: the page is the tool's, and a scenario's is two megabytes, which
    an HTML parser in Python takes seconds over.
    """

    TAG = re.compile(r"<(body|figure|rect)\b([^>]*)>")
    ATTRIBUTE = re.compile(r'([a-z-]+)(?:="([^"]*)")?')

    def __init__(self, markup):
        self.body = {}
        self.shown_figures = []
        self.screen_box = None
        in_shown_figure = False
        for match in self.TAG.finditer(markup):
            tag, attributes = match.group(1), dict(self.ATTRIBUTE.findall(match.group(2)))
            if tag == "body":
                self.body = attributes
            elif tag == "figure":
                in_shown_figure = "hidden" not in attributes
                if in_shown_figure:
                    self.shown_figures.append(attributes)
            elif in_shown_figure and self.screen_box is None and attributes.get("fill") == "#fafafa":
                self.screen_box = tuple(float(attributes[key]) for key in ("x", "y", "width", "height"))


def chromium(command, url, *options):
    """Starts headless Chromium on the page; `finish` waits for it and gives its output."""
    process = subprocess.Popen(
        [command, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
         f"--window-size={WINDOW[0]},{WINDOW[1]}", *options, url],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return process, url


def finish(started):
    process, url = started
    output, errors = process.communicate(timeout=60)
    if process.returncode != 0:
        raise RuntimeError(f"chromium failed on {url}: {errors.strip().splitlines()[-1:]}")
    return output


def visible_part(frame, screen):
    """The keyboard's frame on the screen, (x, y, width, height), or None when nothing of it is."""
    left, top = max(frame["x"], screen["x"]), max(frame["y"], screen["y"])
    right = min(frame["x"] + frame["width"], screen["x"] + screen["width"])
    bottom = min(frame["y"] + frame["height"], screen["y"] + screen["height"])
    return (left, top, right - left, bottom - top) if right > left and bottom > top else None


class Check:
    def __init__(self, chromium_command, out):
        self.chromium = chromium_command
        self.out = out
        self.failures = []
        self.screenshots = 0

    def fail(self, message):
        self.failures.append(message)
        print(f"MISMATCH: {message}", file=sys.stderr)

    def open(self, page, fragment, name):
        """Loads the page at the fragment: its DOM as Chromium ends with it, and a screenshot."""
        url = f"file://{page}#{fragment}"
        shot = f"{self.out}/{name}.png"
        # The two loads at once: each is a few seconds of Chromium starting up.
        dumping = chromium(self.chromium, url, "--dump-dom")
        shooting = chromium(self.chromium, url, f"--screenshot={shot}")
        dom = PageDOM(finish(dumping))
        finish(shooting)
        self.screenshots += 1
        return dom, shot

    def dark_fraction(self, shot, dom, screen, region, label):
        """The fraction of a grid of points inside `region` (screen points) whose pixel is dark.

        The region is mapped to pixels through the picture's screen rectangle (DOM) and the body's
        record of where the picture is on the page; its top 24 pixels, where the keyboard's label is
        written, its bottom 16, where "keyboard hidden" is, and a 3-pixel border are left out.
        """
        if dom.screen_box is None or "data-picture-left" not in dom.body:
            self.fail(f"{label}: the page shows no picture with a screen (DOM: {dom.body})")
            return None
        box_x, box_y, box_width, box_height = dom.screen_box
        scale = box_width / screen["width"]
        if abs(box_height / screen["height"] - scale) > 0.01:
            self.fail(f"{label}: the picture's screen is {box_width} × {box_height}, not the shape of {screen}")
        left = float(dom.body["data-picture-left"]) + box_x + (region[0] - screen["x"]) * scale
        top = float(dom.body["data-picture-top"]) + box_y + (region[1] - screen["y"]) * scale
        width, height = region[2] * scale, region[3] * scale
        first_y, last_y = top + min(24, height / 2), top + height - min(16, height / 4)
        image_width, image_height, rows, channels = read_png(shot, last_row=int(last_y))
        first_x, last_x = left + 3, left + width - 3
        if last_y <= first_y or last_x <= first_x:
            self.fail(f"{label}: the keyboard's region {region} is too small to sample")
            return None
        dark = total = 0
        for row in range(8):
            y = int(first_y + (last_y - first_y) * row / 7)
            for column in range(10):
                x = int(first_x + (last_x - first_x) * column / 9)
                if not (0 <= x < image_width and 0 <= y < len(rows)):
                    self.fail(f"{label}: point ({x}, {y}) is outside the {image_width} × {image_height} screenshot")
                    return None
                r, g, b = rows[y][x * channels : x * channels + 3]
                total += 1
                dark += (0.299 * r + 0.587 * g + 0.114 * b) < DARK
        return dark / total

    def expect(self, shot, dom, screen, region, keyboard_up, label):
        fraction = self.dark_fraction(shot, dom, screen, region, label)
        if fraction is None:
            return
        if keyboard_up and fraction < 0.8:
            self.fail(f"{label}: only {fraction:.0%} of the keyboard's region {region} has its fill")
        if not keyboard_up and fraction > 0.1:
            self.fail(f"{label}: {fraction:.0%} of the region {region} is dark, though the keyboard is hidden")
        print(f"  {label}: {fraction:.0%} of the keyboard's region dark ({'up' if keyboard_up else 'hidden'})")

    def replay_page(self, page, report):
        steps = report["steps"]
        if not steps:
            self.fail("the replay has no steps")
            return
        up = [step for step in steps if visible_part(step["keyboard"]["frame"], step["keyboard"]["screenBounds"])]
        hidden = [step for step in steps if step not in up]
        if not up or not hidden:
            self.fail("the trace needs a step with the keyboard up and one with it hidden")
            return
        # Where the keyboard is up; a hidden keyboard's step is checked in the same place.
        region_step = up[0]
        region = visible_part(region_step["keyboard"]["frame"], region_step["keyboard"]["screenBounds"])
        chosen = [up[0], hidden[0], hidden[-1], steps[-1]]
        for step in {step["number"]: step for step in chosen}.values():
            number = step["number"]
            dom, shot = self.open(page, f"step={number}", f"replay-step-{number}")
            label = f"replay step {number} ({step['action']})"
            if dom.body.get("data-shown-step") != str(number):
                self.fail(f"{label}: the page shows step {dom.body.get('data-shown-step')}")
            if [figure.get("data-step") for figure in dom.shown_figures] != [str(number)]:
                self.fail(f"{label}: the pictures shown are {[figure.get('data-step') for figure in dom.shown_figures]}")
            screen = step["keyboard"]["screenBounds"]
            own = visible_part(step["keyboard"]["frame"], screen)
            self.expect(shot, dom, screen, own or region, own is not None, label)

    def scenario_page(self, page, report, strategies):
        screen = report["keyboard"]["screenBounds"]
        scenario_keyboard = visible_part(report["keyboard"]["frame"], screen)
        height = int(round((scenario_keyboard[3] if scenario_keyboard else screen["height"] / 3) / 10)) * 10
        up_region = (screen["x"], screen["y"] + screen["height"] - height, screen["width"], height)
        for shown_height, strategy in [(height, strategies[0]), (0, strategies[-1])]:
            fragment = f"height={shown_height}&strategy={strategy}"
            dom, shot = self.open(page, fragment, f"scenario-{shown_height}-{strategy}")
            label = f"scenario at {fragment}"
            if (dom.body.get("data-shown-height"), dom.body.get("data-shown-strategy")) != (str(shown_height), strategy):
                self.fail(f"{label}: the page shows {dom.body.get('data-shown-height')} pt, {dom.body.get('data-shown-strategy')}")
            shown = [(figure.get("data-height"), figure.get("data-strategy")) for figure in dom.shown_figures]
            if shown != [(str(shown_height), strategy)]:
                self.fail(f"{label}: the pictures shown are {shown}")
            self.expect(shot, dom, screen, up_region, shown_height > 0, label)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--out", required=True, help="where the screenshots go")
    parser.add_argument("--replay-page", required=True)
    parser.add_argument("--replay-json", required=True)
    parser.add_argument("--scenario-page", required=True)
    parser.add_argument("--scenario-json", required=True)
    arguments = parser.parse_args()
    check = Check(arguments.chromium, arguments.out)
    with open(arguments.replay_json) as file:
        check.replay_page(arguments.replay_page, json.load(file))
    with open(arguments.scenario_json) as file:
        scenario = json.load(file)
    check.scenario_page(arguments.scenario_page, scenario, [result["strategy"] for result in scenario["results"]])
    if check.failures:
        print(f"browser check: {len(check.failures)} mismatch(es) in {check.screenshots} screenshots", file=sys.stderr)
        return 1
    print(f"browser check: {check.screenshots} screenshots as expected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
