/**
 * HTTP requests whose path is sent exactly as written (fetch would resolve dot segments and
 * encode backslashes first), as a visitor with curl can send it. Many at a time over a few
 * kept-alive connections, for the sweeps of every spelling of a path.
 */
import http from 'node:http';

export interface RawAnswer {
  status: number;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

export function rawRequest(baseUrl: string, rawPath: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Runs `work` for every item, `atOnce` at a time; answers the results in the items' order. */
export async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>, atOnce = 16): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}
