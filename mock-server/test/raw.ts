/**
 * Raw HTTP over a socket, for what an HTTP client cannot send: no Host, odd framing, a body cut
 * off, a header that Node would answer itself.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  /** The status of the first answer (100 for an interim 100 Continue). */
  status: number;
  /** The first header block. */
  head: string;
  /** What follows the last header block. */
  body: string;
}

/** Sends the bytes and reads the whole answer until the server closes (or 2 s pass). */
export function sendRaw(port: number, ...chunks: (string | Buffer)[]): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const parts = data.split('\r\n\r\n');
      const head = parts[0] ?? '';
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, body: parts.at(-1) ?? '' });
    });
    socket.setTimeout(2000, () => socket.destroy());
    for (const chunk of chunks) socket.write(chunk);
  });
}
