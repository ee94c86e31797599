/**
 * Kroger through its public API (developer.kroger.com), written against its documentation;
 * the recorded shapes it is tested with are in ./fixtures (see README there).
 *
 * App token (client credentials, scope product.compact), for products and locations:
 *   POST {base}/connect/oauth2/token  grant_type=client_credentials&scope=product.compact
 *        Authorization: Basic base64(clientId:clientSecret)   -> { access_token, expires_in, token_type }
 *   GET  {base}/products?filter.term=rice&filter.locationId=01400943&filter.limit=25
 *        -> { data: [{ productId, upc, brand, description, images, items: [{ itemId, price: { regular, promo },
 *             size, inventory: { stockLevel }, fulfillment }] }], meta }
 *   GET  {base}/products/{productId or UPC}?filter.locationId=...   -> { data: product }
 *   GET  {base}/locations?filter.zipCode.near=45202&filter.limit=5
 *        -> { data: [{ locationId, chain, name, address: { addressLine1, city, state, zipCode } }] }
 * Prices come only with a locationId. The public product API allows 10,000 calls a day.
 *
 * The person's own consent (authorization code, scope cart.basic:write) to fill their cart:
 *   GET  {base}/connect/oauth2/authorize?scope=cart.basic:write&response_type=code&client_id&redirect_uri&state
 *   POST {base}/connect/oauth2/token  grant_type=authorization_code&code&redirect_uri  (or refresh_token)
 *   PUT  {base}/cart/add  Authorization: Bearer <person's token>  { items: [{ upc, quantity, modality }] } -> 204
 *
 * A 401 on the app token (expired before its time) gets one new token and one retry.
 */
import { z } from 'zod';
import type { CallBudget } from '../call-budget';
import { sizeGrams } from '../product-size';
import {
  StoreApiError,
  type CartLine,
  type ProviderStatus,
  type StoreLocation,
  type StoreProduct,
  type StoreProvider,
} from '../store-provider';

export const KROGER_API_BASE_URL = 'https://api.kroger.com/v1';
export const KROGER_PRODUCT_SCOPE = 'product.compact';
export const KROGER_CART_SCOPE = 'cart.basic:write';

export interface KrogerCredentials {
  clientId: string;
  clientSecret: string;
}

const tokenAnswerSchema = z
  .object({
    access_token: z.string().min(1),
    expires_in: z.number().positive(),
    refresh_token: z.string().optional(),
    token_type: z.string().optional(),
  })
  .loose();
export type KrogerTokenAnswer = z.infer<typeof tokenAnswerSchema>;

const krogerItemSchema = z
  .object({
    itemId: z.string().optional(),
    price: z.object({ regular: z.number().optional(), promo: z.number().optional() }).optional(),
    size: z.string().optional(),
    inventory: z.object({ stockLevel: z.string().optional() }).loose().optional(),
  })
  .loose();
const krogerProductSchema = z
  .object({
    productId: z.string(),
    upc: z.string().optional(),
    brand: z.string().optional(),
    description: z.string().default(''),
    images: z
      .array(
        z
          .object({
            perspective: z.string().optional(),
            featured: z.boolean().optional(),
            sizes: z.array(z.object({ size: z.string(), url: z.string() })).default([]),
          })
          .loose(),
      )
      .default([]),
    items: z.array(krogerItemSchema).default([]),
  })
  .loose();
type KrogerProduct = z.infer<typeof krogerProductSchema>;

const locationSchema = z
  .object({
    locationId: z.string(),
    chain: z.string().optional(),
    name: z.string().default('Kroger'),
    address: z
      .object({
        addressLine1: z.string().default(''),
        city: z.string().default(''),
        state: z.string().default(''),
        zipCode: z.string().default(''),
      })
      .loose()
      .default({ addressLine1: '', city: '', state: '', zipCode: '' }),
  })
  .loose();

/** Kroger answers errors as { errors: { reason } }, or OAuth's { error, error_description }. */
function errorDetail(body: unknown): string {
  const b = body as {
    errors?: { reason?: string } | { reason?: string }[];
    error_description?: string;
    error?: string;
  } | null;
  if (!b) return '';
  const errors = Array.isArray(b.errors) ? b.errors[0] : b.errors;
  return errors?.reason ?? b.error_description ?? b.error ?? '';
}

export interface KrogerProviderOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
  budget: CallBudget;
}

export class KrogerProvider implements StoreProvider {
  readonly id = 'kroger' as const;
  readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly budget: CallBudget;
  private appToken: { token: string; expiresAt: number } | null = null;

  constructor(
    private readonly credentials: KrogerCredentials,
    options: KrogerProviderOptions,
  ) {
    this.baseUrl = (options.baseUrl ?? KROGER_API_BASE_URL).replace(/\/$/, '');
    this.fetchImpl = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.now = options.now ?? Date.now;
    this.budget = options.budget;
  }

  status(): ProviderStatus {
    return {
      provider: 'kroger',
      label: 'Kroger',
      enabled: true,
      live: true,
      development: false,
      message: "Kroger live prices are on (Kroger public API, at the person's chosen store).",
    };
  }

  private async send(
    url: URL | string,
    init: RequestInit,
  ): Promise<{ status: number; body: unknown }> {
    const response = await this.fetchImpl(url, {
      ...init,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  }

  private fail(status: number, body: unknown, what: string): never {
    const detail = errorDetail(body);
    throw new StoreApiError(
      'kroger',
      status,
      `Kroger ${what} answered ${status}${detail ? `: ${detail}` : ''}`,
    );
  }

  /** POST to the token endpoint with the app's Basic credentials. */
  async token(params: Record<string, string>): Promise<KrogerTokenAnswer> {
    const basic = Buffer.from(
      `${this.credentials.clientId}:${this.credentials.clientSecret}`,
    ).toString('base64');
    const { status, body } = await this.send(`${this.baseUrl}/connect/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams(params).toString(),
    });
    if (status !== 200) this.fail(status, body, 'token endpoint');
    return tokenAnswerSchema.parse(body);
  }

  private async appAccessToken(): Promise<string> {
    if (this.appToken && this.appToken.expiresAt > this.now()) return this.appToken.token;
    const answer = await this.token({
      grant_type: 'client_credentials',
      scope: KROGER_PRODUCT_SCOPE,
    });
    // A minute early, so a token never expires between the check and the call.
    this.appToken = {
      token: answer.access_token,
      expiresAt: this.now() + answer.expires_in * 1000 - 60_000,
    };
    return answer.access_token;
  }

  /** A GET with the app token, counted; a 401 gets a new token and one retry. */
  private async get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${this.baseUrl}/${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    for (let attempt = 0; attempt < 2; attempt++) {
      if (!(await this.budget.take('kroger'))) {
        throw new StoreApiError('kroger', 429, "Kroger's daily call allowance is used up");
      }
      const token = await this.appAccessToken();
      const { status, body } = await this.send(url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      if (status === 401 && attempt === 0) {
        this.appToken = null;
        continue;
      }
      if (status === 404) return null;
      if (status !== 200) this.fail(status, body, 'API');
      return body;
    }
    throw new StoreApiError('kroger', 401, 'Kroger API refused a new token');
  }

  private toProduct(p: KrogerProduct): StoreProduct {
    const item = p.items[0];
    const promo = item?.price?.promo;
    const regular = item?.price?.regular;
    const price = promo && promo > 0 ? promo : regular && regular > 0 ? regular : null;
    const featured = p.images.find((i) => i.featured) ?? p.images[0];
    const image =
      featured?.sizes.find((s) => s.size === 'medium') ??
      featured?.sizes.find((s) => s.size === 'large');
    const stock = item?.inventory?.stockLevel;
    return {
      provider: 'kroger',
      id: p.productId,
      upc: p.upc ?? p.productId,
      name: item?.size ? `${p.description}, ${item.size}` : p.description,
      brand: p.brand ?? null,
      priceCents: price === null ? null : Math.round(price * 100),
      size: { text: item?.size ?? '', grams: sizeGrams(item?.size, null) },
      imageUrl: image?.url ?? null,
      available: stock ? stock !== 'TEMPORARILY_OUT_OF_STOCK' : null,
    };
  }

  async searchProducts(
    term: string,
    options: { locationId?: string | null } = {},
  ): Promise<StoreProduct[]> {
    const params: Record<string, string> = { 'filter.term': term, 'filter.limit': '25' };
    if (options.locationId) params['filter.locationId'] = options.locationId;
    const body = z
      .object({ data: z.array(krogerProductSchema).default([]) })
      .loose()
      .parse((await this.get('products', params)) ?? {});
    return body.data.map((p) => this.toProduct(p));
  }

  async lookupProducts(
    query: { ids?: readonly string[]; upcs?: readonly string[] },
    options: { locationId?: string | null } = {},
  ): Promise<StoreProduct[]> {
    // Product details take a productId or a UPC in the same place.
    const keys = [...new Set([...(query.ids ?? []), ...(query.upcs ?? [])])];
    const found: StoreProduct[] = [];
    for (const key of keys) {
      const params: Record<string, string> = {};
      if (options.locationId) params['filter.locationId'] = options.locationId;
      const body = await this.get(`products/${encodeURIComponent(key)}`, params);
      if (!body) continue;
      const parsed = z.object({ data: krogerProductSchema }).loose().safeParse(body);
      if (parsed.success) found.push(this.toProduct(parsed.data.data));
    }
    return found;
  }

  async findLocations(zip: string): Promise<StoreLocation[]> {
    const body = z
      .object({ data: z.array(locationSchema).default([]) })
      .loose()
      .parse(
        (await this.get('locations', { 'filter.zipCode.near': zip, 'filter.limit': '5' })) ?? {},
      );
    return body.data.map((l) => ({
      provider: 'kroger',
      id: l.locationId,
      name: l.name,
      address: [l.address.addressLine1, l.address.city, l.address.state].filter(Boolean).join(', '),
      zip: l.address.zipCode,
    }));
  }

  /** Kroger fills carts through its cart API with the person's consent, not a link. */
  cartUrl(): string | null {
    return null;
  }

  /** Where the person gives (or refuses) consent to fill their Kroger cart. */
  authorizeUrl(redirectUri: string, state: string): string {
    const url = new URL(`${this.baseUrl}/connect/oauth2/authorize`);
    url.searchParams.set('scope', KROGER_CART_SCOPE);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.credentials.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    return url.toString();
  }

  /** PUT /cart/add with the person's token: UPCs and whole quantities, for pickup. */
  async addToCart(personToken: string, lines: readonly CartLine[]): Promise<void> {
    const { status, body } = await this.send(`${this.baseUrl}/cart/add`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${personToken}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({
        items: lines.map((l) => ({
          upc: l.productId,
          quantity: Math.max(1, Math.round(l.quantity)),
          modality: 'PICKUP',
        })),
      }),
    });
    if (status !== 204 && status !== 200) this.fail(status, body, 'cart');
  }
}
