// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { claimOfflinePages, clearOfflinePages, MAX_OFFLINE_PAGES, recallPage, recallSession, rememberPage } from './offline-pages.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 8, minute));

beforeEach(() => localStorage.clear());

describe('offline pages', () => {
  it('keeps a page with the time it came from the server, for the signed-in owner only', () => {
    rememberPage('week', { events: [] }, at(0));
    expect(recallPage('week')).toBeUndefined();

    claimOfflinePages('anna', { uid: 'anna' });
    rememberPage('week', { events: [1] }, at(1));
    expect(recallPage('week')).toEqual({ savedAt: at(1).toISOString(), data: { events: [1] } });
    claimOfflinePages('anna', { uid: 'anna', name: 'Anna' });
    expect(recallPage('week')?.data).toEqual({ events: [1] });
    expect(recallSession()).toEqual({ uid: 'anna', name: 'Anna' });
  });

  it('drops the pages when another person signs in and after logout', () => {
    claimOfflinePages('anna', { uid: 'anna' });
    rememberPage('week', { events: [1] }, at(1));
    claimOfflinePages('ben', { uid: 'ben' });
    expect(recallPage('week')).toBeUndefined();
    expect(recallSession()).toEqual({ uid: 'ben' });

    rememberPage('week', { events: [2] }, at(2));
    clearOfflinePages();
    expect(recallPage('week')).toBeUndefined();
    // A request that finishes after logout writes nothing back.
    rememberPage('week', { events: [3] }, at(3));
    expect(recallPage('week')).toBeUndefined();
    expect(recallSession()).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it(`keeps the ${MAX_OFFLINE_PAGES} pages seen last, and the session beside them`, () => {
    claimOfflinePages('anna', { uid: 'anna' });
    for (let minute = 0; minute <= MAX_OFFLINE_PAGES; minute += 1) rememberPage(`day-${minute}`, minute, at(minute));
    expect(recallPage('day-0')).toBeUndefined();
    expect(recallPage('day-1')?.data).toBe(1);
    expect(recallPage(`day-${MAX_OFFLINE_PAGES}`)?.data).toBe(MAX_OFFLINE_PAGES);
    expect(recallSession()).toEqual({ uid: 'anna' });
  });

  it('forgets a damaged store', () => {
    localStorage.setItem('schulapp.offlinePages', '{not json');
    expect(recallPage('week')).toBeUndefined();
    claimOfflinePages('anna', { uid: 'anna' });
    rememberPage('week', 1, at(1));
    expect(recallPage('week')?.data).toBe(1);
  });
});
