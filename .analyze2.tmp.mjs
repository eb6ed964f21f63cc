import { build } from 'esbuild';
const r = await build({ entryPoints: [process.argv[2]], bundle: true, platform: 'node', format: 'esm', target: 'node22', minify: true, write: false, metafile: true, mainFields: ['module','main'], outfile: '/tmp/x.mjs', logLevel: 'error' });
const out = Object.values(r.metafile.outputs)[0];
const rows = Object.entries(out.inputs).filter(([f]) => f.includes(process.argv[3])).sort((a,b)=>b[1].bytesInOutput-a[1].bytesInOutput).slice(0,15);
for (const [f,i] of rows) console.log(String(Math.round(i.bytesInOutput/1024)).padStart(5), f);
