import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';

type SectionCardProps = {
  title: string;
  /** Opens the section's edit dialog; its accessible name says which section ("Edit family details"). */
  onEdit?: () => void;
  editLabel?: string;
  editText?: string;
  visibility?: { label: string; checked: boolean; onChange: (checked: boolean) => void; hiddenNote: string };
  children: ReactNode;
  id?: string;
};

/** One card of My Details: heading, edit button, the "show to other members" switch, then the content. */
export function SectionCard({ title, onEdit, editLabel, editText, visibility, children, id }: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-card bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="text-lg font-bold text-ink-900 sm:text-xl">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {visibility ? (
            <Switch
              label={visibility.label}
              checked={visibility.checked}
              onChange={visibility.onChange}
              describedBy={headingId}
            />
          ) : null}
          {onEdit ? (
            <Button variant="secondary" size="sm" onClick={onEdit} aria-label={editLabel}>
              {editText}
            </Button>
          ) : null}
        </div>
      </div>
      {visibility && !visibility.checked ? (
        <p className="-mt-2 text-sm font-medium text-ink-500">{visibility.hiddenNote}</p>
      ) : null}
      {children}
    </section>
  );
}
