// What a process and its descendants cost, read from /proc (Linux): resident memory and CPU time.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function readStat(pid: number) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      utime: Number(fields[11]),
      stime: Number(fields[12]),
      // Children already exited and reaped (e.g. a database's closed connections).
      reaped: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return undefined;
  }
}

/** The pid and every live descendant of it. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = readStat(pid);
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

function statusKb(pid: number, field: string) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of the whole tree, in MB (each process's VmRSS, summed as `ps` would show them). */
export function treeRssMb(root: number): number {
  return processTree(root).reduce((sum, pid) => sum + statusKb(pid, 'VmRSS'), 0) / 1024;
}

/** CPU time (user + system) the process itself has used so far, in milliseconds. */
export function cpuMs(pid: number): number {
  const stat = readStat(pid);
  return stat ? ((stat.utime + stat.stime) * 1000) / TICKS_PER_SECOND : 0;
}

/** CPU time of the children a process has already waited for (exited and reaped), in milliseconds. */
export function reapedCpuMs(pid: number): number {
  const stat = readStat(pid);
  return stat ? (stat.reaped * 1000) / TICKS_PER_SECOND : 0;
}

/** CPU time of a process tree so far, in milliseconds: every live process, plus the children already reaped. */
export function treeCpuMs(root: number): number {
  const ticks = processTree(root).reduce((sum, pid) => {
    const stat = readStat(pid);
    return sum + (stat ? stat.utime + stat.stime + (pid === root ? stat.reaped : 0) : 0);
  }, 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}
