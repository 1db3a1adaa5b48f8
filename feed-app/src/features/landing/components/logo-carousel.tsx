import { useState, type CSSProperties } from 'react';
import { companyLogos } from '../company-logos';
import { useLogosPerView } from '../hooks/use-logos-per-view';
import styles from './logo-carousel.module.css';

/**
 * A strip that shows a fixed number of logos and moves one logo at a time. The list is drawn
 * twice so the last step lands on a copy of the first logo and the loop restarts unnoticed; the
 * copy is hidden from assistive technology. Reduced motion: no animation, a scrollable strip.
 */
export function LogoCarousel() {
  const perView = useLogosPerView();
  const [paused, setPaused] = useState(false);
  const viewportStyle = perView === null ? undefined : ({ '--per-view': perView } as CSSProperties);
  const items = [...companyLogos, ...companyLogos];

  return (
    <div className={styles.carousel}>
      {/* Focusable so keyboard users can scroll it (reduced motion) and so focus pauses it. */}
      <div
        className={styles.viewport}
        style={viewportStyle}
        role="region"
        aria-label="Companies our referrers work at"
        tabIndex={0}
        data-testid="logo-carousel"
      >
        <ul className={`${styles.track} ${paused ? styles.paused : ''}`}>
          {items.map(({ company, src }, index) => {
            const isCopy = index >= companyLogos.length;
            return (
              <li
                key={`${company}-${isCopy ? 'copy' : 'first'}`}
                className={`${styles.item} ${isCopy ? styles.copy : ''}`}
                aria-hidden={isCopy || undefined}
              >
                <img
                  className={styles.logo}
                  src={src}
                  alt={company}
                  width={120}
                  height={32}
                  decoding="async"
                />
              </li>
            );
          })}
        </ul>
      </div>
      <button type="button" className={styles.toggle} onClick={() => setPaused((value) => !value)}>
        {paused ? 'Play logo strip' : 'Pause logo strip'}
      </button>
    </div>
  );
}
