// The location: a labelled or 📍 line, else every known place named in the post.
import { findLocationNames } from './locations.ts';
import { labelledValue, withoutHashtags, withoutUrls } from './text.ts';

const LOCATION_LABEL = /(?:job\s+|work\s+|office\s+)?location|loc|based\s+(?:in|out\s+of)|city/;

function cleanFreeLocation(value: string): string {
  return value
    .replace(/\([^)]*\)/g, '')
    .replace(/,?\s*india\b/i, '')
    .replace(/[\s.,;!-]+$/, '')
    .trim();
}

export function extractLocation(text: string): string {
  const prose = withoutHashtags(withoutUrls(text));
  const labelled = labelledValue(prose, LOCATION_LABEL) ?? pinnedLocationLine(prose);
  if (labelled) {
    const names = findLocationNames(labelled);
    return names.length > 0 ? names.join(', ') : cleanFreeLocation(labelled);
  }
  return findLocationNames(prose).join(', ');
}

/** "📍 Bengaluru / Hyderabad": the pin is a label of its own. */
function pinnedLocationLine(text: string): string | undefined {
  const line = text.split(/\r?\n/).find((candidate) => candidate.trim().startsWith('📍'));
  return line?.replace(/^\s*📍\s*(?:location\s*[:-]\s*)?/iu, '').trim() || undefined;
}
