/** Small readings of the service's values shared by the learner pages. */
import { LmsError } from '../../api.ts';

/** A resource date (`YYYY-MM-DD HH:MM:SS`, UTC [CONTRACT 1]) as a reader's date, e.g. "2 March 2026". */
export function formatDate(value: string): string {
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** A progress percentage (0–100, two decimals) as people read it: "67%", "100%". */
export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}

/** Runs a read whose 404 means "there is none" (not enrolled, no certificate yet): `null` then. */
export async function orNone<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof LmsError && error.status === 404) return null;
    throw error;
  }
}

export function courseHref(courseUuid: string): string {
  return `/courses/${encodeURIComponent(courseUuid)}`;
}
