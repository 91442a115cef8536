// A weather operator's station named by its operator and code, which 'Vérifier' must find before
// a plot or a cas-type may use it (spec 3 §2.5, §2.6): the plot management's form and the bulletin
// space's synchronised station share it. Changing the operator or the code asks for a new check.
import { canVerifyStation } from '@agro/domain/blight-interventions';
import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { showError } from '../../lib/dialog-store';
import { checkStation, useConstructors } from './manage/manage-api';
import { SelectField } from '../../components/SelectField';

export const STATION_FOUND = 'Station trouvée\u202f: ses coordonnées ont été reprises.';
export const STATION_NOT_FOUND =
  "Station introuvable\u202f: vérifiez l'opérateur météo et le code station.";

/** 'saved': the station a saved plot already has, checked when it was saved. */
export type StationCheckState = 'saved' | 'none' | 'pending' | 'found' | 'missing';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface StationCheck {
  operator: string | null;
  code: string;
  state: StationCheckState;
  /** The coordinates the last successful check answered. */
  found: Coordinates | null;
  verified: boolean;
  setOperator(operator: string | null): void;
  setCode(code: string): void;
  /** Forgets the check (the station it was for is no longer the one asked). */
  unverify(): void;
  /** Back to no operator, no code, nothing checked. */
  clear(): void;
  verify(): Promise<void>;
}

export function useStationCheck({
  operator: initialOperator = null,
  code: initialCode = '',
  state: initialState = 'none',
  bsv = false,
  onFound,
}: {
  operator?: string | null;
  code?: string;
  state?: StationCheckState;
  /** The bulletin space's check (`?bsv`), which reaches the stations of any farmer. */
  bsv?: boolean;
  /** Called with the coordinates of a station found. */
  onFound?: (coordinates: Coordinates) => void;
} = {}): StationCheck {
  const [operator, setOperator] = useState(initialOperator);
  const [code, setCode] = useState(initialCode);
  const [state, setState] = useState<StationCheckState>(initialState);
  const [found, setFound] = useState<Coordinates | null>(null);
  const unverify = () => setState('none');
  return {
    operator,
    code,
    state,
    found,
    verified: state === 'found' || state === 'saved',
    setOperator(value) {
      setOperator(value);
      unverify();
    },
    setCode(value) {
      setCode(value);
      unverify();
    },
    unverify,
    clear() {
      setOperator(null);
      setCode('');
      setState('none');
    },
    async verify() {
      if (operator === null || !canVerifyStation(operator, code)) return;
      setState('pending');
      try {
        const answer = await checkStation(operator, code, bsv);
        setFound(answer);
        setState(answer === null ? 'missing' : 'found');
        if (answer !== null) onFound?.(answer);
      } catch (error) {
        setState('none');
        showError(error);
      }
    },
  };
}

/** The operator, the code, 'Vérifier' and what the check found, said to screen readers too. */
export function StationCheckFields({
  check,
  operatorLabel,
  errors = {},
  unverifiedMessage = null,
}: {
  check: StationCheck;
  /** 'Opérateur météo' for a plot, 'Fournisseur' for a cas-type's synchronised station. */
  operatorLabel: string;
  errors?: { operator?: string | null; code?: string | null };
  /** Said while nothing is found, e.g. once a save was tried without a check. */
  unverifiedMessage?: ReactNode;
}) {
  const constructors = useConstructors();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SelectField
          label={operatorLabel}
          required
          searchable
          data={constructors.data ?? []}
          value={check.operator}
          onChange={check.setOperator}
          error={errors.operator ?? null}
        />
        <TextInput
          label="Code station"
          required
          value={check.code}
          onChange={(event) => check.setCode(event.currentTarget.value)}
          error={errors.code ?? null}
        />
        <Group align="flex-end">
          <Button
            variant="light"
            onClick={() => void check.verify()}
            disabled={!canVerifyStation(check.operator, check.code)}
            loading={check.state === 'pending'}
          >
            Vérifier
          </Button>
        </Group>
      </SimpleGrid>
      <div aria-live="polite">
        {check.state === 'found' ? (
          <Group gap={6} c="green.9">
            <IconCircleCheck size={18} aria-hidden />
            <Text size="sm">{STATION_FOUND}</Text>
          </Group>
        ) : check.state === 'missing' ? (
          <Text size="sm" c="red.9" role="alert">
            {STATION_NOT_FOUND}
          </Text>
        ) : unverifiedMessage ? (
          <Text size="sm" c="red.9" role="alert">
            {unverifiedMessage}
          </Text>
        ) : null}
      </div>
    </>
  );
}
