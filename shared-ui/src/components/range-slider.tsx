import * as Slider from '@radix-ui/react-slider';
import styles from './range-slider.module.css';

export interface RangeSliderProps {
  min: number;
  max: number;
  step?: number;
  value: [number, number];
  onValueChange: (value: [number, number]) => void;
  thumbLabels: [string, string];
}

/** A two-thumb range slider, keyboard operable, each thumb named for screen readers. */
export function RangeSlider({ min, max, step = 1, value, onValueChange, thumbLabels }: RangeSliderProps) {
  return (
    <Slider.Root
      className={styles.root}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={0}
      value={value}
      onValueChange={(next) => onValueChange([next[0] ?? min, next[1] ?? max])}
    >
      <Slider.Track className={styles.track}>
        <Slider.Range className={styles.range} />
      </Slider.Track>
      <Slider.Thumb className={styles.thumb} aria-label={thumbLabels[0]} />
      <Slider.Thumb className={styles.thumb} aria-label={thumbLabels[1]} />
    </Slider.Root>
  );
}
