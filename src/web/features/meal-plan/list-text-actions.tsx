import { Check, Copy, Share2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { ShoppingItem } from '../../../shared/generated-plan';
import { shoppingListText } from '../../../shared/shopping-list-text';
import type { LivePrices } from '../../../shared/store-choice';
import { Button } from '../../components/ui/button';
import { storeName } from '../../lib/plan-format';
import { canShareText, copyText, shareText } from './list-text-share';

const ERROR_TOAST = { duration: 4000 } as const;

export interface ListTextActionsProps {
  planId: string;
  planName: string;
  store: string;
  items: Readonly<Record<string, ShoppingItem>>;
  inBasket: Readonly<Record<string, boolean>>;
  priceNote: string | undefined;
  livePrices: LivePrices | undefined;
}

/**
 * "Copy" and "Share" the list as text (issue 29). The text is written here from the list as
 * this device shows it, ticks made offline included, the same way as the server's
 * shopping-list.txt: removed items left out, what is in the basket ticked "[x]". Written on
 * the click itself, since a browser shares only within the click.
 */
export function ListTextActions(props: ListTextActionsProps) {
  const [copied, setCopied] = useState(false);
  const text = () =>
    shoppingListText({
      planName: props.planName,
      storeName: storeName(props.store),
      items: props.items,
      livePrices: props.livePrices,
      priceNote: props.priceNote,
      link: `${window.location.origin}/meal-plan/${encodeURIComponent(props.planId)}`,
      ticks: new Map(
        Object.entries(props.items).map(([key, item]) => [
          key,
          { active: item.active !== 0, inBasket: props.inBasket[key] ?? false },
        ]),
      ),
    });
  const title = `${props.planName}: Shopping List`;
  const shareable =
    typeof navigator !== 'undefined' && canShareText(navigator, { title, text: title });
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          void copyText(navigator, text()).then((outcome) => {
            if (outcome === 'copied') {
              setCopied(true);
              toast.success('Shopping list copied', { duration: 3000 });
            } else toast.error('Copy failed: use "List as text" instead', ERROR_TOAST);
          });
        }}
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copied ? 'Copied' : 'Copy list'}
      </Button>
      {shareable && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            void shareText(navigator, { title, text: text() }).then((outcome) => {
              if (outcome === 'failed')
                toast.error('Sharing failed: copy the list instead', ERROR_TOAST);
            });
          }}
        >
          <Share2 aria-hidden="true" className="size-4" />
          Share list
        </Button>
      )}
    </>
  );
}
