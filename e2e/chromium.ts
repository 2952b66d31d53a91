/**
 * How every e2e test starts Chromium: Debian's build (apt-get install -y
 * chromium, or CHROMIUM_PATH), headless as root, with nothing reaching out to
 * the network on its own (this machine's network is closed but for loopback).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
