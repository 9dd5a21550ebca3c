/// The words and names of W2's `latin` and `mixed` data sets, in the order of the C baseline's
/// arrays of the same names (bench/c-baseline/baseline.c; bench/check-data.sh checks both agree).
///
/// Entries with a `\u{…}` combining mark are decomposed (NFD); the others are precomposed.
enum ReportVocabulary {
    /// The surnames of `latin` names (C: `latin_surnames`).
    static let latinSurnames = [
        "O'Brien", "Müller", "Nguyễn", "Żółć-Kowalski", "Ångström", "Dvořák", "François", "D'Angelo",
        "García-Márquez", "Łukasiewicz", "Sørensen", "Çelik", "Štěpánek", "Jääskeläinen", "Gonçalves", "Weiß",
        "Þórsdóttir", "Smith-Jones", "König", "José Pérez", "Mu\u{0308}ller", "Nguye\u{0302}\u{0303}n",
    ]
    /// The legal forms after a `latin` surname (C: `latin_forms`).
    static let latinForms = [
        "& Sons", "GmbH", "S.A.", "Sp. z o.o.", "AB", "s.r.o.", "Père & Fils", "Ltd.", "& Co. KG", "S.à r.l.",
        "Oy", "A/S", "S.p.A.", "B.V.", "& Cie", "Hermanos S.L.",
    ]
    /// Description words: plain, accented precomposed, then one decomposed; quoted words come from
    /// here (C: `latin_words`).
    static let latinWords = [
        "quarterly", "invoice", "shipment", "delivery", "service", "licence", "support", "consulting",
        "freight", "storage", "maintenance", "renewal", "subscription", "training", "equipment", "travel",
        "catering", "office", "supplies", "hosting", "audit", "legal", "review", "design", "annual",
        "monthly", "fee", "credit", "adjustment", "for", "and", "of", "the", "per", "incl.", "excl.", "VAT",
        "café", "naïve", "résumé", "Straße", "façade", "señor", "Zürich", "Kraków", "Malmö", "Genève",
        "São Paulo", "crème brûlée", "déjà vu", "entrée", "jalapeño", "smörgåsbord", "coöperation", "rôle",
        "re\u{0301}sume\u{0301}",
    ]
    /// Description tokens of punctuation, numbers and symbols (C: `latin_marks`).
    static let latinMarks = [
        "(regional)", "12.5%", "3/4", "2024-01-05", "#A-1029", "—", "“premium”", "client's", "supplier's",
        "&", "(see note)", "e.g.", "vs.", "½", "n°",
    ]
    /// The Greek and Cyrillic words `mixed` descriptions draw besides the Latin ones
    /// (C: `mixed_words`).
    static let mixedWords = [
        "παράδοση", "τιμολόγιο", "υπηρεσία", "λογαριασμός", "доставка", "счёт", "услуги", "обслуживание",
    ]
    /// The `mixed` names, eight per script (C: `mixed_names`).
    static let mixedNames = [
        // Hebrew
        [
            "אלביט מערכות", "שטראוס גרופ", "בנק הפועלים", "תנובה", "אל על נתיבי אויר", "כהן ובניו בע״מ",
            "לוי את שות׳", "מגדל ביטוח",
        ],
        // Arabic
        [
            "شركة النور للتجارة", "مؤسسة الراجحي", "أرامكو السعودية", "مجموعة بن لادن",
            "الخطوط الجوية القطرية", "شركة الاتصالات", "بنك مسقط", "دار الحكمة للنشر",
        ],
        // CJK (Chinese, then Japanese)
        [
            "北京华信科技有限公司", "上海浦东发展银行", "华为技术有限公司", "深圳市腾讯计算机系统有限公司", "株式会社山田製作所", "トヨタ自動車株式会社", "ソニーグループ株式会社",
            "任天堂株式会社",
        ],
        // Devanagari
        [
            "टाटा मोटर्स", "रिलायंस इंडस्ट्रीज़ लिमिटेड", "भारत पेट्रोलियम", "इन्फोसिस", "महिंद्रा एंड महिंद्रा", "बजाज ऑटो", "स्टेट बैंक ऑफ़ इंडिया",
            "शर्मा एंड संस",
        ],
        // Greek
        [
            "Αθηναϊκή Ζυθοποιία Α.Ε.", "Παπαδόπουλος & Υιοί", "Ελληνικά Πετρέλαια",
            "Οργανισμός Τηλεπικοινωνιών", "Κωνσταντινίδης Ο.Ε.", "Μύλοι Αγίου Γεωργίου", "Τράπεζα Πειραιώς",
            "Νικολάου Α.Β.Ε.Ε.",
        ],
        // Cyrillic
        [
            "ООО «Северсталь»", "ПАО «Газпром нефть»", "Иванов и партнёры", "АО «Российские железные дороги»",
            "ТОВ «Київстар»", "Петров и сыновья", "ЗАО «Лукойл»", "Софийска вода АД",
        ],
        // Latin
        [
            "O'Brien & Sons", "Müller GmbH", "Nguyễn S.A.", "Żółć-Kowalski Sp. z o.o.", "Ångström AB",
            "Dvořák s.r.o.", "François Père & Fils", "Mu\u{0308}ller & Co. KG",
        ],
    ]
    /// The amounts' currency prefixes: euro, pound, dollar, yen and Swiss franc (C: `prefixes` in
    /// `realistic_amount`).
    static let currencies = ["€", "£", "$", "¥", "CHF "]
}
