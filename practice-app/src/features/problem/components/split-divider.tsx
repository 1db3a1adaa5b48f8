import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import { SPLIT_SHARE } from '../hooks/use-split-share';
import styles from './split-divider.module.css';

const KEY_STEP = 2;
const LARGE_KEY_STEP = 10;

interface SplitDividerProps {
  /** The grid both panes and the divider sit in: a pointer's x is measured against it. */
  containerRef: RefObject<HTMLElement | null>;
  /** The pane whose width the divider sets (aria-controls). */
  controlsId: string;
  share: number;
  onPreview: (share: number) => void;
  onCommit: (share: number) => void;
}

/**
 * A window splitter (WAI-ARIA APG): a focusable separator whose value is the first pane's share.
 * Arrows move it by 2 %, Shift+arrows or Page Up/Down by 10 %, Home and End to the limits; a drag
 * follows the pointer. About a hundred lines, where react-resizable-panels 4 adds ~17 KB gzip.
 */
export function SplitDivider({ containerRef, controlsId, share, onPreview, onCommit }: SplitDividerProps) {
  const shareAt = (clientX: number) => {
    const box = containerRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return share;
    return ((clientX - box.left) / box.width) * 100;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    onPreview(shareAt(event.clientX));
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    event.currentTarget.releasePointerCapture(event.pointerId);
    onCommit(shareAt(event.clientX));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? LARGE_KEY_STEP : KEY_STEP;
    const next = new Map<string, number>([
      ['ArrowLeft', share - step],
      ['ArrowRight', share + step],
      ['PageUp', share - LARGE_KEY_STEP],
      ['PageDown', share + LARGE_KEY_STEP],
      ['Home', SPLIT_SHARE.min],
      ['End', SPLIT_SHARE.max],
    ]).get(event.key);
    if (next === undefined) return;
    event.preventDefault();
    onCommit(next);
  };

  return (
    <div
      className={styles.divider}
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the question and the code"
      aria-controls={controlsId}
      aria-valuenow={share}
      aria-valuemin={SPLIT_SHARE.min}
      aria-valuemax={SPLIT_SHARE.max}
      aria-valuetext={`Question ${share}% of the width`}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
