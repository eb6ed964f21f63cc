import { TranslateClient, TranslateTextCommand } from '@aws-sdk/client-translate';
import { respondToCloudFormation, type CustomResourceEvent } from './cloudformation-response.js';

/**
 * CloudFormation custom resource: proves at deployment that the stage reaches Amazon Translate
 * (the service is offered in the region, the account may use it, the role may call TranslateText).
 * On create and update it translates one word the way lambdas/translation does (German source); an
 * error fails the resource, so the deployment stops with the service's answer as its reason instead
 * of users meeting 'Übersetzung fehlgeschlagen' later. Delete does nothing.
 */
type ProbeEvent = CustomResourceEvent<{ TargetLanguageCode: string }>;

const client = new TranslateClient({});

const respond = (event: ProbeEvent, status: 'SUCCESS' | 'FAILED', reason: string) =>
  respondToCloudFormation(event, { status, reason, idPrefix: 'translate-probe' });

/** TranslateText of one German word; the reason of a failure names the service's error. */
export const probeTranslate = async (targetLanguageCode: string, translate: TranslateClient = client): Promise<string | null> => {
  try {
    const { TranslatedText } = await translate.send(
      new TranslateTextCommand({ Text: 'Hallo', SourceLanguageCode: 'de', TargetLanguageCode: targetLanguageCode }),
    );
    return TranslatedText ? null : 'Amazon Translate answered without a translation';
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    return `Amazon Translate is not usable for this stage (${name}: ${message}); the stage's translations would fail`;
  }
};

export const handler = async (event: ProbeEvent) => {
  if (event.RequestType === 'Delete') return respond(event, 'SUCCESS', 'nothing to remove');
  const failure = await probeTranslate(event.ResourceProperties.TargetLanguageCode);
  return failure ? respond(event, 'FAILED', failure) : respond(event, 'SUCCESS', 'Amazon Translate answered');
};
