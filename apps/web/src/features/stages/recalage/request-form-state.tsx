// What the stage and the disease request forms share (spec 4 §2.6): the window that opens while
// there are first values and closes when the request is sent, and the form's state: the reference
// lists, the values, the problem found on sending, the sending itself through the perimeter's
// confirmation, and the varieties of the chosen crop.
import type { FormProblem } from '@agro/domain/recalage';
import type { QueryKey } from '@tanstack/react-query';
import { useMemo, useState, type ComponentType } from 'react';
import { varietiesOf, type RequestFormValues } from './recalage-form';
import {
  RequestModal,
  usePerimeterConfirmation,
  useRecalageReferences,
  useRequestSending,
} from './RequestFields';

/** What a request form needs besides its first values. */
export interface RequestFormContext {
  rights: readonly string[];
  /** The campaign whose sowings the calendars open on. */
  harvestYear: number;
}

export interface RequestFormProps<State> extends RequestFormContext {
  initial: State;
  onDone(): void;
}

export interface RequestFormModalProps<State> extends RequestFormContext {
  /** The form's first values; null while closed. */
  initial: State | null;
  title: string;
  onClose(): void;
}

/** The modal of a request form: the form, from its first values, closes it once sent. */
export function RequestFormModal<State>({
  form: Form,
  initial,
  title,
  onClose,
  ...context
}: RequestFormModalProps<State> & { form: ComponentType<RequestFormProps<State>> }) {
  return (
    <RequestModal opened={initial !== null} onClose={onClose} title={title}>
      {initial ? <Form initial={initial} {...context} onDone={onClose} /> : null}
    </RequestModal>
  );
}

/** How a request form records its values: where its list is cached, and the call sending them. */
export interface RequestSending<State> {
  listKey: QueryKey;
  /** Records the request; `outsideScope` once the user confirmed leaving their perimeter. */
  send(form: State, outsideScope: boolean): Promise<boolean>;
}

/**
 * A request form's state. Sending (spec 4 §5.5) goes through the perimeter's confirmation, then
 * reloads the list of `listKey` and closes the form. `requestForm` is what RequestForm takes from
 * it.
 */
export function useRequestFormState<State extends RequestFormValues>(
  { initial, rights, onDone }: RequestFormProps<State>,
  { listKey, send }: RequestSending<State>,
) {
  const references = useRecalageReferences();
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const sending = useRequestSending(listKey, onDone);
  const change = (next: Partial<State>) => setForm((current) => ({ ...current, ...next }));
  const varieties = useMemo(
    () => varietiesOf(references.notes, form.crop),
    [references.notes, form.crop],
  );
  const perimeter = usePerimeterConfirmation(rights, (outsideScope) =>
    sending.send(() => send(form, outsideScope)),
  );
  const checkPerimeter = () => perimeter.check(form.departments, form.pras);
  const requestForm = {
    references,
    values: form,
    onChange: change,
    busy: sending.busy,
    onCancel: onDone,
  };
  return {
    form,
    change,
    problem,
    setProblem,
    run: sending.run,
    varieties,
    checkPerimeter,
    perimeterConfirmation: perimeter.confirmation,
    requestForm,
  };
}
