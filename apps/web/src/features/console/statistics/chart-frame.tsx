import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { consoleStatisticsMessages } from '../../../locales/console-statistics';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';

/** The width of the element, kept current; 0 until it has been laid out (and in test DOMs, which lay out nothing). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

/**
 * One statistic: its heading, the chart (hidden from assistive technology) and the same numbers as a real table
 * with a caption. The table is visually hidden until "Show the numbers" is pressed; screen readers always read it.
 */
export function ChartFrame<Row>({
  heading,
  caption,
  rows,
  columns,
  rowKey,
  chart,
  height = 260,
}: {
  heading: string;
  caption: string;
  rows: readonly Row[];
  columns: ReadonlyArray<Column<Row>>;
  rowKey: (row: Row) => string;
  /** Draws the chart at the measured width. */
  chart: (size: { width: number; height: number }) => ReactNode;
  height?: number;
}) {
  const { t } = useTranslation(consoleStatisticsMessages);
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const { ref, width } = useWidth();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-ink-500/15 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink-900">
          {heading}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t('statistics.hideTable') : t('statistics.showTable')}
        </Button>
      </div>
      <div ref={ref} aria-hidden="true" className="w-full" data-testid="chart">
        {width > 0 ? chart({ width, height }) : <div className="h-4" />}
      </div>
      <div id={tableId} className={cn(showTable ? 'overflow-x-auto' : 'sr-only')}>
        <table className="w-full text-left text-sm">
          <caption className={cn(showTable ? 'mb-2 text-left text-ink-700' : 'sr-only')}>{caption}</caption>
          <thead className="bg-ink-500/5 text-ink-700">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn('px-3 py-2 font-semibold', column.numeric ? 'text-right' : '')}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-ink-500/10">
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.header} scope="row" className="px-3 py-1.5 font-normal text-ink-900">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.header}
                      className={cn('px-3 py-1.5 text-ink-900', column.numeric ? 'text-right tabular-nums' : '')}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
