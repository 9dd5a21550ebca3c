import Testing
import VellumTesting
import XCTest

/// `assertSnapshot` from XCTest, against a committed reference.
final class XCTestSupportTests: XCTestCase {
    func testAssertSnapshotUnderXCTest() {
        XCTAssertNil(Test.current)
        assertSnapshot(of: "from XCTest\n", as: .lines)
    }
}
