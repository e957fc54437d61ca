/**
 * Where a process's CPU time went, from the `.cpuprofile` that `node --cpu-prof` writes: self time by
 * package (or by folder of this repository), and inclusive time of this repository's functions.
 * Async functions count only their synchronous stretches: after an await, V8 samples the
 * continuation without its caller.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export type ProfileSummary = {
  /** Milliseconds sampled in all. */
  totalMs: number;
  /** Self milliseconds by package, folder of this repository, or V8's own entries (GC, idle). */
  selfByPlace: { place: string; ms: number }[];
  /** Milliseconds in this repository's functions and everything they called, by function. */
  inclusiveByFunction: { name: string; ms: number }[];
};

const root = path.resolve(import.meta.dirname, '..');

function placeOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [scope, name] = file.slice(modules + '/node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? file);
  }
  if (file.startsWith(root)) return path.dirname(path.relative(root, file));
  return 'other';
}

function functionKey(node: ProfileNode): string | null {
  const { url, functionName } = node.callFrame;
  if (!url.startsWith('file://') || url.includes('/node_modules/')) return null;
  const file = path.relative(root, decodeURIComponent(new URL(url).pathname));
  return `${functionName || '(anonymous)'} ${path.basename(file)}`;
}

/** Reads the profile at `file` and adds up its samples' time by place and by function. */
export function summariseCpuProfile(file: string, top = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  // A sample's time is the gap to the next sample.
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i] ?? 0;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1_000;
    selfMs.set(id, (selfMs.get(id) ?? 0) + ms);
  }
  const places = new Map<string, number>();
  for (const node of profile.nodes) {
    const place = placeOf(node.callFrame.url, node.callFrame.functionName);
    places.set(place, (places.get(place) ?? 0) + (selfMs.get(node.id) ?? 0));
  }
  // Inclusive time: each node's subtree, counted once per function however deeply it recurses.
  const inclusive = new Map<string, number>();
  const active = new Map<string, number>();
  const visit = (node: ProfileNode): number => {
    const key = functionKey(node);
    const outermost = key !== null && !active.get(key);
    if (key) active.set(key, (active.get(key) ?? 0) + 1);
    let total = selfMs.get(node.id) ?? 0;
    for (const child of node.children ?? []) {
      const childNode = byId.get(child);
      if (childNode) total += visit(childNode);
    }
    if (key) active.set(key, (active.get(key) ?? 1) - 1);
    if (key && outermost) inclusive.set(key, (inclusive.get(key) ?? 0) + total);
    return total;
  };
  const [rootNode] = profile.nodes;
  const totalMs = rootNode ? visit(rootNode) : 0;
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    totalMs,
    selfByPlace: sorted(places).map(([place, ms]) => ({ place, ms })),
    inclusiveByFunction: sorted(inclusive).map(([name, ms]) => ({ name, ms })),
  };
}
