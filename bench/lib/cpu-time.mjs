// CPU time spent by processes, read from /proc (Linux): on a shared, noisy machine the CPU a
// request costs is steadier than the rate it reaches, because it does not count the time the
// process waited for a core.
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

function statOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after it are fixed.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null;
  }
}

/** CPU milliseconds (user + system) of one process so far. */
export function processCpuMs(pid) {
  return statOf(pid)?.cpuMs ?? 0;
}

/**
 * CPU milliseconds of the PostgreSQL cluster listening on `port`: its postmaster and every
 * process it started (backends, WAL writer, checkpointer), alive now. A backend that ended
 * between two readings takes its time with it, so keep the connections open while measuring.
 */
export function postgresCpuMs(port) {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const postmaster = pids.find((pid) => {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return cmd[0]?.endsWith('postgres') && cmd.join(' ').includes(`-p ${port}`);
    } catch {
      return false;
    }
  });
  if (!postmaster) return 0;
  let total = 0;
  for (const pid of pids) {
    const stat = statOf(pid);
    if (stat && (pid === postmaster || String(stat.ppid) === postmaster)) total += stat.cpuMs;
  }
  return total;
}
