/* global importScripts */
/**
 * The push worker's old address. The app now registers /sw.js (push and the offline shell in one
 * worker, docs/pwa.md), which takes this registration over at its next start; until then, a
 * browser that checks this script for updates gets the same worker.
 */
importScripts('/sw.js');
