/** What a scenario is and what it reports. */
import type { LoadResult } from './load.ts';
import type { Dialect } from './server.ts';
import type { Goal, Pair } from './side-by-side.ts';

export interface ScenarioContext {
  dialect: Dialect;
  /** The checkout whose service runs (`--root`, default this one). */
  root: string;
  /** Seconds of load per measurement (BENCH_DURATION, default 8; 1 in quick mode). */
  duration: number;
  /** Rounds of scenario and ceiling, alternating (2). */
  rounds: number;
  /** Quick mode (`--quick`): small seeds and short loads, to check that the suite works, not to measure. */
  quick: boolean;
  log: (message: string) => void;
}

/** `full` in a measuring run, `quick` in quick mode. */
export function sized(context: ScenarioContext, full: number, quick: number): number {
  return context.quick ? quick : full;
}

/** One line of the results: a scenario beside its ceiling, a load alone, or figures of another kind. */
export interface Measurement {
  label: string;
  pair?: Pair;
  load?: LoadResult;
  goal?: Goal;
  /** Other figures (memory, start-up, delivery delays), name → value. */
  extra?: Record<string, number | string | undefined>;
}

export interface Scenario {
  name: string;
  title: string;
  run: (context: ScenarioContext) => Promise<Measurement[]>;
}
