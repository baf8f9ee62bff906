/**
 * From a grade to what the grade object shows [SPEC 2.5 grading_type, CONTRACT 6 grade object, CONTRACT 10
 * percentages on 0–100 with two decimals].
 *
 * Boundaries are compared against the percentage AFTER rounding to two decimals, so the letter always agrees
 * with the percentage shown next to it (89.995 % shows as 90.00 % and is an A).
 */
import { roundHalfAwayFromZero } from './rounding.ts';

export const GRADING_TYPES = ['ALPHABET', 'NUMERIC', 'PERCENTAGE', 'PASS_FAIL', 'GPA_SCALE'] as const;
export type GradingType = (typeof GRADING_TYPES)[number];

export type Letter = 'A' | 'B' | 'C' | 'D' | 'F';

export interface GradeSummary {
  /** 0–100, two decimals; 0 when the maximum is 0. */
  percentage: number;
  display_grade: string;
  /** Always the letter, whatever the grading type. */
  letter_grade: Letter;
  passed: boolean;
  /** The pass mark as a percentage. */
  passing_threshold: number;
}

const LETTERS: readonly [number, Letter][] = [
  [90, 'A'],
  [80, 'B'],
  [70, 'C'],
  [60, 'D'],
];

const GPA: readonly [number, number][] = [
  [93, 4.0],
  [90, 3.7],
  [87, 3.3],
  [83, 3.0],
  [80, 2.7],
  [77, 2.3],
  [73, 2.0],
  [70, 1.7],
  [67, 1.3],
  [63, 1.0],
  [60, 0.7],
];

export function letterFor(percentage: number): Letter {
  return LETTERS.find(([min]) => percentage >= min)?.[1] ?? 'F';
}

export function gpaFor(percentage: number): number {
  return GPA.find(([min]) => percentage >= min)?.[1] ?? 0;
}

/** CONTRACT 6: 60 % for ALPHABET and GPA_SCALE (a D / 0.7 is the lowest pass), 50 % for the others. */
export function passingThreshold(gradingType: GradingType): number {
  return gradingType === 'ALPHABET' || gradingType === 'GPA_SCALE' ? 60 : 50;
}

/** grade / max × 100 on 0–100 with two decimals; 0 (not NaN) for a maximum of 0 or non-finite input. */
export function percentageOf(grade: number, maxGrade: number): number {
  if (!Number.isFinite(grade) || !Number.isFinite(maxGrade) || maxGrade <= 0) return 0;
  // Clamped: a grade set by hand above the maximum (or below 0) still reads as a percentage.
  return roundHalfAwayFromZero(Math.min(100, Math.max(0, (grade / maxGrade) * 100)), 2);
}

/** A grade for NUMERIC display: at most two decimals, no float noise ("17.5", never "17.500000000000004"). */
function formatNumber(value: number): string {
  return String(roundHalfAwayFromZero(value, 2));
}

export function summarizeGrade(input: {
  grade: number;
  maxGrade: number;
  gradingType: GradingType;
}): GradeSummary {
  const { grade, maxGrade, gradingType } = input;
  const percentage = percentageOf(grade, maxGrade);
  const threshold = passingThreshold(gradingType);
  const letter = letterFor(percentage);
  // A maximum of 0 (no tasks) has percentage 0, below every threshold: never a pass.
  const passed = percentage >= threshold;
  let display: string;
  switch (gradingType) {
    case 'ALPHABET':
      display = letter;
      break;
    case 'PERCENTAGE':
      display = `${percentage.toFixed(2)}%`;
      break;
    case 'PASS_FAIL':
      display = passed ? 'Pass' : 'Fail';
      break;
    case 'GPA_SCALE':
      display = gpaFor(percentage).toFixed(1);
      break;
    case 'NUMERIC':
      display = `${formatNumber(grade)}/${formatNumber(maxGrade)}`;
      break;
  }
  return { percentage, display_grade: display, letter_grade: letter, passed, passing_threshold: threshold };
}
