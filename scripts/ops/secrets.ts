import {
  CreateSecretCommand,
  DescribeSecretCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { stages, secretNames } from '../../infra/stages.js';
import { parseOpsArgs, runOpsScript, UsageError } from './ops-args.js';

const usage = `Usage: npm run secrets -- --stage <name> status
       npm run secrets -- --stage <name> put weather-api-key < key.txt

  status                which of the stage's secrets exist and when they last changed (never their values)
  put weather-api-key   stores the OpenWeatherMap API key read from standard input (created if missing)

The VAPID keys for Web Push need no command: the first deployment generates them into
schulapp/<stage>/vapid-keys. AWS credentials come from the usual chain (AWS_PROFILE, …).`;

const readStdin = async () => {
  if (process.stdin.isTTY) console.error('API key (then Enter and Ctrl+D):');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').trim();
};

const describe = async (client: SecretsManagerClient, name: string) => {
  try {
    return await client.send(new DescribeSecretCommand({ SecretId: name }));
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
};

const putWeatherKey = async (client: SecretsManagerClient, stage: string) => {
  const name = secretNames(stage).weatherApiKey;
  const value = await readStdin();
  if (!value) throw new UsageError('no API key on standard input');
  if (await describe(client, name)) await client.send(new PutSecretValueCommand({ SecretId: name, SecretString: value }));
  else {
    await client.send(
      new CreateSecretCommand({ Name: name, SecretString: value, Description: `Schulapp ${stage}: OpenWeatherMap API key` }),
    );
  }
  console.log(`Stored ${name}. The today function reads it within the hour.`);
  if (!stages[stage]?.weatherApiKeySecret) {
    console.log(`infra/stages.ts does not name it for ${stage} yet: add weatherApiKeySecret: '${name}' and deploy.`);
  }
};

const status = async (client: SecretsManagerClient, stage: string) => {
  const names = secretNames(stage);
  const rows = [];
  for (const [purpose, name] of Object.entries(names)) {
    const secret = await describe(client, name);
    rows.push({
      purpose,
      name,
      exists: secret ? 'yes' : 'no',
      lastChanged: secret?.LastChangedDate?.toISOString() ?? '',
    });
  }
  console.table(rows);
};

const main = async () => {
  const { stage, positionals } = parseOpsArgs(process.argv.slice(2), {});
  const client = new SecretsManagerClient({ region: stages[stage]?.region ?? 'eu-central-1' });
  const [command, what] = positionals;
  if (command === 'status' && what === undefined) return status(client, stage);
  if (command === 'put' && what === 'weather-api-key') return putWeatherKey(client, stage);
  throw new UsageError(`unknown command ${positionals.join(' ') || '(none)'}`);
};

runOpsScript(main, usage);
