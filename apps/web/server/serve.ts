/**
 * `npm run preview` and the compose file's web server: the built app (apps/web/dist, or --dir)
 * served by the production static server on HOST:PORT (default 127.0.0.1:4173). With API_PROXY
 * (the API's address), the API's paths are passed on to it, for a build made with VITE_API_URL=/.
 * With TLS_CERT_FILE and TLS_KEY_FILE (PEM files), it serves HTTPS with HTTP/2.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildStaticServer, originsOf } from './static-server';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: fileURLToPath(new URL('../dist', import.meta.url)) },
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
  },
});

const apiUrl = process.env.VITE_API_URL ?? 'http://127.0.0.1:4010';
const { TLS_CERT_FILE, TLS_KEY_FILE } = process.env;
if (Boolean(TLS_CERT_FILE) !== Boolean(TLS_KEY_FILE)) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together');
const tls =
  TLS_CERT_FILE && TLS_KEY_FILE ? { cert: readFileSync(TLS_CERT_FILE), key: readFileSync(TLS_KEY_FILE) } : undefined;
const app = await buildStaticServer({
  root: values.dir,
  apiOrigins: originsOf([apiUrl, process.env.VITE_TILE_URL, process.env.VITE_GEOCODER_URL]),
  // A build whose API is on its own origin (VITE_API_URL=/) reaches the API through this server.
  ...(process.env.API_PROXY ? { apiProxy: process.env.API_PROXY } : {}),
  ...(tls && { tls }),
});
await app.listen({ port: Number(values.port), host: values.host });
console.log(
  `Serving ${values.dir} at ${tls ? 'https' : 'http'}://${values.host}:${values.port}${tls ? ' (HTTP/2)' : ''}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
