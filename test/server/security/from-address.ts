// Requests from a chosen loopback source address (127.0.0.2, 127.0.0.3, …: all of 127/8 is this
// machine on Linux), so a test can play several clients the server counts apart (its rate limits
// key on the socket's peer address without TRUST_PROXY: server/http/rate-limits.ts).
import { request } from 'node:http';

export interface Answer {
  status: number;
  json: any;
  headers: Record<string, string | string[] | undefined>;
  ms: number;
}

/** The i-th test address: 127.0.0.2, 127.0.0.3, … */
export const loopback = (i: number) => `127.0.${Math.floor((i + 2) / 250)}.${((i + 2) % 250) + 1}`;

export function fromAddress(
  localAddress: string,
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const data = body === undefined ? undefined : JSON.stringify(body);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress,
        agent: false,
        headers: {
          origin: base,
          ...(data ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let json: any = text;
          try {
            json = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, json, headers: res.headers, ms: performance.now() - start });
        });
      },
    );
    req.on('error', reject);
    if (data) req.write(data);
    req.end();
  });
}
