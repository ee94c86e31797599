/**
 * npm run data:labels: lists recipes whose dish type looks stretched (src/planner/label-review.ts),
 * with the reason, and says which of them were reviewed and kept (and why). Issue 27.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { foodsFileSchema, recipesFileSchema } from '../src/planner/catalogue-schema';
import { suspiciousLabel } from '../src/planner/label-review';
import { REVIEWED_LABELS } from '../src/planner/reviewed-labels';

const dataDir = path.resolve(import.meta.dirname, '../data');
const foods = foodsFileSchema.parse(
  JSON.parse(readFileSync(path.join(dataDir, 'foods.json'), 'utf8')),
).foods;
const foodsById = new Map(foods.map((f) => [f.id, f]));
let open = 0;
for (const file of readdirSync(path.join(dataDir, 'recipes')).sort()) {
  const { recipes } = recipesFileSchema.parse(
    JSON.parse(readFileSync(path.join(dataDir, 'recipes', file), 'utf8')),
  );
  for (const r of recipes) {
    const why = suspiciousLabel(r, foodsById);
    if (!why) continue;
    const kept = REVIEWED_LABELS.get(r.id);
    if (!kept) open += 1;
    console.log(
      `${kept ? 'kept ' : 'CHECK'} ${r.cuisine} ${r.meal} ${r.dishType}: ${r.id} "${r.title}": ${why}${kept ? ` -- ${kept}` : ''}`,
    );
  }
}
console.log(`\n${open} to check`);
process.exitCode = open > 0 ? 1 : 0;
