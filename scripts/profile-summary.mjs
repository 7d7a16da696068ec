// Summarises a V8 CPU profile (.cpuprofile, from `node --cpu-prof` or BENCH_CPU_PROF_DIR with the bench scripts):
// self time by package (node_modules/<name>, node: internals, the api's own files) and the heaviest functions.
//   node scripts/profile-summary.mjs <file.cpuprofile> [--top 40] [--inclusive]
// --inclusive adds time by function with its callees (each function counted once per sample), to find what calls
// the heavy code.
import fs from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/profile-summary.mjs <file.cpuprofile> [--top 40]');
  process.exit(2);
}
const top = Number(rest[rest.indexOf('--top') + 1]) || 40;
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
// samples[i] was taken in node samples[i], timeDeltas[i] µs after the previous sample.
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const packageOf = (url) => {
  if (!url) return '(native/vm)';
  const modules = url.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (modules) return modules[1];
  if (url.startsWith('node:')) return 'node:internal';
  const own = url.match(/\/(api|shared-contracts)\/src\/(.*)$/);
  return own ? `${own[1]}/${own[2]}` : url;
};

const byPackage = new Map();
const byFunction = new Map();
let total = 0;
for (const [id, us] of self) {
  const { callFrame } = nodes.get(id);
  total += us;
  const pkg = callFrame.functionName === '(idle)' || callFrame.functionName === '(program)' ? callFrame.functionName : packageOf(callFrame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  const key = `${callFrame.functionName || '(anonymous)'}  ${packageOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
}
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * us) / total).toFixed(1).padStart(6)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('self time by package', byPackage);
print('self time by function', byFunction);

if (rest.includes('--inclusive')) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map();
  for (const [id, us] of self) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { callFrame } = nodes.get(at);
      if (callFrame.functionName === '(idle)' || callFrame.functionName === '(root)') continue;
      const key = `${callFrame.functionName || '(anonymous)'}  ${packageOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  print('time by function with its callees', inclusive);
}
