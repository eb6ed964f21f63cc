import path from 'node:path';

/** The time one test file took, from a vitest JSON report. */
export interface FileTime {
  project: string;
  file: string;
  ms: number;
}

/** What the timings read of vitest's JSON report. */
export interface VitestTimingReport {
  testResults: { name: string; startTime: number; endTime: number }[];
}

/** The vitest project of a test file, by the folders vitest.config.ts gives the projects. */
export const projectOf = (file: string) => {
  const [top, folder] = file.split('/');
  return top === 'tests' && (folder === 'build' || folder === 'infra' || folder === 'integration' || folder === 'e2e') ? folder : 'unit';
};

/** Every file of a report with its project and time; paths relative to the repository. */
export const fileTimesOf = (report: VitestTimingReport, root: string): FileTime[] =>
  report.testResults.map((result) => {
    const file = path.relative(root, result.name);
    return { project: projectOf(file), file, ms: Math.max(0, result.endTime - result.startTime) };
  });

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The run's timings as text: per project the files and their summed time (files run side by side, so the sum is the
 * work, not the wall time), then the `slowest` slowest files.
 */
export const timingSummary = (times: readonly FileTime[], slowest = 15) => {
  const projects = new Map<string, { files: number; ms: number }>();
  for (const { project, ms } of times) {
    const sum = projects.get(project) ?? { files: 0, ms: 0 };
    projects.set(project, { files: sum.files + 1, ms: sum.ms + ms });
  }
  const lines = ['Time per project (summed over its files):'];
  for (const [project, { files, ms }] of [...projects].sort(([, a], [, b]) => b.ms - a.ms)) {
    lines.push(`  ${project.padEnd(12)} ${String(files).padStart(4)} ${files === 1 ? 'file ' : 'files'}  ${seconds(ms).padStart(9)}`);
  }
  lines.push(`The ${String(Math.min(slowest, times.length))} slowest files:`);
  for (const { project, file, ms } of [...times].sort((a, b) => b.ms - a.ms).slice(0, slowest)) {
    lines.push(`  ${seconds(ms).padStart(9)}  ${project.padEnd(12)} ${file}`);
  }
  return lines.join('\n');
};
