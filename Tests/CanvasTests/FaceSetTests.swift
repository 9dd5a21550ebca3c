import Fixtures
import Foundation
import Testing

@testable import Canvas

/// Threads in different face sets draw with FreeType faces (and so cairo fonts) of their own,
/// which is what keeps ``RenderBatch``'s workers from waiting on each other's font locks.
@Suite struct FaceSetTests {
    @Test func setsStartAtZeroAndWrapAround() throws {
        let seen = try onNewThread { () -> [Int] in
            var seen = [FaceSet.current]
            for index in [3, FaceSet.count + 2, -1, 0] {
                FaceSet.enter(index)
                seen.append(FaceSet.current)
            }
            return seen
        }.get()
        #expect(seen == [0, 3, 2, FaceSet.count - 1, 0])
        // Entering a set on one thread leaves every other thread where it was.
        #expect(try onNewThread { FaceSet.current }.get() == 0)
    }

    /// Each sample's runs, drawn on a thread of set 0 and on threads of sets 1 and 5: every run is
    /// drawn with the registry's face of its own thread's set, and no two sets share a face.
    @Test(arguments: FontFaceTests.samples.indices)
    func eachSetDrawsWithFacesOfItsOwn(sample: Int) throws {
        let (text, font) = FontFaceTests.samples[sample]
        var facesBySet: [Int: [String: UInt]] = [:]
        for set in [0, 1, 5] {
            let faces = try onNewThread { () -> [String: UInt] in
                FaceSet.enter(set)
                var faces: [String: UInt] = [:]
                for run in TextEngine.drawnFaces(of: text, font: font) {
                    #expect(run.fromRegistry, "\(text) in set \(set): \(run.file) is not the set's face")
                    let face = FontFaceRegistry.face(path: run.file, index: 0)
                    faces[run.file] = face.map { UInt(bitPattern: $0) } ?? 0
                }
                return faces
            }.get()
            #expect(!faces.isEmpty, "\(text) in set \(set)")
            facesBySet[set] = faces
        }
        for file in facesBySet[0]?.keys ?? [:].keys {
            let faces = [0, 1, 5].compactMap { facesBySet[$0]?[file] }
            #expect(Set(faces).count == 3, "\(text): \(file) shares a face between sets: \(faces)")
        }
    }
}
