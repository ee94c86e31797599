/**
 * The development store's cart page, GET /api/dev-store/cart?store=walmart&items=id_qty,...
 * It is what "Buy N items on {host}" opens in a new tab when no real store is configured: the
 * items the link added, with their quantities, sizes and reference prices, under a banner that
 * says plainly this is a development store. Like a store's add-to-cart link, it needs no
 * session and reads nothing but the link (no person's data), so it shows only what the link
 * carries. A malformed link gets 400 and a page saying what is wrong.
 */
import { Hono } from 'hono';
import { formatCents } from '../../../shared/generated-plan';
import { DEV_STORE_NAME, type DevStoreProvider } from './dev-store-provider';

/** A store's cart holds at most a few hundred lines; a plan's list is far below this. */
const MAX_LINES = 200;
const MAX_QUANTITY = 999;
const PAIR = /^(dev-[a-z0-9][a-z0-9-]{0,119})_(\d{1,3})$/;

/** A Map: the key is the link's `store` (so "__proto__" or "constructor" is simply unknown). */
const STORE_LABELS = new Map([
  ['walmart', 'Walmart'],
  ['kroger', 'Kroger'],
  ['instacart', 'Instacart'],
  ['target', 'Target'],
]);

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export type ParsedCart =
  { ok: true; lines: { id: string; quantity: number }[] } | { ok: false; message: string };

export function parseCartItems(raw: string | undefined): ParsedCart {
  if (!raw || raw.trim() === '') {
    return { ok: false, message: 'The link has no items: items=id_quantity,... is required.' };
  }
  const pairs = raw.split(',');
  if (pairs.length > MAX_LINES) {
    return { ok: false, message: `A cart link can carry at most ${MAX_LINES} items.` };
  }
  const lines: { id: string; quantity: number }[] = [];
  for (const pair of pairs) {
    const match = PAIR.exec(pair.trim());
    if (!match) {
      return {
        ok: false,
        message: `"${pair.slice(0, 80)}" is not a development store item (dev-id_quantity).`,
      };
    }
    const quantity = Number(match[2]);
    if (quantity < 1 || quantity > MAX_QUANTITY) {
      return { ok: false, message: `Quantities go from 1 to ${MAX_QUANTITY}.` };
    }
    lines.push({ id: match[1]!, quantity });
  }
  return { ok: true, lines };
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f7f7f2;--fg:#1c1c1a;--muted:#5b5b55;--card:#fff;--line:#d9d9cf;--warn-bg:#fff4d6;--warn-fg:#5a3b00;--warn-line:#e0b44c}
@media (prefers-color-scheme:dark){:root{--bg:#151513;--fg:#f1f1ea;--muted:#b8b8ad;--card:#1f1f1c;--line:#3a3a35;--warn-bg:#3a2a05;--warn-fg:#ffe3a3;--warn-line:#8a6a1f}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
main{max-width:44rem;margin:0 auto;padding:1rem}
.banner{border:2px dashed var(--warn-line);background:var(--warn-bg);color:var(--warn-fg);border-radius:1rem;padding:.75rem 1rem;margin:0 0 1rem}
h1{font-size:1.5rem;margin:.25rem 0 1rem;overflow-wrap:anywhere}
ul{list-style:none;margin:0;padding:0;border-top:1px solid var(--line)}
li{display:flex;flex-wrap:wrap;gap:.25rem 1rem;justify-content:space-between;padding:.75rem 0;border-bottom:1px solid var(--line)}
.name{font-weight:600;overflow-wrap:anywhere;min-width:0;flex:1 1 14rem}
.meta{color:var(--muted);font-size:.875rem;overflow-wrap:anywhere}
.total{font-weight:700;text-align:right;margin-top:1rem}
.id{font-family:ui-monospace,monospace;font-size:.8rem;color:var(--muted);overflow-wrap:anywhere}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function banner(storeLabel: string): string {
  return `<p class="banner" role="note" data-testid="dev-store-banner"><strong>Development store.</strong> A local stand-in for ${escapeHtml(storeLabel)} while no store API key is set: these are the reference catalogue's products and U.S. average reference prices, not ${escapeHtml(storeLabel)}'s, and no order is placed.</p>`;
}

export function devStoreRoutes(store: DevStoreProvider) {
  return new Hono().get('/cart', async (c) => {
    const standsInFor = c.req.query('store') ?? 'walmart';
    const storeLabel = STORE_LABELS.get(standsInFor);
    const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
    if (!storeLabel) {
      return c.html(
        page(DEV_STORE_NAME, `${banner('a store')}<h1>Not a cart link</h1><p>Unknown store.</p>`),
        400,
        headers,
      );
    }
    const parsed = parseCartItems(c.req.query('items'));
    if (!parsed.ok) {
      return c.html(
        page(
          DEV_STORE_NAME,
          `${banner(storeLabel)}<h1>Not a cart link</h1><p data-testid="dev-store-error">${escapeHtml(parsed.message)}</p>`,
        ),
        400,
        headers,
      );
    }
    const products = new Map(
      (await store.lookupProducts({ ids: parsed.lines.map((l) => l.id) })).map((p) => [p.id, p]),
    );
    const unknown = parsed.lines.filter((l) => !products.has(l.id));
    if (unknown.length > 0) {
      return c.html(
        page(
          DEV_STORE_NAME,
          `${banner(storeLabel)}<h1>Not a cart link</h1><p data-testid="dev-store-error">The development store has no product ${escapeHtml(unknown[0]!.id)}.</p>`,
        ),
        400,
        headers,
      );
    }
    let totalCents = 0;
    let packages = 0;
    const rows = parsed.lines.map((line) => {
      const product = products.get(line.id)!;
      const lineCents = (product.priceCents ?? 0) * line.quantity;
      totalCents += lineCents;
      packages += line.quantity;
      return `<li data-product-id="${escapeHtml(product.id)}" data-quantity="${line.quantity}"><span class="name">${escapeHtml(product.name)}</span><span>Quantity: ${line.quantity} × ${formatCents(product.priceCents ?? 0)} = ${formatCents(lineCents)}</span><span class="meta">${escapeHtml(product.size.text)} · reference price</span><span class="id">development id ${escapeHtml(product.id)}</span></li>`;
    });
    const count = parsed.lines.length;
    const body = `${banner(storeLabel)}<h1>Your cart at the development store</h1><p>Added ${count === 1 ? '1 item' : `${count} items`} (${packages} ${packages === 1 ? 'package' : 'packages'}) from your meal plan:</p><ul aria-label="Cart items">${rows.join('')}</ul><p class="total" data-testid="dev-store-total">Total: ${formatCents(totalCents)}</p>`;
    return c.html(page(`Cart · ${DEV_STORE_NAME}`, body), 200, headers);
  });
}
