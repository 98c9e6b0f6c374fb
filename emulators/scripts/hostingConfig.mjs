// The Hosting emulator serves the production firebase.json with one difference, made here: its
// Content-Security-Policy also allows the local services the demo build talks to (the Auth and
// Firestore emulators on their own ports, the partner simulators it frames and shows images of),
// and drops upgrade-insecure-requests (everything local is http). Every other header, and every
// other source in the policy, is production's: the browser tests run the app under them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCAL = (ports) => ports.flatMap((p) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`]);

/** Directive → local origins added to it. */
export const emulatorSources = ({ auth, firestore, partners }) => ({
  'connect-src': LOCAL([auth, firestore, partners]),
  'frame-src': LOCAL([partners]),
  'img-src': LOCAL([partners]),
});

/** firebase.json's policy with the local origins added (a pure function, tested beside the e2e). */
export function withEmulatorOrigins(policy, ports) {
  const extra = emulatorSources(ports);
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && d !== 'upgrade-insecure-requests')
    .map((d) => {
      const name = d.split(/\s+/)[0];
      return extra[name] ? `${d} ${extra[name].join(' ')}` : d;
    })
    .join('; ');
}

/** Writes firebase.local.json beside firebase.json (the project root must stay the same) and returns its name. */
export function writeEmulatorFirebaseJson(root, ports) {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  for (const rule of config.hosting?.headers ?? [])
    for (const header of rule.headers)
      if (header.key === 'Content-Security-Policy') header.value = withEmulatorOrigins(header.value, ports);
  const file = 'firebase.local.json';
  writeFileSync(path.join(root, file), JSON.stringify(config, null, 2) + '\n');
  return file;
}
