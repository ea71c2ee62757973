import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceScreens
import XCTest

@testable import KeyboardAvoidanceTool

/// The pages `replay --html` and `evaluate --html` write: self-contained, a picture per step or per
/// height and strategy, the slider's range, the same bytes for the same input.
final class PageTests: XCTestCase {
    private var walkPath: String { packageRoot.appendingPathComponent("Traces/phone-form-walk.json").path }
    private var examplePath: String { packageRoot.appendingPathComponent("Examples/sign-in-form.json").path }

    /// Runs the tool with `--html` to a temporary file and returns the page.
    private func page(_ arguments: [String], status: Int32 = 0, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let output = try temporaryDirectory().appendingPathComponent("page.html")
        let run = runTool(arguments + ["--html", output.path])
        XCTAssertEqual(run.status, status, run.standardError, file: file, line: line)
        return try String(contentsOf: output, encoding: .utf8)
    }

    /// How many times `text` occurs in `page`.
    private func count(_ text: String, in page: String) -> Int {
        page.components(separatedBy: text).count - 1
    }

    /// Nothing loaded from elsewhere, and every `id` once.
    private func assertSelfContained(_ page: String, file: StaticString = #filePath, line: UInt = #line) {
        for reference in ["http:", "https:", "src=", "href=", "<link", "@import", "//fonts"] {
            XCTAssertFalse(page.contains(reference), "the page refers to '\(reference)'", file: file, line: line)
        }
        // A `url(` is a reference inside the page (the pictures' clip paths) and nothing else.
        XCTAssertEqual(count("url(", in: page), count("url(#", in: page), file: file, line: line)
        XCTAssert(page.hasPrefix("<!DOCTYPE html>\n"), file: file, line: line)
        let ids = page.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        XCTAssertEqual(Set(ids).count, ids.count, "ids are unique", file: file, line: line)
    }

    // MARK: Replay

    func testTheReplayPageHasAPicturePerStepAndASliderToTheLast() throws {
        let html = try page(["replay", walkPath])
        assertSelfContained(html)
        XCTAssertEqual(count("<svg ", in: html), 8)
        for number in 0..<8 {
            XCTAssertEqual(count("<figure class=\"step-view\" data-step=\"\(number)\" hidden>\n<svg ", in: html), 1, "step \(number)")
            XCTAssertEqual(count("<section class=\"step-view\" data-step=\"\(number)\" hidden>", in: html), 1, "step \(number)")
        }
        XCTAssertEqual(count("<input type=\"range\" id=\"step\" min=\"0\" max=\"7\" step=\"1\" value=\"0\">", in: html), 1)
        // The fragment moves the slider through its own input event.
        XCTAssert(html.contains("slider.dispatchEvent(new Event(\"input\"))"))
        XCTAssert(html.contains("slider.addEventListener(\"input\", show)"))
        // Step 1's picture is the replayed step's, inline; step 7, after the focus ended, is the plain panel.
        let trace = try TraceReading.decode(try Data(contentsOf: URL(fileURLWithPath: walkPath)))
        let steps = trace.replay()
        let picture = try XCTUnwrap(AvoidancePicture(replayedStep: steps[1], title: "phone-form-walk.json"))
        XCTAssert(html.contains(HTMLPage.inline(svg: picture.svg, idPrefix: "s1-")))
        XCTAssertNil(AvoidancePicture(replayedStep: steps[7], title: "phone-form-walk.json"))
        XCTAssertEqual(count("nothing is focused after this step · keyboard hidden", in: html), 1)
        // Beside each picture: the action, the verdict, the values.
        XCTAssert(html.contains("<p class=\"action\">keyboard willShow to x 0…390, y 553…844</p>\n<p class=\"same\">same</p>"))
        XCTAssert(
            html.contains(
                "<tr><td>UIScrollView 3</td><td>offset 0,85 · insets 0,0,257,0 · content 390×1200</td><td>offset 0,85 · insets 0,0,257,0 · content 390×1200</td></tr>"
            ))
        // The same bytes again.
        XCTAssertEqual(try page(["replay", walkPath]), html)
    }

    func testTheReplayPageMarksAStepThatDiffers() throws {
        let html = try page(["replay", walkPath, "--strategy", "view-shift"], status: 1)
        XCTAssertEqual(count("<p class=\"differs\">", in: html), 3)
        XCTAssert(html.contains("<p class=\"differs\">DIFFERS (UIView 2, UIScrollView 3)</p>"))
        XCTAssert(html.contains("<p>replay: 8 steps, 5 same, 3 differ (first: step 1)</p>"))
    }

    // MARK: Scenario

    func testTheScenarioPageHasAPicturePerHeightAndStrategy() throws {
        let html = try page(["evaluate", examplePath])
        assertSelfContained(html)
        // The example's screen is 852 pt tall: 0, 10, … 850, 86 heights; five strategies.
        XCTAssertEqual(count("<figure class=\"choice-view\"", in: html), 86 * 5)
        XCTAssertEqual(count("<svg ", in: html), 86 * 5)
        // Its keyboard is 335 pt tall: the page opens at 340.
        XCTAssert(html.contains("<input type=\"range\" id=\"height\" min=\"0\" max=\"850\" step=\"10\" value=\"340\">"))
        XCTAssertEqual(count("<option value=", in: html), 5)
        // The pictures are render's, with a docked keyboard of each height.
        var scenario = try Scenario.decode(try Data(contentsOf: URL(fileURLWithPath: examplePath))).resolve()
        scenario.keyboard = .docked(height: 300, screenBounds: scenario.keyboard.screenBounds)
        let svg = SVGRenderer.render(scenario, [Evaluation(.viewShift, on: scenario)])
        XCTAssert(
            html.contains(
                "<figure class=\"choice-view\" data-height=\"300\" data-strategy=\"view-shift\" hidden>\n"
                    + HTMLPage.inline(svg: svg, idPrefix: "h300-")))
        XCTAssertEqual(count(">keyboard 300 pt<", in: html), 2 * 5, "before and after, each strategy")
        XCTAssertEqual(count(">keyboard hidden<", in: html), 2 * 5, "at height 0 only")
        XCTAssert(html.contains("height.addEventListener") == false && html.contains("slider.addEventListener(\"input\", show)"))
        XCTAssert(html.contains("choice.addEventListener(\"change\", show)"))
        XCTAssertEqual(try page(["evaluate", examplePath]), html)
    }

    func testTheScenarioPageOffersOnlyTheStrategyAsked() throws {
        let run = runTool(["evaluate", examplePath, "--strategy", "resize"])
        let html = try page(["evaluate", examplePath, "--strategy", "resize"])
        XCTAssertEqual(count("<figure class=\"choice-view\"", in: html), 86)
        XCTAssertEqual(count("<option value=", in: html), 1)
        // The table is printed as without --html.
        XCTAssertEqual(run.status, 0)
        XCTAssert(run.standardOutput.contains("resize"))
    }
}
