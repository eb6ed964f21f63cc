import fs from 'node:fs';
import path from 'node:path';
import type { EventBridgeEvent } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { jobSubscriptions } from '../../events/subscriptions.js';
import { lambdaContext } from '../../scripts/dev-stack/lambda-context.js';
import { repoRoot } from '../../scripts/dev-stack/stack-config.js';
import { jobHandler } from './job-handler.js';

const ticketEvent = (detail: unknown) =>
  ({ id: 'event-1', 'detail-type': 'support.ticketCreated', source: 'schulapp', detail }) as EventBridgeEvent<
    'support.ticketCreated',
    unknown
  >;
const context = lambdaContext('job-support', 'request-1');

describe('job handlers', () => {
  it('run the job with the detail validated against the event catalog', async () => {
    const run = vi.fn(() => Promise.resolve());
    await jobHandler('support.ticketCreated', run)(
      ticketEvent({ ticketId: 't1', role: 'student', createdAt: '2026-11-22T08:00:00Z', extra: 'dropped' }),
      context,
    );
    expect(run).toHaveBeenCalledWith({ ticketId: 't1', role: 'student', createdAt: '2026-11-22T08:00:00Z' });
  });

  it('refuse a detail the catalog does not describe, without running the job', async () => {
    const run = vi.fn(() => Promise.resolve());
    await expect(jobHandler('support.ticketCreated', run)(ticketEvent({ ticketId: 1 }), context)).rejects.toThrow();
    expect(run).not.toHaveBeenCalled();
  });

  it('fail the invocation when the job fails, so EventBridge retries it', async () => {
    const failing = jobHandler('support.ticketCreated', () => Promise.reject(new Error('table unavailable')));
    await expect(failing(ticketEvent({ ticketId: 't1', role: 'student', createdAt: '2026-11-22T08:00:00Z' }), context)).rejects.toThrow(
      'table unavailable',
    );
  });

  // Importing every job's module graph (SDK clients, ElectroDB, zod schemas) takes seconds on a busy machine.
  it('are named once each and point at a module that exports a handler', { timeout: 30_000 }, async () => {
    expect(new Set(jobSubscriptions.map((job) => job.id)).size).toBe(jobSubscriptions.length);
    for (const job of jobSubscriptions) {
      expect(fs.existsSync(path.join(repoRoot, job.entry))).toBe(true);
      const module = (await import(path.join(repoRoot, job.entry))) as { handler?: unknown };
      expect(typeof module.handler).toBe('function');
    }
  });
});
