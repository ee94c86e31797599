/**
 * Walmart's affiliate Product Lookup API (walmart.io, "affil/product/v2"), written against
 * its documentation:
 *
 *   GET https://developer.api.walmart.com/api-proxy/service/affil/product/v2/items?ids=1,2,3
 *   headers WM_CONSUMER.ID, WM_CONSUMER.INTIMESTAMP (epoch ms), WM_SEC.KEY_VERSION and
 *   WM_SEC.AUTH_SIGNATURE = base64(RSA-SHA256 of "consumerId\ntimestamp\nkeyVersion\n")
 *   signed with the private key whose public half was uploaded to walmart.io; at most 20 ids
 *   per call; `publisherId` (the Impact affiliate id) is optional and only tags tracking
 *   links. The answer is { items: [{ itemId, name, salePrice, largeImage, mediumImage,
 *   thumbnailImage, stock, availableOnline, ... }] }.
 *
 * Enabled only with its credentials (WALMART_CONSUMER_ID, WALMART_PRIVATE_KEY,
 * WALMART_KEY_VERSION). Without them it is off and says so; the reference catalogue prices
 * everything then. Answers are cached for an hour, as prices move slowly and the API is
 * rate limited.
 */
import { createSign } from 'node:crypto';
import { z } from 'zod';
import type { LiveProduct, StorePricing, StorePricingStatus } from './store-pricing';

export const WALMART_AFFILIATE_BASE_URL =
  'https://developer.api.walmart.com/api-proxy/service/affil/product/v2';
export const WALMART_MAX_IDS_PER_CALL = 20;

export interface WalmartCredentials {
  consumerId: string;
  /** PEM private key (PKCS#1 or PKCS#8); "\n" written as two characters is accepted. */
  privateKey: string;
  keyVersion: string;
  publisherId?: string;
}

export interface WalmartClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  cacheTtlMs?: number;
  now?: () => number;
}

export const WALMART_OFF_MESSAGE =
  'Walmart live prices are off: WALMART_CONSUMER_ID, WALMART_PRIVATE_KEY and WALMART_KEY_VERSION are not set, so reference prices are used.';

const itemSchema = z
  .object({
    itemId: z.union([z.number(), z.string()]).transform(String),
    name: z.string().optional(),
    salePrice: z.number().optional(),
    largeImage: z.string().optional(),
    mediumImage: z.string().optional(),
    thumbnailImage: z.string().optional(),
    stock: z.string().optional(),
    availableOnline: z.boolean().optional(),
  })
  .loose();
const itemsResponseSchema = z.object({ items: z.array(itemSchema).default([]) }).loose();

/** The documented signature: RSA-SHA256 over the three header values, each followed by \n. */
export function walmartAuthHeaders(
  credentials: WalmartCredentials,
  timestamp: number,
): Record<string, string> {
  const ts = String(timestamp);
  const signer = createSign('RSA-SHA256');
  signer.update(`${credentials.consumerId}\n${ts}\n${credentials.keyVersion}\n`);
  const key = credentials.privateKey.includes('\\n')
    ? credentials.privateKey.replace(/\\n/g, '\n')
    : credentials.privateKey;
  return {
    'WM_CONSUMER.ID': credentials.consumerId,
    'WM_CONSUMER.INTIMESTAMP': ts,
    'WM_SEC.KEY_VERSION': credentials.keyVersion,
    'WM_SEC.AUTH_SIGNATURE': signer.sign(key, 'base64'),
  };
}

export class WalmartAffiliateClient implements StorePricing {
  readonly store = 'walmart' as const;
  private readonly cache = new Map<string, { at: number; product: LiveProduct | null }>();
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly credentials: WalmartCredentials | null,
    options: WalmartClientOptions = {},
  ) {
    this.baseUrl = options.baseUrl ?? WALMART_AFFILIATE_BASE_URL;
    this.fetchImpl = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.ttlMs = options.cacheTtlMs ?? 60 * 60 * 1000;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.credentials !== null;
  }

  status(): StorePricingStatus {
    return this.credentials
      ? {
          store: 'walmart',
          pricing: 'live',
          message: 'Walmart live prices are on (walmart.io affiliate Product Lookup API).',
        }
      : { store: 'walmart', pricing: 'reference', message: WALMART_OFF_MESSAGE };
  }

  async lookup(storeProductIds: readonly string[]): Promise<Map<string, LiveProduct>> {
    const result = new Map<string, LiveProduct>();
    if (!this.credentials) return result;
    const now = this.now();
    const missing: string[] = [];
    for (const id of new Set(storeProductIds)) {
      const cached = this.cache.get(id);
      if (cached && now - cached.at < this.ttlMs) {
        if (cached.product) result.set(id, cached.product);
      } else {
        missing.push(id);
      }
    }
    for (let i = 0; i < missing.length; i += WALMART_MAX_IDS_PER_CALL) {
      const batch = missing.slice(i, i + WALMART_MAX_IDS_PER_CALL);
      const found = await this.fetchItems(batch);
      for (const id of batch) {
        const product = found.get(id) ?? null;
        this.cache.set(id, { at: now, product });
        if (product) result.set(id, product);
      }
    }
    return result;
  }

  private async fetchItems(ids: string[]): Promise<Map<string, LiveProduct>> {
    const credentials = this.credentials!;
    const url = new URL(`${this.baseUrl}/items`);
    url.searchParams.set('ids', ids.join(','));
    if (credentials.publisherId) url.searchParams.set('publisherId', credentials.publisherId);
    const response = await this.fetchImpl(url, {
      headers: { ...walmartAuthHeaders(credentials, this.now()), Accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) {
      throw new Error(`Walmart API answered ${response.status}`);
    }
    const body = itemsResponseSchema.parse(await response.json());
    const found = new Map<string, LiveProduct>();
    for (const item of body.items) {
      if (item.salePrice === undefined) continue;
      found.set(item.itemId, {
        storeProductId: item.itemId,
        priceCents: Math.round(item.salePrice * 100),
        name: item.name,
        imageUrl: item.largeImage ?? item.mediumImage ?? item.thumbnailImage ?? null,
        available:
          item.availableOnline !== false && (item.stock ?? 'Available') !== 'Not available',
      });
    }
    return found;
  }
}
