/** What a scenario is and what it reports. */
import type { LoadResult } from './load.ts';
import type { Dialect } from './server.ts';

export interface ScenarioContext {
  dialect: Dialect;
  /** Seconds of load per measurement (BENCH_DURATION, default 8). */
  duration: number;
  log: (message: string) => void;
}

/** One line of the results: a load's figures, or figures of another kind in `extra`. */
export interface Measurement {
  label: string;
  load?: LoadResult;
  /** Other figures (memory, delivery rates and delays), name → value. */
  extra?: Record<string, number | string | undefined>;
}

export interface Scenario {
  name: string;
  title: string;
  /** Whether the scenario involves the database (baseline does not: it runs once). */
  usesDatabase: boolean;
  run: (context: ScenarioContext) => Promise<Measurement[]>;
}
