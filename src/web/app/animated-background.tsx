/**
 * Soft drifting colour behind every page (spec section 2, "Animated background"). Pure CSS,
 * behind the content and ignored by pointers and assistive technology; it stands still
 * when the person asks for reduced motion.
 *
 * Each blob is a radial gradient that fades to transparent, not a filled circle under
 * `filter: blur()`: a 64 px blur over three half-screen circles is redrawn on every frame of
 * the drift, which on a phone without a fast GPU (and in Lighthouse) kept the main thread busy
 * for seconds on every page (issue 14). A gradient moved by `transform` is drawn once, and the
 * drift steps eight times a second (app.css says why).
 */
const BLOB = 'absolute rounded-full will-change-transform';

export function AnimatedBackground() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div
        className={`${BLOB} -top-56 -left-48 size-[36rem] bg-[radial-gradient(closest-side,var(--blob-1),transparent)] opacity-30 motion-safe:animate-drift dark:opacity-25`}
      />
      <div
        className={`${BLOB} top-1/4 -right-56 size-[40rem] bg-[radial-gradient(closest-side,var(--blob-2),transparent)] opacity-25 motion-safe:animate-drift-slow dark:opacity-20`}
      />
      <div
        className={`${BLOB} -bottom-64 left-1/4 size-[34rem] bg-[radial-gradient(closest-side,var(--blob-3),transparent)] opacity-20 motion-safe:animate-drift dark:opacity-15`}
      />
    </div>
  );
}
