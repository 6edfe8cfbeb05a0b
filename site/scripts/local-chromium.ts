/**
 * Debian's Chromium as the browser stories and the Lighthouse bench start it: headless, no sandbox (containers
 * run as root), and nothing that reaches out to the internet on its own.
 */
export const localChromium = Object.freeze({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: Object.freeze([
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ]),
});
