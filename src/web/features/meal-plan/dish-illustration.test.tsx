import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DISH_TYPES } from '../../../shared/options';
import { DishIllustration, hasDishIllustration } from './dish-illustration';

describe('dish illustrations', () => {
  it('draws every dish type, so every recipe without a photo has a picture that fits it', () => {
    expect(DISH_TYPES.filter((d) => !hasDishIllustration(d))).toEqual([]);
  });

  it('says it is an illustration, to eyes and to screen readers', () => {
    const html = renderToStaticMarkup(<DishIllustration dishType="stirfry" />);
    expect(html).toContain('aria-label="Illustration of a stir-fry"');
    expect(html).toContain('>Illustration</figcaption>');
  });
});
