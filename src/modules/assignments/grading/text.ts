/**
 * How free-text answers are compared [CONTRACT 6: FORM and SHORT_ANSWER are "trimmed, case-insensitive"].
 *
 * Decisions, so a real class is not marked wrong for invisible differences:
 * - Unicode NFKC first: composed and decomposed "é" are equal, and compatibility forms fold to their plain
 *   letters (full-width "ＡＢＣ" → "ABC", the ligature "ﬁ" → "fi", "²" → "2").
 * - Whitespace: trimmed at both ends, and every inner run of whitespace counts as one space ("New  York" is
 *   "New York"); a learner cannot see a doubled space.
 * - Case: full Unicode case folding, approximated locale-independently by upper-casing then lower-casing. That
 *   maps "ß" to "ss", so "Straße" equals "STRASSE" (what the Unicode default caseless match says), and "ς", "σ"
 *   and "Σ" all fold alike. The Turkish dotless "ı" folds to "i" too: lenient, never stricter than a teacher.
 * - Accents are kept: "café" and "cafe" differ (they are different answers in many languages).
 */

export function foldText(text: string): string {
  const spaced = text.normalize('NFKC').trim().replace(/\s+/gu, ' ');
  // A second NFKC: case mapping can leave decomposed sequences ("İ" lower-cases to "i" + combining dot).
  return spaced.toUpperCase().toLowerCase().normalize('NFKC');
}

/** Equal for `exact` matching: trimmed, and canonically equivalent (NFC) but otherwise character for character. */
export function exactText(text: string): string {
  return text.trim().normalize('NFC');
}
