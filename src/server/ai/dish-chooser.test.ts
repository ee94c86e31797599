import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { chooseDishes, type DishCandidate, type DishChoiceRequest } from './dish-chooser';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

type Reply =
  { text: string; finish?: 'stop' | 'content-filter' } | { hang: true } | { fail: string };

/** A mock model answering each call with the next reply. */
function scripted(replies: Reply[]) {
  let call = 0;
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => {
      const reply = replies[Math.min(call++, replies.length - 1)]!;
      if ('hang' in reply) {
        return new Promise((_, reject) => {
          options.abortSignal?.addEventListener('abort', () => reject(options.abortSignal!.reason));
        });
      }
      if ('fail' in reply) throw new Error(reply.fail);
      const finish = reply.finish ?? 'stop';
      return {
        content: [{ type: 'text', text: reply.text }],
        finishReason: { unified: finish, raw: finish },
        usage,
        warnings: [],
      };
    },
  });
  return { model, calls: () => call };
}

const candidates: DishCandidate[] = [
  {
    id: 'oats-1',
    meal: 'breakfast',
    title: 'Oats',
    cuisine: 'american',
    dishType: 'oatmeal',
    costPerServingCents: 80,
  },
  {
    id: 'eggs-2',
    meal: 'breakfast',
    title: 'Eggs',
    cuisine: 'french',
    dishType: 'eggs',
    costPerServingCents: 120,
  },
  {
    id: 'soup-3',
    meal: 'lunch',
    title: 'Soup',
    cuisine: 'thai',
    dishType: 'soup',
    costPerServingCents: 150,
  },
];
const request: DishChoiceRequest = {
  meals: ['breakfast', 'lunch'],
  days: 3,
  servings: 2,
  cuisines: ['thai'],
  dishTypes: { breakfast: ['eggs'], lunch: [], dinner: [] },
  diets: ['vegetarian'],
  budgetPreference: 'balanced',
  perMeal: 2,
  candidates,
};
const builtIn = () => ['oats-1', 'soup-3'];
const options = { timeoutMs: 100 };

describe('chooseDishes: the LLM proposes, code checks', () => {
  it('without a model, the built-in choice is the answer', async () => {
    const choice = await chooseDishes(null, request, builtIn, options);
    expect(choice).toMatchObject({
      source: 'built-in',
      recipeIds: ['oats-1', 'soup-3'],
      attempts: [],
    });
  });

  it("takes the model's ids when they are JSON of the schema and all offered", async () => {
    const { model, calls } = scripted([{ text: '{"recipeIds":["eggs-2","soup-3","eggs-2"]}' }]);
    const choice = await chooseDishes(model, request, builtIn, options);
    expect(choice.source).toBe('llm');
    expect(choice.recipeIds).toEqual(['eggs-2', 'soup-3']);
    expect(choice.attempts.map((a) => a.outcome)).toEqual(['ok']);
    expect(calls()).toBe(1);
    // The prompt offers exactly the candidates, with the person's tastes.
    expect(choice.prompt).toContain('oats-1 | breakfast | Oats');
    expect(choice.prompt).toContain('Preferred cuisines: thai.');
    const sent = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(sent).toContain('never invent ids');
  });

  it.each<[string, Reply, string]>([
    ['invalid JSON', { text: 'Sure! Here are some dishes: oats and soup' }, 'invalid-json'],
    ['JSON that is not the schema', { text: '{"dishes":["oats-1"]}' }, 'invalid-json'],
    ['ids not in the catalogue', { text: '{"recipeIds":["oats-1","pizza-999"]}' }, 'unknown-ids'],
    ['a time-out', { hang: true }, 'timeout'],
    ['a refusal', { text: "I'm sorry, I can't help with meal planning." }, 'refusal'],
    ['a content-filter stop', { text: '', finish: 'content-filter' }, 'refusal'],
    ['an API error', { fail: 'HTTP 503 from the endpoint' }, 'error'],
  ])('%s is retried once, then falls back to the built-in choice', async (_, reply, outcome) => {
    const { model, calls } = scripted([reply, reply]);
    const choice = await chooseDishes(model, request, builtIn, options);
    expect(calls()).toBe(2);
    expect(choice.source).toBe('fallback');
    expect(choice.recipeIds).toEqual(['oats-1', 'soup-3']);
    expect(choice.attempts.map((a) => a.outcome)).toEqual([outcome, outcome]);
    // The second attempt tells the model what was wrong.
    expect(JSON.stringify(model.doGenerateCalls[1]!.prompt)).toContain(
      'Your previous answer could not be used',
    );
  });

  it.each<[string, Reply, string]>([
    ['invalid JSON', { text: 'not json' }, 'invalid-json'],
    ['ids not in the catalogue', { text: '{"recipeIds":["made-up"]}' }, 'unknown-ids'],
    ['a time-out', { hang: true }, 'timeout'],
    ['a refusal', { text: 'I cannot do that.' }, 'refusal'],
  ])('after %s, a good second answer is used', async (_, first, outcome) => {
    const { model } = scripted([first, { text: '{"recipeIds":["oats-1"]}' }]);
    const choice = await chooseDishes(model, request, builtIn, options);
    expect(choice.source).toBe('llm');
    expect(choice.recipeIds).toEqual(['oats-1']);
    expect(choice.attempts.map((a) => a.outcome)).toEqual([outcome, 'ok']);
  });
});
