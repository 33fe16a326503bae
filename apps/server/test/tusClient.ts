import { request } from 'node:http';

/** A minimal tus 1.0.0 client over real HTTP (the tests need a connection they can cut). */
export function tusClient(base: string, cookies: Record<string, string>, lang = 'en') {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const headers = { 'Tus-Resumable': '1.0.0', cookie, langId: lang };
  const meta = (m: Record<string, string>) =>
    Object.entries(m)
      .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
      .join(',');
  return {
    headers,
    /** POST: answers the upload's path (relative Location). */
    async create(size: number | null, metadata: Record<string, string>, prefix = '/frontend/v1') {
      const res = await fetch(`${base}${prefix}/uploads/resumable`, {
        method: 'POST',
        headers: { ...headers, 'Upload-Metadata': meta(metadata), ...(size === null ? { 'Upload-Defer-Length': '1' } : { 'Upload-Length': String(size) }) },
      });
      return { status: res.status, location: res.headers.get('location'), body: await res.text() };
    },
    async head(location: string) {
      const res = await fetch(`${base}${location}`, { method: 'HEAD', headers });
      return { status: res.status, offset: Number(res.headers.get('upload-offset')) };
    },
    async patch(location: string, offset: number, body: Buffer) {
      const res = await fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: { ...headers, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body,
      });
      return { status: res.status, offset: Number(res.headers.get('upload-offset')), fileId: res.headers.get('upload-file-id'), body: await res.text() };
    },
    async remove(location: string) {
      return (await fetch(`${base}${location}`, { method: 'DELETE', headers })).status;
    },
    /**
     * A PATCH announcing `total` bytes that sends only `sent` of them, then loses its connection once
     * `arrived()` says the server has them (the way a phone leaves the network mid-upload).
     */
    async patchCut(location: string, offset: number, body: Buffer, total: number, arrived: () => Promise<boolean>) {
      const url = new URL(`${base}${location}`);
      const req = request(url, {
        method: 'PATCH',
        headers: { ...headers, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(total) },
      });
      req.on('error', () => undefined);
      req.write(body);
      for (let i = 0; i < 500 && !(await arrived()); i++) await new Promise((r) => setTimeout(r, 20));
      req.destroy();
    },
  };
}
