import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux everywhere in practice). */
const TICKS_PER_SECOND = 100;

/** What a process has used so far: CPU milliseconds (user + system) and resident memory in MiB. */
export interface ProcessUsage { cpuMs: number; rssMiB: number }

/**
 * A process's usage from /proc (Linux), so a bench can tell the product's cost per request from
 * its load generator's; undefined where /proc cannot be read.
 */
export function processUsage(pid: number): ProcessUsage | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return { cpuMs, rssMiB: rss ? Number(rss[1]) / 1024 : NaN };
  } catch {
    return undefined;
  }
}
