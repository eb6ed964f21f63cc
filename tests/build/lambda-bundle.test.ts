import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esbuildBundling } from '../../infra/lambda-bundling.js';
import { repoRoot } from '../../infra/repo-paths.js';

/** An SDK client bundled as the functions are, answering with the credentials it resolves. */
const entry = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
const credentials = await new DynamoDBClient({ region: 'eu-central-1' }).config.credentials();
process.stdout.write(JSON.stringify(credentials));
`;

let outDir: string;
let outfile: string;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(repoRoot, 'node_modules', '.cache', 'schulapp-lambda-bundle-'));
  outfile = path.join(outDir, 'index.mjs');
  await build({
    stdin: { contents: entry, resolveDir: repoRoot, loader: 'ts' },
    outfile,
    ...esbuildBundling,
  });
});

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('a Lambda bundle (infra/lambda-bundling.ts)', () => {
  it("resolves the SDK clients' credentials from the environment, as Lambda provides them", () => {
    const env = {
      PATH: process.env.PATH,
      AWS_ACCESS_KEY_ID: 'AKIDLAMBDAROLE',
      AWS_SECRET_ACCESS_KEY: 'role-secret',
      AWS_SESSION_TOKEN: 'role-session',
    };
    const answer = execFileSync(process.execPath, [outfile], { env, encoding: 'utf8' });
    expect(JSON.parse(answer)).toMatchObject({
      accessKeyId: 'AKIDLAMBDAROLE',
      secretAccessKey: 'role-secret',
      sessionToken: 'role-session',
    });
  });

  it("carries none of the default chain's other providers (SSO, shared files, web identity, containers)", () => {
    const bundle = fs.readFileSync(outfile, 'utf8');
    const otherProviders = ['AssumeRoleWithWebIdentity', 'sso_start_url', 'AWS_CONTAINER_CREDENTIALS_FULL_URI', 'credential_process'];
    expect(otherProviders.filter((marker) => bundle.includes(marker))).toEqual([]);
    expect(bundle.includes('AWS_SESSION_TOKEN')).toBe(true);
  });

  it("holds only its domain's routes: no handler reaches the whole route table (shared/routes/index.ts)", async () => {
    const handlers = fs
      .readdirSync(path.join(repoRoot, 'lambdas'))
      .map((domain) => path.join('lambdas', domain, 'handler.ts'))
      .filter((entryPoint) => fs.existsSync(path.join(repoRoot, entryPoint)));
    expect(handlers.length).toBeGreaterThan(20);
    const { metafile } = await build({
      entryPoints: handlers,
      absWorkingDir: repoRoot,
      outdir: 'bundles',
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      external: ['sharp'],
      logLevel: 'error',
    });
    const reachingTable = Object.values(metafile.outputs)
      .filter((output) => output.entryPoint && 'shared/routes/index.ts' in output.inputs)
      .map((output) => output.entryPoint);
    expect(reachingTable).toEqual([]);
  });
});
