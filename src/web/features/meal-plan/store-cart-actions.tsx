/**
 * The plan's store buttons (spec section 2, "Buy N items on {host}"; issue 15): only the ones
 * this server has set up appear, as the plan's cart says (`cart.fill`, `cart.instacart`):
 *
 * - a cart link: Walmart's add-to-cart link, Target's, or the development store's local cart;
 * - Kroger: "Add to Kroger cart" fills the person's own Kroger cart through Kroger's API, after
 *   they allow it once on Kroger's own page (the server keeps their consent);
 * - Instacart: "Shop on Instacart" opens a shopping-list page where the person picks a store.
 *
 * Items without a store product are listed with a search link; nothing gets a made-up id.
 */
import { ExternalLink, Search, ShoppingBag, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import type { CartLink, MealPlanDetail } from '../../../shared/meal-plan';
import { Button, buttonClasses } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-client';
import { storeHost, storeName, storeSearchUrl } from '../../lib/plan-format';
import {
  KROGER_CONSENT_NEEDED,
  addToKrogerCart,
  krogerConnectUrl,
  makeInstacartLink,
} from '../../lib/stores-api';

export const KROGER_CART_URL = 'https://www.kroger.com/cart';

function itemCountText(n: number): string {
  return n === 1 ? '1 item' : `${n} items`;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError || error instanceof Error ? error.message : fallback;
}

/** What Kroger's consent page sent the person back with (?kroger=...), said once. */
const KROGER_RETURN: Record<string, { ok: boolean; text: string }> = {
  connected: { ok: true, text: 'Kroger connected. Adding your items to your Kroger cart...' },
  declined: {
    ok: false,
    text: 'You did not allow PantryPilot to add to your Kroger cart, so nothing was added.',
  },
  failed: {
    ok: false,
    text: 'Kroger sign-in did not complete, so nothing was added. Please try again.',
  },
};

export interface StoreCartActionsProps {
  plan: MealPlanDetail;
  cart: CartLink | null;
  /** The list is saving: a cart made now could miss the latest change. */
  saving: boolean;
}

export function StoreCartActions({ plan, cart, saving }: StoreCartActionsProps) {
  const store = plan.store;
  const missing = cart?.missing ?? [];
  const fill = cart?.fill ?? 'link';
  const hasCart =
    (fill === 'link' && !!cart?.url) ||
    (fill === 'kroger' && (cart?.itemCount ?? 0) > 0) ||
    fill === 'instacart';

  return (
    <>
      {fill === 'link' && cart?.url && cart.itemCount > 0 && (
        <CartLinkButton cart={cart} store={store} saving={saving} />
      )}
      {fill === 'kroger' && cart && cart.itemCount > 0 && (
        <KrogerCartButton planId={plan.id} itemCount={cart.itemCount} saving={saving} />
      )}
      {cart?.instacart && (
        <InstacartButton
          planId={plan.id}
          primary={fill === 'instacart'}
          itemCount={fill === 'instacart' ? cart.itemCount : null}
          saving={saving}
        />
      )}
      {missing.length > 0 && <MissingItems store={store} missing={missing} hasCart={hasCart} />}
    </>
  );
}

function CartLinkButton({
  cart,
  store,
  saving,
}: {
  cart: CartLink;
  store: string;
  saving: boolean;
}) {
  const host = cart.host ?? storeHost(store, cart.url);
  return (
    <>
      <a
        href={cart.url ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
        aria-disabled={saving || undefined}
        onClick={(e) => {
          if (saving) e.preventDefault();
        }}
        className={buttonClasses('primary', 'lg', 'w-full py-2 text-center')}
      >
        <ShoppingCart aria-hidden="true" className="size-5 shrink-0" />
        {/* A long store host wraps on a phone instead of running out of the button. */}
        <span className="min-w-0 whitespace-normal">
          Buy {itemCountText(cart.itemCount)} on {host}
        </span>
        <span className="sr-only"> (opens in a new tab)</span>
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      </a>
      {cart.development && (
        <p className="text-xs text-fg-muted" data-testid="dev-store-note">
          Development store: a local stand-in for {storeName(store)} while no store API key is set.
          It lists your items at reference prices; no real order is placed.
        </p>
      )}
    </>
  );
}

function KrogerCartButton({
  planId,
  itemCount,
  saving,
}: {
  planId: string;
  itemCount: number;
  saving: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const returned = useRef(false);

  async function add() {
    setBusy(true);
    setResult(null);
    try {
      const answer = await addToKrogerCart(planId);
      const text = `Added ${itemCountText(answer.added)} to your Kroger cart.`;
      setResult({ ok: true, text });
      toast.success(text, { duration: 3000 });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === KROGER_CONSENT_NEEDED) {
        // Kroger's own page asks the person; it sends them back here with ?kroger=...
        window.location.assign(krogerConnectUrl(planId));
        return;
      }
      const text = messageOf(error, 'Kroger could not be reached. Please try again.');
      setResult({ ok: false, text });
      toast.error(text, { duration: 4000 });
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    const back = new URLSearchParams(location.search).get('kroger');
    if (!back || returned.current) return;
    returned.current = true;
    // Said once: a reload must not add the list again.
    void navigate(location.pathname, { replace: true });
    const known = KROGER_RETURN[back];
    if (!known) return;
    setResult(known);
    if (back === 'connected') void add();
    // add() is stable enough for a one-time return; re-running on its identity would repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  return (
    <div className="space-y-2">
      <Button
        size="lg"
        className="w-full"
        disabled={saving || busy}
        onClick={() => void add()}
        data-testid="kroger-cart"
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        {busy ? 'Adding to Kroger cart...' : `Add ${itemCountText(itemCount)} to Kroger cart`}
      </Button>
      {result && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'text-sm text-fg' : 'text-sm font-medium text-danger'}
        >
          {result.text}{' '}
          {result.ok && (
            <a
              href={KROGER_CART_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-primary underline underline-offset-2"
            >
              Open your Kroger cart<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </p>
      )}
    </div>
  );
}

function InstacartButton({
  planId,
  primary,
  itemCount,
  saving,
}: {
  planId: string;
  primary: boolean;
  itemCount: number | null;
  saving: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setBusy(true);
    setError(null);
    // Opened now, while the click still counts, so no pop-up blocker stops it; it is pointed
    // at Instacart's page once the server has made it, or closed if that fails.
    const tab = window.open('', '_blank');
    try {
      const { url } = await makeInstacartLink(planId);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (e) {
      tab?.close();
      const text = messageOf(e, 'Instacart could not be reached. Please try again.');
      setError(text);
      toast.error(text, { duration: 4000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <Button
        variant={primary ? 'primary' : 'secondary'}
        size={primary ? 'lg' : 'md'}
        className="w-full"
        disabled={saving || busy}
        onClick={() => void open()}
        data-testid="instacart-link"
      >
        <ShoppingBag aria-hidden="true" className="size-5" />
        {busy
          ? 'Making your Instacart list...'
          : itemCount !== null
            ? `Shop ${itemCountText(itemCount)} on Instacart`
            : 'Shop on Instacart'}
        <span className="sr-only"> (opens in a new tab)</span>
        <ExternalLink aria-hidden="true" className="size-4" />
      </Button>
      <p className="text-xs text-fg-muted">
        Instacart shows the list by name; pick a store there and it finds each item at that
        store&apos;s prices.
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function MissingItems({
  store,
  missing,
  hasCart,
}: {
  store: string;
  missing: CartLink['missing'];
  hasCart: boolean;
}) {
  return (
    <div
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
      data-testid="cart-missing"
    >
      {hasCart ? (
        <>
          <p className="font-semibold">
            Not in the cart ({missing.length}): {storeName(store)} has no product id for{' '}
            {missing.length === 1 ? 'this item' : 'these items'} yet.
          </p>
          <p className="mt-1">
            Search for {missing.length === 1 ? 'it' : 'each one'} at {storeName(store)}:
          </p>
          <ul className="mt-2 space-y-1">
            {missing.map((m) => (
              <li key={m.key}>
                <SearchLink store={store} name={m.name} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="font-semibold">No {storeName(store)} cart link yet</p>
          <p className="mt-1">
            {missing.length === 1
              ? `This item has no ${storeName(store)} product id, so it cannot go into a cart.`
              : `None of these ${missing.length} items has a ${storeName(store)} product id yet, so they cannot go into a cart.`}{' '}
            Each item below has a link to search for it at {storeName(store)}.
          </p>
        </>
      )}
    </div>
  );
}

/** A store search for an item without a store product id, never a made-up cart entry. */
export function SearchLink({
  store,
  name,
  short = false,
}: {
  store: string;
  name: string;
  short?: boolean;
}) {
  return (
    <a
      href={storeSearchUrl(store, name)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-start gap-1 font-medium text-primary underline underline-offset-2"
    >
      <Search aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {short ? `Search at ${storeName(store)}` : name}
        <span className="sr-only">
          {short ? ` for ${name}` : ` (search at ${storeName(store)})`} (opens in a new tab)
        </span>
      </span>
    </a>
  );
}
