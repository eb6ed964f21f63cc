import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDesign } from '../../shared/table-design.js';
import { dataRemovalPolicy, pitrRecoveryDays, resourceName, type StageConfig } from '../stage-config.js';

const stringKey = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });

export interface DataProps {
  config: StageConfig;
}

/**
 * The single table; keys, indexes and TTL come from the design the ElectroDB entities use. Point-in-time
 * recovery is always on (`npm run restore-drill` restores from it into a new table).
 */
export class Data extends Construct {
  readonly table: dynamodb.TableV2;

  constructor(scope: Construct, id: string, { config }: DataProps) {
    super(scope, id);

    this.table = new dynamodb.TableV2(this, 'Table', {
      tableName: resourceName(config),
      partitionKey: stringKey(tableDesign.partitionKey),
      sortKey: stringKey(tableDesign.sortKey),
      globalSecondaryIndexes: tableDesign.globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      })),
      timeToLiveAttribute: tableDesign.timeToLiveAttribute,
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true, recoveryPeriodInDays: pitrRecoveryDays(config) },
      deletionProtection: !config.ephemeral,
      encryption: dynamodb.TableEncryptionV2.awsManagedKey(),
      removalPolicy: dataRemovalPolicy(config),
    });
  }
}
