import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextArea } from '../../../components/ui/inputs';

/**
 * The staff reason every console decision asks for (checked in the browser with `DecisionReasonSchema` for a quick
 * answer, and again on the server, which refuses a decision without one).
 */
export function ReasonField({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error} required>
      {(props) => (
        <TextArea
          {...props}
          value={value}
          maxLength={1000}
          required
          onChange={(event) => onChange(event.target.value)}
          className="min-h-24"
        />
      )}
    </Field>
  );
}

/** A console dialog's Cancel and confirm buttons (stacked on a phone, side by side from `sm`). */
export function DialogActions({
  cancel,
  confirm,
  variant,
  busy,
  onCancel,
}: {
  cancel: string;
  confirm: string;
  variant: 'primary' | 'danger';
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        {cancel}
      </Button>
      <Button type="submit" variant={variant} loading={busy}>
        {confirm}
      </Button>
    </div>
  );
}
