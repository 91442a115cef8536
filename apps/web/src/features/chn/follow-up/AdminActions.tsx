// Spec 2 §2 "Action buttons on selected plots" (ADMIN read): recalculation, forced advice (false
// or a value), empty mask, mask recalculation and the shift of the planned last-input date. With
// no plot selected the browser alert 'Veuillez sélectionner des parcelles' appears and nothing is
// sent. The value of the forced advice is asked and sent (the old screen never set it, spec 2 §7).
import {
  inRecalculationQuietHours,
  RECALCULATION_WARNING,
  SELECT_PLOTS_MESSAGE,
} from '@agro/domain/chn';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ChoiceModal } from '../../../components/ChoiceModal';
import { StillNumberInput } from '../../../components/StillNumberInput';
import { showError } from '../../../lib/dialog-store';
import type { PlatformClock } from '../../../lib/config';
import { showSuccess } from '../../../lib/notify';
import { useChnAction, type ChnAction } from '../chn-api';

type AskedValue = 'forceValue' | 'shiftInput';

/** On a phone each button takes the width, its words wrapping rather than overflowing. */
const ACTION_BUTTON = {
  variant: 'light',
  w: { base: '100%', sm: 'auto' },
  h: 'auto',
  mih: 36,
  styles: { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } },
} as const;

const VALUE_FORMS: Readonly<
  Record<AskedValue, { title: string; label: string; integer: boolean; min?: number }>
> = {
  forceValue: {
    title: 'Forcer la préconisation à une valeur',
    label: 'Préconisation forcée (kgN/ha)',
    integer: false,
    min: 0,
  },
  shiftInput: {
    title: 'Décaler la date du dernier apport prévu',
    label: 'Nombre de jours (négatif pour avancer)',
    integer: true,
  },
};

/** The value an action asks for, checked before anything is sent. */
function valueError(kind: AskedValue, value: number | string): string | null {
  if (value === '' || typeof value !== 'number' || !Number.isFinite(value)) {
    return 'Une valeur doit être saisie';
  }
  if (kind === 'forceValue' && value < 0) return 'La préconisation ne peut pas être négative';
  if (kind === 'shiftInput' && (!Number.isInteger(value) || value === 0)) {
    return 'Le décalage doit être un nombre entier de jours, différent de 0';
  }
  return null;
}

interface AdminActionsProps {
  /** Ids of the plots selected in the table. */
  selected: readonly string[];
  clock: PlatformClock;
}

export function AdminActions({ selected, clock }: AdminActionsProps) {
  const mutation = useChnAction();
  const [asked, setAsked] = useState<AskedValue | null>(null);
  const [value, setValue] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const [confirmRecalculation, setConfirmRecalculation] = useState(false);

  const run = (action: ChnAction) => {
    const plots = [...selected];
    mutation.mutate(
      { action, plots },
      {
        onSuccess: () =>
          showSuccess(
            `La demande a bien été enregistrée pour ${plots.length} parcelle${plots.length > 1 ? 's' : ''}.`,
            'Enregistrement effectué',
          ),
        onError: showError,
      },
    );
  };

  /** Nothing selected: the spec's alert, and no call. */
  const withSelection = (then: () => void) => () => {
    if (selected.length === 0) {
      window.alert(SELECT_PLOTS_MESSAGE);
      return;
    }
    then();
  };

  const askValue = (kind: AskedValue) => {
    setAsked(kind);
    setValue('');
    setError(null);
  };

  const submitValue = (event: FormEvent) => {
    event.preventDefault();
    if (asked === null) return;
    const problem = valueError(asked, value);
    if (problem) {
      setError(problem);
      return;
    }
    const number = value as number;
    run(
      asked === 'forceValue'
        ? { kind: 'forceValue', valeur: number }
        : { kind: 'shiftInput', nb_jours: number },
    );
    setAsked(null);
  };

  const form = asked === null ? null : VALUE_FORMS[asked];
  const busy = mutation.isPending;

  return (
    <Stack gap="xs" component="section" aria-labelledby="chn-actions-titre">
      <Text id="chn-actions-titre" fw={600}>
        Actions sur les parcelles sélectionnées ({selected.length})
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button
          {...ACTION_BUTTON}
          loading={busy}
          aria-describedby="chn-recalcul-avertissement"
          onClick={withSelection(() => {
            if (inRecalculationQuietHours(clock())) setConfirmRecalculation(true);
            else run({ kind: 'recalculation' });
          })}
        >
          Demander un recalcul
        </Button>
        <Button
          {...ACTION_BUTTON}
          loading={busy}
          onClick={withSelection(() => run({ kind: 'forceFalse' }))}
        >
          Forcer la préconisation à faux
        </Button>
        <Button
          {...ACTION_BUTTON}
          loading={busy}
          onClick={withSelection(() => askValue('forceValue'))}
        >
          Forcer la préconisation à une valeur
        </Button>
        <Button
          {...ACTION_BUTTON}
          loading={busy}
          onClick={withSelection(() => run({ kind: 'emptyMask' }))}
        >
          Forcer un masque vide
        </Button>
        <Button
          {...ACTION_BUTTON}
          loading={busy}
          onClick={withSelection(() => run({ kind: 'maskRecalculation' }))}
        >
          Forcer le recalcul du masque
        </Button>
        <Button
          {...ACTION_BUTTON}
          loading={busy}
          onClick={withSelection(() => askValue('shiftInput'))}
        >
          Décaler la date du dernier apport prévu
        </Button>
      </Group>
      <Text size="sm" c="orange.9" id="chn-recalcul-avertissement">
        {RECALCULATION_WARNING}
      </Text>

      <Modal
        opened={form !== null}
        onClose={() => setAsked(null)}
        title={form?.title ?? ''}
        centered
      >
        <form onSubmit={submitValue} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {selected.length} parcelle{selected.length > 1 ? 's' : ''} sélectionnée
              {selected.length > 1 ? 's' : ''}
            </Text>
            <StillNumberInput
              label={form?.label}
              value={value}
              onChange={(next) => {
                setValue(next);
                setError(null);
              }}
              allowDecimal={form?.integer !== true}
              allowNegative={form?.min === undefined}
              error={error}
              required
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setAsked(null)}>
                Annuler
              </Button>
              <Button type="submit">Appliquer</Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <ChoiceModal
        opened={confirmRecalculation}
        question={'Demander quand même un recalcul\u202f?'}
        detail={RECALCULATION_WARNING}
        onConfirm={() => {
          setConfirmRecalculation(false);
          run({ kind: 'recalculation' });
        }}
        onCancel={() => setConfirmRecalculation(false)}
      />
    </Stack>
  );
}
