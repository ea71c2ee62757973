import KeyboardAvoidance
import KeyboardAvoidanceScreens
import KeyboardAvoidanceTesting
import KeyboardAvoidanceTool
import XCTest

/// The picture of a case (SPEC §12.3): over random layouts, and keyboards of any frame, every number
/// it writes is finite. (The tool's pictures of the presets are pinned byte for byte by ToolTests.)
final class AvoidancePictureTests: XCTestCase {
    func testEveryNumberInThePictureIsFinite() {
        checkProperty(zip(.scenario(nested: true), .hostileRect)) { scenario, frame in
            let keyboard = KeyboardState(frame: frame, screenBounds: scenario.keyboard.screenBounds)
            let panels = StrategyName.allCases.map { strategy in
                AvoidancePicture.Panel(
                    title: strategy.rawValue, resting: strategy.restingAdjustment(for: scenario.layout),
                    adjustment: strategy.adjustment(for: scenario.layout, keyboard: keyboard), caption: ["a caption"],
                    drawsUsableArea: strategy == .resize)
            }
            let svg = AvoidancePicture(title: "random", subtitle: "", layout: scenario.layout, keyboard: keyboard, panels: panels).svg
            try require(svg.hasPrefix("<?xml") && svg.hasSuffix("</svg>\n"), "not a whole document")
            for bad in ["\"nan", "\"inf", "\"-nan", "\"-inf"] {
                try require(!svg.contains(bad), "an attribute holds \(bad)")
            }
            try require(svg.components(separatedBy: "<g id=\"panel-").count == panels.count + 1, "a panel per strategy")
        }
    }
}
