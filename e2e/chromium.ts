import { existsSync } from 'node:fs';

/** Debian's chromium (never a downloaded browser): CHROME_PATH, or /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}
