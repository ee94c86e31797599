/**
 * CPU time of processes from /proc (Linux), for the generation benches: load-independent cost
 * of a plan, PostgreSQL's included.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // 100 clock ticks per second on Linux

/** A process's own CPU ms, its ended children's, and its parent; null once it has ended. */
export function procTimes(pid: number): { self: number; children: number; ppid: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
    return {
      ppid: Number(fields[1]),
      self: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
      children: (Number(fields[13]) + Number(fields[14])) * TICK_MS,
    };
  } catch {
    return null;
  }
}

/** PostgreSQL's CPU ms: the postmaster, its ended backends and its live ones. */
export function postgresCpuMs(postmasterPid: number): number {
  const master = procTimes(postmasterPid);
  let total = master ? master.self + master.children : 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const t = procTimes(Number(entry));
    if (t && t.ppid === postmasterPid) total += t.self;
  }
  return total;
}
