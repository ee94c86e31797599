/**
 * The reference catalogue of this process: built once from data/ and reused for every plan,
 * and mirrored into PostgreSQL (by content hash) so it can be queried by index.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlannerCatalogue } from '../../planner/catalogue';
import type { Database } from '../db/client';
import { DEFAULT_DATA_DIR, loadReferenceCatalogue } from './load-reference-catalogue';
import { contentHash, syncCatalogueTables, type SyncResult } from './sync-catalogue-tables';

let cached: { dataDir: string; catalogue: PlannerCatalogue } | undefined;

export function getReferenceCatalogue(dataDir = DEFAULT_DATA_DIR): PlannerCatalogue {
  if (!cached || cached.dataDir !== dataDir) {
    cached = { dataDir, catalogue: loadReferenceCatalogue(dataDir) };
  }
  return cached.catalogue;
}

/** A hash of every data file the catalogue is built from. */
export function referenceDataHash(dataDir = DEFAULT_DATA_DIR): string {
  const recipeDir = path.join(dataDir, 'recipes');
  const files = [
    'foods.json',
    'products.json',
    'pantry-catalogue.json',
    ...readdirSync(recipeDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => path.join('recipes', f)),
  ];
  return contentHash(files.flatMap((f) => [f, readFileSync(path.join(dataDir, f), 'utf8')]));
}

export async function syncReferenceCatalogue(
  db: Database,
  dataDir = DEFAULT_DATA_DIR,
): Promise<SyncResult> {
  return syncCatalogueTables(db, getReferenceCatalogue(dataDir), referenceDataHash(dataDir));
}
