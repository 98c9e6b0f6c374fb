/**
 * A static server for the bench that serves web/dist the way Firebase Hosting's CDN does: compressed
 * bodies (brotli or gzip, chosen by Accept-Encoding) with a Content-Length, compressed once per file
 * rather than per request. Everything else follows firebase.json's `hosting` block, read at start:
 * files not deployed (`ignore`) are not served, `headers` are applied by glob, an existing file wins
 * over `rewrites`, a `destination` rewrite serves that file (the SPA fallback to /index.html) and a
 * `function` rewrite (/api/**) is proxied to the Hosting emulator, which hands it to the Functions
 * emulator. A file no header rule gives a Cache-Control gets Hosting's default, max-age=3600.
 *
 * The Hosting emulator (firebase-tools 15) compresses GET responses too, on the fly at brotli
 * quality 4 and chunked (its HEAD responses show no encoding); it sends no default Cache-Control,
 * and it compresses in the same process that proxies the API. Measured through it, Lighthouse's
 * transfer sizes come out about 7% larger than through this server; timings agree within noise.
 *
 * Not mirrored: HTTP/2 and TLS (this is HTTP/1.1 on 127.0.0.1), and compression of proxied API
 * responses. Compressed bodies are cached per file, size and mtime, so a rebuild of web/dist
 * while it runs is served fresh.
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface HostingConfig {
  public: string;
  ignore?: string[];
  headers?: { source: string; headers: { key: string; value: string }[] }[];
  rewrites?: { source: string; destination?: string; function?: unknown; run?: unknown }[];
  redirects?: unknown[];
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  i18n?: unknown;
}

export interface ProdServer {
  url: string;
  close(): Promise<void>;
}

/** Brotli at 5 and gzip at 6: levels an on-the-fly CDN compressor uses, so sizes are not flattered. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
/** What Hosting sends for a static file when firebase.json sets no Cache-Control for it. */
const DEFAULT_CACHE_CONTROL = 'max-age=3600';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/(svg\+xml|x-icon))/;

/**
 * A Hosting glob (`**`, `*` and literal characters; Hosting's other glob syntax is refused rather
 * than guessed) as a RegExp over the whole path.
 */
function globToRegExp(glob: string): RegExp {
  if (/[?[\]{}()!+@]/.test(glob)) throw new Error(`prodServer: unsupported glob in firebase.json: ${glob}`);
  let re = '';
  for (let i = 0; i < glob.length;) {
    if (glob.startsWith('**/', i)) {
      re += '(?:.*/)?';
      i += 3;
    } else if (glob.startsWith('/**', i) && i + 3 === glob.length) {
      re += '(?:/.*)?';
      i += 3;
    } else if (glob.startsWith('**', i)) {
      re += '.*';
      i += 2;
    } else if (glob[i] === '*') {
      re += '[^/]*';
      i += 1;
    } else {
      re += glob[i]!.replace(/[.^$|\\]/g, '\\$&');
      i += 1;
    }
  }
  return new RegExp(`^${re}$`);
}

function hostingConfig(firebaseJson: string): HostingConfig {
  const hosting = (JSON.parse(readFileSync(firebaseJson, 'utf8')) as { hosting?: HostingConfig }).hosting;
  if (!hosting || Array.isArray(hosting)) throw new Error('prodServer: expected one hosting block in firebase.json');
  const unsupported = (['redirects', 'cleanUrls', 'trailingSlash', 'i18n'] as const).filter((k) => hosting[k]);
  if (unsupported.length)
    throw new Error(`prodServer: firebase.json hosting.${unsupported.join(', ')} not mirrored yet`);
  return hosting;
}

/** Picks br, then gzip, from an Accept-Encoding header (q=0 refuses). */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Serves `firebase.json`'s hosting block (its `public` folder relative to the file) on an
 * ephemeral port of 127.0.0.1, proxying function rewrites to `apiTarget`.
 */
export async function startProdServer({
  firebaseJson,
  apiTarget,
  policy = (csp) => csp,
}: {
  firebaseJson: string;
  apiTarget: string;
  /** What the served Content-Security-Policy is made of production's (the emulators' origins added). */
  policy?: (csp: string) => string;
}) {
  const config = hostingConfig(firebaseJson);
  const publicDir = path.resolve(path.dirname(firebaseJson), config.public);
  const ignore = (config.ignore ?? []).map(globToRegExp);
  const headerRules = (config.headers ?? []).map((h) => ({ match: globToRegExp(h.source), headers: h.headers }));
  const rewrites = (config.rewrites ?? []).map((r) => ({ match: globToRegExp(r.source), rule: r }));
  const target = new URL(apiTarget);
  const cache = new Map<string, { stamp: string; body: Buffer }>();

  /** The deployed file for a URL path, if any (directories serve their index.html). */
  function fileFor(urlPath: string): string | null {
    const rel = path.posix.normalize(urlPath).replace(/^\/+/, '');
    if (rel.startsWith('..')) return null;
    const parts = rel.split('/');
    for (let i = 1; i <= parts.length; i++) if (ignore.some((re) => re.test(parts.slice(0, i).join('/')))) return null;
    for (const candidate of [path.join(publicDir, rel), path.join(publicDir, rel, 'index.html')]) {
      try {
        if (statSync(candidate).isFile()) return candidate;
      } catch {
        // not there
      }
    }
    return null;
  }

  async function body(file: string, encoding: 'br' | 'gzip' | null): Promise<Buffer> {
    const stat = statSync(file);
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const key = `${file}\0${encoding ?? 'identity'}`;
    const hit = cache.get(key);
    if (hit?.stamp === stamp) return hit.body;
    const raw = await readFile(file);
    const out =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: GZIP_LEVEL })
          : raw;
    cache.set(key, { stamp, body: out });
    return out;
  }

  async function serveFile(req: http.IncomingMessage, res: http.ServerResponse, urlPath: string, file: string) {
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const encoding = COMPRESSIBLE.test(type) ? pickEncoding(req.headers['accept-encoding']) : null;
    const data = await body(file, encoding);
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', data.length);
    if (COMPRESSIBLE.test(type)) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
    for (const rule of headerRules)
      if (rule.match.test(urlPath))
        for (const { key, value } of rule.headers)
          res.setHeader(key, key === 'Content-Security-Policy' ? policy(value) : value);
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  function proxy(req: http.IncomingMessage, res: http.ServerResponse) {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`prodServer: ${apiTarget} unreachable: ${err.message}`);
    });
    req.pipe(upstream);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const file = isRead ? fileFor(urlPath) : null;
    if (file) return serveFile(req, res, urlPath, file);
    const rewrite = rewrites.find((r) => r.match.test(urlPath))?.rule;
    if (rewrite?.function || rewrite?.run) return proxy(req, res);
    const destination = rewrite?.destination && isRead ? fileFor(rewrite.destination) : null;
    if (destination) return serveFile(req, res, urlPath, destination);
    res.writeHead(isRead ? 404 : 405, { 'content-type': 'text/plain' }).end('Not found');
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(err.message);
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  } satisfies ProdServer;
}
