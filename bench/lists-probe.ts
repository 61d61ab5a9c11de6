// What one list answers before it is measured, read with node:http (which neither asks for nor undoes any
// encoding): its size as it is and as sent to a browser, its ETag and whether that ETag brings a 304.
import { request } from 'node:http';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
}

function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

export interface ListProbe {
  bytes: number;
  sentBytes: number;
  encoding: string;
  etag: string;
  notModified: boolean;
}

/** Fails when the list does not answer 200. */
export async function probeList(url: string, authorization: string): Promise<ListProbe> {
  const plain = await get(url, { authorization });
  if (plain.status !== 200) throw new Error(`${url} : ${plain.status}`);
  const sent = await get(url, { authorization, 'accept-encoding': 'br, gzip' });
  const etag = String(plain.headers.etag ?? '');
  const again = await get(url, { authorization, 'accept-encoding': 'br, gzip', 'if-none-match': etag });
  return {
    bytes: plain.bytes,
    sentBytes: sent.bytes,
    encoding: String(sent.headers['content-encoding'] ?? 'aucune'),
    etag,
    notModified: etag !== '' && again.status === 304 && again.bytes === 0,
  };
}
