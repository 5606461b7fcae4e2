import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { uiMessages } from '../../locales/ui';
import { cn } from './cn';
import { FieldError } from './field';

type FileDropProps = {
  label: string;
  accept: string;
  files: File[];
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  hint?: string;
  error?: string | undefined;
  /** Replaces "Drag and drop a file here, or" / "choose a file" (e.g. for several photos). */
  dropText?: ReactNode;
  chooseText?: ReactNode;
  /** Whether to list the chosen files by name below the zone (off when the caller shows previews). */
  showFiles?: boolean;
  /** No more files accepted for now (e.g. a limit reached): the input is disabled and drops are ignored. */
  disabled?: boolean;
};

/** Whether a drag carries files (not a link, text or an element of the page being dragged). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** A drop zone that is also a normal, keyboard-reachable file input. */
export function FileDrop({
  label,
  accept,
  files,
  onFiles,
  multiple = false,
  hint,
  error,
  dropText,
  chooseText,
  showFiles = true,
  disabled = false,
}: FileDropProps) {
  const { t } = useTranslation(uiMessages);
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = Array.from(event.dataTransfer.files);
    onFiles(multiple ? [...files, ...dropped] : dropped.slice(0, 1));
  };
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold text-ink-900">
        {label}
      </span>
      <div
        onDragOver={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
          setDragging(!disabled);
        }}
        onDragLeave={(event) => {
          // Moving over the zone's own text fires dragleave too; only leaving the zone ends the highlight.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={handleDrop}
        data-dragging={dragging || undefined}
        className={cn(
          'rounded-xl border-2 border-dashed p-6 text-center text-ink-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-400',
          dragging ? 'border-accent-600 bg-accent-50' : 'border-ink-500/40',
          disabled && 'opacity-60',
        )}
      >
        {dropText ?? t('ui.dropFiles')}{' '}
        <label
          htmlFor={id}
          className={cn('font-semibold text-accent-700 underline', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}
        >
          {chooseText ?? t('ui.chooseFile')}
        </label>
        <input
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            onFiles(multiple ? [...files, ...chosen] : chosen.slice(0, 1));
            event.target.value = '';
          }}
        />
        {hint ? (
          <p id={hintId} className="mt-2 text-sm text-ink-500">
            {hint}
          </p>
        ) : null}
      </div>
      {showFiles && files.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between rounded bg-accent-50 px-3 py-1.5"
            >
              <span>{t('ui.fileSelected', { name: file.name })}</span>
              <button
                type="button"
                className="font-semibold text-danger-600"
                onClick={() => onFiles(files.filter((_, i) => i !== index))}
                aria-label={t('ui.removeFile', { name: file.name })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError message={error} />
    </div>
  );
}
