// Finds a Chromium for the browser suites: CHROMIUM_PATH, Debian's /usr/bin/chromium, or
// Playwright's own. When none is there and we may use apt-get, installs Debian's package;
// otherwise stops with instructions. Prints the path it found.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here.
  }
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

function tryInstallDebianChromium() {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!hasApt) return false;
  const sudo = isRoot ? '' : 'sudo -n ';
  try {
    console.log("No Chromium found: installing Debian's chromium package…");
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
      stdio: 'inherit',
    });
    return existsSync('/usr/bin/chromium');
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let path = findChromium();
  if (!path && tryInstallDebianChromium()) path = '/usr/bin/chromium';
  if (!path) {
    console.error(
      'No Chromium found for the browser tests.\n' +
        'Install one of:\n' +
        '  - Debian/Ubuntu: sudo apt-get install chromium\n' +
        '  - any Chromium/Chrome, then set CHROMIUM_PATH=/path/to/chrome\n' +
        "  - Playwright's own build: npx playwright install chromium",
    );
    process.exit(1);
  }
  console.log(`Chromium: ${path}`);
}
