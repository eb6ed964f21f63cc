import { describe, expect, it, vi } from 'vitest';
import { activateUpdate, checkForUpdate, type WorkerContainer } from './app-update.js';

/** A worker whose state the test moves on; listeners hear each change. */
const fakeWorker = (state: ServiceWorkerState) => {
  const listeners = new Set<() => void>();
  const worker = {
    state,
    postMessage: vi.fn(),
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    moveTo(next: ServiceWorkerState) {
      worker.state = next;
      for (const listener of [...listeners]) listener();
    },
  };
  return worker;
};
type FakeWorker = ReturnType<typeof fakeWorker>;

const containerWith = (
  registration: { waiting: FakeWorker | null; installing: FakeWorker | null; update: () => Promise<void> } | undefined,
) =>
  ({ getRegistration: () => Promise.resolve(registration), addEventListener: vi.fn() }) as unknown as WorkerContainer & {
    addEventListener: ReturnType<typeof vi.fn>;
  };

describe('checkForUpdate', () => {
  it('finds nothing without a registration or when the deployed worker is the running one', async () => {
    expect(await checkForUpdate(containerWith(undefined))).toEqual({ status: 'none' });
    const update = vi.fn(() => Promise.resolve());
    expect(await checkForUpdate(containerWith({ waiting: null, installing: null, update }))).toEqual({ status: 'none' });
    expect(update).toHaveBeenCalledOnce();
  });

  it('finds a worker that is already waiting', async () => {
    const waiting = fakeWorker('installed');
    const result = await checkForUpdate(containerWith({ waiting, installing: null, update: () => Promise.resolve() }));
    expect(result).toEqual({ status: 'found', worker: waiting });
  });

  it('waits for a worker the check started installing: found once installed, none when it failed', async () => {
    const installing = fakeWorker('installing');
    const registration = {
      waiting: null as FakeWorker | null,
      installing: installing as FakeWorker | null,
      update: () => Promise.resolve(),
    };
    const found = checkForUpdate(containerWith(registration));
    await Promise.resolve();
    registration.waiting = installing;
    registration.installing = null;
    installing.moveTo('installed');
    expect(await found).toEqual({ status: 'found', worker: installing });

    const broken = fakeWorker('installing');
    const failed = checkForUpdate(containerWith({ waiting: null, installing: broken, update: () => Promise.resolve() }));
    await Promise.resolve();
    broken.moveTo('redundant');
    expect(await failed).toEqual({ status: 'none' });
  });
});

describe('activateUpdate', () => {
  it('tells the waiting worker to take over and reloads when it controls the page', () => {
    const worker = fakeWorker('installed');
    const container = containerWith(undefined);
    activateUpdate(worker as unknown as ServiceWorker, container);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(container.addEventListener).toHaveBeenCalledWith('controllerchange', expect.any(Function));
  });
});
