import { createVerify, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InMemoryCallBudget } from '../call-budget';
import { StoreApiError } from '../store-provider';
import { WALMART_AFFILIATE_BASE_URL } from './walmart-signature';
import { WalmartProvider } from './walmart-provider';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string): string => readFileSync(path.join(FIXTURES, name), 'utf8');

// A key pair made here: the public half verifies what the provider signed.
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const credentials = {
  consumerId: 'c0ffee00-0000-4000-8000-000000000001',
  privateKey: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString().replace(/\n/g, '\\n'),
  keyVersion: '1',
};

type Call = { url: URL; headers: Record<string, string> };

function recorded(answer: (url: URL) => { status?: number; body: string; headers?: HeadersInit }) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, headers: init?.headers as Record<string, string> });
    const a = answer(url);
    return new Response(a.body, {
      status: a.status ?? 200,
      headers: { 'content-type': 'application/json', ...a.headers },
    });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

function provider(fetchImpl: typeof fetch, limit = 100) {
  return new WalmartProvider(credentials, {
    fetch: fetchImpl,
    now: () => 1_760_000_000_000,
    budget: new InMemoryCallBudget(limit, () => 1_760_000_000_000),
  });
}

describe('Walmart Affiliate API provider (recorded documented shapes)', () => {
  it('signs every request as documented: RSA-SHA256 over consumerId, timestamp and key version', async () => {
    const { calls, fetchImpl } = recorded(() => ({ body: fixture('search-rice.json') }));
    await provider(fetchImpl).searchProducts('long grain white rice');
    const { headers, url } = calls[0]!;
    expect(`${url.origin}${url.pathname}`).toBe(`${WALMART_AFFILIATE_BASE_URL}/search`);
    expect(url.searchParams.get('query')).toBe('long grain white rice');
    expect(headers['WM_CONSUMER.ID']).toBe(credentials.consumerId);
    expect(headers['WM_CONSUMER.INTIMESTAMP']).toBe('1760000000000');
    expect(headers['WM_SEC.KEY_VERSION']).toBe('1');
    const verify = createVerify('RSA-SHA256');
    verify.update(`${credentials.consumerId}\n1760000000000\n1\n`);
    expect(verify.verify(publicKey, headers['WM_SEC.AUTH_SIGNATURE']!, 'base64')).toBe(true);
    // A signature over anything else does not verify: the test can fail.
    const wrong = createVerify('RSA-SHA256');
    wrong.update(`${credentials.consumerId}\n1760000000001\n1\n`);
    expect(wrong.verify(publicKey, headers['WM_SEC.AUTH_SIGNATURE']!, 'base64')).toBe(false);
  });

  it('reads search results: price, size in grams, UPC, image and availability', async () => {
    const { fetchImpl } = recorded(() => ({ body: fixture('search-rice.json') }));
    const products = await provider(fetchImpl).searchProducts('long grain white rice');
    expect(products).toHaveLength(3);
    expect(products[0]).toEqual({
      provider: 'walmart',
      id: '900000101',
      upc: '000000000101',
      name: 'Test Brand Long Grain Enriched Rice, 2 lb',
      brand: 'Test Brand',
      priceCents: 198,
      size: { text: '2 lb', grams: 907.184 },
      imageUrl: 'https://i5.walmartimages.test/fixture/101-450.jpeg',
      available: true,
    });
    expect(products[2]!.available).toBe(false);
  });

  it('looks products up by ids (20 per call) and by UPC, and finds stores by ZIP', async () => {
    const { calls, fetchImpl } = recorded((url) => {
      if (url.pathname.endsWith('/stores')) return { body: fixture('stores-by-zip.json') };
      if (url.searchParams.has('upc')) return { body: fixture('items-by-upc.json') };
      return { body: fixture('items-by-ids.json') };
    });
    const walmart = provider(fetchImpl);
    const ids = Array.from({ length: 21 }, (_, i) => String(900000101 + i));
    const byId = await walmart.lookupProducts({ ids });
    expect(calls.map((c) => c.url.searchParams.get('ids')?.split(',').length)).toEqual([20, 1]);
    expect(byId[0]).toMatchObject({ id: '900000101', priceCents: 212, available: true });
    const byUpc = await walmart.lookupProducts({ upcs: ['000000000201'] });
    expect(calls.at(-1)!.url.searchParams.get('upc')).toBe('000000000201');
    expect(byUpc).toEqual([
      expect.objectContaining({
        id: '900000201',
        priceCents: 78,
        size: { text: '15.25 oz', grams: expect.closeTo(432.33, 1) },
      }),
    ]);
    const stores = await walmart.findLocations('72712');
    expect(calls.at(-1)!.url.searchParams.get('zip')).toBe('72712');
    expect(stores[0]).toEqual({
      provider: 'walmart',
      id: '9901',
      name: 'Test Supercenter #9901',
      address: '1 Fixture Way, Testville, AR',
      zip: '72712',
    });
  });

  it('turns a documented error answer into a StoreApiError with its message', async () => {
    const { fetchImpl } = recorded(() => ({
      status: 401,
      body: fixture('error-unauthorized.json'),
    }));
    const error = await provider(fetchImpl)
      .searchProducts('rice')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreApiError);
    expect((error as StoreApiError).status).toBe(401);
    expect((error as StoreApiError).message).toBe(
      'Walmart API answered 401: Invalid signature: could not verify WM_SEC.AUTH_SIGNATURE',
    );
  });

  it('reports a rate limit with when to come back', async () => {
    const { fetchImpl } = recorded(() => ({
      status: 429,
      body: fixture('error-rate-limit.json'),
      headers: { 'retry-after': '60' },
    }));
    const error = (await provider(fetchImpl)
      .searchProducts('rice')
      .catch((e: unknown) => e)) as StoreApiError;
    expect(error.status).toBe(429);
    expect(error.retryAt).toBe(1_760_000_000_000 + 60_000);
  });

  it('makes no call once the daily allowance is used up', async () => {
    const { calls, fetchImpl } = recorded(() => ({ body: fixture('search-rice.json') }));
    const walmart = provider(fetchImpl, 2);
    await walmart.searchProducts('rice');
    await walmart.searchProducts('beans');
    const error = (await walmart.searchProducts('oats').catch((e: unknown) => e)) as StoreApiError;
    expect(error.message).toBe("Walmart's daily call allowance is used up");
    expect(calls).toHaveLength(2);
  });

  it("builds the spec's add-to-cart link with rounded quantities of at least 1", () => {
    const { fetchImpl } = recorded(() => ({ body: '{}' }));
    expect(
      provider(fetchImpl).cartUrl([
        { key: 'rice', name: 'Rice', productId: '900000101', quantity: 2 },
        { key: 'beans', name: 'Beans', productId: '900000201', quantity: 0.2 },
      ]),
    ).toBe('https://affil.walmart.com/cart/addToCart?items=900000101_2,900000201_1');
  });
});
