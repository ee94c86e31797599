/** The round ✕ that removes one item from the shopping list (on the plan and in the store). */
export function RemoveItemButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      title="Remove from shopping list"
      aria-label={`Remove ${name} from shopping list`}
      onClick={onRemove}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950 dark:hover:text-red-300"
    >
      <span aria-hidden="true" className="icon-x size-5" />
    </button>
  );
}
