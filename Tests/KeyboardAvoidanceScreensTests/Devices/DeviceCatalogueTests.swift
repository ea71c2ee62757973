import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceScreens
import XCTest

/// The device catalogue (SPEC §15): every figure sourced, the screens and keyboards derived from
/// them as SPEC §15.2 states, worked by hand.
final class DeviceCatalogueTests: XCTestCase {
    func testEveryFigureNamesItsSource() {
        for device in DeviceCatalogue.all {
            XCTAssertFalse(device.figures.isEmpty, device.name)
            for figure in device.figures {
                let citation = figure.source.citation
                XCTAssertGreaterThan(citation.count, 20, "\(device.name), \(figure.name): \(citation)")
                switch figure.source.kind {
                case .specified, .measured:
                    // A source a reader can follow: an address.
                    XCTAssert(citation.contains(".com") || citation.contains(".net"), "\(device.name), \(figure.name): \(citation)")
                case .derived:
                    // A rule, and the admission that nobody published the figure itself.
                    XCTAssert(citation.contains("no published"), "\(device.name), \(figure.name): \(citation)")
                }
            }
        }
    }

    func testEveryDeviceHasEveryFigureAndUniqueNames() {
        XCTAssertEqual(Set(DeviceCatalogue.all.map(\.identifier)).count, DeviceCatalogue.all.count)
        for phone in DeviceCatalogue.phones {
            XCTAssertEqual(phone.idiom, .phone)
            // Screen, two safe areas, four keyboards in each orientation.
            XCTAssertEqual(phone.figures.count, 11, phone.name)
            XCTAssertEqual(phone.arrangements, [.fullScreen])
            XCTAssertEqual(phone.keyboardKinds, [.standard, .withoutPredictive, .emoji, .hardwareShortcutBar, .hidden])
        }
        for pad in DeviceCatalogue.pads {
            XCTAssertEqual(pad.idiom, .pad)
            XCTAssertEqual(pad.arrangements, [.fullScreen, .slideOver, .stageManager])
            XCTAssert(pad.keyboardKinds.contains(.floating), pad.name)
            // The split keyboard is not offered on 11-inch and larger iPad Pros.
            XCTAssertEqual(pad.keyboardKinds.contains(.split), !pad.name.hasPrefix("iPad Pro"), pad.name)
        }
        XCTAssertEqual(DeviceCatalogue.device("iphone-se-3")?.name, "iPhone SE (3rd generation)")
        XCTAssertNil(DeviceCatalogue.device("iphone-4"))
        // Each phone in two orientations; each iPad in two orientations and three windows.
        XCTAssertEqual(DeviceCatalogue.screens().count, 6 * 2 + 4 * 2 * 3)
        XCTAssertEqual(DeviceCatalogue.screens(of: DeviceCatalogue.phones, orientations: [.landscape]).count, 6)
    }

    func testAPhoneInLandscapeByHand() throws {
        // The iPhone SE is 375 × 667 in portrait; in landscape 667 × 375, no insets, the standard
        // keyboard 206 tall.
        let device = try XCTUnwrap(DeviceCatalogue.device("iphone-se-3"))
        let screen = DeviceScreen(device: device, orientation: .landscape)
        XCTAssertEqual(screen.description, "iPhone SE (3rd generation), landscape")
        XCTAssertEqual(screen.screenBounds, LayoutRect(x: 0, y: 0, width: 667, height: 375))
        XCTAssertEqual(screen.windowFrame, screen.screenBounds)
        XCTAssertEqual(screen.safeAreaInsets, .zero)
        XCTAssertEqual(screen.keyboard(.standard)?.frame, LayoutRect(x: 0, y: 169, width: 667, height: 206))
        // Without the predictive bar: 206 − 38 = 168.
        XCTAssertEqual(screen.keyboard(.withoutPredictive)?.frame, LayoutRect(x: 0, y: 207, width: 667, height: 168))
        // With a hardware keyboard only the 38 pt bar shows; the frame is the standard keyboard's height.
        let bar = try XCTUnwrap(screen.keyboard(.hardwareShortcutBar))
        XCTAssertEqual(bar.frame, LayoutRect(x: 0, y: 337, width: 667, height: 206))
        XCTAssertEqual(bar.placement, .minimized)
        XCTAssertEqual(bar.visibleFrame, LayoutRect(x: 0, y: 337, width: 667, height: 38))
        XCTAssertNil(screen.keyboard(.floating))
        XCTAssertNil(screen.keyboard(.split))
        XCTAssertEqual(screen.keyboard(.hidden)?.placement, .hidden)
        // A phone offers no other window: asking for one gives the full screen.
        XCTAssertEqual(DeviceScreen(device: device, orientation: .portrait, arrangement: .slideOver).arrangement, .fullScreen)
    }

    func testAnIPadsWindowsAndUndockedKeyboardsByHand() throws {
        let device = try XCTUnwrap(DeviceCatalogue.device("ipad-a16"))
        // Portrait, 820 × 1180: floating 320 × 260 centred, its bottom a quarter of the height above
        // the bottom (1180 − 295 = 885): x (820 − 320) / 2 = 250, y 885 − 260 = 625.
        let portrait = DeviceScreen(device: device, orientation: .portrait)
        let floating = try XCTUnwrap(portrait.keyboard(.floating))
        XCTAssertEqual(floating.frame, LayoutRect(x: 250, y: 625, width: 320, height: 260))
        XCTAssertEqual(floating.placement, .undocked)
        // Split: the docked height, 337, raised the same way: y 885 − 337 = 548.
        XCTAssertEqual(portrait.keyboard(.split)?.frame, LayoutRect(x: 0, y: 548, width: 820, height: 337))
        XCTAssertEqual(portrait.keyboard(.split)?.placement, .undocked)
        XCTAssertEqual(portrait.safeAreaInsets, LayoutInsets(top: 32, bottom: 25))
        // Slide Over in landscape (1180 × 820): 320 wide at the right edge, the screen's insets
        // where it overlaps them.
        let slideOver = DeviceScreen(device: device, orientation: .landscape, arrangement: .slideOver)
        XCTAssertEqual(slideOver.description, "iPad (A16), landscape, slide-over window")
        XCTAssertEqual(slideOver.windowFrame, LayoutRect(x: 860, y: 0, width: 320, height: 820))
        XCTAssertEqual(slideOver.safeAreaInsets, LayoutInsets(top: 32, bottom: 25))
        // Stage Manager: ⌊1180/8⌋ = 147, ⌊820/8⌋ = 102, ⌊885⌋ × ⌊615⌋; clear of every unsafe band.
        let stage = DeviceScreen(device: device, orientation: .landscape, arrangement: .stageManager)
        XCTAssertEqual(stage.windowFrame, LayoutRect(x: 147, y: 102, width: 885, height: 615))
        XCTAssertEqual(stage.safeAreaInsets, .zero)
        // The docked keyboard spans the screen, 422 tall: docked to the Stage Manager window, which
        // it crosses (102 + 615 = 717 > 820 − 422 = 398) without reaching its bottom edge's outside.
        XCTAssertEqual(stage.keyboard(.standard)?.frame, LayoutRect(x: 0, y: 398, width: 1180, height: 422))
    }

    func testFiguresListInAFixedOrderWithTheirValues() throws {
        let device = try XCTUnwrap(DeviceCatalogue.device("iphone-16"))
        XCTAssertEqual(
            device.figures.map { "\($0.name): \($0.value)" },
            [
                "screen, portrait: 393 × 852", "safe area, portrait: top 59, bottom 34",
                "safe area, landscape: left 59, bottom 20, right 59", "portrait keyboard, standard: 335",
                "portrait keyboard, without-predictive: 291", "portrait keyboard, emoji: 335",
                "portrait keyboard, hardware-shortcut-bar: 78", "landscape keyboard, standard: 208",
                "landscape keyboard, without-predictive: 170", "landscape keyboard, emoji: 208",
                "landscape keyboard, hardware-shortcut-bar: 58",
            ])
        XCTAssertEqual(device.figures[0].source.kind, .specified)
        XCTAssertEqual(device.figures[3].source.kind, .measured)
        XCTAssertEqual(device.figures[4].source.kind, .derived)
    }

    func testAScreenDecodesAsItIsCreated() throws {
        let phone = try XCTUnwrap(DeviceCatalogue.device("iphone-16"))
        let screen = DeviceScreen(device: phone, orientation: .landscape)
        let encoded = try JSONEncoder().encode(screen)
        XCTAssertEqual(try JSONDecoder().decode(DeviceScreen.self, from: encoded), screen)
        // An arrangement the device does not offer, written by hand, decodes as the initialiser
        // makes it: the full screen.
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        object["arrangement"] = "slide-over"
        let decoded = try JSONDecoder().decode(DeviceScreen.self, from: JSONSerialization.data(withJSONObject: object))
        XCTAssertEqual(decoded.arrangement, .fullScreen)
    }

    func testASourcedLengthDecodesFiniteOrNotAtAll() throws {
        let length = SourcedLength(335, FigureSource(.measured, "a simulator"))
        let encoded = try JSONEncoder().encode(length)
        XCTAssertEqual(try JSONDecoder().decode(SourcedLength.self, from: encoded), length)
        // A lenient decoder can spell NaN: the length is refused, by its field.
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        object["value"] = "nan"
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        XCTAssertThrowsError(try decoder.decode(SourcedLength.self, from: JSONSerialization.data(withJSONObject: object))) { error in
            XCTAssert("\(error)".contains("value: expected a finite number, found nan"), "\(error)")
        }
        // The whole device, which holds its figures so, round-trips.
        let phone = try XCTUnwrap(DeviceCatalogue.device("iphone-16"))
        XCTAssertEqual(try JSONDecoder().decode(DeviceModel.self, from: JSONEncoder().encode(phone)), phone)
    }

    func testASlideOverWidthOutsideTheScreenIsClamped() throws {
        var pad = try XCTUnwrap(DeviceCatalogue.device("ipad-a16"))
        pad.slideOverWidth = SourcedLength(-5, FigureSource(.derived, "a test's own figure, no published measurement"))
        XCTAssertEqual(
            DeviceScreen(device: pad, orientation: .portrait, arrangement: .slideOver).windowFrame,
            LayoutRect(x: 820, y: 0, width: 0, height: 1_180))
        pad.slideOverWidth = SourcedLength(5_000, FigureSource(.derived, "a test's own figure, no published measurement"))
        XCTAssertEqual(
            DeviceScreen(device: pad, orientation: .portrait, arrangement: .slideOver).windowFrame,
            LayoutRect(x: 0, y: 0, width: 820, height: 1_180))
    }
}
