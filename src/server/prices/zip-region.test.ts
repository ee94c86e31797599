import { describe, expect, it } from 'vitest';
import { regionOfZip } from './zip-region';

describe('ZIP code to Census region', () => {
  it.each([
    ['10001', 'northeast'], // New York, NY
    ['02139', 'northeast'], // Cambridge, MA
    ['60601', 'midwest'], // Chicago, IL
    ['55401', 'midwest'], // Minneapolis, MN
    ['73301', 'south'], // Austin, TX (733 inside Oklahoma's range)
    ['20500', 'south'], // Washington, DC
    ['30301', 'south'], // Atlanta, GA
    ['94103', 'west'], // San Francisco, CA
    ['98101', 'west'], // Seattle, WA
    ['88510', 'south'], // El Paso, TX (885 inside New Mexico's range)
    ['87501', 'west'], // Santa Fe, NM
    ['99501', 'west'], // Anchorage, AK
    ['94103-1234', 'west'],
  ])('%s is in the %s', (zip, region) => {
    expect(regionOfZip(zip)).toBe(region);
  });

  it.each([null, '', '1234', 'abcde', '00901', '09012', '96201'])(
    'has no region for %s (not a ZIP, a territory or military mail)',
    (zip) => {
      expect(regionOfZip(zip)).toBeNull();
    },
  );
});
