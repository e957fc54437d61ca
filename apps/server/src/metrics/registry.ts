/**
 * Counters and histograms in a process, written in Prometheus's text exposition format (version 0.0.4).
 * A registry's snapshot is plain data, so that the first of several processes can add up the others'
 * (metrics/cluster-metrics.ts): counters and histograms summed sample by sample, as Prometheus would.
 */

export type Labels = Readonly<Record<string, string>>;

/** One line of the exposition: a series and its value. */
export type Sample = { name: string; labels: Labels; value: number };

/** A metric with its samples; a histogram's are its `_bucket`, `_sum` and `_count` series. */
export type MetricFamily = {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  samples: Sample[];
};

/** The identity of a series within its metric: its label values in the order of the label names. */
const seriesKey = (labelNames: readonly string[], labels: Labels) =>
  JSON.stringify(labelNames.map((name) => labels[name] ?? ''));

function checkLabels(metric: string, labelNames: readonly string[], labels: Labels): void {
  for (const name of Object.keys(labels))
    if (!labelNames.includes(name)) throw new Error(`${metric} has no label ${name}`);
}

export class Counter {
  readonly #series = new Map<string, { labels: Labels; value: number }>();
  readonly name: string;
  readonly help: string;
  readonly labelNames: readonly string[];

  constructor(name: string, help: string, labelNames: readonly string[]) {
    this.name = name;
    this.help = help;
    this.labelNames = labelNames;
  }

  /** Adds `by` (1 unless given, never negative) to the series of `labels`. */
  inc(labels: Labels = {}, by = 1): void {
    if (!(by >= 0)) throw new Error(`${this.name} can only grow, not by ${by}`);
    checkLabels(this.name, this.labelNames, labels);
    const key = seriesKey(this.labelNames, labels);
    const series = this.#series.get(key);
    if (series) series.value += by;
    else this.#series.set(key, { labels: { ...labels }, value: by });
  }

  family(): MetricFamily {
    const samples = [...this.#series.values()].map(({ labels, value }) => ({
      name: this.name,
      labels,
      value,
    }));
    return { name: this.name, help: this.help, type: 'counter', samples };
  }
}

export class Histogram {
  readonly #series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  readonly name: string;
  readonly help: string;
  readonly labelNames: readonly string[];
  /** The buckets' upper bounds, ascending; `+Inf` is added. */
  readonly buckets: readonly number[];

  constructor(name: string, help: string, labelNames: readonly string[], buckets: readonly number[]) {
    this.name = name;
    this.help = help;
    this.labelNames = labelNames;
    this.buckets = [...buckets].sort((a, b) => a - b);
  }

  observe(labels: Labels, value: number): void {
    checkLabels(this.name, this.labelNames, labels);
    const key = seriesKey(this.labelNames, labels);
    let series = this.#series.get(key);
    if (!series) {
      series = { labels: { ...labels }, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.#series.set(key, series);
    }
    for (const [index, bound] of this.buckets.entries())
      if (value <= bound) series.counts[index] = (series.counts[index] ?? 0) + 1;
    series.sum += value;
    series.count += 1;
  }

  family(): MetricFamily {
    const samples: Sample[] = [];
    for (const { labels, counts, sum, count } of this.#series.values()) {
      for (const [index, bound] of this.buckets.entries())
        samples.push({
          name: `${this.name}_bucket`,
          labels: { ...labels, le: String(bound) },
          value: counts[index] ?? 0,
        });
      samples.push({ name: `${this.name}_bucket`, labels: { ...labels, le: '+Inf' }, value: count });
      samples.push({ name: `${this.name}_sum`, labels, value: sum });
      samples.push({ name: `${this.name}_count`, labels, value: count });
    }
    return { name: this.name, help: this.help, type: 'histogram', samples };
  }
}

/** The counters and histograms of a process. */
export class MetricsRegistry {
  readonly #metrics: (Counter | Histogram)[] = [];

  counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
    return this.#add(new Counter(name, help, labelNames));
  }

  histogram(
    name: string,
    help: string,
    labelNames: readonly string[],
    buckets: readonly number[],
  ): Histogram {
    return this.#add(new Histogram(name, help, labelNames, buckets));
  }

  /** Every metric with its samples now, as plain data. */
  snapshot(): MetricFamily[] {
    return this.#metrics.map((metric) => metric.family());
  }

  #add<T extends Counter | Histogram>(metric: T): T {
    if (this.#metrics.some((known) => known.name === metric.name))
      throw new Error(`${metric.name} is registered already`);
    this.#metrics.push(metric);
    return metric;
  }
}

const sampleKey = (sample: Sample) =>
  `${sample.name}${JSON.stringify(Object.entries(sample.labels).sort(([a], [b]) => (a < b ? -1 : 1)))}`;

/** Several processes' snapshots as one: each series' values added up. */
export function sumSnapshots(snapshots: readonly MetricFamily[][]): MetricFamily[] {
  const families = new Map<string, MetricFamily & { byKey: Map<string, Sample> }>();
  for (const snapshot of snapshots)
    for (const family of snapshot) {
      let sum = families.get(family.name);
      if (!sum) {
        sum = { ...family, samples: [], byKey: new Map() };
        families.set(family.name, sum);
      }
      for (const sample of family.samples) {
        const key = sampleKey(sample);
        const known = sum.byKey.get(key);
        if (known) known.value += sample.value;
        else {
          const copy = { ...sample };
          sum.byKey.set(key, copy);
          sum.samples.push(copy);
        }
      }
    }
  return [...families.values()].map(({ byKey: _, ...family }) => family);
}

/** The content type of the text format. */
export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const escapeHelp = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('\n', '\\n');
const escapeLabel = (text: string) =>
  text.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');

function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return String(value);
}

/** The families in the text exposition format, each with its HELP and TYPE lines. */
export function exposition(families: readonly MetricFamily[]): string {
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`);
    for (const sample of family.samples) {
      const labels = Object.entries(sample.labels)
        .map(([name, value]) => `${name}="${escapeLabel(value)}"`)
        .join(',');
      lines.push(`${sample.name}${labels ? `{${labels}}` : ''} ${formatValue(sample.value)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
