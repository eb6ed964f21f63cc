import net from 'node:net';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadStackConfig } from '../../scripts/dev-stack/stack-config.js';

/**
 * The local stack as started for the tests: every emulator and server listens on 127.0.0.1 only
 * (nobody on the network reaches the demo school's data), and the files bucket behaves like the
 * private bucket in AWS: no anonymous listing or reading.
 */
const config = loadStackConfig();
const s3Url = `http://127.0.0.1:${config.ports.s3}`;
const bucket = config.names.filesBucket;

/** This machine's addresses other than loopback (link-local IPv6 needs a zone and is left out). */
const networkAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((address): address is os.NetworkInterfaceInfo => !!address && !address.internal && !address.address.startsWith('fe80'))
  .map((address) => address.address);

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });

describe('local stack hygiene', () => {
  it.each(Object.entries(config.ports))('%s listens on 127.0.0.1 only', async (_name, port) => {
    expect(await connects('127.0.0.1', port)).toBe(true);
    for (const address of networkAddresses) expect({ address, open: await connects(address, port) }).toEqual({ address, open: false });
  });

  it('refuses anonymous listing and reading of the files bucket with AccessDenied', async () => {
    for (const path of ['/', `/${bucket}`, `/${bucket}?list-type=2`, `/${bucket}/user-imports/lindenhof/any.csv`]) {
      const response = await fetch(`${s3Url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await response.text()).toContain('<Code>AccessDenied</Code>');
    }
  });

  it('refuses an anonymous PUT into the files bucket', async () => {
    const response = await fetch(`${s3Url}/${bucket}/user-imports/lindenhof/anonymous.csv`, {
      method: 'PUT',
      headers: { 'content-type': 'text/csv' },
      body: 'Nachname;Vorname',
    });
    expect(response.status).toBe(403);
  });
});
