import styles from './site-menu.module.css';

/** What the menu button shows, the same before and after the menu's code has loaded. */
export function MenuButtonFace() {
  return (
    <>
      <span className={styles.bars} aria-hidden="true" />
      <span className={styles.label}>Menu</span>
    </>
  );
}
