import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InMemoryCallBudget } from '../call-budget';
import { StoreApiError } from '../store-provider';
import { KROGER_API_BASE_URL, KrogerProvider } from './kroger-provider';

const fixture = (name: string): string =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

type Call = { url: URL; method: string; headers: Record<string, string>; body: string };
type Answer = { status?: number; body?: string };

function recorded(answer: (call: Call, index: number) => Answer) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const call = {
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: String(init?.body ?? ''),
    };
    calls.push(call);
    const a = answer(call, calls.length - 1);
    return new Response(a.body ?? null, { status: a.status ?? 200 });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

/** Token calls get the token fixture; others what `api` says. */
function krogerApi(api: (call: Call, index: number) => Answer) {
  return recorded((call, index) =>
    call.url.pathname.endsWith('/connect/oauth2/token')
      ? { body: fixture('token.json') }
      : api(call, index),
  );
}

let clock = 1_760_000_000_000;
function provider(fetchImpl: typeof fetch, limit = 100) {
  return new KrogerProvider(
    { clientId: 'fixture-client', clientSecret: 'fixture-secret' },
    { fetch: fetchImpl, now: () => clock, budget: new InMemoryCallBudget(limit, () => clock) },
  );
}

describe('Kroger public API provider (recorded documented shapes)', () => {
  it('gets a product.compact token with the client credentials, then searches with a location', async () => {
    const { calls, fetchImpl } = krogerApi(() => ({ body: fixture('products-search.json') }));
    const products = await provider(fetchImpl).searchProducts('white rice', {
      locationId: '99900001',
    });
    const [token, search] = calls;
    expect(token!.method).toBe('POST');
    expect(token!.headers.Authorization).toBe(
      `Basic ${Buffer.from('fixture-client:fixture-secret').toString('base64')}`,
    );
    expect(new URLSearchParams(token!.body).get('grant_type')).toBe('client_credentials');
    expect(new URLSearchParams(token!.body).get('scope')).toBe('product.compact');
    expect(`${search!.url.origin}${search!.url.pathname}`).toBe(`${KROGER_API_BASE_URL}/products`);
    expect(search!.url.searchParams.get('filter.term')).toBe('white rice');
    expect(search!.url.searchParams.get('filter.locationId')).toBe('99900001');
    expect(search!.headers.Authorization).toBe('Bearer eyJ.fixture-app-token.sig');
    // The promo price when there is one; out-of-stock items are unavailable.
    expect(products[0]).toEqual({
      provider: 'kroger',
      id: '0000000000101',
      upc: '0000000000101',
      name: 'Test Brand Long Grain White Rice, 32 oz',
      brand: 'Test Brand',
      priceCents: 199,
      size: { text: '32 oz', grams: expect.closeTo(907.18, 1) },
      imageUrl: 'https://www.kroger.test/product/images/medium/front/0000000000101',
      available: true,
    });
    expect(products[1]).toMatchObject({ priceCents: 899, available: false });
  });

  it('keeps the app token until it expires', async () => {
    const { calls, fetchImpl } = krogerApi(() => ({ body: fixture('products-search.json') }));
    const kroger = provider(fetchImpl);
    await kroger.searchProducts('rice');
    await kroger.searchProducts('beans');
    expect(calls.filter((c) => c.url.pathname.endsWith('/token'))).toHaveLength(1);
    clock += 30 * 60 * 1000;
    await kroger.searchProducts('oats');
    expect(calls.filter((c) => c.url.pathname.endsWith('/token'))).toHaveLength(2);
  });

  it('gets a new token once when the API says the token expired', async () => {
    const { calls, fetchImpl } = krogerApi((_call, index) =>
      index === 1
        ? { status: 401, body: fixture('error-expired-token.json') }
        : { body: fixture('product-details.json') },
    );
    const found = await provider(fetchImpl).lookupProducts(
      { upcs: ['0000000000201'] },
      { locationId: '99900001' },
    );
    expect(found).toEqual([
      expect.objectContaining({ id: '0000000000201', priceCents: 99, available: true }),
    ]);
    expect(calls.map((c) => c.url.pathname.split('/').slice(-1)[0])).toEqual([
      'token',
      '0000000000201',
      'token',
      '0000000000201',
    ]);
  });

  it('says what went wrong when the token stays refused, and on a rate limit', async () => {
    const expired = krogerApi(() => ({ status: 401, body: fixture('error-expired-token.json') }));
    const error = (await provider(expired.fetchImpl)
      .searchProducts('rice')
      .catch((e: unknown) => e)) as StoreApiError;
    expect(error).toBeInstanceOf(StoreApiError);
    expect(error.message).toBe('Kroger API answered 401: The access token is expired');
    const limited = krogerApi(() => ({ status: 429, body: fixture('error-rate-limit.json') }));
    const rate = (await provider(limited.fetchImpl)
      .searchProducts('rice')
      .catch((e: unknown) => e)) as StoreApiError;
    expect(rate.status).toBe(429);
    expect(rate.message).toBe('Kroger API answered 429: Rate limit exceeded');
  });

  it('finds locations near a ZIP code', async () => {
    const { calls, fetchImpl } = krogerApi(() => ({ body: fixture('locations.json') }));
    expect(await provider(fetchImpl).findLocations('45202')).toEqual([
      {
        provider: 'kroger',
        id: '99900001',
        name: 'Kroger - Fixture Street',
        address: '1 Fixture Street, Testville, OH',
        zip: '45202',
      },
    ]);
    expect(calls[1]!.url.searchParams.get('filter.zipCode.near')).toBe('45202');
  });

  it("adds to the person's cart with their own token: UPCs and whole quantities", async () => {
    const { calls, fetchImpl } = recorded(() => ({ status: 204 }));
    await provider(fetchImpl).addToCart('person-token', [
      { key: 'rice', name: 'Rice', productId: '0000000000101', quantity: 2 },
      { key: 'beans', name: 'Beans', productId: '0000000000201', quantity: 0.4 },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.url.toString()).toBe(`${KROGER_API_BASE_URL}/cart/add`);
    expect(calls[0]!.headers.Authorization).toBe('Bearer person-token');
    expect(JSON.parse(calls[0]!.body)).toEqual({
      items: [
        { upc: '0000000000101', quantity: 2, modality: 'PICKUP' },
        { upc: '0000000000201', quantity: 1, modality: 'PICKUP' },
      ],
    });
    const refused = recorded(() => ({ status: 401, body: fixture('error-expired-token.json') }));
    await expect(
      provider(refused.fetchImpl).addToCart('old', [
        { key: 'r', name: 'R', productId: '1', quantity: 1 },
      ]),
    ).rejects.toThrow('Kroger cart answered 401: The access token is expired');
  });

  it('asks for the cart.basic:write consent with the redirect and state', () => {
    const url = new URL(
      provider(recorded(() => ({})).fetchImpl).authorizeUrl(
        'https://app.example/api/stores/kroger/callback',
        'state-1',
      ),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${KROGER_API_BASE_URL}/connect/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      scope: 'cart.basic:write',
      response_type: 'code',
      client_id: 'fixture-client',
      redirect_uri: 'https://app.example/api/stores/kroger/callback',
      state: 'state-1',
    });
  });
});
