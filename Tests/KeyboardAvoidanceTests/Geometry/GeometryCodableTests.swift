import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

final class GeometryCodableTests: XCTestCase {
    func testTheJSONShapeIsFlatAndNamed() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(LayoutRect(x: 0, y: 553, width: 390, height: 291)), as: UTF8.self)
        XCTAssertEqual(json, #"{"height":291,"width":390,"x":0,"y":553}"#)
        let insets = String(decoding: try encoder.encode(LayoutInsets(top: 59, bottom: 34)), as: UTF8.self)
        XCTAssertEqual(insets, #"{"bottom":34,"left":0,"right":0,"top":59}"#)
    }

    func testRoundTrips() {
        checkProperty(zip(Generator<LayoutRect>.rect, Generator<LayoutTransform>.transform, Generator<LayoutInsets>.insets)) {
            rect, transform, insets in
            let decoder = JSONDecoder()
            let encoder = JSONEncoder()
            try requireEqual(try decoder.decode(LayoutRect.self, from: try encoder.encode(rect)), rect)
            try requireEqual(try decoder.decode(LayoutTransform.self, from: try encoder.encode(transform)), transform)
            try requireEqual(try decoder.decode(LayoutInsets.self, from: try encoder.encode(insets)), insets)
            try requireEqual(try decoder.decode(LayoutPoint.self, from: try encoder.encode(rect.origin)), rect.origin)
            try requireEqual(try decoder.decode(LayoutSize.self, from: try encoder.encode(rect.size)), rect.size)
        }
    }

    func testANonFiniteNumberIsAnErrorNamingTheField() throws {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let json = Data(#"{"x": 0, "y": 0, "width": "inf", "height": 10}"#.utf8)
        XCTAssertThrowsError(try decoder.decode(LayoutRect.self, from: json)) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["width"])
            XCTAssertEqual(context.debugDescription, "width: expected a finite number, found inf")
        }
    }

    func testAMissingFieldIsAnError() {
        XCTAssertThrowsError(try JSONDecoder().decode(LayoutPoint.self, from: Data(#"{"x": 1}"#.utf8))) { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(key.stringValue, "y")
        }
    }

    func testFiniteOutOfRangeValuesAreClampedLikeTheInitialiser() throws {
        let point = try JSONDecoder().decode(LayoutPoint.self, from: Data(#"{"x": 1e300, "y": -0.0}"#.utf8))
        XCTAssertEqual(point, LayoutPoint(x: 1e12, y: 0))
    }
}
