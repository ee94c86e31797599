import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { isPublicAddress } from './address-policy';
import { fetchRecipePage, RecipeFetchError } from './safe-fetch';

let server: http.Server;
let base = '';
const RECIPE = '<html><body><h1>Soup</h1></body></html>';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/recipe') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(RECIPE);
    } else if (url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      res.end();
    } else if (url === '/to-private-name') {
      res.writeHead(301, { location: 'http://intranet.example/recipe' });
      res.end();
    } else if (url.startsWith('/loop')) {
      const n = Number(url.slice(5) || 0);
      res.writeHead(302, { location: `/loop${n + 1}` });
      res.end();
    } else if (url === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 100; i++) res.write(chunk);
      res.end();
    } else if (url === '/image') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('png');
    } else if (url === '/forbidden') {
      res.writeHead(403, { 'content-type': 'text/html' });
      res.end('no');
    } else if (url === '/challenge') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        '<html><head><title>Just a moment...</title></head><body><div id="challenge-form"></div></body></html>',
      );
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const loopbackAllowed = { allowLoopback: true };
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RecipeFetchError);
    return (error as RecipeFetchError).reason;
  }
  throw new Error('expected a refusal');
}

describe('address policy', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    'not-an-ip',
  ])('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(['93.184.215.14', '2606:4700::6810:84e5', '8.8.8.8'])('allows %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it('allows loopback only with the test setting, and never a private network', () => {
    expect(isPublicAddress('127.0.0.1', loopbackAllowed)).toBe(true);
    expect(isPublicAddress('::1', loopbackAllowed)).toBe(true);
    expect(isPublicAddress('10.0.0.1', loopbackAllowed)).toBe(false);
  });
});

describe('fetchRecipePage', () => {
  it('fetches an HTML page (loopback allowed for the test)', async () => {
    const page = await fetchRecipePage(`${base}/recipe`, loopbackAllowed);
    expect(page.html).toBe(RECIPE);
  });

  it('refuses loopback without the test setting, before connecting', async () => {
    expect(await refusal(fetchRecipePage(`${base}/recipe`))).toBe('address-refused');
  });

  it('refuses other schemes and credentials', async () => {
    expect(await refusal(fetchRecipePage('file:///etc/passwd'))).toBe('bad-url');
    expect(await refusal(fetchRecipePage('ftp://example.com/x'))).toBe('bad-url');
    expect(await refusal(fetchRecipePage('http://user:pw@example.com/'))).toBe('bad-url');
  });

  it('refuses a redirect to the metadata address', async () => {
    expect(await refusal(fetchRecipePage(`${base}/to-metadata`, loopbackAllowed))).toBe(
      'address-refused',
    );
  });

  it('refuses a name that resolves to a private address, also after a redirect', async () => {
    const resolve = async (host: string) =>
      host === 'intranet.example'
        ? [{ address: '10.0.0.5', family: 4 }]
        : [{ address: '127.0.0.1', family: 4 }];
    expect(await refusal(fetchRecipePage('http://intranet.example/recipe', { resolve }))).toBe(
      'address-refused',
    );
    expect(
      await refusal(fetchRecipePage(`${base}/to-private-name`, { ...loopbackAllowed, resolve })),
    ).toBe('address-refused');
  });

  it('refuses a name with any private address among its public ones', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '192.168.0.10', family: 4 },
    ];
    expect(await refusal(fetchRecipePage('http://mixed.example/', { resolve }))).toBe(
      'address-refused',
    );
  });

  it('stops after 5 redirects', async () => {
    expect(await refusal(fetchRecipePage(`${base}/loop0`, loopbackAllowed))).toBe(
      'too-many-redirects',
    );
  });

  it('refuses an oversized page and a page that is not HTML', async () => {
    expect(
      await refusal(fetchRecipePage(`${base}/big`, { ...loopbackAllowed, maxBytes: 1024 * 1024 })),
    ).toBe('too-large');
    expect(await refusal(fetchRecipePage(`${base}/image`, loopbackAllowed))).toBe('not-html');
  });

  it('offers pasting the page when the site refuses or shows a challenge', async () => {
    for (const path of ['/forbidden', '/challenge']) {
      try {
        await fetchRecipePage(`${base}${path}`, loopbackAllowed);
        throw new Error('expected a refusal');
      } catch (error) {
        expect((error as RecipeFetchError).reason).toBe('site-refused');
        expect((error as Error).message).toContain('Paste the page instead');
      }
    }
  });
});

describe('the test-only loopback setting', () => {
  it('is refused at start-up in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', RECIPE_IMPORT_ALLOW_LOOPBACK: '1' })).toThrow(
      /RECIPE_IMPORT_ALLOW_LOOPBACK is a test-only setting/,
    );
  });

  it('is read in development and test', () => {
    expect(
      loadConfig({
        NODE_ENV: 'test',
        RECIPE_IMPORT_ALLOW_LOOPBACK: '1',
        DATA_DIR: '.test-data/config-check',
      }).RECIPE_IMPORT_ALLOW_LOOPBACK,
    ).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '.test-data/config-check' })
        .RECIPE_IMPORT_ALLOW_LOOPBACK,
    ).toBe(false);
  });
});
