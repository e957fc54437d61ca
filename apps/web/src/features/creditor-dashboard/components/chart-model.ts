/** What a chart section shows, in one shape for the chart and its table. */
export type ChartRow = {
  /** The server's category (`2026-11`, `collection`, `0-30`). */
  key: string;
  /** The category in words, for the table ("november 2026"). */
  label: string;
  /** The category on an axis ("nov."). */
  shortLabel: string;
  /** The category on a phone's axis, where it has less room ("N"); the short label when there is none. */
  narrowLabel?: string;
  /** In the chart's unit: minor units, a count or a ratio. */
  value: number;
  formatted: string;
};

export type ChartModel = {
  kind: 'bars' | 'gauge';
  layout: 'vertical' | 'horizontal';
  categoryHeader: string;
  valueHeader: string;
  rows: ChartRow[];
  format: (value: number) => string;
  /** A value on the value axis, rounded. */
  axisFormat: (value: number) => string;
};
