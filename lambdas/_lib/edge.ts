import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The header CloudFront adds to every request it forwards to the API (infra: web.construct.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** CloudFront's "address:port" of the viewer, forwarded by the API behavior's origin request policy. */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * The IP of `CloudFront-Viewer-Address`: "198.51.100.10:46532", IPv6 unbracketed
 * ("2001:db8::1:46532", the port after the last colon) or bracketed ("[2001:db8::1]:46532").
 * Anything else is not an address.
 */
export const parseViewerAddress = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const bracketed = /^\[([^\]]+)\]:\d{1,5}$/.exec(trimmed);
  const address = bracketed ? bracketed[1] : /^(.+):\d{1,5}$/.exec(trimmed)?.[1];
  return address && isIP(address) ? address : undefined;
};

/**
 * The address rate limits count per. Behind CloudFront the source IP is the edge's, so the
 * viewer's address comes from CloudFront's header (trusted because only CloudFront reaches the
 * API, see `isFromEdge`); locally there is no CloudFront and the source address is the caller's.
 */
export const viewerAddress = (event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>) =>
  parseViewerAddress(event.headers[VIEWER_ADDRESS_HEADER]) ?? event.requestContext.http.sourceIp;

/** Whether the request carries the origin secret CloudFront adds; without a configured secret (locally) every request does. */
export const isFromEdge = (event: Pick<APIGatewayProxyEventV2, 'headers'>, originSecret: string | undefined) => {
  if (!originSecret) return true;
  const sent = Buffer.from(event.headers[ORIGIN_VERIFY_HEADER] ?? '');
  const expected = Buffer.from(originSecret);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
};
