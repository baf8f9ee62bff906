// What lib/'s child processes share: the JSON spec they read on stdin, and figures from measured latencies.
import { Buffer } from 'node:buffer';
import process from 'node:process';

export async function readSpec() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** { perSecond, medianMs, p99Ms, count, seconds, errors } from one latency (ms) per request. */
export function figures(latencies, seconds, errors) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return {
    perSecond: sorted.length / seconds,
    medianMs: at(0.5),
    p99Ms: at(0.99),
    count: sorted.length,
    seconds,
    errors,
  };
}
