// The free comment a form sends with what it asks (a recalage request, a QN correction): a text
// area named 'Commentaire' that grows with its text from two lines.
import { Textarea, type TextareaProps } from '@mantine/core';

export interface CommentTextareaProps extends Omit<
  TextareaProps,
  'label' | 'value' | 'onChange' | 'autosize'
> {
  value: string;
  onChange(next: string): void;
}

export function CommentTextarea({ value, onChange, ...props }: CommentTextareaProps) {
  return (
    <Textarea
      label="Commentaire"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autosize
      minRows={2}
      {...props}
    />
  );
}
