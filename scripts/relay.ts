/**
 * A small HTTP relay on a free loopback port: every request goes on to `upstream` and the answer
 * comes back, each handed to `inspect` on the way (whole bodies, as buffers). The kit check puts
 * one between the kit and the mock server to watch or change what passes.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Exchange {
  method: string;
  /** Path and query, as sent. */
  url: string;
  requestHeaders: IncomingHttpHeaders;
  requestBody: Buffer;
  status: number;
  responseHeaders: IncomingHttpHeaders;
  responseBody: Buffer;
}

export interface Relay {
  url: string;
  /** When the relay stopped answering (dropAfter), if it did. */
  diedAt(): number | null;
  close(): void;
}

const readAll = (stream: NodeJS.ReadableStream) =>
  new Promise<Buffer>((done, failed) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => done(Buffer.concat(chunks)));
    stream.on('error', failed);
  });

/**
 * Starts the relay. `inspect` sees each finished exchange and may return another response body
 * (the deliberate break renames a field that way); after `dropAfter` requests the relay stops
 * answering for good, like a provider that dies.
 */
export async function startRelay(
  upstream: string,
  options: { inspect?: (exchange: Exchange) => Buffer | void; dropAfter?: number } = {},
): Promise<Relay> {
  const target = new URL(upstream);
  let served = 0;
  let diedAt: number | null = null;
  const sockets = new Set<Socket>();
  const stop = () => {
    server.close();
    for (const s of sockets) s.destroy();
  };
  const die = () => {
    diedAt ??= Date.now();
    stop();
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      served += 1;
      if (options.dropAfter !== undefined && served > options.dropAfter) return die();
      const requestBody = await readAll(req);
      // Answers are checked as JSON text: the provider is asked for them uncompressed (an API that
      // compresses large answers would otherwise hand the check gzip bytes).
      const headers = { ...req.headers, host: target.host, 'accept-encoding': 'identity' };
      const upstreamRes = await new Promise<IncomingMessage>((done, failed) => {
        const out = httpRequest(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
          done,
        );
        out.on('error', failed);
        out.end(requestBody);
      });
      const responseBody = await readAll(upstreamRes);
      const exchange: Exchange = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        requestHeaders: req.headers,
        requestBody,
        status: upstreamRes.statusCode ?? 502,
        responseHeaders: upstreamRes.headers,
        responseBody,
      };
      const body = options.inspect?.(exchange) ?? responseBody;
      const outHeaders = { ...upstreamRes.headers };
      delete outHeaders['transfer-encoding'];
      outHeaders['content-length'] = String(body.length);
      res.writeHead(exchange.status, outHeaders);
      res.end(body);
    })().catch((error: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`relay: ${String(error)}`);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    diedAt: () => diedAt,
    close: stop,
  };
}
