import { describe, expect, it } from 'vitest';
import { fileResponse, matchesEtag, taggedJsonResponse } from './api-middlewares.js';

const file = { contentType: 'text/calendar; charset=utf-8', cacheControl: 'public, max-age=300' };
const answer = { text: 'BEGIN:VCALENDAR', etag: '"abc"' };

describe('file answers', () => {
  it('compare If-None-Match weakly, with lists of tags and *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag('abc', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });

  it('answer 200 with the text and its ETag, or 304 without a body when the request names it', () => {
    const headers = { 'content-type': file.contentType, 'cache-control': file.cacheControl, etag: '"abc"' };
    expect(fileResponse(file, answer, undefined)).toEqual({ statusCode: 200, headers, body: 'BEGIN:VCALENDAR' });
    expect(fileResponse(file, answer, '"old"')).toEqual({ statusCode: 200, headers, body: 'BEGIN:VCALENDAR' });
    expect(fileResponse(file, answer, '"abc"')).toEqual({ statusCode: 304, headers });
  });
});

describe('tagged JSON answers', () => {
  it('answer 200 with the JSON and its ETag for the browser to revalidate, or 304 without a body when the request names it', () => {
    const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-cache', etag: '"v7"' };
    expect(taggedJsonResponse({ days: [] }, '"v7"', undefined)).toEqual({ statusCode: 200, headers, body: '{"days":[]}' });
    expect(taggedJsonResponse({ days: [] }, '"v7"', '"v6"')).toEqual({ statusCode: 200, headers, body: '{"days":[]}' });
    expect(taggedJsonResponse({ days: [] }, '"v7"', 'W/"v7"')).toEqual({ statusCode: 304, headers });
  });
});
