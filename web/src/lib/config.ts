import { z } from 'zod/mini';

/** /config.json, written by the deployment (CDK) or the local stack. */
export const runtimeConfigSchema = z.object({
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Only locally: the cognito-local endpoint. */
  userPoolEndpoint: z.optional(z.url()),
  /** The stage's VAPID public key (base64url): the browser subscribes to Web Push with it. */
  vapidPublicKey: z.optional(z.string().check(z.minLength(1))),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let loaded: RuntimeConfig | undefined;

export const loadRuntimeConfig = async (): Promise<RuntimeConfig> => {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  loaded = runtimeConfigSchema.parse(await response.json());
  return loaded;
};

/** The config loaded at start (undefined before). */
export const runtimeConfig = (): RuntimeConfig | undefined => loaded;
