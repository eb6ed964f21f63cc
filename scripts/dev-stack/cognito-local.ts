import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { confirmationCodeNotice, confirmationCodeWatcher } from './confirmation-codes.js';
import { freePort, startProcess, waitForPort } from './processes.js';
import { repoRoot } from './stack-config.js';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

type CognitoCall = (operation: string, body: Record<string, unknown>) => Promise<{ status: number; json: Record<string, unknown> }>;

const cognitoCaller =
  (port: number): CognitoCall =>
  async (operation, body) => {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET_PREFIX}${operation}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  };

/**
 * cognito-local differs from Cognito in two ways the app's sign-in depends on; this proxy in front
 * of it restores real Cognito behaviour: (1) e-mail works as a sign-in alias of the username
 * (AliasAttributes), also for the password reset, (2) an unknown user gets UserNotFoundException
 * (preventUserExistenceErrors off), not NotAuthorizedException, (3) a password reset for a user
 * without e-mail gets Cognito's InvalidParameterException, not an 'unsupported feature' 500.
 */
const noEmailMessage = 'Cannot reset password for the user as there is no registered/verified email or phone_number';

const fidelityProxy = (publicPort: number, internalPort: number, userPoolId: () => string | undefined) => {
  const call = cognitoCaller(internalPort);

  const usernameForAlias = async (login: string) => {
    const poolId = userPoolId();
    if (!poolId || !login.includes('@')) return login;
    const { json } = await call('ListUsers', { UserPoolId: poolId, Filter: `email = "${login.replace(/"/g, '')}"`, Limit: 1 });
    const [user] = (json.Users as { Username: string }[] | undefined) ?? [];
    return user?.Username ?? login;
  };

  const userExists = async (username: string) => {
    const poolId = userPoolId();
    if (!poolId) return true;
    const { status } = await call('AdminGetUser', { UserPoolId: poolId, Username: username });
    return status === 200;
  };

  const rewriteRequest = async (operation: string, body: Record<string, unknown>) => {
    if (operation === 'InitiateAuth') {
      const parameters = (body.AuthParameters ?? {}) as Record<string, string>;
      if (parameters.USERNAME) parameters.USERNAME = await usernameForAlias(parameters.USERNAME);
    }
    if (['ForgotPassword', 'ConfirmForgotPassword'].includes(operation) && typeof body.Username === 'string')
      body.Username = await usernameForAlias(body.Username);
    return body;
  };

  return http
    .createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        // Every failure inside answers 502 (the catch below), so nothing is left to reject.
        void (async () => {
          const target = String(request.headers['x-amz-target'] ?? '');
          const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
          let payload = Buffer.concat(chunks);
          try {
            if (operation && payload.length > 0)
              payload = Buffer.from(
                JSON.stringify(await rewriteRequest(operation, JSON.parse(payload.toString()) as Record<string, unknown>)),
              );
            const upstream = await fetch(`http://127.0.0.1:${internalPort}${request.url}`, {
              method: request.method,
              headers: Object.fromEntries(
                Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)) as [
                  string,
                  string,
                ][],
              ),
              body: ['GET', 'HEAD', 'OPTIONS'].includes(request.method ?? 'GET') ? undefined : payload,
            });
            let text = await upstream.text();
            let status = upstream.status;
            if (operation === 'InitiateAuth' && status === 400 && text.includes('NotAuthorizedException')) {
              const username = (JSON.parse(payload.toString()) as { AuthParameters?: { USERNAME?: string } }).AuthParameters?.USERNAME;
              if (username && !(await userExists(username))) {
                text = JSON.stringify({ __type: 'UserNotFoundException', message: 'User does not exist.' });
                status = 400;
              }
            }
            if (operation === 'ForgotPassword' && status === 500 && text.includes('without email')) {
              text = JSON.stringify({ __type: 'InvalidParameterException', message: noEmailMessage });
              status = 400;
            }
            const headers: Record<string, string> = {};
            upstream.headers.forEach((value, name) => {
              if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) headers[name] = value;
            });
            response.writeHead(status, headers).end(text);
          } catch {
            response
              .writeHead(502, { 'content-type': 'application/json' })
              .end(JSON.stringify({ __type: 'InternalErrorException', message: 'cognito-local unavailable' }));
          }
        })();
      });
    })
    .listen(publicPort, '127.0.0.1');
};

/**
 * Starts cognito-local behind the fidelity proxy. The codes Cognito would e-mail (password reset)
 * go to `notice` as one line each, so a developer can finish the flow locally.
 */
export const startCognitoLocal = async (
  publicPort: number,
  dataDir: string,
  userPoolId: () => string | undefined,
  log: (line: string) => void,
  notice: (line: string) => void,
) => {
  const internalPort = await freePort();
  const workDir = path.join(dataDir, 'cognito');
  fs.mkdirSync(path.join(workDir, '.cognito'), { recursive: true });
  fs.writeFileSync(
    path.join(workDir, '.cognito/config.json'),
    JSON.stringify(
      { UserPoolDefaults: { UsernameAttributes: [] }, TokenConfig: { IssuerDomain: `http://127.0.0.1:${publicPort}` } },
      null,
      2,
    ),
  );
  const watch = confirmationCodeWatcher((delivery) => notice(confirmationCodeNotice(delivery)));
  const child = startProcess('cognito', process.execPath, [path.join(repoRoot, 'node_modules/cognito-local/lib/bin/start.js')], {
    cwd: workDir,
    env: { ...process.env, PORT: String(internalPort), HOST: '127.0.0.1' },
    log: (line) => {
      watch(line);
      log(line);
    },
  });
  await waitForPort(internalPort, 'cognito-local');
  const proxy = fidelityProxy(publicPort, internalPort, userPoolId);
  await new Promise<void>((resolve) => (proxy.listening ? resolve() : proxy.once('listening', () => resolve())));
  return { child, proxy };
};
