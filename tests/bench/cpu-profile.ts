import { Session } from 'node:inspector/promises';

/** The parts of a V8 CPU profile (`node --cpu-prof`, the inspector's Profiler.stop) that self time needs. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileEntry {
  /** `function (file:line)`, the file relative to the repository or node_modules. */
  entry: string;
  self_ms: number;
  /** Share of all sampled time, in percent (idle and GC included in the whole). */
  share: number;
}

const shortUrl = (url: string) => {
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) return path.slice(inModules + '/node_modules/'.length);
  const inRepo = /\/(lambdas|shared|tests|scripts)\//.exec(path);
  return inRepo ? path.slice(inRepo.index + 1) : path;
};

type CallFrame = CpuProfile['nodes'][number]['callFrame'];

/** tsx compiles a module into one line, so our files' entries carry the column too. */
const entryName = ({ functionName, url, lineNumber, columnNumber }: CallFrame) =>
  url
    ? `${functionName || '(anonymous)'} (${shortUrl(url)}:${String(lineNumber + 1)}:${String(columnNumber + 1)})`
    : functionName || '(anonymous)';

/** The package (node_modules), file of ours, Node's internals, or the VM's own entry a frame belongs to. */
const ownerName = ({ functionName, url }: CallFrame) => {
  if (!url) return functionName || '(anonymous)';
  if (url.startsWith('node:')) return 'node: internals';
  const short = shortUrl(url);
  if (!url.includes('/node_modules/')) return short;
  const [scope = '', name = ''] = short.split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
};

/**
 * The profile's top entries by self time: each sample's time delta is charged to the function it
 * was taken in, summed over every node of the same function (same name, file, line and column), or
 * with `by: 'owner'` over its package, file of ours or Node's internals.
 */
export const topSelfTime = (profile: CpuProfile, count: number, by: 'function' | 'owner' = 'function'): ProfileEntry[] => {
  const nameOf = new Map(profile.nodes.map((node) => [node.id, (by === 'function' ? entryName : ownerName)(node.callFrame)]));
  const selfMicros = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((nodeId, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const name = nameOf.get(nodeId) ?? '(unknown)';
    selfMicros.set(name, (selfMicros.get(name) ?? 0) + delta);
    total += delta;
  });
  return [...selfMicros.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([entry, micros]) => ({
      entry,
      self_ms: Math.round(micros / 100) / 10,
      share: total > 0 ? Math.round((micros / total) * 1000) / 10 : 0,
    }));
};

/**
 * The parts of the bench's process during an endpoint or floor round, by a frame's file: what is no
 * part of a deployed call (the load generator, the local gateway) apart from the handler's parts.
 */
export const benchParts: { part: string; files: RegExp }[] = [
  { part: 'autocannon (load generator)', files: /\/node_modules\/(autocannon|hdr-histogram-js|reinterval|retimer)\// },
  { part: 'AWS SDK', files: /\/node_modules\/(@aws-sdk|@smithy)\// },
  { part: 'floor replay loop', files: /\/tests\/bench\/floor\.ts/ },
  { part: 'ElectroDB', files: /\/node_modules\/electrodb\// },
  { part: 'zod', files: /\/node_modules\/zod\// },
  { part: 'middy and Powertools', files: /\/node_modules\/(@middy|@aws-lambda-powertools|aws-xray-sdk-core|cls-hooked)\// },
  { part: 'our handler code', files: /\/(lambdas|shared)\// },
  { part: 'local gateway', files: /\/scripts\/dev-stack\/|\/node_modules\/jose\// },
];

/**
 * Each sample's time charged to the innermost frame on its stack that belongs to one of `parts`
 * (the SDK's socket writes to the SDK, the gateway's answer to the gateway), the VM's own entries
 * (garbage collector, idle, program) to themselves, and the rest to 'other'; share of the busy time.
 */
export const timeByPart = (profile: CpuProfile, parts: { part: string; files: RegExp }[]): ProfileEntry[] => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id] as const)));
  const partOf = (id: number): string => {
    const leaf = byId.get(id)?.callFrame;
    if (leaf && !leaf.url && /^\((garbage collector|idle|program)\)$/.test(leaf.functionName)) return leaf.functionName;
    for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
      const url = byId.get(current)?.callFrame.url ?? '';
      const match = parts.find(({ files }) => files.test(url));
      if (match) return match.part;
    }
    return 'other (Node internals, ticks, the profiler)';
  };
  const micros = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const part = partOf(id);
    micros.set(part, (micros.get(part) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const busy = [...micros].reduce((sum, [part, value]) => (part === '(idle)' ? sum : sum + value), 0);
  return [...micros]
    .filter(([part]) => part !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .map(([entry, value]) => ({
      entry,
      self_ms: Math.round(value / 100) / 10,
      share: busy > 0 ? Math.round((value / busy) * 1000) / 10 : 0,
    }));
};

/** A V8 CPU profile of this process while `stretch` runs (the inspector's profiler, 100 µs sampling). */
export const profileDuring = async <T>(stretch: () => Promise<T>): Promise<{ result: T; profile: CpuProfile }> => {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const result = await stretch();
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    return { result, profile };
  } finally {
    session.disconnect();
  }
};
