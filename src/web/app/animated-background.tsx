/**
 * Soft drifting colour behind every page (spec section 2, "Animated background"). Pure CSS,
 * behind the content and ignored by pointers and assistive technology; it stands still
 * when the person asks for reduced motion.
 */
export function AnimatedBackground() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div className="absolute -top-40 -left-32 size-[28rem] rounded-full bg-blob-1 opacity-30 blur-3xl motion-safe:animate-drift dark:opacity-25" />
      <div className="absolute top-1/3 -right-40 size-[32rem] rounded-full bg-blob-2 opacity-25 blur-3xl motion-safe:animate-drift-slow dark:opacity-20" />
      <div className="absolute -bottom-48 left-1/4 size-[26rem] rounded-full bg-blob-3 opacity-20 blur-3xl motion-safe:animate-drift dark:opacity-15" />
    </div>
  );
}
