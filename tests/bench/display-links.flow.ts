import { buildPath, routes } from '../../shared/routes/index.js';
import type { DisplayLinkCreated } from '../../shared/schemas/display-links.schema.js';
import type { BenchContext, BenchFlow } from './bench-flow.js';
import { fetchOnce, hammerGet } from './public-get.js';

/** The admin who makes the screen's link (Gesamtschule am Lindenhof). */
const ADMIN = 'lehrer.mueller';
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Screen {
  url: string;
  linkId: string;
  adminToken: string;
}

let screen: Promise<Screen> | undefined;

/** One display link for both rows (made by the first, revoked by the last). */
const screenOf = (context: BenchContext) =>
  (screen ??= (async () => {
    const adminToken = await context.signIn(ADMIN);
    const created = await fetch(`${context.apiUrl}${routes.createDisplayLink.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench-Bildschirm' }),
    });
    const { path, link } = (await created.json()) as DisplayLinkCreated;
    const token = path.replace(/^\/display\//, '');
    return { url: `${context.apiUrl}${buildPath(routes.getDisplayBoard.path, { token })}`, linkId: link.id, adminToken };
  })());

/** Warm: the plan is unchanged and cached, so every refresh answers it whole (200) from two requests. */
export const displayLinkWarmFlow: BenchFlow = {
  name: 'display link: warm fetch (hallway screen, cached plan)',
  run: async (context) => {
    const { url } = await screenOf(context);
    // The first fetch renders the plan if nobody asked for it since the last change.
    await fetchOnce(url);
    return hammerGet('display link', url, { status: 200, connections: CONNECTIONS, seconds: SECONDS });
  },
};

/** 304: the screen's browser sends the ETag it has; the answer has no body. Revokes the link afterwards. */
export const displayLinkNotModifiedFlow: BenchFlow = {
  name: 'display link: 304 (hallway screen, If-None-Match)',
  run: async (context) => {
    const { url, linkId, adminToken } = await screenOf(context);
    const { etag } = await fetchOnce(url);
    const row = await hammerGet('display link', url, {
      headers: { 'if-none-match': etag },
      status: 304,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    await fetch(`${context.apiUrl}${buildPath(routes.revokeDisplayLink.path, { linkId })}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    return row;
  },
};
