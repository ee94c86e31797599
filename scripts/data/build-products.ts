/**
 * Writes data/products.json, the reference store catalogue, from the curated
 * data/source/products.json. Each sourced price is computed here from the cited USDA ERS
 * row or BLS series in ../shared/data/prices (public domain), converted to the package size,
 * so a reader can recompute every cent. Run after build-foods.ts:
 *
 *   npx tsx scripts/data/build-products.ts
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  COUNT_UNITS,
  foodsFileSchema,
  productsFileSchema,
  type Food,
  type PriceSource,
  type Product,
  type Unit,
} from '../../src/planner/catalogue-schema';
import { toGrams } from '../../src/planner/units';
import {
  currentBlsValue,
  inflationAdjustment,
  newestObservation,
  OLDEST_CURRENT_MONTH,
  priceGroupOf,
  priceSeriesFileSchema,
} from '../../src/planner/price-series';
import { regionPriceLevels, regionPricesConfigSchema } from '../../src/planner/price-levels';
import { readProductSources, sourceDir, type ProductSource } from './source-files';

const root = path.resolve(import.meta.dirname, '../..');
const sharedData = path.resolve(root, '../shared/data');
const GRAMS_PER_LB = 453.592;

/** Splits one CSV line, honouring double quotes (ERS item names contain commas). */
function splitCsv(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

interface ErsRow {
  file: string;
  row: number;
  item: string;
  form: string;
  retailPrice: number;
  retailPriceUnit: string;
  yield: number;
}

function readErs(): ErsRow[] {
  const dir = path.join(sharedData, 'prices/ers');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.csv'))
    .flatMap((f) => {
      const lines = readFileSync(path.join(dir, f), 'utf8').split(/\r?\n/).filter(Boolean);
      // Columns: item, Form, RetailPrice, RetailPriceUnit, Yield, ... (see shared README).
      return lines.slice(1).map((line, i) => {
        const [item = '', form = '', price = '', unit = '', yld = ''] = splitCsv(line);
        return {
          file: `prices/ers/${f}`,
          row: i + 1,
          item,
          form,
          retailPrice: Number(price),
          retailPriceUnit: unit,
          yield: Number(yld),
        };
      });
    });
}

interface BlsValue {
  seriesId: string;
  month: string;
  value: number;
  /** What one `value` buys, per the series definition. */
  per: { size: number; unit: Unit; label: string };
}

/** Series whose price is not per pound (the series id defines the item and unit). */
const BLS_NON_POUND: Record<string, BlsValue['per']> = {
  Eggs: { size: 1, unit: 'dozen', label: 'per dozen (grade A large)' },
  Milk: { size: 1, unit: 'gal', label: 'per gallon' },
  Juice_Orange: { size: 16, unit: 'fl_oz', label: 'per 16 oz' },
  Strawberries: { size: 12, unit: 'oz', label: 'per 12 oz (dry pint)' },
  IceCream: { size: 0.5, unit: 'gal', label: 'per 1/2 gallon' },
  Chips_Potato: { size: 16, unit: 'oz', label: 'per 16 oz' },
};

function readBls(series: string): BlsValue {
  const lines = readFileSync(path.join(sharedData, 'prices/bls', `${series}.csv`), 'utf8')
    .split(/\r?\n/)
    .filter(Boolean);
  // Rows are in time order; the newest value is the last row (README: use the newest value).
  const [seriesId = '', year = '', period = '', value = ''] = splitCsv(lines.at(-1)!);
  return {
    seriesId,
    month: `${year}-${period.replace(/^M/, '')}`,
    value: Number(value),
    per: BLS_NON_POUND[series] ?? { size: 1, unit: 'lb', label: 'per lb' },
  };
}

const foods = foodsFileSchema.parse(
  JSON.parse(readFileSync(path.join(root, 'data/foods.json'), 'utf8')),
).foods;
const foodsById = new Map(foods.map((f) => [f.id, f]));
const ersRows = readErs();
const errors: string[] = [];

function ersRow(item: string, form: string): ErsRow | undefined {
  const rows = ersRows.filter((r) => r.item === item && r.form === form);
  if (rows.length !== 1) errors.push(`ERS "${item}" (${form}): ${rows.length} rows match`);
  return rows[0];
}

const usd = (n: number) => `$${n.toFixed(n < 1 ? 4 : 3)}`;

const priceSeries = priceSeriesFileSchema.parse(
  JSON.parse(readFileSync(path.join(sourceDir, 'price-series.json'), 'utf8')),
);
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The price in dollars of the package today and the source record to cite: a current BLS
 * average where the price series holds one, otherwise the 2022 source (ERS row, BLS month or
 * shelf estimate) moved to the newest month by the narrowest CPI-U index the series hold.
 */
function price(src: ProductSource, food: Food, packageG: number): [number, PriceSource] | null {
  const factor = src.factor ?? 1;
  const isCount = (COUNT_UNITS as readonly string[]).includes(src.unit);
  const group = priceGroupOf(food);
  // A stated reason means the cited item stands in for a different one (red onions priced
  // from all onions), so the price carries the adjustment even at factor 1.
  if (factor !== 1 && !src.why) errors.push(`${src.foodId}: factor ${factor} without a reason`);
  const adjustment = factor !== 1 || src.why ? { adjustment: { factor, why: src.why ?? '' } } : {};
  const basis = src.basis;
  if (basis.kind === 'shelf') {
    const inflation = inflationAdjustment(priceSeries, group, '2022');
    const base = basis.cents / 100;
    return [
      base * inflation.factor * factor,
      {
        kind: 'cpi-adjusted-estimate',
        asOf: inflation.currentPeriod,
        group,
        basis:
          `estimated 2022 US supermarket shelf price for ${src.name}` +
          (basis.note ? ` (${basis.note})` : '') +
          '; no USDA ERS or BLS item covers it',
        basePrice: round4(base),
        inflation,
        ...adjustment,
      },
    ];
  } else if (basis.kind === 'ers') {
    const row = ersRow(basis.item, basis.form);
    if (!row) return null;
    let dollars: number;
    // Count-unit weights in foods.json are edible grams; ERS prices are per pound as
    // purchased, so divide by the ERS yield unless the as-bought weight is given.
    const boughtG = src.grossG ?? (isCount ? packageG / row.yield : packageG);
    if (row.retailPriceUnit === 'per pound') dollars = row.retailPrice * (boughtG / GRAMS_PER_LB);
    else if (row.retailPriceUnit === 'per pint') {
      const cup = food.units.cup;
      if (cup === undefined) {
        errors.push(`${src.foodId}: ERS per-pint price needs grams per cup`);
        return null;
      }
      dollars = row.retailPrice * (boughtG / (2 * cup));
    } else {
      errors.push(`${src.foodId}: unknown ERS unit ${row.retailPriceUnit}`);
      return null;
    }
    // ERS Fruit and Vegetable Prices are 2022 annual averages.
    const inflation = inflationAdjustment(priceSeries, group, '2022');
    return [
      dollars * inflation.factor * factor,
      {
        kind: 'ers',
        asOf: inflation.currentPeriod,
        group,
        file: row.file,
        row: row.row,
        item: row.item,
        form: row.form,
        retailPrice: row.retailPrice,
        retailPriceUnit: row.retailPriceUnit,
        inflation,
        ...adjustment,
      },
    ];
  }
  const b = readBls(basis.series);
  const perG = toGrams(b.per.size, b.per.unit, food);
  if (perG === null) {
    errors.push(`${src.foodId}: BLS ${b.seriesId} unit ${b.per.unit} not convertible`);
    return null;
  }
  const share = (src.grossG ?? packageG) / perG;
  const current = currentBlsValue(priceSeries, b.seriesId);
  if (current) {
    return [
      current.value * share * factor,
      {
        kind: 'bls',
        asOf: current.asOf,
        group,
        seriesId: b.seriesId,
        method: current.method,
        months: current.months,
        values: current.values,
        value: current.value,
        unit: b.per.label,
        source: current.source,
        ...adjustment,
      },
    ];
  }
  // No current month: carry the newest BLS month we have (the price series' own, when newer
  // than the shared flat file's) to today by the CPI-U, as the build does for 2022 sources.
  const recorded = newestObservation(priceSeries, b.seriesId);
  const fromSeries = recorded !== null && recorded.period > b.month ? recorded : null;
  const baseMonth = fromSeries?.period ?? b.month;
  const baseValue = fromSeries?.value ?? b.value;
  const inflation = inflationAdjustment(priceSeries, group, baseMonth);
  const base = baseValue * share;
  return [
    base * inflation.factor * factor,
    {
      kind: 'cpi-adjusted-estimate',
      asOf: inflation.currentPeriod,
      group,
      basis:
        `BLS ${b.seriesId} (${baseMonth}) ${usd(baseValue)} ${b.per.label}, converted to ${src.size} ${src.unit}` +
        `; the price series hold no month of it from ${OLDEST_CURRENT_MONTH} on` +
        (fromSeries ? ` (source: ${fromSeries.source})` : ''),
      basePrice: round4(base),
      ...(fromSeries
        ? { blsBase: { seriesId: b.seriesId, period: fromSeries.period, value: fromSeries.value } }
        : {}),
      inflation,
      ...adjustment,
    },
  ];
}

const products: Product[] = [];
for (const src of readProductSources()) {
  const food = foodsById.get(src.foodId);
  if (!food) {
    errors.push(`product for unknown food ${src.foodId}`);
    continue;
  }
  const packageG = toGrams(src.size, src.unit, food);
  if (packageG === null) {
    errors.push(`${src.foodId}: ${src.size} ${src.unit} does not convert to grams`);
    continue;
  }
  const priced = price(src, food, packageG);
  if (!priced) continue;
  const [dollars, priceSource] = priced;
  const id = [
    src.foodId,
    String(src.size).replace('.', '-'),
    src.unit.replace('_', '-'),
    src.idSuffix,
    src.organic ? 'organic' : undefined,
  ]
    .filter(Boolean)
    .join('-');
  products.push({
    id,
    foodId: src.foodId,
    name: src.name,
    size: src.size,
    unit: src.unit,
    priceCents: Math.max(1, Math.round(dollars * 100)),
    organic: src.organic ?? false,
    priceSource,
    // Never invented: no cited public source gives Walmart or Target ids for these items.
    storeIds: {},
  });
}

const seen = new Set<string>();
for (const product of products) {
  if (seen.has(product.id)) errors.push(`duplicate product id ${product.id}`);
  seen.add(product.id);
}
const withProduct = new Set(products.map((p) => p.foodId));
for (const food of foods) {
  if (!withProduct.has(food.id)) errors.push(`food ${food.id} has no product`);
}

const newest = products.reduce(
  (m, p) => (p.priceSource.kind !== 'estimate' && p.priceSource.asOf > m ? p.priceSource.asOf : m),
  '',
);
const file = {
  priceDate: newest,
  priceNote:
    'Reference prices are U.S. city averages: BLS average prices (newest month, or the mean of ' +
    'the last 3 months for volatile items), USDA ERS Fruit and Vegetable Prices 2022 and ' +
    'estimated 2022 shelf prices moved to today by the CPI-U. Prices at your store will differ.',
  priceLevelFactor: 1,
  regionPriceLevels: regionPriceLevels(
    regionPricesConfigSchema.parse(
      JSON.parse(readFileSync(path.join(sourceDir, 'region-prices.json'), 'utf8')),
    ),
    priceSeries,
  ),
  products,
};
const parsed = productsFileSchema.safeParse(file);
if (!parsed.success) errors.push(parsed.error.message);
if (errors.length > 0) {
  console.error(errors.join('\n'));
  process.exit(1);
}
writeFileSync(path.join(root, 'data/products.json'), `${JSON.stringify(file, null, 2)}\n`);
const kinds = new Map<string, number>();
for (const p of products) kinds.set(p.priceSource.kind, (kinds.get(p.priceSource.kind) ?? 0) + 1);
console.log(
  `wrote ${products.length} products for ${withProduct.size} foods:`,
  Object.fromEntries(kinds),
);
