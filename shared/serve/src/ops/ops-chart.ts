import type { HealthPoint } from '../telemetry/version-health';
import { escapeHtml } from '../html-text';

const WIDTH = 160;
const HEIGHT = 36;

/** A line over the points' values (null: no data in that interval, the line breaks there). */
function polylines(values: Array<number | null>, max: number): string[] {
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  const runs: string[][] = [[]];
  values.forEach((value, i) => {
    if (value === null) return runs.push([]);
    const y = HEIGHT - 2 - (max > 0 ? (value / max) * (HEIGHT - 4) : 0);
    runs.at(-1)?.push(`${(i * step).toFixed(1)},${y.toFixed(1)}`);
  });
  return runs.filter((run) => run.length > 0).map((run) => (run.length === 1 ? [run[0], run[0]] : run).join(' '));
}

/** A small chart of one measure over the last hours, drawn inline (no chart library), named for a screen reader. */
export function sparkline(values: Array<number | null>, label: string, colour: string): string {
  const known = values.filter((value): value is number => value !== null);
  const max = Math.max(0, ...known);
  const lines = polylines(values, max)
    .map((points) => `<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="2"/>`)
    .join('');
  return (
    `<svg class="spark" role="img" aria-label="${escapeHtml(label)}" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<line x1="0" y1="${HEIGHT - 1}" x2="${WIDTH}" y2="${HEIGHT - 1}" stroke="#767676" stroke-width="1"/>${lines}</svg>`
  );
}

export const errorRateSeries = (series: readonly HealthPoint[]): Array<number | null> =>
  series.map((point) => (point.loads > 0 ? point.errors / point.loads : null));

export const renderSeries = (series: readonly HealthPoint[]): Array<number | null> => series.map((point) => point.renderP75Ms);
