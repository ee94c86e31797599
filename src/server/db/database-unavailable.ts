/**
 * Telling "the database is away" (terminated connection, PostgreSQL restarting, refused or
 * timed-out connect) from other errors: those requests answer 503 with Retry-After, and such a
 * rejection nobody awaited (pg-boss 10 completes and fails jobs without awaiting) is logged,
 * never fatal (issue 28, item 1).
 */

/** SQLSTATEs of a connection that is gone or cannot be made (classes 08 and 57P). */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '3D000', // the database does not exist (dropped or not created yet)
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /connection error/i,
  /timeout exceeded when trying to connect/i,
  /is not currently accepting connections/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end/i,
  /terminating connection/i,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) {
    return true;
  }
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'PantryPilot cannot reach its database right now. Please try again in a moment.';

/**
 * A process keeps running through a stray rejection or a database connection's error event:
 * one line in the log instead of an exit that would refuse every later request. Any other
 * uncaught exception still ends the process (its state is unknown).
 */
export function keepRunningThroughDatabaseLoss(log: (message: string) => void): void {
  process.on('unhandledRejection', (reason) => {
    const text = reason instanceof Error ? reason.message : String(reason);
    log(
      isDatabaseUnavailable(reason)
        ? `database connection lost (kept running): ${text}`
        : `unhandled rejection (kept running): ${reason instanceof Error ? reason.stack : text}`,
    );
  });
  process.on('uncaughtException', (error) => {
    if (isDatabaseUnavailable(error)) {
      log(`database connection lost (kept running): ${error.message}`);
      return;
    }
    console.error(error);
    process.exit(1);
  });
}
