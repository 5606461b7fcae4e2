import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes one benchmark's JSON to bench/results/<name>.json with the machine and versions it ran on. */
export function writeResult(name: string, data: Record<string, unknown>): string {
  const folder = path.resolve(import.meta.dirname, '../../../bench/results');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.json`);
  const environment = {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    platform: process.platform,
    date: new Date().toISOString(),
  };
  writeFileSync(file, `${JSON.stringify({ ...data, environment }, null, 2)}\n`);
  return file;
}
