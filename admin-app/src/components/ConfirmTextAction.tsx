import Button, { type ButtonProps } from '@mui/material/Button';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CountedTextField } from '../layout/CountedTextField.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useReasonDialog } from './useReasonDialog.ts';

/**
 * A console action behind a button, confirmed in a dialog with one counted text (a reason, a note, an
 * answer): the button (`label`) opens the dialog with `initial` in the field; the confirm button sends
 * `toParams(trimmed text)` through `mutationFn` (an empty text is refused with `missing`, unless it is
 * `null`), then notifies `success(params)` (or the server's message) and refreshes the page. Its texts
 * (label, title, confirm, the field's label, `missing`, `success`) are messages of the console, or plain text.
 */
export function ConfirmTextAction<P, R extends { message?: string | null | undefined }>(props: {
  label: string;
  variant: ButtonProps['variant'];
  color?: ButtonProps['color'];
  /** The text the field holds when the dialog opens (the current note); empty by default. */
  initial?: string;
  mutationFn: (params: P) => Promise<R>;
  success: (params: P) => string;
  title: string;
  titleId: string;
  intro: ReactNode;
  confirm: string;
  /** The text field: its label, required, minRows and max. */
  field: Omit<ComponentProps<typeof CountedTextField>, 'value' | 'onChange'>;
  missing: string | null;
  toParams: (text: string) => P;
}) {
  const { show, reason, setReason, submit, dialog } = useReasonDialog({
    mutationFn: props.mutationFn,
    success: props.success,
  });
  const translate = useTranslate();
  const say = (text: string) => translate(text, { _: text });
  return (
    <>
      <Button
        variant={props.variant}
        {...(props.color ? { color: props.color } : {})}
        onClick={() => {
          setReason(props.initial ?? '');
          show();
        }}
      >
        {say(props.label)}
      </Button>
      <ConfirmDialog
        {...dialog}
        title={say(props.title)}
        titleId={props.titleId}
        intro={props.intro}
        confirm={say(props.confirm)}
        onSubmit={() => submit(props.missing === null ? null : say(props.missing), props.toParams)}
      >
        <CountedTextField
          {...props.field}
          {...(props.field.label ? { label: say(String(props.field.label)) } : {})}
          value={reason}
          onChange={setReason}
        />
      </ConfirmDialog>
    </>
  );
}
