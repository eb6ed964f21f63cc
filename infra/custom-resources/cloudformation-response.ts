/** What CloudFormation sends a custom resource's function, with the resource's own properties. */
export interface CustomResourceEvent<Properties> {
  RequestType: 'Create' | 'Update' | 'Delete';
  ResponseURL: string;
  StackId: string;
  RequestId: string;
  LogicalResourceId: string;
  PhysicalResourceId?: string;
  ResourceProperties: Properties;
}

/**
 * The answer CloudFormation waits for, PUT to the presigned response URL: the resource's status,
 * the reason shown in the stack's events and the attributes (`Data`) the stack may read. A new
 * resource gets the physical id `<idPrefix>-<logical id>`, a present one keeps its own.
 */
export const respondToCloudFormation = async <Properties>(
  event: CustomResourceEvent<Properties>,
  {
    status,
    reason,
    idPrefix,
    data = {},
  }: { status: 'SUCCESS' | 'FAILED'; reason: string; idPrefix: string; data?: Record<string, string> },
) => {
  const body = JSON.stringify({
    Status: status,
    Reason: reason,
    PhysicalResourceId: event.PhysicalResourceId ?? `${idPrefix}-${event.LogicalResourceId}`,
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
    Data: data,
  });
  await fetch(event.ResponseURL, { method: 'PUT', headers: { 'content-type': '' }, body });
};
