import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from '../dev-stack/stack-config.js';

/**
 * The installed app's icons (web/public/icons, referenced by the web app manifest in
 * web/vite.config.ts), drawn from the favicon's glyph: `npx tsx scripts/build/app-icons.ts`.
 * 'any' icons are the favicon as it is; the maskable one fills the square with the theme colour and
 * keeps the glyph inside the central 60 %, the safe zone every mask shape leaves visible.
 */
const publicDir = path.join(repoRoot, 'web/public');
const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
const glyph = /<path [^>]+\/>/.exec(favicon.toString())?.[0];
if (!glyph) throw new Error('favicon.svg has no glyph path');

const maskable = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1d4f91"/>` +
    `<g transform="translate(12.8 12.8) scale(0.6)">${glyph}</g></svg>`,
);

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

for (const { file, size, svg } of icons) {
  await sharp(svg, { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', file));
  console.log(`web/public/icons/${file}`);
}
