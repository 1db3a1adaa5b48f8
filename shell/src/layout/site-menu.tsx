import { lazy, Suspense, useState } from 'react';
import { MenuButtonFace } from './menu-button-face';
import type { MenuViewer } from './menu-entries';
import styles from './site-menu.module.css';

const loadPopup = () => import('./site-menu-popup');
const SiteMenuPopup = lazy(loadPopup);

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
