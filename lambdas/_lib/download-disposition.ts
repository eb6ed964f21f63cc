import { create } from 'content-disposition';

const germanLetters: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** The name for a client that reads only `filename`: German letters spelled out, other accents dropped, anything else outside ASCII '_'. */
export const asciiFileName = (fileName: string) =>
  fileName
    .replace(/[äöüÄÖÜß]/g, (letter) => germanLetters[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/gu, '_');

/**
 * `Content-Disposition: attachment` that keeps the file's name as it is: RFC 6266 with the RFC 5987
 * `filename*=UTF-8''…` form beside the ASCII fallback (`filename="…"`, alone when the name is ASCII).
 */
export const attachmentDisposition = (fileName: string) => create(fileName, { fallback: asciiFileName(fileName) });
