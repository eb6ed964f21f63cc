import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';

export class StackStartError extends Error {}

/** Fails with a clear message when a port of the stack is already taken. */
export const assertPortFree = (port: number, what: string) =>
  new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () =>
      reject(
        new StackStartError(
          `Port ${port} (${what}) ist belegt. Beende das andere Programm oder wähle einen anderen Port (siehe docs/local-stack.md, SCHULAPP_*_PORT).`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export const waitForPort = async (port: number, what: string, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new StackStartError(`${what} did not start on port ${port} within ${timeoutMs / 1000} s`);
};

/**
 * Starts a child process in its own process group, so stopping it also stops whatever it spawned
 * (no orphaned Java or node processes). Output goes to the given log sink.
 */
export const startProcess = (name: string, command: string, args: string[], options: SpawnOptions & { log: (line: string) => void }) => {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) options.log(`[${name}] ${line}`);
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  return child;
};

export const stopProcess = (child: ChildProcess, timeoutMs = 5000) =>
  new Promise<void>((resolve) => {
    const { pid } = child;
    if (child.exitCode !== null || child.signalCode !== null || !pid) {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
