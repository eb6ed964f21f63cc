import { describe, expect, it } from 'vitest';
import { isFromEdge, parseViewerAddress, viewerAddress } from './edge.js';

const eventWith = (headers: Record<string, string>, sourceIp = '130.176.0.1') => ({
  headers,
  requestContext: { http: { sourceIp } } as never,
});

describe('parseViewerAddress', () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334:46532', '2001:0db8:85a3:0000:0000:8a2e:0370:7334'],
    ['2001:db8::1:443', '2001:db8::1'],
    ['[2001:db8::1]:46532', '2001:db8::1'],
    [' 203.0.113.7:1 ', '203.0.113.7'],
  ])('takes the address of %s', (header, address) => {
    expect(parseViewerAddress(header)).toBe(address);
  });

  it.each([undefined, '', '198.51.100.10', 'not-an-address:80', '[2001:db8::1]', '999.1.1.1:80', '[nonsense]:80'])(
    'rejects %s',
    (header) => {
      expect(parseViewerAddress(header)).toBeUndefined();
    },
  );
});

describe('viewerAddress', () => {
  it('prefers the address CloudFront forwards over the edge source address', () => {
    expect(viewerAddress(eventWith({ 'cloudfront-viewer-address': '198.51.100.10:46532' }))).toBe('198.51.100.10');
  });

  it('falls back to the source address without the header (locally) or with an unusable one', () => {
    expect(viewerAddress(eventWith({}, '127.0.0.1'))).toBe('127.0.0.1');
    expect(viewerAddress(eventWith({ 'cloudfront-viewer-address': 'garbage' }, '127.0.0.1'))).toBe('127.0.0.1');
  });
});

describe('isFromEdge', () => {
  it('accepts only the configured origin secret', () => {
    expect(isFromEdge({ headers: { 'x-origin-verify': 'secret-value' } }, 'secret-value')).toBe(true);
    expect(isFromEdge({ headers: { 'x-origin-verify': 'secret-valuf' } }, 'secret-value')).toBe(false);
    expect(isFromEdge({ headers: { 'x-origin-verify': 'secret' } }, 'secret-value')).toBe(false);
    expect(isFromEdge({ headers: {} }, 'secret-value')).toBe(false);
  });

  it('accepts every request where no secret is configured (the local stack has no CloudFront)', () => {
    expect(isFromEdge({ headers: {} }, undefined)).toBe(true);
  });
});
