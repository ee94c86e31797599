import toast from 'react-hot-toast';

/**
 * "A new version is ready: Reload" (issue 34): a new build's service worker is installed and
 * waits for this page. The prompt stays until the person acts on it; Reload switches to the
 * new worker and reloads the page on the new build.
 */
export function showUpdatePrompt(reload: () => Promise<void>): void {
  toast(
    (t) => (
      <span className="flex items-center gap-3">
        <span>A new version is ready:</span>
        <button
          type="button"
          className="min-h-10 rounded-full bg-primary px-4 text-sm font-semibold text-on-primary shadow-sm"
          onClick={() => {
            toast.dismiss(t.id);
            void reload();
          }}
        >
          Reload
        </button>
      </span>
    ),
    { id: 'app-update', duration: Infinity },
  );
}
