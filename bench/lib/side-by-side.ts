/**
 * A scenario and its ceiling measured in the same run, in alternating order over the rounds (round 1: scenario
 * then ceiling; round 2: ceiling then scenario; …), so a machine that slows down or speeds up during the run
 * weighs on both alike. The ratio is the scenario's rate over the ceiling's, each summed over its rounds.
 */
import type { LoadResult } from './load.ts';

/** A rate with its latencies: requests, deliveries or verifications. */
export interface Figures {
  perSecond: number;
  medianMs: number;
  p99Ms: number;
  count: number;
  seconds: number;
  errors: number;
  /** CPU milliseconds the answering process (the service, or the ceiling's server) spent during the load. */
  cpuMs?: number;
  /** CPU milliseconds the PostgreSQL server spent during the service's load, where it runs on this machine. */
  databaseCpuMs?: number;
}

export interface Round {
  order: ('scenario' | 'ceiling')[];
  scenario: Figures;
  ceiling: Figures;
}

export interface Pair {
  ceilingLabel: string;
  scenario: Figures;
  ceiling: Figures;
  /** scenario.perSecond / ceiling.perSecond */
  ratio: number;
  rounds: Round[];
}

export interface Goal {
  /** What is aimed at, e.g. `ratio ≥ 0.5`. */
  text: string;
  /** The figure the goal is about. */
  value: number;
  pass: boolean;
}

export function fromLoad(load: LoadResult): Figures {
  return {
    perSecond: load.requestsPerSecond,
    medianMs: load.latencyMedianMs,
    p99Ms: load.latencyP99Ms,
    count: load.requests,
    seconds: load.durationSeconds,
    errors: load.errors + load.non2xx,
  };
}

/** Rounds summed: the rate over all of them, the mean of the medians, the worst p99. */
export function merge(parts: Figures[]): Figures {
  const count = parts.reduce((sum, f) => sum + f.count, 0);
  const seconds = parts.reduce((sum, f) => sum + f.seconds, 0);
  return {
    perSecond: seconds > 0 ? count / seconds : Number.NaN,
    medianMs: parts.reduce((sum, f) => sum + f.medianMs, 0) / parts.length,
    p99Ms: Math.max(...parts.map((f) => f.p99Ms)),
    count,
    seconds,
    errors: parts.reduce((sum, f) => sum + f.errors, 0),
    cpuMs: sumOf(parts, (f) => f.cpuMs),
    databaseCpuMs: sumOf(parts, (f) => f.databaseCpuMs),
  };
}

/** The sum of a figure over every part, or undefined unless every part measured it. */
function sumOf(parts: Figures[], figure: (f: Figures) => number | undefined): number | undefined {
  const values = parts.map(figure);
  return values.every((v) => v !== undefined) ? values.reduce((sum, v) => sum + v, 0) : undefined;
}

/** The answering process's CPU milliseconds per request, where measured. */
export function cpuMsPerRequest(f: Figures | undefined): number | undefined {
  return f?.cpuMs === undefined || f.count === 0 ? undefined : f.cpuMs / f.count;
}

/** The database server's CPU milliseconds per request of the service, where measured. */
export function databaseCpuMsPerRequest(f: Figures | undefined): number | undefined {
  return f?.databaseCpuMs === undefined || f.count === 0 ? undefined : f.databaseCpuMs / f.count;
}

/** The order of round `index` (0-based): scenario first in even rounds, ceiling first in odd ones. */
export function roundOrder(index: number): Round['order'] {
  return index % 2 === 0 ? ['scenario', 'ceiling'] : ['ceiling', 'scenario'];
}

export async function sideBySide(
  ceilingLabel: string,
  measure: { scenario: () => Promise<Figures>; ceiling: () => Promise<Figures> },
  rounds: number,
): Promise<Pair> {
  const done: Round[] = [];
  for (let r = 0; r < rounds; r++) {
    const order = roundOrder(r);
    const figures: Partial<Record<'scenario' | 'ceiling', Figures>> = {};
    for (const side of order) figures[side] = await measure[side]();
    done.push({ order, scenario: figures.scenario!, ceiling: figures.ceiling! });
  }
  const scenario = merge(done.map((round) => round.scenario));
  const ceiling = merge(done.map((round) => round.ceiling));
  return { ceilingLabel, scenario, ceiling, ratio: scenario.perSecond / ceiling.perSecond, rounds: done };
}

export function atLeast(value: number, goal: number, what = 'ratio'): Goal {
  return { text: `${what} ≥ ${goal}`, value, pass: value >= goal };
}

export function atMost(value: number, goal: number, what: string): Goal {
  return { text: `${what} ≤ ${goal}`, value, pass: value <= goal };
}
