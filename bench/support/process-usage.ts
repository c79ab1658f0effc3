import { readdirSync, readFileSync } from 'node:fs';

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

/** CPU milliseconds (user + system) used so far by each thread of a process, by thread id; empty where /proc cannot be read. */
export function threadCpuMs(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
    }
  } catch {
    // the process or a thread ended meanwhile: what was read
  }
  return out;
}

/**
 * CPU milliseconds a process used between two `threadCpuMs` readings: its main thread (the
 * event loop), the busiest other thread, and all threads.
 */
export function cpuBetween(pid: number, before: Map<number, number>, after: Map<number, number>): { main: number; busiestOther: number; all: number } {
  let all = 0;
  let busiestOther = 0;
  for (const [tid, ms] of after) {
    const used = ms - (before.get(tid) ?? 0);
    all += used;
    if (tid !== pid) busiestOther = Math.max(busiestOther, used);
  }
  return { main: (after.get(pid) ?? 0) - (before.get(pid) ?? 0), busiestOther, all };
}
