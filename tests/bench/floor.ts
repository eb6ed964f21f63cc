import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as documentCommands from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RecordedRequest } from '../../lambdas/_lib/request-metrics.js';
import { percentile } from './timed-call.js';

/**
 * The requests a call sent at the same time (started before any of them had ended) form a group;
 * groups follow each other, as the handler awaited them.
 */
export const parallelGroups = (requests: RecordedRequest[]) => {
  const groups: RecordedRequest[][] = [];
  for (const request of [...requests].sort((a, b) => a.startedMs - b.startedMs)) {
    const current = groups.at(-1);
    const firstEnd = current && Math.min(...current.map((member) => member.endedMs));
    if (current && firstEnd !== undefined && request.startedMs < firstEnd) current.push(request);
    else groups.push([request]);
  }
  return groups;
};

type CommandClass = new (input: unknown) => Parameters<DynamoDBDocumentClient['send']>[0];

/** The client names a document command by the low-level command it becomes; the input is still the document form. */
const documentCommandNames: Record<string, string> = {
  GetItemCommand: 'GetCommand',
  PutItemCommand: 'PutCommand',
  UpdateItemCommand: 'UpdateCommand',
  DeleteItemCommand: 'DeleteCommand',
  BatchGetItemCommand: 'BatchGetCommand',
  BatchWriteItemCommand: 'BatchWriteCommand',
  TransactGetItemsCommand: 'TransactGetCommand',
  TransactWriteItemsCommand: 'TransactWriteCommand',
};

export const commandOf = ({ commandName, input }: RecordedRequest) => {
  const Command = (documentCommands as unknown as Record<string, CommandClass | undefined>)[
    documentCommandNames[commandName] ?? commandName
  ];
  if (!Command) throw new Error(`cannot replay ${commandName}`);
  return new Command(input);
};

export interface FloorResult {
  floor_rps: number;
  floor_p50_ms: number;
  floor_p99_ms: number;
  floor_errors: number;
}

/**
 * The floor of an endpoint: the DynamoDB requests one call made, replayed raw with the SDK's
 * document client against the same DynamoDB Local, group after group, by as many workers as the
 * endpoint had connections, for the same time. What the endpoint takes beyond it is ours.
 */
export const measureFloor = async (requests: RecordedRequest[], connections: number, seconds: number): Promise<FloorResult> => {
  const groups = parallelGroups(requests);
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        for (const group of groups) await Promise.all(group.map((request) => client.send(commandOf(request))));
        latencies.push(performance.now() - started);
      } catch (error) {
        if (errors === 0) console.error('floor replay failed:', error instanceof Error ? error.message : error);
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  client.destroy();
  return {
    floor_rps: Math.round(latencies.length / seconds),
    floor_p50_ms: percentile(latencies, 0.5),
    floor_p99_ms: percentile(latencies, 0.99),
    floor_errors: errors,
  };
};
