import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../store-provider';
import { INSTACART_BASE_URL, InstacartShoppingList } from './instacart-shopping-list';

const fixture = (name: string): string =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

function recorded(status: number, body: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    calls.push({ url: String(input), init: init! });
    return new Response(body, { status });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const LINES = [
  {
    name: 'Long grain white rice',
    quantity: 2,
    displayText: '2 × Long grain white rice, 2 lb bag',
  },
  { name: 'Black beans', quantity: 0.3, displayText: '1 × Black beans, 15 oz can' },
];

describe('Instacart shopping-list page (recorded documented shapes)', () => {
  it('posts the line items with the API key and answers the page URL', async () => {
    const { calls, fetchImpl } = recorded(200, fixture('products-link.json'));
    const url = await new InstacartShoppingList('keys.fixture', { fetch: fetchImpl }).createLink({
      title: 'PantryPilot: 7-day plan',
      lines: LINES,
      linkbackUrl: 'https://app.example/meal-plan/1',
    });
    expect(url).toBe('https://customers.dev.instacart.tools/store/shopping_lists/0000000');
    expect(calls[0]!.url).toBe(`${INSTACART_BASE_URL}/idp/v1/products/products_link`);
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer keys.fixture',
    );
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      title: 'PantryPilot: 7-day plan',
      link_type: 'shopping_list',
      expires_in: 604800,
      line_items: [
        {
          name: 'Long grain white rice',
          quantity: 2,
          unit: 'each',
          display_text: '2 × Long grain white rice, 2 lb bag',
        },
        {
          name: 'Black beans',
          quantity: 1,
          unit: 'each',
          display_text: '1 × Black beans, 15 oz can',
        },
      ],
      landing_page_configuration: { partner_linkback_url: 'https://app.example/meal-plan/1' },
    });
  });

  it.each([
    [
      401,
      'error-unauthorized.json',
      'Instacart answered 401: Unauthorized: the API key is invalid or expired',
    ],
    [429, 'error-rate-limit.json', 'Instacart answered 429: Too many requests'],
    [400, 'error-bad-request.json', 'Instacart answered 400: line_items: must not be empty'],
  ])('turns a documented %i answer into a clear error', async (status, file, message) => {
    const { fetchImpl } = recorded(status, fixture(file));
    const error = await new InstacartShoppingList('keys.fixture', { fetch: fetchImpl })
      .createLink({ title: 't', lines: LINES })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreApiError);
    expect((error as StoreApiError).message).toBe(message);
  });
});
