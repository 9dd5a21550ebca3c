/// Prints W2's first `rows` rows of `dataSet` as `name\tdescription\tamount` lines, as
/// `baseline w2-data` does (the child side of bench/check-data.sh).
func reportDataChild(rows: Int, dataSet: ReportDataSet) {
    var data = ReportData(dataSet: dataSet)
    var output = ""
    for index in 0..<rows {
        let row = data.row(index)
        output += "\(row.name)\t\(row.description)\t\(row.amount)\n"
    }
    print(output, terminator: "")
}
