/**
 * Spec section 4: a plan still processing 10 minutes after its generation started becomes
 * `error` with "Generation timed out after 10 minutes". Every process sweeps on an interval
 * (the update is idempotent, so several sweepers agree), and each change is NOTIFYed in the
 * same statement. Readers already show such a plan as timed out before the sweep (plan-view).
 */
import type pg from 'pg';
import {
  GENERATING_NAME,
  GENERATION_TIMED_OUT_MESSAGE,
  GENERATION_TIMEOUT_MS,
} from '../../shared/meal-plan';
import { PLAN_EVENTS_CHANNEL } from './plan-events';

export async function sweepTimedOutPlans(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query(
    `with t as (
       update meal_plans
          set status = 'error',
              error = $1,
              name = case when name = $3 then duration || '-Day Meal Plan' else name end,
              updated_at = now(),
              settings = jsonb_set(
                settings, '{progress}',
                coalesce(settings->'progress', '{}'::jsonb) || jsonb_build_object(
                  'currentStep', 'error', 'message', $1::text, 'error', $1::text,
                  'estimatedTimeRemaining', null))
        where status = 'processing'
          and started_at <= now() - make_interval(secs => $2)
        returning id, user_id, name, progress, settings, updated_at)
     select pg_notify('${PLAN_EVENTS_CHANNEL}', json_build_object(
       'type', 'status',
       'userId', user_id,
       'status', json_build_object(
         'id', id, 'status', 'error', 'currentStep', 'error', 'percentComplete', progress,
         'message', $1::text, 'error', $1::text,
         'details', settings->'progress'->'details',
         'estimatedTimeRemaining', null, 'name', name,
         'version', coalesce((settings->>'attempt')::int, 0) * 1000 + 999,
         'updatedAt', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
       ))::text)
     from t`,
    [GENERATION_TIMED_OUT_MESSAGE, GENERATION_TIMEOUT_MS / 1000, GENERATING_NAME],
  );
  return rows.length;
}

export function startTimeoutSweeper(
  pool: pg.Pool,
  intervalSeconds: number,
  log: (message: string) => void,
): { stop: () => void } {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    sweepTimedOutPlans(pool)
      .then((n) => {
        if (n > 0) log(`${n} meal plan(s) timed out`);
      })
      .catch((error: Error) => log(`timeout sweep failed: ${error.message}`))
      .finally(() => {
        running = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, intervalSeconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
