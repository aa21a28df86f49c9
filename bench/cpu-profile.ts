// Summarises a V8 CPU profile (`node --cpu-prof`): self time by function and by file or package,
// the largest first. `lastSeconds` counts only the samples of the profile's last seconds (the
// load, not the start-up before it). Usage:
//   node bench/cpu-profile.ts <file.cpuprofile> [rows] [lastSeconds]
import { readFileSync } from "node:fs";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [file, rowsArg, lastArg] = process.argv.slice(2);
if (!file) throw new Error("usage: node bench/cpu-profile.ts <file.cpuprofile> [rows]");
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const times: number[] = [];
let now = 0;
for (const delta of profile.timeDeltas) {
  now += delta;
  times.push(now);
}
const from = lastArg ? now - Number(lastArg) * 1_000_000 : Number.NEGATIVE_INFINITY;
const selfUs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  if ((times[index] ?? 0) < from) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});

/** A file as a reader names it: a package by its name, our own code by its path. */
function owner(url: string): string {
  if (!url) return "(native or V8)";
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1] ?? url;
  if (url.startsWith("node:")) return url;
  return url.replace(/^file:\/\/.*?\/(build|server|core|app)\//, "$1/");
}

const byFunction = new Map<string, number>();
const byOwner = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, us] of selfUs) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  total += us;
  if (frame.functionName === "(idle)") {
    idle += us;
    continue;
  }
  const name = `${frame.functionName || "(anonymous)"} ${owner(frame.url)}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  byOwner.set(owner(frame.url), (byOwner.get(owner(frame.url)) ?? 0) + us);
}

const busy = total - idle;
const print = (title: string, table: Map<string, number>) => {
  console.log(`\n${title} (share of ${(busy / 1000).toFixed(0)} ms busy)`);
  for (const [name, us] of [...table].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${((100 * us) / busy).toFixed(1).padStart(5)} %  ${name}`);
  }
};
console.log(`${(total / 1000).toFixed(0)} ms sampled, ${(idle / 1000).toFixed(0)} ms idle`);
print("Self time by file or package", byOwner);
print("Self time by function", byFunction);
