import { describe, expect, it } from 'vitest';
import { formatTimerLeft, stepTimers } from './step-timers';

describe('timers from a step (issue 29, cook mode)', () => {
  it('finds the times a step names, a range timed to its upper end', () => {
    expect(stepTimers('Cover and simmer 10 minutes, stirring.')).toEqual([
      { label: '10 minutes', seconds: 600 },
    ]);
    expect(stepTimers('Bake 25 to 30 minutes, until golden.')).toEqual([
      { label: '25 to 30 minutes', seconds: 1800 },
    ]);
    expect(stepTimers('Rest 1 hour, then grill 3-4 mins a side.')).toEqual([
      { label: '1 hour', seconds: 3600 },
      { label: '3-4 mins', seconds: 240 },
    ]);
    expect(stepTimers('Let it stand for a minute.')).toEqual([{ label: 'a minute', seconds: 60 }]);
    expect(stepTimers('Season with salt and serve.')).toEqual([]);
  });

  it('shows what is left as a clock', () => {
    expect(formatTimerLeft(545)).toBe('9:05');
    expect(formatTimerLeft(3720)).toBe('1:02:00');
    expect(formatTimerLeft(-3)).toBe('0:00');
  });
});
