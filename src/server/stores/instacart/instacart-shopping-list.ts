/**
 * Instacart Developer Platform: a shopping-list page on Instacart for the plan's active items,
 * written against its documented API (connect.instacart.com, OpenAPI "Instacart Developer
 * Platform API", operation createShoppingListPage); recorded shapes in ./fixtures:
 *
 *   POST {base}/idp/v1/products/products_link
 *        Authorization: Bearer <INSTACART_API_KEY>
 *        { title, link_type: "shopping_list", expires_in, line_items: [{ name, quantity, unit,
 *          display_text }], landing_page_configuration: { partner_linkback_url } }
 *     200 { products_link_url }      400/401/429 { error, status }
 *
 * No product ids are needed: Instacart matches each line by its name, and the person picks a
 * store on Instacart's page. So it works at any store Instacart serves, with reference prices
 * in the app and the store's own prices on Instacart.
 */
import { z } from 'zod';
import { StoreApiError } from '../store-provider';

export const INSTACART_BASE_URL = 'https://connect.instacart.com';

export interface InstacartLine {
  /** What Instacart searches for: the food, not a store's product name. */
  name: string;
  /** Whole packages. */
  quantity: number;
  /** What the person reads on the page: "2 × Long grain white rice, 2 lb bag". */
  displayText: string;
}

const answerSchema = z.object({ products_link_url: z.url() }).loose();
const errorSchema = z.object({ error: z.unknown() }).loose();

function errorText(body: unknown): string {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return '';
  const e = parsed.data.error;
  if (typeof e === 'string') return e;
  if (e && typeof e === 'object' && 'message' in e)
    return String((e as { message: unknown }).message);
  return '';
}

export class InstacartShoppingList {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(
    private readonly apiKey: string,
    options: { baseUrl?: string; fetch?: typeof fetch; timeoutMs?: number } = {},
  ) {
    this.baseUrl = (options.baseUrl ?? INSTACART_BASE_URL).replace(/\/$/, '');
    this.fetchImpl = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 8_000;
  }

  async createLink(input: {
    title: string;
    lines: readonly InstacartLine[];
    linkbackUrl?: string;
  }): Promise<string> {
    const response = await this.fetchImpl(`${this.baseUrl}/idp/v1/products/products_link`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${this.apiKey}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({
        title: input.title,
        link_type: 'shopping_list',
        // A week: long enough to shop the plan, short enough not to linger.
        expires_in: 7 * 24 * 60 * 60,
        line_items: input.lines.map((l) => ({
          name: l.name,
          quantity: Math.max(1, Math.round(l.quantity)),
          unit: 'each',
          display_text: l.displayText,
        })),
        ...(input.linkbackUrl
          ? { landing_page_configuration: { partner_linkback_url: input.linkbackUrl } }
          : {}),
      }),
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
      const detail = errorText(body);
      throw new StoreApiError(
        'instacart',
        response.status,
        `Instacart answered ${response.status}${detail ? `: ${detail}` : ''}`,
      );
    }
    return answerSchema.parse(body).products_link_url;
  }
}
