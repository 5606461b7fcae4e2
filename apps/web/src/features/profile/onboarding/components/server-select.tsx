import { useMemo, type Ref } from 'react';
import type { DropdownItem } from '@app/shared/profile';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { inputClasses, type FieldRenderProps } from '../../../../components/ui/field';
import { optionsHtml } from '../../../../components/ui/options-html';
import { useTranslation } from '../../../../lib/i18n';
import { onboardingMessages } from '../../../../locales/onboarding';

type ListState = {
  data?: DropdownItem[] | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type ServerSelectProps = FieldRenderProps & {
  list: ListState;
  /** The value each item sends (an ISO code for countries, the name for states). */
  valueOf: (item: DropdownItem) => string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  placeholder: string;
  /** Shown, disabled, when the list cannot be asked for yet (no country chosen). */
  waitingFor?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A select over a list the server sends (countries, states): it keeps its place while the list loads, says so when
 * the list fails with a way to try again, and shows the chosen value once its option has arrived (it is
 * controlled, so a saved or restored value that arrives before its list is not lost).
 */
export function ServerSelect({
  list,
  valueOf,
  value,
  onChange,
  onBlur,
  name,
  placeholder,
  waitingFor,
  ref,
  ...field
}: ServerSelectProps) {
  const { t } = useTranslation(onboardingMessages);
  const ready = Boolean(list.data) && !waitingFor;
  const stateText = waitingFor ?? (list.isError && !list.data ? t('onboarding.location.listFailed') : undefined);
  const first = ready ? placeholder : (stateText ?? t('onboarding.location.loadingList'));
  // The options as one HTML string, made once per list and first line (components/ui/options-html.ts).
  const items = ready ? list.data : undefined;
  const options = useMemo(
    () => ({ __html: optionsHtml(first, items?.map((item) => ({ value: valueOf(item), label: item.value })) ?? []) }),
    [first, items, valueOf],
  );
  return (
    <>
      <select
        {...field}
        ref={ref}
        name={name}
        className={cn(inputClasses, 'appearance-auto')}
        value={ready ? value : ''}
        disabled={!ready}
        aria-required
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        dangerouslySetInnerHTML={options}
      />
      {list.isError && !list.data && !waitingFor ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger-600">
          <span>{t('onboarding.location.listFailed')}</span>
          <Button size="sm" variant="secondary" loading={list.isFetching} onClick={() => void list.refetch()}>
            {t('onboarding.location.retry')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
