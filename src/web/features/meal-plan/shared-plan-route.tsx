import { CircleCheck, Circle, Eye } from 'lucide-react';
import { useParams } from 'react-router';
import { formatCents, itemLineCents } from '../../../shared/generated-plan';
import type { PublicPlan } from '../../../shared/plan-sharing';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { formatDuration, mealsSummary, storeName } from '../../lib/plan-format';
import { usePublicPlan } from '../../lib/plan-sharing-api';
import { ItemPicture } from './category-illustration';
import { DayMeals } from './day-meals';
import { aisleGroups } from './in-store-list';
import { PlanSectionPanel, PlanSectionTabs, usePlanSections } from './plan-sections';
import { PriceNote } from './shopping-list-panel';
import { ShareLinkMissing } from './share-link-missing';

/**
 * /shared/:token, a read-only link (issue 17): the plan's meals and its list with what is in
 * the basket, for anyone who has the link, account or not. Nothing can be changed here; the
 * list refreshes on its own, so ticks made in the store show up.
 */
export function SharedPlanRoute() {
  const { token = '' } = useParams();
  const query = usePublicPlan(token);
  usePageMeta({
    title: query.data?.name ?? 'Shared meal plan',
    description: 'A meal plan and its shopping list, shared read-only.',
    noindex: true,
  });
  const error = query.error;
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
    return <ShareLinkMissing message={error.message} />;
  }
  if (!query.data) {
    return (
      <div className="flex flex-1 items-center justify-center py-20">
        {error ? (
          <p className="text-fg-muted">Failed to load the shared plan. Please try again.</p>
        ) : (
          <Spinner label="Loading the shared plan" />
        )}
      </div>
    );
  }
  return <SharedPlanView plan={query.data} />;
}

function SharedPlanView({ plan }: { plan: PublicPlan }) {
  const generated = plan.generatedPlan;
  const items = generated.shopping_list.items;
  const groups = aisleGroups(items, plan.inBasket);
  const active = groups.reduce((n, g) => n + g.entries.length, 0);
  const ticked = groups.reduce(
    (n, g) => n + g.entries.filter(([key]) => plan.inBasket[key]).length,
    0,
  );
  const removed = Object.values(items).filter((i) => i.active === 0).length;
  const sections = usePlanSections();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6 sm:py-8 lg:py-10">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-xs font-bold text-on-primary-soft">
        <Eye aria-hidden="true" className="size-3.5" />
        Read-only: shared by link
      </p>
      <h1 className="mt-3 text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">
        {plan.name}
      </h1>
      <p className="mt-2 text-fg-muted">
        {formatDuration(plan.duration)} · {mealsSummary(plan.meals)} · {plan.servingsPerMeal}{' '}
        {plan.servingsPerMeal === 1 ? 'serving' : 'servings'} · {storeName(plan.store)}
      </p>
      {/* Meals first on a phone (issue 29), the list one tap away. */}
      <PlanSectionTabs
        sections={sections}
        tabs={[
          { id: 'meals', label: 'Meals' },
          { id: 'list', label: 'Shopping list' },
        ]}
      />
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <PlanSectionPanel sections={sections} id="meals" className="order-2 min-w-0 lg:order-1">
          <DayMeals plan={generated} days={plan.duration} title={plan.name} />
        </PlanSectionPanel>
        <PlanSectionPanel sections={sections} id="list" className="order-1 min-w-0 lg:order-2">
          <section
            aria-labelledby="shared-list-title"
            className="min-w-0 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-6"
            data-testid="shared-list"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id="shared-list-title" className="text-xl font-bold tracking-tight">
                Shopping List
              </h2>
              <p className="text-sm font-semibold" data-testid="shared-total">
                Total: {formatCents(plan.totalCents)} ({active} {active === 1 ? 'item' : 'items'})
              </p>
            </div>
            <PriceNote note={generated.priceNote} items={items} />
            <p className="mt-2 text-sm text-fg-muted" data-testid="shared-basket-count">
              In the basket: {ticked} of {active}
              {removed > 0 && ` · ${removed} removed from the list`}
            </p>
            {groups.map((group) => (
              <div key={group.category} className="mt-4">
                <h3 className="text-xs font-bold tracking-wide text-fg-muted uppercase">
                  {group.label}
                </h3>
                <ul className="mt-1 divide-y divide-line">
                  {group.entries.map(([key, item]) => {
                    const inBasket = plan.inBasket[key] ?? false;
                    return (
                      <li key={key} className="flex items-center gap-3 py-2" data-item-key={key}>
                        {inBasket ? (
                          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-herb" />
                        ) : (
                          <Circle aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
                        )}
                        <ItemPicture
                          imageUrl={item.imageUrl}
                          category={item.category}
                          className="size-10"
                        />
                        <div className="min-w-0 flex-1">
                          <p
                            className={
                              inBasket
                                ? 'font-semibold text-fg-muted line-through decoration-1'
                                : 'font-semibold'
                            }
                          >
                            {item.name}
                            {inBasket && <span className="sr-only"> (in the basket)</span>}
                          </p>
                          <p className="text-xs text-fg-muted">Quantity: {item.quantity_to_buy}</p>
                        </div>
                        <p className="shrink-0 text-sm font-semibold tabular-nums">
                          {formatCents(itemLineCents(item))}
                        </p>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </section>
        </PlanSectionPanel>
      </div>
    </div>
  );
}
