import type { KeyboardEvent, PointerEvent } from 'react';

/**
 * Props for the stand-in button of a menu whose code loads on first use (issue 14: the menu
 * library is not part of a page's first load). The stand-in looks like the menu's own button;
 * hovering or focusing it starts the download, and pressing it as the real button would open
 * (pointer down, Enter, Space, ArrowDown, or a plain click from assistive technology) asks for
 * the menu, which then mounts open in its place.
 */
export function deferredMenuButtonProps(preload: () => void, open: () => void) {
  return {
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) {
        event.preventDefault();
        open();
      }
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        open();
      }
    },
    onClick: open,
  };
}
