/// The tolerance layout compares lengths with, in points: sums of widths and heights carry
/// floating-point error, so "fits" means "is at most the room plus this", and "is left over"
/// means "is more than this". Far below anything visible (a millionth of a device pixel).
let layoutTolerance = 1e-9
