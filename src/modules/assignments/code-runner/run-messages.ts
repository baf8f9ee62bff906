/**
 * The human side of a limit failure, worded the same whichever runner hit it (RunResult.message is shown to
 * learners next to the failed test case).
 */
import type { RunLimits } from './code-runner.ts';

const KB = 1024;
const MB = 1024 * 1024;

function bytesText(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= KB && bytes % KB === 0) return `${bytes / KB} KB`;
  return `${bytes} bytes`;
}

export function timeoutMessage(limits: RunLimits): string {
  return `timed out after ${Number((limits.timeMs / 1000).toFixed(3))} s`;
}

export function memoryMessage(limits: RunLimits): string {
  return `memory limit of ${bytesText(limits.memoryBytes)} exceeded`;
}

export function outputMessage(limits: RunLimits): string {
  return `output limit of ${bytesText(limits.maxOutputBytes)} exceeded`;
}
