/**
 * Where a V8 CPU profile (.cpuprofile, as `node --cpu-prof` or the inspector writes it) spent its time: the
 * frames with the most self time and the same time summed per package, as shares of the busy time (idle left
 * out). `npm run bench:api -- --profile` prints this for the api process; `tsx scripts/cpu-profile-top.ts
 * <file>` for any profile.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  busyMs: number;
  idleMs: number;
  frames: SelfTime[];
  packages: SelfTime[];
}

/** `node_modules/@scope/name/…` → `@scope/name`; Node's own modules → `node`; the service's code → `lead-service`. */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : 'native';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inModules?.[1]) return inModules[1];
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/lead-service/')) return 'lead-service';
  if (url.includes('/forms/') || url.includes('/content/')) return '@sichtwerk (forms, content)';
  return url;
}

function frameName(functionName: string, url: string, line: number): string {
  if (!url) return functionName || '(anonymous)';
  const file = url.replace(/^.*node_modules\//, '').replace(/^.*\/(lead-service|forms|content)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file}:${line + 1}`;
}

export function summarize(profile: CpuProfile, top = 12): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const frames = new Map<string, number>();
  const packages = new Map<string, number>();
  let idleUs = 0;
  let busyUs = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    // The delta after a sample is the time until the next one: the time this sample stands for.
    const us = profile.timeDeltas[index + 1] ?? 0;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idleUs += us;
      return;
    }
    busyUs += us;
    const frame = frameName(functionName, url, lineNumber);
    frames.set(frame, (frames.get(frame) ?? 0) + us);
    const owner = packageOf(url, functionName);
    packages.set(owner, (packages.get(owner) ?? 0) + us);
  });
  const ranked = (totals: Map<string, number>) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: busyUs > 0 ? (100 * us) / busyUs : 0 }));
  return { busyMs: busyUs / 1000, idleMs: idleUs / 1000, frames: ranked(frames), packages: ranked(packages) };
}

export function formatSummary(summary: ProfileSummary): string {
  const rows = (list: SelfTime[]) =>
    list.map(({ name, ms, share }) => `  ${share.toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  return [
    `busy ${(summary.busyMs / 1000).toFixed(2)} s, idle ${(summary.idleMs / 1000).toFixed(2)} s; self time, share of busy:`,
    ...rows(summary.frames),
    'by package:',
    ...rows(summary.packages),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: tsx scripts/cpu-profile-top.ts <file.cpuprofile> [top]');
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  console.log(formatSummary(summarize(profile, Number(process.argv[3] ?? 12))));
}
