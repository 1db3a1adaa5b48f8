import { testimonials } from '../testimonials';
import styles from './testimonials-section.module.css';

export function TestimonialsSection() {
  return (
    <section className={styles.section} aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className={styles.heading}>
        What job seekers say
      </h2>
      <ul className={styles.list}>
        {testimonials.map(({ name, role, quote, profileUrl }) => (
          <li key={name}>
            <figure className={styles.card}>
              <blockquote className={styles.quote}>
                <p>{quote}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.name}>{name}</span>
                <span className={styles.role}>{role}</span>
                <a className={styles.profile} href={profileUrl} target="_blank" rel="noopener noreferrer">
                  View {name}&apos;s profile
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
