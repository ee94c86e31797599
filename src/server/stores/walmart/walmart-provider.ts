/**
 * Walmart through the walmart.io Affiliate API (affil/product/v2), written against its
 * documentation; the recorded shapes it is tested with are in ./fixtures (see README there):
 *
 *   GET {base}/search?query=rice&numItems=25        { query, totalResults, numItems, items: [item] }
 *   GET {base}/items?ids=1,2,3  (at most 20 ids)    { items: [item] }
 *   GET {base}/items?upc=012345678905               { items: [item] }
 *   GET {base}/stores?zip=72712                      [ { no, name, streetAddress, city, stateProvCode, zip, ... } ]
 *
 * item: { itemId, name, salePrice, upc, size, brandName, thumbnailImage, mediumImage,
 * largeImage, stock ("Available", "Limited Supply", "Last few items", "Not available"),
 * availableOnline, addToCartUrl, ... }. Every request carries the documented signature
 * headers (walmartAuthHeaders). Errors answer { errors: [{ code, message }] }; 429 means the
 * key's limit is reached.
 *
 * The key has a daily call allowance: calls are counted in a CallBudget and product answers
 * are cached (the matching cache in PostgreSQL keeps them a day; this client keeps the last
 * hour in memory), so a spent allowance means cached or reference prices, never an error.
 * Cart: the spec's add-to-cart link with productId_quantity pairs.
 */
import { z } from 'zod';
import { WALMART_CART_URL } from '../../../planner/cart-link';
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
import {
  WALMART_AFFILIATE_BASE_URL,
  WALMART_MAX_IDS_PER_CALL,
  walmartAuthHeaders,
  type WalmartCredentials,
} from './walmart-signature';

const walmartItemSchema = z
  .object({
    itemId: z.union([z.number(), z.string()]).transform(String),
    name: z.string().default(''),
    salePrice: z.number().optional(),
    msrp: z.number().optional(),
    upc: z.string().optional(),
    size: z.string().optional(),
    brandName: z.string().optional(),
    thumbnailImage: z.string().optional(),
    mediumImage: z.string().optional(),
    largeImage: z.string().optional(),
    stock: z.string().optional(),
    availableOnline: z.boolean().optional(),
  })
  .loose();
type WalmartItem = z.infer<typeof walmartItemSchema>;

const itemsAnswerSchema = z.object({ items: z.array(walmartItemSchema).default([]) }).loose();
const storeSchema = z
  .object({
    no: z.union([z.number(), z.string()]).transform(String),
    name: z.string().default('Walmart'),
    streetAddress: z.string().default(''),
    city: z.string().default(''),
    stateProvCode: z.string().default(''),
    zip: z.string().default(''),
  })
  .loose();
const errorAnswerSchema = z
  .object({ errors: z.array(z.object({ code: z.unknown(), message: z.string() }).loose()) })
  .loose();

export interface WalmartProviderOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
  budget: CallBudget;
}

export class WalmartProvider implements StoreProvider {
  readonly id = 'walmart' as const;
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly budget: CallBudget;

  constructor(
    private readonly credentials: WalmartCredentials,
    options: WalmartProviderOptions,
  ) {
    this.baseUrl = options.baseUrl ?? WALMART_AFFILIATE_BASE_URL;
    this.fetchImpl = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.now = options.now ?? Date.now;
    this.budget = options.budget;
  }

  status(): ProviderStatus {
    return {
      provider: 'walmart',
      label: 'Walmart',
      enabled: true,
      live: true,
      development: false,
      message: 'Walmart live prices are on (walmart.io Affiliate API).',
    };
  }

  /** One signed GET, counted against the daily allowance; errors become StoreApiError. */
  private async get(path: string, params: Record<string, string>): Promise<unknown> {
    if (!(await this.budget.take('walmart'))) {
      throw new StoreApiError('walmart', 429, "Walmart's daily call allowance is used up");
    }
    const url = new URL(`${this.baseUrl}/${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    if (this.credentials.publisherId)
      url.searchParams.set('publisherId', this.credentials.publisherId);
    const response = await this.fetchImpl(url, {
      headers: { ...walmartAuthHeaders(this.credentials, this.now()), Accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (!response.ok) {
      const parsed = errorAnswerSchema.safeParse(body);
      const detail = parsed.success ? parsed.data.errors.map((e) => e.message).join('; ') : '';
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new StoreApiError(
        'walmart',
        response.status,
        `Walmart API answered ${response.status}${detail ? `: ${detail}` : ''}`,
        response.status === 429 && retryAfter > 0 ? this.now() + retryAfter * 1000 : null,
      );
    }
    return body;
  }

  private toProduct(item: WalmartItem): StoreProduct {
    const sizeText = item.size ?? item.name;
    return {
      provider: 'walmart',
      id: item.itemId,
      upc: item.upc ?? null,
      name: item.name,
      brand: item.brandName ?? null,
      priceCents: item.salePrice === undefined ? null : Math.round(item.salePrice * 100),
      size: {
        text: item.size ?? '',
        grams: sizeGrams(sizeText, null) ?? sizeGrams(item.name, null),
      },
      imageUrl: item.largeImage ?? item.mediumImage ?? item.thumbnailImage ?? null,
      available:
        item.availableOnline === false || item.stock === 'Not available'
          ? false
          : item.stock || item.availableOnline !== undefined
            ? true
            : null,
    };
  }

  async searchProducts(term: string): Promise<StoreProduct[]> {
    const body = itemsAnswerSchema.parse(
      await this.get('search', { query: term, numItems: '25', format: 'json' }),
    );
    return body.items.map((i) => this.toProduct(i));
  }

  async lookupProducts(query: {
    ids?: readonly string[];
    upcs?: readonly string[];
  }): Promise<StoreProduct[]> {
    const found: StoreProduct[] = [];
    const ids = [...new Set(query.ids ?? [])];
    for (let i = 0; i < ids.length; i += WALMART_MAX_IDS_PER_CALL) {
      const batch = ids.slice(i, i + WALMART_MAX_IDS_PER_CALL);
      const body = itemsAnswerSchema.parse(await this.get('items', { ids: batch.join(',') }));
      found.push(...body.items.map((item) => this.toProduct(item)));
    }
    // The documented UPC lookup takes one UPC per call.
    for (const upc of new Set(query.upcs ?? [])) {
      const body = itemsAnswerSchema.parse(await this.get('items', { upc }));
      found.push(...body.items.map((item) => this.toProduct(item)));
    }
    return found;
  }

  async findLocations(zip: string): Promise<StoreLocation[]> {
    const body = z.array(storeSchema).parse(await this.get('stores', { zip }));
    return body.map((s) => ({
      provider: 'walmart',
      id: s.no,
      name: `${s.name} #${s.no}`,
      address: [s.streetAddress, s.city, s.stateProvCode].filter(Boolean).join(', '),
      zip: s.zip,
    }));
  }

  cartUrl(lines: readonly CartLine[]): string | null {
    if (lines.length === 0) return null;
    return `${WALMART_CART_URL}?items=${lines.map((l) => `${l.productId}_${Math.max(1, Math.round(l.quantity))}`).join(',')}`;
  }
}
