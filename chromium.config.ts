import { existsSync } from 'node:fs';

// Debian's Chromium is the one browser every test and benchmark drives (browser downloads are not possible here).
// These flags keep it from reaching for the network at start-up, which this machine refuses.
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The full browser, as a reader runs it: the benchmarks measure pages in it. */
export const chromiumLaunchOptions = { executablePath: chromiumExecutablePath, args: chromiumArgs };

/**
 * The end-to-end tests run in Chromium's headless shell when it is installed (Debian's `chromium-headless-shell`,
 * built from the same Chromium release: the same Blink, V8 and layout, without the desktop browser's window,
 * profile and compositor machinery). Every test opens a fresh browser context, and on two cores the whole
 * end-to-end suite took 29 % less test time in it than in the full browser's headless mode (2,304 → 1,628 s,
 * docs/testing.md). The stories, which render in one long-lived page per worker, gained nothing (340 s in the full
 * browser, 370 s in the shell) and stay in the full browser. Without the shell (or with E2E_CHROMIUM_PATH naming
 * another browser) the end-to-end tests run in the full browser too.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const e2eChromiumExecutablePath = process.env.E2E_CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumExecutablePath);

export const e2eChromiumLaunchOptions = { executablePath: e2eChromiumExecutablePath, args: chromiumArgs };
