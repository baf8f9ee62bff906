/**
 * Time comes from here, never from `Date.now()` or the database's `now()`, so tests can move it
 * (lockouts, expiries, refresh windows) without sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to. Used by tests; harmless anywhere else. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-01-01T00:00:00.000Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Storage form of a timestamp: UTC `YYYY-MM-DD HH:MM:SS.mmm`; sorts as text on both databases. */
export function toDbTime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

export function fromDbTime(value: string): Date {
  return new Date(`${value.replace(' ', 'T')}Z`);
}

/** API form of a resource date [CONTRACT 1]: UTC `YYYY-MM-DD HH:MM:SS`, a cut of the storage form. */
export function toApiDate(value: string): string {
  return value.slice(0, 19);
}
