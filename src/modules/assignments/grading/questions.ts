/**
 * The question list QUIZ and FORM definitions share [CONTRACT 6]: `{questions: [{questionUUID, questionText,
 * <itemsKey>: [...]}]}`, at least one question, each with an id unique within the task, a text and at least
 * one item (QUIZ options, FORM blanks). Only the items differ, so each type passes a reader for one item.
 */
import type { ValidationIssue } from '../../../platform/http/errors.ts';
import { readArray, readId, readObject, readString, type Loc } from './validate.ts';

export interface ParsedQuestion<T> {
  questionUUID: string;
  items: T[];
}

/**
 * Reads a question-list definition; `value` only when there were no issues, in definition order. Every
 * question and item is walked even after a problem, so all issues are reported at once. `readItem` gets each
 * item once it is known to be an object, pushes its own issues and returns the item only when it is usable.
 */
export function parseQuestions<T>(
  contents: unknown,
  loc: Loc,
  itemsKey: string,
  readItem: (item: Record<string, unknown>, itemLoc: Loc, issues: ValidationIssue[]) => T | undefined,
): { value?: ParsedQuestion<T>[]; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const root = readObject(contents, loc, issues);
  const questions = root && readArray(root, 'questions', loc, issues, { min: 1 });
  const value: ParsedQuestion<T>[] = [];
  const questionIds = new Set<string>();
  questions?.forEach((raw, q) => {
    const qLoc = [...loc, 'questions', q];
    const question = readObject(raw, qLoc, issues);
    if (!question) return;
    const questionUUID = readId(question, 'questionUUID', qLoc, issues, questionIds);
    readString(question, 'questionText', qLoc, issues);
    const items = readArray(question, itemsKey, qLoc, issues, { min: 1 }) ?? [];
    const parsed = items.flatMap((rawItem, i) => {
      const iLoc = [...qLoc, itemsKey, i];
      const item = readObject(rawItem, iLoc, issues);
      if (!item) return [];
      const read = readItem(item, iLoc, issues);
      return read === undefined ? [] : [read];
    });
    if (questionUUID !== undefined) value.push({ questionUUID, items: parsed });
  });
  return issues.length > 0 ? { issues } : { value, issues };
}
