/**
 * Builds the labelled corpus of bench:import from the shared based.cooking recipes (public
 * domain): each recipe rendered as a page six ways, as sites publish them: messy JSON-LD,
 * microdata, no structured data at all, and the cards of WP Recipe Maker, Tasty Recipes and
 * Mediavine Create (card markup only, no JSON-LD). labels.json holds what a person reads on
 * the page: title, servings, the ingredient lines, and a hand calculation of kcal per serving
 * (hand-kcal.json, worked out by hand from USDA values, not by the pipeline).
 *
 *   npx tsx bench/import-corpus/build-corpus.ts [path to based-cooking/recipes]
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = process.argv[2] ?? '/work/shared/data/based-cooking/recipes';
const OUT = path.resolve(import.meta.dirname, 'pages');

export const CORPUS_RECIPES = [
  'aglio-e-olio',
  'banana-pancakes',
  'carbonara',
  'cheesy-pasta-bake',
  'ginger-garlic-broccoli',
  'granola',
  'ham-and-lentil-soup',
  'honey-garlic-chicken',
  'french-toast',
  'mexican-meat-loaf',
  'naan-bread',
  'egyptian-lentils',
  'breakfast-wrap',
  'lentejas',
  'chicken-satay',
  'mushroom-risotto',
];

interface Source {
  slug: string;
  title: string;
  servingsText: string;
  servings: number;
  prep: number | null;
  cook: number | null;
  tags: string[];
  lines: string[];
  steps: string[];
}

function readSource(slug: string): Source {
  const md = readFileSync(path.join(SOURCE, `${slug}.md`), 'utf8');
  const title = /^title:\s*"?(.*?)"?\s*$/m.exec(md)![1]!.trim();
  const tags = (/^tags:\s*\[(.*)\]/m.exec(md)?.[1] ?? '')
    .split(',')
    .map((t) => t.replace(/['"\s]/g, ''))
    .filter(Boolean);
  const servingsText = /Servings:\s*([^\n]+)/.exec(md)![1]!.trim();
  const minutes = (label: string) => {
    const m = new RegExp(
      `${label} time:\\s*(\\d+)(?:-\\d+)?\\s*(min|minutes|hr|hour|hours)`,
      'i',
    ).exec(md);
    if (!m) return null;
    return /h/i.test(m[2]!) ? Number(m[1]) * 60 : Number(m[1]);
  };
  const section = (heading: RegExp) => {
    const lines = md.split('\n');
    const start = lines.findIndex((l) => heading.test(l));
    const out: string[] = [];
    for (const l of lines.slice(start + 1)) {
      if (/^## /.test(l)) break;
      const m = /^(?:-|\d+\.)\s+(.*)$/.exec(l.trim());
      if (m) out.push(m[1]!.trim());
    }
    return out;
  };
  return {
    slug,
    title,
    servingsText,
    servings: Number(/\d+/.exec(servingsText)![0]),
    prep: minutes('Prep'),
    cook: minutes('Cook'),
    tags,
    lines: section(/^## Ingredients/),
    steps: section(/^## (Directions|Instructions|Method|Steps)/),
  };
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const iso = (m: number | null) =>
  m === null ? undefined : `PT${Math.floor(m / 60) ? `${Math.floor(m / 60)}H` : ''}${m % 60}M`;
const shell = (title: string, head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} - A Food Blog</title>${head}</head>` +
  `<body><nav><a href="/">Home</a> <a href="/recipes">Recipes</a> <a href="/about">About</a></nav>` +
  `<main>${body}</main><aside><h3>Popular</h3><ul><li>10 best cookies</li><li>Weeknight dinners</li></ul></aside>` +
  `<footer><p>© A Food Blog. Jump to recipe · Print</p></footer></body></html>`;
const story = (s: Source) =>
  `<article><h1>${esc(s.title)}</h1><p>My family has loved this ${esc(s.title.toLowerCase())} for years. ` +
  `It is quick, cheap and good. Scroll down for the recipe card.</p>`;

function jsonLd(s: Source): string {
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', name: 'A Food Blog' },
      { '@type': 'WebPage', name: s.title },
      {
        '@type': ['Recipe'],
        // Entities inside strings, as many plugins write them.
        name: s.title.replace(/&/g, '&amp;'),
        author: { '@type': 'Person', name: 'based.cooking' },
        image: [{ '@type': 'ImageObject', url: `https://example.com/${s.slug}.jpg`, width: 1200 }],
        recipeYield: [String(s.servings), s.servingsText],
        prepTime: iso(s.prep),
        cookTime: iso(s.cook),
        recipeCategory: s.tags.slice(0, 1),
        keywords: s.tags.join(', '),
        recipeIngredient: s.lines.map((l) => l.replace(/&/g, '&amp;')),
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'Method',
            itemListElement: s.steps.map((t) => ({
              '@type': 'HowToStep',
              text: `<p>${esc(t)}</p>`,
            })),
          },
        ],
      },
    ],
  };
  return shell(
    s.title,
    `<script type="application/ld+json">${JSON.stringify(data)}</script>`,
    `${story(s)}<h2>Ingredients</h2><ul>${s.lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul></article>`,
  );
}

function microdata(s: Source): string {
  return shell(
    s.title,
    '',
    `<article itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">${esc(s.title)}</h1>` +
      `<p itemprop="description">A recipe from based.cooking.</p>` +
      `<p>Serves <span itemprop="recipeYield">${esc(s.servingsText)}</span></p>` +
      (s.prep !== null ? `<meta itemprop="prepTime" content="${iso(s.prep)}">` : '') +
      (s.cook !== null ? `<meta itemprop="cookTime" content="${iso(s.cook)}">` : '') +
      `<h2>Ingredients</h2><ul>${s.lines.map((l) => `<li itemprop="recipeIngredient">${esc(l)}</li>`).join('')}</ul>` +
      `<h2>Directions</h2><ol itemprop="recipeInstructions">${s.steps.map((t) => `<li>${esc(t)}</li>`).join('')}</ol></article>`,
  );
}

function plain(s: Source): string {
  return shell(
    s.title,
    '',
    `${story(s)}<ul><li>Prep time: ${s.prep ?? '?'} min</li><li>Cook time: ${s.cook ?? '?'} min</li><li>Servings: ${esc(s.servingsText)}</li></ul>` +
      `<h2>Ingredients</h2><ul>${s.lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>` +
      `<h2>Directions</h2><ol>${s.steps.map((t) => `<li>${esc(t)}</li>`).join('')}</ol><h2>Notes</h2><p>Enjoy!</p></article>`,
  );
}

function wprm(s: Source): string {
  const half = Math.ceil(s.lines.length / 2);
  const group = (name: string, lines: string[]) =>
    `<div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name">${esc(name)}</h4>` +
    `<ul class="wprm-recipe-ingredients">${lines
      .map(
        (l) =>
          `<li class="wprm-recipe-ingredient"><span class="wprm-checkbox-container">▢</span> <span class="wprm-recipe-ingredient-name">${esc(l)}</span></li>`,
      )
      .join('')}</ul></div>`;
  return shell(
    s.title,
    '',
    `${story(s)}</article><div id="wprm-recipe-container-1" class="wprm-recipe-container"><div class="wprm-recipe">` +
      `<h2 class="wprm-recipe-name wprm-block-text-bold">${esc(s.title)}</h2>` +
      `<div class="wprm-recipe-times-container"><div class="wprm-recipe-prep_time-container">Prep Time ${s.prep ?? 0} mins</div>` +
      `<div class="wprm-recipe-cook_time-container">Cook Time ${s.cook ?? 0} mins</div></div>` +
      `<div class="wprm-recipe-servings-container">Servings <span class="wprm-recipe-servings">${s.servings}</span> servings</div>` +
      `<div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header">Ingredients</h3>` +
      group('Main', s.lines.slice(0, half)) +
      group('To finish', s.lines.slice(half)) +
      `</div><div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">Instructions</h3><ul>` +
      s.steps
        .map(
          (t) =>
            `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${esc(t)}</div></li>`,
        )
        .join('') +
      `</ul></div></div></div>`,
  );
}

function tasty(s: Source): string {
  return shell(
    s.title,
    '',
    `${story(s)}</article><div class="tasty-recipes tasty-recipes-display"><h2 class="tasty-recipes-title">${esc(s.title)}</h2>` +
      `<ul class="tasty-recipes-details"><li class="prep-time">Prep Time: <span class="tasty-recipes-prep-time">${s.prep ?? 0} minutes</span></li>` +
      `<li class="cook-time">Cook Time: <span class="tasty-recipes-cook-time">${s.cook ?? 0} minutes</span></li>` +
      `<li class="yield">Yield: <span class="tasty-recipes-yield">${esc(s.servingsText)}</span></li></ul>` +
      `<div class="tasty-recipes-ingredients"><h3>Ingredients</h3><div class="tasty-recipes-ingredients-body"><ul>` +
      s.lines.map((l) => `<li data-tr-ingredient-checkbox="">${esc(l)}</li>`).join('') +
      `</ul></div></div><div class="tasty-recipes-instructions"><h3>Instructions</h3><ol>` +
      s.steps.map((t) => `<li>${esc(t)}</li>`).join('') +
      `</ol></div></div>`,
  );
}

function mvCreate(s: Source): string {
  return shell(
    s.title,
    '',
    `${story(s)}</article><div class="mv-create-card mv-create-card-style-card"><h2 class="mv-create-title mv-create-title-primary">${esc(s.title)}</h2>` +
      `<div class="mv-create-times"><div class="mv-create-time mv-create-time-prep">Prep Time <span class="mv-create-time-format">${s.prep ?? 0} minutes</span></div>` +
      `<div class="mv-create-time mv-create-time-active">Cook Time <span class="mv-create-time-format">${s.cook ?? 0} minutes</span></div></div>` +
      `<div class="mv-create-yield">Yield: ${s.servings}</div>` +
      `<div class="mv-create-ingredients"><h3 class="mv-create-ingredients-title">Ingredients</h3><ul>` +
      s.lines.map((l) => `<li>${esc(l)}</li>`).join('') +
      `</ul></div><div class="mv-create-instructions"><h3>Instructions</h3><ol>` +
      s.steps.map((t) => `<li>${esc(t)}</li>`).join('') +
      `</ol></div></div>`,
  );
}

const FORMATS = { jsonld: jsonLd, microdata, plain, wprm, tasty, mvcreate: mvCreate } as const;

function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const labels: unknown[] = [];
  for (const slug of CORPUS_RECIPES) {
    const s = readSource(slug);
    for (const [format, render] of Object.entries(FORMATS)) {
      const file = `${slug}.${format}.html`;
      writeFileSync(path.join(OUT, file), render(s));
      labels.push({
        file,
        recipe: slug,
        format,
        title: s.title,
        servings: s.servings,
        lines: s.lines,
      });
    }
  }
  writeFileSync(
    path.join(import.meta.dirname, 'labels.json'),
    JSON.stringify({ pages: labels }, null, 1) + '\n',
  );
  console.log(`${labels.length} pages written to ${path.relative(process.cwd(), OUT)}`);
}

main();
