import { lazy, Suspense, useState } from 'react';
import type { MenuViewer } from './menu-entries';
import styles from './site-menu.module.css';

const loadPopup = () => import('./site-menu-popup');
const SiteMenuPopup = lazy(loadPopup);

/** What the menu button shows, the same before and after the menu's code has loaded. */
export function MenuButtonFace() {
  return (
    <>
      <span className={styles.bars} aria-hidden="true" />
      <span className={styles.label}>Menu</span>
    </>
  );
}

/**
 * The header's menu. Its code (Radix Dropdown Menu, ~28 KB gzip) is not part of the first load:
 * the button is plain until it is first pointed at, focused or pressed; then the real menu replaces
 * it, already open when the button was pressed.
 */
export function SiteMenu({ viewer }: { viewer: MenuViewer }) {
  const [opened, setOpened] = useState(false);
  const prefetch = () => void loadPopup();
  const placeholder = (
    <button
      type="button"
      className={styles.trigger}
      aria-label="Open menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setOpened(true)}
    >
      <MenuButtonFace />
    </button>
  );
  if (!opened) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SiteMenuPopup viewer={viewer} defaultOpen />
    </Suspense>
  );
}
