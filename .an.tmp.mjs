import { build } from 'esbuild';
const r = await build({ entryPoints: [process.argv[2]], bundle: true, platform: 'node', format: 'esm', target: 'node22', minify: true, write: false, metafile: true, mainFields: ['module','main'], outfile: '/tmp/x.mjs', logLevel: 'error', external:['sharp'] });
const out = Object.values(r.metafile.outputs)[0];
const groups = {};
for (const [f,i] of Object.entries(out.inputs)) { const k = f.includes('zod/v4/locales')?'zod-locales': f.includes('zod/')?'zod-rest': f.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? f.split('/').slice(0,2).join('/'); groups[k]=(groups[k]??0)+i.bytesInOutput; }
console.log('total', Math.round(out.bytes/1024));
for (const [k,v] of Object.entries(groups).sort((a,b)=>b[1]-a[1]).slice(0,14)) console.log(String(Math.round(v/1024)).padStart(6), k);
