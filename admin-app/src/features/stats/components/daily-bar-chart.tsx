import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatLongDay, formatShortDay } from '../day-format';
import type { DailyCount } from '../types';
import { tokenColour } from './token-colour';

export interface DailyBarChartProps {
  data: DailyCount[];
  /** What a bar counts, e.g. 'Sign-ups'. */
  seriesName: string;
  /** A design token with enough contrast against the surface (≥ 3:1 for graphics). */
  colourToken: '--color-primary' | '--color-accent';
  summary: string;
}

const fallbackColours = { '--color-primary': '#1f4fd1', '--color-accent': '#0f7b6c' } as const;

/** recharts lives only in this module, which the stats screen loads lazily. */
export default function DailyBarChart({ data, seriesName, colourToken, summary }: DailyBarChartProps) {
  const colour = tokenColour(colourToken, fallbackColours[colourToken]);
  const text = tokenColour('--color-text-muted', '#4a5568');
  const grid = tokenColour('--color-border', '#d9deea');
  return (
    <BarChart
      responsive
      style={{ width: '100%', height: 280 }}
      data={data}
      margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
      title={`${seriesName} per day`}
      desc={summary}
    >
      <CartesianGrid stroke={grid} vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={formatShortDay}
        tick={{ fill: text, fontSize: 12 }}
        minTickGap={16}
      />
      <YAxis allowDecimals={false} tick={{ fill: text, fontSize: 12 }} width={40} />
      <Tooltip labelFormatter={(label) => formatLongDay(String(label))} />
      <Bar dataKey="count" name={seriesName} fill={colour} isAnimationActive={false} />
    </BarChart>
  );
}
