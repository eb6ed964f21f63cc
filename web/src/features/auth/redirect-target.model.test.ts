import { describe, expect, it } from 'vitest';
import { redirectTarget, withRedirect } from './redirect-target.model.js';

describe('redirectTarget', () => {
  it('keeps local paths with search', () => {
    expect(redirectTarget('/weekplan')).toBe('/weekplan');
    expect(redirectTarget('/eventDetail/lessonDates/l-1?tab=2')).toBe('/eventDetail/lessonDates/l-1?tab=2');
  });

  it('falls back to the start page for missing, foreign or auth targets', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget('')).toBe('/');
    expect(redirectTarget('https://evil.example')).toBe('/');
    expect(redirectTarget('//evil.example/x')).toBe('/');
    expect(redirectTarget('/\\evil.example')).toBe('/');
    expect(redirectTarget('/login?redirect=/x')).toBe('/');
    expect(redirectTarget('/loader')).toBe('/');
  });
});

describe('withRedirect', () => {
  it('encodes the target and leaves out the start page', () => {
    expect(withRedirect('/login', '/poll/p-1?x=1')).toBe('/login?redirect=%2Fpoll%2Fp-1%3Fx%3D1');
    expect(withRedirect('/login', '/')).toBe('/login');
  });
});
