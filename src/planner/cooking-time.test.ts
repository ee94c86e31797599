import { describe, expect, it } from 'vitest';
import { advancePrepOf, cookingTimeOf, mealMinuteLimit, MEAL_MINUTE_LIMITS } from './cooking-time';

describe('cooking-time limits', () => {
  it('are 30/45/60 minutes by default and for anything but the three choices', () => {
    expect(MEAL_MINUTE_LIMITS['30-60']).toEqual({ breakfast: 30, lunch: 45, dinner: 60 });
    for (const v of [undefined, null, '', 'medium', 45]) expect(cookingTimeOf(v)).toBe('30-60');
    expect(mealMinuteLimit('whenever', 'dinner')).toBe(60);
  });

  it('are tighter under 30 minutes and looser over 60', () => {
    expect(mealMinuteLimit('under-30', 'breakfast')).toBe(20);
    expect(mealMinuteLimit('under-30', 'dinner')).toBe(30);
    expect(mealMinuteLimit('over-60', 'dinner')).toBe(120);
  });
});

describe('advance preparation', () => {
  const steps = (...instructions: string[]) => ({ instructions });

  it('finds a rise, a soak and a marinade of half an hour or more', () => {
    expect(
      advancePrepOf(steps('Cover and leave the dough to rise for 1 hour until doubled.', 'Bake.')),
    ).toBe('rise');
    expect(
      advancePrepOf(
        steps('Rinse the rice and soak it in water for at least 1 hour (or overnight).', 'Cook.'),
      ),
    ).toBe('soak');
    expect(advancePrepOf(steps('Coat the beef and marinate for 30 minutes.', 'Grill.'))).toBe(
      'marinade',
    );
  });

  it('ignores short waits and words that are not a wait', () => {
    expect(advancePrepOf(steps('Soak the oats in the milk for 5 minutes.', 'Blend.'))).toBeNull();
    expect(advancePrepOf(steps('Marinate the chops for 10 minutes.', 'Fry.'))).toBeNull();
    expect(
      advancePrepOf(steps('Chill for 30 minutes so the couscous soaks up the juices.', 'Serve.')),
    ).toBeNull();
  });
});
