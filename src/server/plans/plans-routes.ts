/**
 * The plans API under /api (spec sections 3 to 8), every route owner-only except reading one
 * plan (detail, status), which a household member may too (plan-access.ts, issue 17):
 *
 *   POST   /meal-plans                   create from the wizard's form        201 { plan }
 *   GET    /meal-plans                   the person's plans, newest first     { plans }
 *   GET    /meal-plans/active            the newest plan still generating     { plan | null }
 *   GET    /meal-plans/events            SSE: every change of the person's plans
 *   GET    /meal-plans/:id               one plan with its generated plan     { plan }
 *   GET    /meal-plans/:id/status        the polling shape                    MealPlanStatus
 *   GET    /meal-plans/:id/events        SSE: this plan's progress until it ends
 *   GET    /meal-plans/:id/prompts       its ai_prompts, oldest first         { prompts }
 *   PUT    /meal-plans/:id/shopping-list remove / add back items              ShoppingListResponse
 *   POST   /meal-plans/:id/swap          replace one meal (recipeId: a choice)  { plan }
 *   GET    /meal-plans/:id/swap-options  up to three dishes for one meal      { alternatives }
 *   POST   /meal-plans/:id/retry         regenerate a failed plan             202 { plan }
 *   POST   /meal-plans/:id/replan        keep the locked meals, plan the rest 202 { plan }
 *   PUT    /meal-plans/:id/locks         lock or unlock one meal (stored)     { locked }
 *   DELETE /meal-plans/:id/locks         unlock every meal                    { locked }
 *   PATCH  /meal-plans/:id               rename a finished plan               { plan }
 *   DELETE /meal-plans/:id               delete it and its ai_prompts         { id, deleted }
 *   POST   /meal-plans/quote             the cheapest plan for wizard choices { cheapestCents, reason }
 *   GET    /stores                       where each store's prices come from  { stores }
 *
 * Schemas: src/shared/meal-plan.ts.
 */
import { Hono } from 'hono';
import {
  renameMealPlanRequestSchema,
  swapMealRequestSchema,
  swapOptionsQuerySchema,
  type SwapOptionsResponse,
  updateShoppingListRequestSchema,
  type ActiveMealPlanResponse,
  type AiPromptsResponse,
  type MealPlanCreatedResponse,
  type MealPlanDetailResponse,
  type MealPlanStatus,
  type ShoppingListResponse,
  type StoresResponse,
} from '../../shared/meal-plan';
import { planQuoteRequestSchema, type PlanQuoteResponse } from '../../shared/plan-quote';
import {
  mealLockRequestSchema,
  replanRequestSchema,
  type MealLocksResponse,
} from '../../shared/recipe-memory';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import { jsonWithEtag } from '../http/etag';
import { HttpError } from '../http/errors';
import { concurrencyLimit, rateLimit } from '../http/rate-limit';
import { parseJson, parseQuery, readJson } from '../http/validate';
import type { StorePricingRegistry } from '../stores/store-registry';
import type { PlanEventHub } from './plan-events';
import type { QuotePlan } from './plan-quote';
import { personStream, planStream } from './plan-sse';
import type { PlansService } from './plans-service';
import type { SwapMeal, SwapOptions } from './swap-meal';

export interface PlansRoutesDeps {
  auth: Auth;
  service: PlansService;
  hub: PlanEventHub;
  pricing: StorePricingRegistry;
  generationPerMinute: number;
  swapPerMinute: number;
  /** Budget-step quotes per minute per person (each may run the planner on the web process). */
  quotePerMinute: number;
  eventStreamsPerPerson: number;
  /** Swaps one meal of a completed plan. */
  swap: SwapMeal;
  /** The dishes a meal may be swapped for. */
  swapOptions: SwapOptions;
  /** The cheapest plan for the wizard's current choices. */
  quote: QuotePlan;
}

export function plansRoutes(deps: PlansRoutesDeps) {
  const { service, hub } = deps;
  // One window shared by create and retry: both start a generation.
  const generationLimit = rateLimit({ bucket: 'generation', perMinute: deps.generationPerMinute });
  // Swapping runs the planner on the web process.
  const swapLimit = rateLimit({ bucket: 'swap', perMinute: deps.swapPerMinute });
  const quoteLimit = rateLimit({ bucket: 'quote', perMinute: deps.quotePerMinute });
  // Each open stream holds a connection and a subscription.
  const streamLimit = concurrencyLimit({ bucket: 'events', max: deps.eventStreamsPerPerson });
  const noStore = { 'Cache-Control': 'no-store' };

  return (
    new Hono<{ Variables: AppVariables }>()
      .get('/stores', (c) =>
        c.json({
          stores: Object.values(deps.pricing).map((p) => p.status()),
        } satisfies StoresResponse),
      )
      // Also matches /meal-plans itself.
      .use('/meal-plans/*', requireUser(deps.auth, { fromCookieCache: true }))
      .post('/meal-plans', generationLimit, async (c) => {
        const plan = await service.create(c.get('user'), await readJson(c));
        return c.json({ plan } satisfies MealPlanCreatedResponse, 201);
      })
      .post('/meal-plans/quote', quoteLimit, async (c) => {
        const choices = await parseJson(c, planQuoteRequestSchema);
        const quote = await deps.quote(c.get('user'), choices, c.req.raw.signal);
        // The client went away (the person changed a choice): nothing to answer.
        if (!quote) return c.body(null, 204);
        return c.json(quote satisfies PlanQuoteResponse, 200, noStore);
      })
      // Plan reads carry an ETag: a client that holds the current body gets a 304.
      // The body is MealPlanListResponse, built from JSON kept per plan (service.listJson).
      .get('/meal-plans', async (c) => jsonWithEtag(c, await service.listJson(c.get('user'))))
      .get('/meal-plans/active', async (c) =>
        c.json(
          { plan: await service.active(c.get('user')) } satisfies ActiveMealPlanResponse,
          200,
          noStore,
        ),
      )
      .get('/meal-plans/events', streamLimit, (c) => {
        const user = c.get('user');
        return personStream(c, hub, user.id, async () => {
          const active = await service.list(user);
          return Promise.all(
            active.filter((p) => p.status === 'processing').map((p) => service.status(user, p.id)),
          );
        });
      })
      .get('/meal-plans/:id', async (c) => {
        const { body, etag } = await service.detail(c.get('user'), c.req.param('id'));
        return jsonWithEtag(c, body, etag);
      })
      .get('/meal-plans/:id/status', async (c) =>
        c.json(
          (await service.status(c.get('user'), c.req.param('id'))) satisfies MealPlanStatus,
          200,
          noStore,
        ),
      )
      .get('/meal-plans/:id/events', streamLimit, async (c) => {
        const user = c.get('user');
        const row = await service.ownPlan(user, c.req.param('id'));
        // An EventSource reconnecting to a plan that has ended is told to stop (204).
        if (
          c.req.header('last-event-id') &&
          (await service.status(user, row.id)).status !== 'processing'
        ) {
          return c.body(null, 204);
        }
        return planStream(c, hub, row.id, async () => {
          try {
            return await service.status(user, row.id);
          } catch (error) {
            if (error instanceof HttpError && error.status === 404) return null;
            throw error;
          }
        });
      })
      .get('/meal-plans/:id/prompts', async (c) =>
        c.json({
          prompts: await service.prompts(c.get('user'), c.req.param('id')),
        } satisfies AiPromptsResponse),
      )
      .put('/meal-plans/:id/shopping-list', async (c) => {
        const body = await parseJson(c, updateShoppingListRequestSchema);
        const result = await service.updateShoppingList(c.get('user'), c.req.param('id'), body);
        return c.json(result satisfies ShoppingListResponse);
      })
      .post('/meal-plans/:id/swap', swapLimit, async (c) => {
        const user = c.get('user');
        const id = c.req.param('id');
        await service.ownPlan(user, id);
        const { day, meal, recipeId } = await parseJson(c, swapMealRequestSchema);
        return c.json({
          plan: await deps.swap(user, id, day, meal, recipeId),
        } satisfies MealPlanDetailResponse);
      })
      .get('/meal-plans/:id/swap-options', swapLimit, async (c) => {
        const user = c.get('user');
        const id = c.req.param('id');
        await service.ownPlan(user, id);
        const { day, meal } = parseQuery(c, swapOptionsQuerySchema);
        return c.json({
          alternatives: await deps.swapOptions(user, id, day, meal),
        } satisfies SwapOptionsResponse);
      })
      .post('/meal-plans/:id/retry', generationLimit, async (c) => {
        const plan = await service.retry(c.get('user'), c.req.param('id'));
        return c.json({ plan } satisfies MealPlanCreatedResponse, 202);
      })
      .post('/meal-plans/:id/replan', generationLimit, async (c) => {
        const user = c.get('user');
        const id = c.req.param('id');
        await service.ownPlan(user, id);
        const { locked } = await parseJson(c, replanRequestSchema);
        const plan = await service.replan(user, id, locked);
        return c.json({ plan } satisfies MealPlanCreatedResponse, 202);
      })
      .put('/meal-plans/:id/locks', async (c) => {
        const user = c.get('user');
        const id = c.req.param('id');
        await service.ownPlan(user, id);
        const change = await parseJson(c, mealLockRequestSchema);
        const locked = await service.setMealLock(user, id, change);
        return c.json({ locked } satisfies MealLocksResponse);
      })
      .delete('/meal-plans/:id/locks', async (c) => {
        const locked = await service.clearMealLocks(c.get('user'), c.req.param('id'));
        return c.json({ locked } satisfies MealLocksResponse);
      })
      .patch('/meal-plans/:id', async (c) => {
        const user = c.get('user');
        const id = c.req.param('id');
        await service.ownPlan(user, id);
        const { name } = await parseJson(c, renameMealPlanRequestSchema);
        const plan = await service.rename(user, id, name);
        return c.json({ plan } satisfies MealPlanCreatedResponse);
      })
      .delete('/meal-plans/:id', async (c) => {
        const id = c.req.param('id');
        await service.delete(c.get('user'), id);
        return c.json({ id, deleted: true as const });
      })
  );
}
