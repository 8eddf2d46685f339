import fs from 'node:fs'; import path from 'node:path';
const dir = process.argv[2]; const roots = process.argv.slice(3);
const files = fs.readdirSync(dir).filter(f=>f.endsWith('.js'));
const seen = new Map();
function visit(f){ if (seen.has(f)) return; const code=fs.readFileSync(path.join(dir,f),'utf8');
  const br = fs.existsSync(path.join(dir,f+'.br'))? fs.statSync(path.join(dir,f+'.br')).size : code.length;
  seen.set(f, br);
  // static imports only: import ... from "./x.js" or import "./x.js" (not import("..."))
  for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) visit(m[1]); }
for (const r of roots) visit(files.find(f=>f.startsWith(r+'-')) );
let t=0; for (const [f,s] of [...seen].sort((a,b)=>b[1]-a[1])) { t+=s; console.log(String(s).padStart(7), f); }
console.log('total', t);
