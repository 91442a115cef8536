// For administrators (spec 3 §2.9, §4 'Station check', §8): a national station is checked against
// the connected-station registry, then posted into it; the outcome links to the connected station.
import type { NationalStation } from '@agro/contracts/entities/stations';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SectionCard } from '../../../components/SectionCard';
import { stationDetailPath } from '../shared/station-paths';
import { checkRegistered, registerStation } from './national-api';

type Step =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'registered'; id: string | number; added: boolean }
  | { kind: 'absent' }
  | { kind: 'failed'; message: string };

export function RegistrationCard({ station }: { station: NationalStation }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const run = async (work: () => Promise<Step>) => {
    setStep({ kind: 'working' });
    try {
      setStep(await work());
    } catch (error) {
      setStep({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const check = () =>
    run(async () => {
      const outcome = await checkRegistered(station);
      return outcome.exists
        ? { kind: 'registered', id: outcome.id, added: false }
        : { kind: 'absent' };
    });
  const add = () =>
    run(async () => ({ kind: 'registered', id: await registerStation(station), added: true }));
  const working = step.kind === 'working';

  return (
    <SectionCard title="Station connectée">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Ajoutez cette station aux stations connectées pour que les modules puissent
          l&apos;utiliser.
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => void check()} loading={working}>
            Vérifier la station
          </Button>
          {step.kind === 'absent' && (
            <Button onClick={() => void add()}>Ajouter aux stations connectées</Button>
          )}
        </Group>
        <div role="status">
          {step.kind === 'absent' && (
            <Text size="sm">Cette station n&apos;est pas encore une station connectée.</Text>
          )}
          {step.kind === 'registered' && (
            <Alert color="green" variant="light">
              {step.added
                ? 'La station a été ajoutée aux stations connectées. '
                : 'Cette station est déjà une station connectée. '}
              <Anchor href={stationDetailPath(step.id)}>
                Voir la station connectée N°{step.id}
              </Anchor>
            </Alert>
          )}
        </div>
        {step.kind === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {step.message}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
