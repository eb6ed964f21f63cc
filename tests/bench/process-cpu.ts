import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** CPU time spent during a measured stretch, per call: where the machine's work went. */
export interface CpuPerCall {
  /** This Node process (all its threads): the load generator, the local gateway with the handlers, or the floor's replay. */
  bench_process_ms: number;
  /** The DynamoDB Local Java process. */
  dynamodb_local_ms: number;
  /** Everything else busy on the machine (other work, cognito-local, the kernel's share of neither). */
  rest_of_machine_ms: number;
}

const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The DynamoDB Local process listening on `port` (its command line names the port), if this machine has /proc. */
export const dynamoDbLocalPid = (port: number): number | undefined => {
  if (!fs.existsSync('/proc')) return undefined;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args.some((arg) => arg.endsWith('DynamoDbLocalOnLoopback.java')) && args[args.indexOf('-port') + 1] === String(port)) {
        return Number(entry);
      }
    } catch {
      // The process ended while the list was read.
    }
  }
  return undefined;
};

/** User + system CPU of a process in ms (fields 14 and 15 of /proc/<pid>/stat, after the command's closing bracket). */
const processCpuMs = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond) * 1000;
};

/** Busy CPU of the whole machine in ms, summed over its cores (/proc/stat: all but idle and iowait). */
const machineBusyMs = () => {
  const [, ...ticks] = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const values = ticks.map(Number);
  const busy = values.reduce((sum, value) => sum + value, 0) - (values[3] ?? 0) - (values[4] ?? 0);
  return (busy / clockTicksPerSecond) * 1000;
};

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Runs `stretch` and splits the CPU the machine spent meanwhile into this process, DynamoDB Local
 * and the rest, per call (`calls` of the stretch's result). Undefined where /proc is missing.
 */
export const withCpuPerCall = async <T>(
  dynamoDbPid: number | undefined,
  stretch: () => Promise<T>,
  calls: (result: T) => number,
): Promise<{ result: T; cpu?: CpuPerCall }> => {
  if (dynamoDbPid === undefined) return { result: await stretch() };
  const before = { own: ownCpuMs(), dynamodb: processCpuMs(dynamoDbPid), machine: machineBusyMs() };
  const result = await stretch();
  const own = ownCpuMs() - before.own;
  const dynamodb = processCpuMs(dynamoDbPid) - before.dynamodb;
  const machine = machineBusyMs() - before.machine;
  const count = Math.max(1, calls(result));
  const perCall = (ms: number) => Math.round((ms / count) * 100) / 100;
  return {
    result,
    cpu: {
      bench_process_ms: perCall(own),
      dynamodb_local_ms: perCall(dynamodb),
      rest_of_machine_ms: perCall(Math.max(0, machine - own - dynamodb)),
    },
  };
};
