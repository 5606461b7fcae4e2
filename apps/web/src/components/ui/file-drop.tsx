import { useId, useState, type DragEvent } from 'react';
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
};

/** A drop zone that is also a normal, keyboard-reachable file input. */
export function FileDrop({ label, accept, files, onFiles, multiple = false, hint, error }: FileDropProps) {
  const { t } = useTranslation(uiMessages);
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
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
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        className={cn(
          'rounded-xl border-2 border-dashed p-6 text-center text-ink-700',
          dragging ? 'border-accent-600 bg-accent-50' : 'border-ink-500/40',
        )}
      >
        {t('ui.dropFiles')}{' '}
        <label htmlFor={id} className="cursor-pointer font-semibold text-accent-700 underline">
          {t('ui.chooseFile')}
        </label>
        <input
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          aria-labelledby={`${id}-label`}
          className="sr-only"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            onFiles(multiple ? [...files, ...chosen] : chosen.slice(0, 1));
            event.target.value = '';
          }}
        />
        {hint ? <p className="mt-2 text-sm text-ink-500">{hint}</p> : null}
      </div>
      {files.length ? (
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
