import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import S3rver from 's3rver';
import { asyncListener } from './async-listener.js';
import { freePort } from './processes.js';

/** s3rver's one account; the handlers sign with it locally. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
/** More than any upload purpose allows (lambdas/_lib/files.ts): a larger POST body is refused before it is read to the end. */
const MAX_POST_BODY_BYTES = 64 * 1024 * 1024;

interface S3Failure {
  status: number;
  code: string;
  message: string;
}

const sendError = (response: http.ServerResponse, { status, code, message }: S3Failure) => {
  response
    .writeHead(status, { 'content-type': 'application/xml', connection: 'close' })
    .end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};
const accessDenied = (message: string): S3Failure => ({ status: 403, code: 'AccessDenied', message });
const policyFailure = (detail: string) => accessDenied(`Invalid according to Policy: ${detail}`);

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** The SigV4 signature of a POST policy: HMAC of the base64 policy with the key of the credential's scope. */
const policySignature = (policy: string, credential: string) => {
  const [accessKeyId, date, region, service] = credential.split('/');
  if (accessKeyId !== S3RVER_CREDENTIALS.accessKeyId || !date || !region || service !== 's3') return null;
  const key = hmac(hmac(hmac(hmac(`AWS4${S3RVER_CREDENTIALS.secretAccessKey}`, date), region), service), 'aws4_request');
  return hmac(key, policy).toString('hex');
};

interface PostPolicy {
  expiration: string;
  conditions?: (Record<string, string> | [string, ...unknown[]])[];
}

/**
 * What S3 checks on a browser-based upload (POST object with a SigV4 policy): the signature, the
 * expiration, every condition (exact and starts-with matches of fields, content-length-range of
 * the file) and that every form field is covered by a condition. s3rver 3.7 checks none of it.
 */
export const checkPostPolicy = (fields: Map<string, string>, fileSize: number, bucket: string, now = new Date()): S3Failure | null => {
  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  const credential = fields.get('x-amz-credential');
  if (!policy || !signature || !credential || fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256')
    return accessDenied('Anonymous uploads are not allowed: a signed policy is required.');
  const expected = policySignature(policy, credential);
  if (expected?.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature)))
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  let parsed: PostPolicy;
  try {
    parsed = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as PostPolicy;
  } catch {
    return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  }
  if (!(new Date(parsed.expiration) > now)) return policyFailure('Policy expired.');

  const valueOf = (name: string) => (name === 'bucket' ? bucket : (fields.get(name) ?? ''));
  const covered = new Set(['policy', 'x-amz-signature', 'file', 'bucket']);
  for (const condition of parsed.conditions ?? []) {
    if (!Array.isArray(condition)) {
      for (const [name, value] of Object.entries(condition)) {
        covered.add(name.toLowerCase());
        if (valueOf(name.toLowerCase()) !== value) return policyFailure(`Policy Condition failed: ["eq", "$${name}", "${value}"]`);
      }
      continue;
    }
    const [operator, ...operands] = condition;
    if (operator === 'content-length-range') {
      const [min = NaN, max = NaN] = operands.map(Number);
      if (fileSize > max) return { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' };
      if (fileSize < min)
        return { status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size' };
      continue;
    }
    const [field = '', value = ''] = operands.map(String);
    const name = field.replace(/^\$/, '').toLowerCase();
    covered.add(name);
    const actual = valueOf(name);
    const holds = operator === 'eq' ? actual === value : operator === 'starts-with' ? actual.startsWith(value) : false;
    if (!holds) return policyFailure(`Policy Condition failed: ["${operator}", "${field}", "${value}"]`);
  }
  const extra = [...fields.keys()].filter((name) => !covered.has(name) && !name.startsWith('x-ignore-'));
  if (extra.length > 0) return policyFailure(`Extra input fields: ${extra.join(', ')}`);
  return null;
};

/** The request body, or null when it grows beyond `limit` bytes. */
const readBody = (request: http.IncomingMessage, limit: number) =>
  new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.resume();
        resolve(null);
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const isSigned = (request: http.IncomingMessage, url: URL) =>
  Boolean(request.headers.authorization) || url.searchParams.has('X-Amz-Signature') || url.searchParams.has('Signature');

/**
 * s3rver differs from a private S3 bucket in what it lets through; this proxy in front of it
 * restores S3's behaviour: anonymous requests (listing, reading, writing) are refused with
 * AccessDenied, and a browser upload (POST object) is stored only if its signed policy allows it.
 * CORS preflights and signed requests pass to s3rver unchanged.
 */
const fidelityProxy = (publicPort: number, internalPort: number) =>
  http
    .createServer(
      asyncListener(async (request, response) => {
        const url = new URL(request.url ?? '/', 'http://127.0.0.1');
        const forward = (body?: Buffer) => {
          const upstream = http.request(
            { host: '127.0.0.1', port: internalPort, method: request.method, path: request.url, headers: request.headers },
            (answer) => {
              response.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(response);
            },
          );
          upstream.on('error', () => sendError(response, { status: 502, code: 'InternalError', message: 's3rver unavailable' }));
          if (body) upstream.end(body);
          else request.pipe(upstream);
        };
        if (request.method === 'OPTIONS' || isSigned(request, url)) {
          forward();
          return;
        }

        const bucket = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
        const contentType = request.headers['content-type'] ?? '';
        if (request.method !== 'POST' || !bucket || !contentType.startsWith('multipart/form-data')) {
          sendError(response, accessDenied('Access Denied'));
          return;
        }
        if (Number(request.headers['content-length'] ?? 0) > MAX_POST_BODY_BYTES) {
          sendError(response, { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' });
          request.resume();
          return;
        }
        // A browser that cancels its upload closes the connection mid-body: nothing to answer then.
        const body = await readBody(request, MAX_POST_BODY_BYTES).catch(() => undefined);
        if (body === undefined) {
          response.destroy();
          return;
        }
        if (!body) {
          sendError(response, {
            status: 400,
            code: 'EntityTooLarge',
            message: 'Your proposed upload exceeds the maximum allowed size',
          });
          return;
        }
        let form: FormData;
        try {
          form = await new Request('http://127.0.0.1/', {
            method: 'POST',
            headers: { 'content-type': contentType },
            body: new Uint8Array(body),
            // eslint-disable-next-line @typescript-eslint/no-deprecated -- small uploads of the local emulator only; a streaming parser would be a dependency for nothing
          }).formData();
        } catch {
          sendError(response, {
            status: 400,
            code: 'MalformedPOSTRequest',
            message: 'The body of your POST request is not well-formed multipart/form-data.',
          });
          return;
        }
        const fields = new Map<string, string>();
        const files: Blob[] = [];
        form.forEach((value, name) => {
          if (name.toLowerCase() === 'file' && typeof value !== 'string') files.push(value);
          else if (typeof value === 'string') fields.set(name.toLowerCase(), value);
        });
        const [file] = files;
        if (!file) {
          sendError(response, { status: 400, code: 'InvalidArgument', message: 'POST requires exactly one file upload per request.' });
          return;
        }
        const failure = checkPostPolicy(fields, file.size, bucket);
        if (failure) {
          sendError(response, failure);
          return;
        }
        forward(body);
      }),
    )
    .listen(publicPort, '127.0.0.1');

/** s3rver on an internal loopback port behind the fidelity proxy on `publicPort`. */
export const startLocalS3 = async (publicPort: number, directory: string) => {
  const internalPort = await freePort();
  const s3 = new S3rver({ port: internalPort, address: '127.0.0.1', directory, silent: true });
  await s3.run();
  const proxy = fidelityProxy(publicPort, internalPort);
  await new Promise<void>((resolve) => (proxy.listening ? resolve() : proxy.once('listening', () => resolve())));
  return {
    close: async () => {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await s3.close();
    },
  };
};
